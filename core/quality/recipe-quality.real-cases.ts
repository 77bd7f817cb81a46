import type { QualityLanguage, RecipeDraft } from './recipe-quality';

/**
 * Recipes as good cookbooks write them, three in each language: the quality gate must pass them
 * untouched (docs/decisions/039-recipe-quality-gate.md), and the offline chef refines them in its
 * own tests.
 */
export const REAL_RECIPES: ReadonlyArray<{ lang: QualityLanguage; dish: string; recipe: RecipeDraft }> = [
  {
    lang: 'en',
    dish: 'Spaghetti Carbonara',
    recipe: {
      title: 'Spaghetti Carbonara',
      description: 'The Roman classic: eggs, cheese, pancetta and pepper.',
      prepTime: 10,
      cookTime: 15,
      servings: 4,
      ingredients: ['400 g spaghetti', '150 g pancetta, cut into small cubes', '3 large eggs', '1 egg yolk', '75 g Pecorino Romano, finely grated', '50 g Parmesan, finely grated', '1 tsp black pepper', '1 tbsp salt, for the pasta water'],
      instructions: [
        'Bring a large pan of water to the boil, add the salt and cook the spaghetti for **10 minutes** until al dente.',
        'Meanwhile, fry the pancetta in a dry frying pan for **5 minutes** until crisp.',
        'Beat the eggs and yolk with the cheeses and pepper.',
        'Drain the pasta, keeping a cup of the cooking water, and toss it with the pancetta off the heat.',
        'Stir in the egg mixture quickly, loosening it with a splash of the cooking water, and serve at once.',
      ],
    },
  },
  {
    lang: 'en',
    dish: 'Chicken Curry',
    recipe: {
      title: 'Easy Chicken Curry with Rice',
      description: 'A mild, fragrant curry for a weeknight.',
      prepTime: 15,
      cookTime: 40,
      servings: 4,
      ingredients: ['2 tbsp vegetable oil', '2 onions, finely chopped', '4 garlic cloves, crushed', '1 thumb-sized piece of ginger, grated', '1 tsp ground cumin', '1 tsp ground coriander', '1 tsp turmeric', '1 tsp chilli powder', '400 g can chopped tomatoes', '8 boneless chicken thighs, cut into chunks', '200 ml chicken stock', '1 tsp garam masala', 'a small bunch of coriander, chopped', '300 g basmati rice'],
      instructions: [
        'Heat the oil in a large pan and fry the onions for **10 minutes** until soft and golden.',
        'Add the garlic and ginger and cook for **1 minute**, then stir in the spices and cook for **1 minute** more.',
        'Add the tomatoes and stock, bring to a simmer, then add the chicken.',
        'Cover and simmer for **25 minutes** until the chicken is cooked through.',
        'Meanwhile, rinse the rice and cook it in boiling salted water for **12 minutes** until tender; drain.',
        'Stir the garam masala into the curry, scatter over the coriander and serve with the rice.',
      ],
    },
  },
  {
    lang: 'en',
    dish: 'Roast Potatoes',
    recipe: {
      title: 'Crisp Roast Potatoes',
      description: 'Fluffy inside, crunchy outside.',
      prepTime: 10,
      cookTime: 65,
      servings: 4,
      ingredients: ['1.5 kg floury potatoes, peeled and halved', '4 tbsp goose fat or sunflower oil', '2 sprigs rosemary', '1 tsp sea salt'],
      instructions: [
        'Heat the oven to **200 °C**.',
        'Boil the potatoes in salted water for **10 minutes**, then drain and shake to rough up the edges.',
        'Heat the fat in a roasting tin in the oven for **5 minutes**, add the potatoes, turn to coat and roast for **50 minutes**, turning once, until crisp and golden.',
        'Scatter over the rosemary and salt and serve.',
      ],
    },
  },
  {
    lang: 'es',
    dish: 'Tortilla de patatas',
    recipe: {
      title: 'Tortilla de patatas',
      description: 'La tortilla española de siempre, jugosa por dentro.',
      prepTime: 15,
      cookTime: 30,
      servings: 4,
      ingredients: ['1 kg de patatas', '1 cebolla', '6 huevos', '250 ml de aceite de oliva virgen extra', '1 cucharadita de sal'],
      instructions: [
        'Pela las patatas y córtalas en láminas finas. Pica la cebolla.',
        'Calienta el aceite en una sartén y fríe las patatas y la cebolla a fuego medio durante **20 minutos**, hasta que estén tiernas.',
        'Escúrrelas y mézclalas con los huevos batidos y la sal.',
        'Cuaja la tortilla en la sartén **3 minutos** por cada lado.',
      ],
    },
  },
  {
    lang: 'es',
    dish: 'Lentejas estofadas',
    recipe: {
      title: 'Lentejas estofadas con chorizo',
      description: 'Un guiso de cuchara de toda la vida.',
      prepTime: 15,
      cookTime: 50,
      servings: 4,
      ingredients: ['300 g de lentejas pardinas', '1 cebolla', '1 pimiento verde', '2 zanahorias', '2 dientes de ajo', '1 chorizo', '1 cucharadita de pimentón dulce', '1 hoja de laurel', '1,5 l de agua', '2 cucharadas de aceite de oliva', 'sal'],
      instructions: [
        'Pica la cebolla, el pimiento y el ajo, y corta las zanahorias en rodajas.',
        'Sofríe las verduras en el aceite durante **10 minutos**.',
        'Añade el pimentón, las lentejas, el chorizo en rodajas, el laurel y el agua.',
        'Cuece a fuego lento durante **40 minutos**, hasta que las lentejas estén tiernas, y sala al gusto.',
      ],
    },
  },
  {
    lang: 'es',
    dish: 'Gazpacho',
    recipe: {
      title: 'Gazpacho andaluz',
      description: 'Sopa fría de tomate para el verano.',
      prepTime: 20,
      cookTime: 0,
      servings: 4,
      ingredients: ['1 kg de tomates maduros', '1 pimiento verde', '1 pepino', '1 diente de ajo', '50 ml de aceite de oliva', '2 cucharadas de vinagre de Jerez', '1 cucharadita de sal', '100 ml de agua fría'],
      instructions: [
        'Trocea los tomates, el pimiento, el pepino y el ajo.',
        'Tritura todo con el aceite, el vinagre, la sal y el agua hasta obtener una crema fina.',
        'Cuela y enfría en la nevera al menos **2 horas** antes de servir.',
      ],
    },
  },
  {
    lang: 'de',
    dish: 'Kartoffelsalat',
    recipe: {
      title: 'Schwäbischer Kartoffelsalat',
      description: 'Mit Brühe angemacht, ohne Mayonnaise.',
      prepTime: 20,
      cookTime: 25,
      servings: 4,
      ingredients: ['1 kg festkochende Kartoffeln', '1 Zwiebel', '250 ml Gemüsebrühe', '4 EL Weißweinessig', '1 TL Senf', '5 EL Sonnenblumenöl', '1 Bund Schnittlauch', 'Salz und Pfeffer'],
      instructions: [
        'Die Kartoffeln in Salzwasser **20 Minuten** kochen, bis sie gar sind, abgießen und kurz abkühlen lassen.',
        'Die Kartoffeln pellen und in Scheiben schneiden.',
        'Die Zwiebel fein würfeln und in der Brühe **2 Minuten** aufkochen.',
        'Essig, Senf und Öl unterrühren und die warme Marinade über die Kartoffeln gießen.',
        '**30 Minuten** ziehen lassen, den Schnittlauch in Röllchen schneiden und untermischen.',
      ],
    },
  },
  {
    lang: 'de',
    dish: 'Gulasch',
    recipe: {
      title: 'Rindergulasch',
      description: 'Langsam geschmort, mit viel Zwiebeln und Paprika.',
      prepTime: 20,
      cookTime: 140,
      servings: 4,
      ingredients: ['1 kg Rindergulasch', '750 g Zwiebeln', '3 EL Butterschmalz', '2 EL Tomatenmark', '3 EL Paprikapulver edelsüß', '1 TL Kümmel', '1 TL getrockneter Majoran', '500 ml Rinderbrühe', '250 ml Rotwein', '2 Lorbeerblätter', 'Salz'],
      instructions: [
        'Die Zwiebeln schälen und würfeln.',
        'Das Fleisch im Butterschmalz portionsweise **5 Minuten** scharf anbraten und herausnehmen.',
        'Die Zwiebeln im Bratfett **15 Minuten** goldbraun dünsten, Tomatenmark und Paprikapulver kurz mitrösten.',
        'Mit Rotwein und Brühe ablöschen, Fleisch, Kümmel, Majoran und Lorbeer zugeben.',
        'Zugedeckt bei kleiner Hitze **2 Stunden** schmoren, bis das Fleisch weich ist.',
      ],
    },
  },
  {
    lang: 'de',
    dish: 'Linsensuppe',
    recipe: {
      title: 'Linsensuppe mit Würstchen',
      description: 'Deftig und sättigend.',
      prepTime: 15,
      cookTime: 45,
      servings: 4,
      ingredients: ['250 g Tellerlinsen', '1 Zwiebel', '2 Karotten', '200 g Knollensellerie', '2 Kartoffeln', '1 EL Öl', '1,2 l Gemüsebrühe', '2 EL Essig', '4 Wiener Würstchen', 'Salz und Pfeffer'],
      instructions: [
        'Zwiebel, Karotten, Sellerie und Kartoffeln schälen und würfeln.',
        'Das Gemüse im Öl **5 Minuten** andünsten.',
        'Linsen und Brühe zugeben und zugedeckt **35 Minuten** köcheln lassen, bis die Linsen weich sind.',
        'Die Würstchen in Scheiben schneiden, in der Suppe **5 Minuten** erwärmen und mit Essig, Salz und Pfeffer abschmecken.',
      ],
    },
  },
];
