import type { QualityLanguage, QualityRequest, QualityRule, RecipeDraft } from './recipe-quality-types';

/**
 * The quality gate's table (core/quality/recipe-quality.test.ts): per rule and language, a recipe that
 * breaks it and near misses that do not, with the repair where code makes one. Each case starts
 * from its language's clean base recipe, which passes every rule.
 */
export interface QualityCase {
  rule: QualityRule;
  lang: QualityLanguage;
  /** What differs from the base recipe. */
  recipe: Partial<RecipeDraft>;
  request?: Omit<QualityRequest, 'language'>;
  found: boolean;
  /** After `repairRecipe`: these fields, and the rule no longer found. Absent: the rule is sent back. */
  repaired?: Partial<RecipeDraft>;
}

export const BASE: Record<QualityLanguage, RecipeDraft> = {
  en: {
    title: 'Tomato Spaghetti',
    description: 'A quick weeknight pasta.',
    prepTime: 10,
    cookTime: 20,
    servings: 2,
    ingredients: ['200 g spaghetti', '400 g canned tomatoes', '2 cloves garlic', '2 tbsp olive oil', '1 tsp salt'],
    instructions: [
      'Boil the spaghetti in salted water for **10 minutes** until al dente.',
      'Fry the garlic in the olive oil for **1 minute**, add the tomatoes and simmer for **8 minutes**.',
      'Toss the spaghetti with the sauce and serve.',
    ],
  },
  es: {
    title: 'Espaguetis con tomate',
    description: 'Una pasta rápida.',
    prepTime: 10,
    cookTime: 20,
    servings: 2,
    ingredients: ['200 g de espaguetis', '400 g de tomate triturado', '2 dientes de ajo', '2 cucharadas de aceite de oliva', '1 cucharadita de sal'],
    instructions: [
      'Cuece los espaguetis en agua con sal durante **10 minutos** hasta que estén al dente.',
      'Sofríe el ajo en el aceite **1 minuto**, añade el tomate y cocina **8 minutos**.',
      'Mezcla los espaguetis con la salsa y sirve.',
    ],
  },
  de: {
    title: 'Spaghetti mit Tomatensoße',
    description: 'Schnelle Pasta für den Alltag.',
    prepTime: 10,
    cookTime: 20,
    servings: 2,
    ingredients: ['200 g Spaghetti', '400 g stückige Tomaten', '2 Knoblauchzehen', '2 EL Olivenöl', '1 TL Salz'],
    instructions: [
      'Die Spaghetti in Salzwasser **10 Minuten** bissfest kochen.',
      'Den Knoblauch im Öl **1 Minute** anbraten, die Tomaten zugeben und **8 Minuten** köcheln lassen.',
      'Die Spaghetti mit der Soße mischen und servieren.',
    ],
  },
};

const c = (rule: QualityRule, lang: QualityLanguage, found: boolean, recipe: Partial<RecipeDraft>, more: Partial<QualityCase> = {}): QualityCase => ({
  rule,
  lang,
  found,
  recipe,
  ...more,
});
const lines = (...ingredients: string[]) => ({ ingredients });
const steps = (...instructions: string[]) => ({ instructions });

export const QUALITY_CASES: QualityCase[] = [
  // quantity_implausible
  c('quantity_implausible', 'en', true, lines('300 g fresh rosemary')),
  c('quantity_implausible', 'en', false, lines('2 sprigs rosemary')),
  c('quantity_implausible', 'en', true, lines('250 ml soy sauce')),
  c('quantity_implausible', 'en', false, lines('3 tbsp soy sauce')),
  c('quantity_implausible', 'en', true, { servings: 1, ingredients: ['3 tbsp ground cumin'] }),
  c('quantity_implausible', 'en', false, { servings: 1, ingredients: ['1 tsp ground cumin'] }),
  c('quantity_implausible', 'en', true, { servings: 1, ingredients: ['12 eggs'] }),
  c('quantity_implausible', 'en', false, { servings: 1, ingredients: ['3 eggs'] }),
  c('quantity_implausible', 'en', true, lines('1 l olive oil')),
  c('quantity_implausible', 'en', false, lines('1 l vegetable oil, for deep frying')),
  c('quantity_implausible', 'en', true, lines('5 kg potatoes')),
  c('quantity_implausible', 'en', false, lines('600 g potatoes')),
  c('quantity_implausible', 'en', true, { servings: 4, ingredients: ['10 g chicken breast'] }),
  c('quantity_implausible', 'en', false, { servings: 4, ingredients: ['1 tbsp potato starch', '50 g pancetta'] }),
  c('quantity_implausible', 'es', true, lines('300 g de romero fresco')),
  c('quantity_implausible', 'es', false, lines('2 ramitas de romero')),
  c('quantity_implausible', 'es', true, lines('250 ml de salsa de soja')),
  c('quantity_implausible', 'es', false, lines('2 cucharadas de salsa de soja')),
  c('quantity_implausible', 'es', true, lines('100 g de sal')),
  c('quantity_implausible', 'es', false, lines('1 cucharadita de sal')),
  c('quantity_implausible', 'es', true, lines('1 kg de arroz')),
  c('quantity_implausible', 'es', false, lines('160 g de arroz')),
  c('quantity_implausible', 'es', true, { servings: 4, ingredients: ['5 g de arroz'] }),
  c('quantity_implausible', 'de', true, lines('300 g Rosmarin')),
  c('quantity_implausible', 'de', false, lines('2 Zweige Rosmarin')),
  c('quantity_implausible', 'de', true, lines('200 ml Sojasoße')),
  c('quantity_implausible', 'de', false, lines('2 EL Sojasoße')),
  c('quantity_implausible', 'de', true, { servings: 1, ingredients: ['5 EL Paprikapulver'] }),
  c('quantity_implausible', 'de', false, { servings: 1, ingredients: ['1 TL Paprika edelsüß'] }),
  c('quantity_implausible', 'de', true, lines('1 kg Spaghetti')),
  c('quantity_implausible', 'de', false, lines('250 g Spaghetti')),
  c('quantity_implausible', 'de', true, { servings: 4, ingredients: ['20 g Lachsfilet'] }),
  c('quantity_implausible', 'de', false, { servings: 4, ingredients: ['1 EL Kartoffelstärke'] }),
  // liquid_by_weight
  c('liquid_by_weight', 'en', true, lines('200 g soy sauce'), { repaired: lines('170 ml soy sauce') }),
  // Milk weighs 1.03 g/ml (USDA FoodData Central: 1 cup whole milk 244 g), so 500 g is 485 ml.
  c('liquid_by_weight', 'en', true, lines('500 g milk'), { repaired: lines('490 ml milk') }),
  c('liquid_by_weight', 'en', true, lines('1 kg water'), { repaired: lines('1 l water') }),
  c('liquid_by_weight', 'en', false, lines('200 g Greek yogurt')),
  c('liquid_by_weight', 'en', false, lines('100 g honey')),
  c('liquid_by_weight', 'es', true, lines('200 g de salsa de soja'), { repaired: lines('170 ml de salsa de soja') }),
  c('liquid_by_weight', 'es', true, lines('500 gramos de leche'), { repaired: lines('490 ml de leche') }),
  c('liquid_by_weight', 'es', false, lines('200 g de yogur')),
  c('liquid_by_weight', 'de', true, lines('200 g Sojasoße'), { repaired: lines('170 ml Sojasoße') }),
  c('liquid_by_weight', 'de', true, lines('200 g Sahne'), { repaired: lines('200 ml Sahne') }),
  c('liquid_by_weight', 'de', true, lines('1,5 kg Wasser'), { repaired: lines('1,5 l Wasser') }),
  c('liquid_by_weight', 'de', false, lines('250 g Quark')),
  // count_agreement
  c('count_agreement', 'en', true, lines('1 eggs'), { repaired: lines('1 egg') }),
  c('count_agreement', 'en', true, lines('2 egg'), { repaired: lines('2 eggs') }),
  c('count_agreement', 'en', true, lines('1 large onions, chopped'), { repaired: lines('1 large onion, chopped') }),
  c('count_agreement', 'en', true, lines('3 garlic clove'), { repaired: lines('3 garlic cloves') }),
  c('count_agreement', 'en', true, lines('½ lemons'), { repaired: lines('½ lemon') }),
  c('count_agreement', 'en', true, lines('1 ½ cup milk'), { repaired: lines('1 ½ cups milk') }),
  c('count_agreement', 'en', true, lines('1 cans chickpeas'), { repaired: lines('1 can chickpeas') }),
  c('count_agreement', 'en', false, lines('2 egg yolks')),
  c('count_agreement', 'en', false, lines('1 or 2 red chillies')),
  c('count_agreement', 'en', true, lines('2 tablespoon olive oil'), { repaired: lines('2 tablespoons olive oil') }),
  c('count_agreement', 'en', false, lines('2 tsp black pepper')),
  c('count_agreement', 'en', false, lines('2 chicken breasts')),
  c('count_agreement', 'es', true, lines('1 huevos'), { repaired: lines('1 huevo') }),
  c('count_agreement', 'es', true, lines('2 cebolla grande'), { repaired: lines('2 cebollas grandes') }),
  c('count_agreement', 'es', true, lines('1 dientes de ajo'), { repaired: lines('1 diente de ajo') }),
  c('count_agreement', 'es', true, lines('1 limones'), { repaired: lines('1 limón') }),
  c('count_agreement', 'es', true, lines('3 cucharada de aceite'), { repaired: lines('3 cucharadas de aceite') }),
  c('count_agreement', 'es', false, lines('2 pechugas de pollo')),
  c('count_agreement', 'es', false, lines('1 lata de tomates')),
  c('count_agreement', 'de', true, lines('1 Eier'), { repaired: lines('1 Ei') }),
  c('count_agreement', 'de', true, lines('2 Ei'), { repaired: lines('2 Eier') }),
  c('count_agreement', 'de', true, lines('1 Zwiebeln'), { repaired: lines('1 Zwiebel') }),
  c('count_agreement', 'de', true, lines('3 Knoblauchzehe'), { repaired: lines('3 Knoblauchzehen') }),
  c('count_agreement', 'de', true, lines('1 Dosen Tomaten'), { repaired: lines('1 Dose Tomaten') }),
  c('count_agreement', 'de', false, lines('2 EL Öl')),
  c('count_agreement', 'de', false, lines('4 Hähnchenbrustfilets')),
  // given_missing
  c('given_missing', 'en', true, {}, { request: { givenIngredients: ['spaghetti', 'spinach'] } }),
  c('given_missing', 'en', false, lines('200 g spaghetti', '100 g baby spinach'), { request: { givenIngredients: ['spaghetti', 'spinach'] } }),
  c('given_missing', 'en', false, lines('1 bunch fresh coriander'), { request: { givenIngredients: ['cilantro'] } }),
  c('given_missing', 'en', true, lines('200 g spinach'), { request: { givenIngredients: ['broccoli'] } }),
  c('given_missing', 'es', true, {}, { request: { givenIngredients: ['pollo'] } }),
  c('given_missing', 'es', false, lines('2 pechugas de pollo'), { request: { givenIngredients: ['pollo'] } }),
  c('given_missing', 'de', true, {}, { request: { givenIngredients: ['Zucchini'] } }),
  c('given_missing', 'de', false, lines('400 g Dosentomaten'), { request: { givenIngredients: ['Tomaten'] } }),
  // chop_unchoppable
  c('chop_unchoppable', 'en', true, steps('Finely chop the soy sauce and add it to the pan.')),
  c('chop_unchoppable', 'en', true, steps('Dice the tomato paste.')),
  c('chop_unchoppable', 'en', true, steps('Roughly chop the spaghetti.')),
  c('chop_unchoppable', 'en', true, lines('100 ml soy sauce, finely chopped')),
  c('chop_unchoppable', 'en', false, steps('Finely chop the parsley and stir it into the stock.')),
  c('chop_unchoppable', 'en', false, lines('500 g minced beef')),
  c('chop_unchoppable', 'en', false, steps('Chop the vegetables for the stock.')),
  c('chop_unchoppable', 'es', true, steps('Pica finamente la salsa de soja.')),
  c('chop_unchoppable', 'es', true, steps('Corta la carne picada en dados.')),
  c('chop_unchoppable', 'es', false, steps('Pica el perejil y añádelo al caldo.')),
  c('chop_unchoppable', 'es', false, steps('Pica las verduras para el caldo.')),
  c('chop_unchoppable', 'de', true, steps('Die Sojasoße fein hacken.')),
  c('chop_unchoppable', 'de', true, steps('Das Hackfleisch würfeln.')),
  c('chop_unchoppable', 'de', false, steps('Die Petersilie hacken und in die Brühe geben.')),
  c('chop_unchoppable', 'de', false, steps('Die Zwiebel würfeln und in der Sojasoße marinieren.')),
  c('chop_unchoppable', 'de', false, steps('Das Gemüse für die Brühe würfeln.')),
];

const staple = (lang: QualityLanguage, found: boolean, line: string, ...instructions: string[]) =>
  c('staple_undercooked', lang, found, { ingredients: [line], instructions });

QUALITY_CASES.push(
  // staple_undercooked
  staple('en', true, '500 g potatoes', 'Boil the potatoes for **3-5 minutes** until tender.'),
  staple('en', false, '500 g potatoes', 'Boil the potatoes for **15-20 minutes** until tender.'),
  staple('en', true, '150 g basmati rice', 'Simmer the rice for 5 minutes until tender.'),
  staple('en', false, '150 g basmati rice', 'Simmer the rice for 12 minutes, then leave it covered for 5 minutes until fluffy.'),
  staple('en', false, '300 g cooked rice', 'Fry the rice for 3 minutes until hot.'),
  staple('en', true, '500 g potatoes', 'Roast the potatoes for 10 minutes until golden.'),
  staple('en', false, '500 g potatoes', 'Roast the potatoes at 200 °C for 40 minutes until golden.'),
  staple('en', true, '200 g spaghetti', 'Cook the spaghetti for 3 minutes, drain and serve.'),
  staple('en', true, '200 g brown rice', 'Cook the brown rice for 15 minutes until tender.'),
  staple('en', false, '300 g arborio rice', 'Toast the rice for 2 minutes, then pour in the wine and stir until absorbed.', 'Add the stock a ladle at a time for 18 minutes until the rice is creamy and al dente.'),
  staple('en', false, '300 g penne', 'Boil the penne for 5 minutes, just short of al dente, and drain.', 'Mix the penne with the sauce and cheese and bake for 20 minutes until bubbling.'),
  staple('es', true, '500 g de patatas', 'Cuece las patatas **5 minutos** hasta que estén tiernas.'),
  staple('es', false, '500 g de patatas', 'Cuece las patatas **20 minutos** hasta que estén tiernas.'),
  staple('es', true, '150 g de arroz', 'Cocina el arroz 4 minutos y sirve.'),
  staple('es', true, '200 g de lentejas', 'Cuece las lentejas 5 minutos hasta que estén tiernas.'),
  staple('es', false, '200 g de lentejas', 'Cuece las lentejas 25 minutos hasta que estén tiernas.'),
  staple('de', true, '500 g Kartoffeln', 'Die Kartoffeln 5 Minuten kochen, bis sie weich sind.'),
  staple('de', false, '500 g Kartoffeln', 'Die Kartoffeln 20 Minuten kochen, bis sie weich sind.'),
  staple('de', true, '150 g Basmatireis', 'Den Reis 3 Minuten garen, bis er weich ist.'),
  staple('de', true, '200 g Spaghetti', 'Die Spaghetti 4 Minuten kochen.'),
  staple('de', false, '200 g Spaghetti', 'Die Spaghetti 9 Minuten bissfest kochen.'),
  // step_time_exceeds: repaired by raising the cook time
  c('step_time_exceeds', 'en', true, { prepTime: 5, cookTime: 10, instructions: ['Simmer the sauce for 30 minutes.'] }, { repaired: { cookTime: 25 } }),
  c('step_time_exceeds', 'en', false, { prepTime: 5, cookTime: 10, instructions: ['Marinate the chicken overnight.', 'Grill it for 8 minutes.'] }),
  c('step_time_exceeds', 'en', false, { prepTime: 5, cookTime: 10, instructions: ['Fry the onion for 8 minutes.', 'Meanwhile, boil the pasta for 10 minutes.'] }),
  c('step_time_exceeds', 'es', true, { prepTime: 10, cookTime: 20, instructions: ['Hornea durante 45 minutos.'] }, { repaired: { cookTime: 35 } }),
  c('step_time_exceeds', 'es', false, { prepTime: 10, cookTime: 20, instructions: ['Deja marinar 2 horas.', 'Asa 15 minutos.'] }),
  c('step_time_exceeds', 'de', true, { prepTime: 10, cookTime: 20, instructions: ['1 Stunde 15 Minuten schmoren.'] }, { repaired: { cookTime: 65 } }),
  c('step_time_exceeds', 'de', false, { prepTime: 10, cookTime: 20, instructions: ['Über Nacht im Kühlschrank ruhen lassen.', '15 Minuten backen.'] }),
  // open_method
  c('open_method', 'en', true, steps('Boil, grill or fry the potatoes.')),
  c('open_method', 'en', true, steps('Grill or fry the steak for 3 minutes per side.')),
  c('open_method', 'en', false, steps('Roast or bake for 20 minutes.')),
  c('open_method', 'en', false, steps('Fry the onion, then simmer the sauce for 5 minutes.')),
  c('open_method', 'en', false, steps('Grill the steak for 3 minutes per side. *You could also fry or grill it on a griddle.*')),
  c('open_method', 'es', true, steps('Hierve, asa o fríe las patatas.')),
  c('open_method', 'es', false, steps('Fríe o saltea la cebolla 5 minutos.')),
  c('open_method', 'de', true, steps('Die Kartoffeln kochen, grillen oder braten.')),
  c('open_method', 'de', false, steps('Das Fleisch anbraten oder braten, bis es gebräunt ist.')),
  // servings_mismatch: repaired by scaling
  c('servings_mismatch', 'en', true, { servings: 4, ingredients: ['400 g spaghetti', '4 eggs'] }, { request: { servings: 2 }, repaired: { servings: 2, ingredients: ['200 g spaghetti', '2 eggs'] } }),
  c('servings_mismatch', 'en', true, { servings: 3, ingredients: ['1 egg', '3 tbsp butter'] }, { request: { servings: 2 }, repaired: { servings: 2, ingredients: ['1 egg', '2 tbsp butter'] } }),
  c('servings_mismatch', 'es', true, { servings: 4, ingredients: ['2 cebollas', '400 g de arroz'] }, { request: { servings: 2 }, repaired: { servings: 2, ingredients: ['1 cebolla', '200 g de arroz'] } }),
  c('servings_mismatch', 'de', true, { servings: 2, ingredients: ['1 Zwiebel', '200 g Reis'] }, { request: { servings: 4 }, repaired: { servings: 4, ingredients: ['2 Zwiebeln', '400 g Reis'] } }),
  c('servings_mismatch', 'de', false, { servings: 4 }, { request: { servings: 4 } }),
  // dish_mismatch: a title that is the request is repaired; another dish goes back
  c('dish_mismatch', 'en', true, { title: 'I want lasagne for two' }, { request: { dish: 'Lasagne' }, repaired: { title: 'Lasagne' } }),
  c('dish_mismatch', 'en', false, { title: 'Classic Beef Lasagna' }, { request: { dish: 'Lasagne' } }),
  c('dish_mismatch', 'en', true, { title: 'Chicken Curry for Two' }, { repaired: { title: 'Chicken Curry' } }),
  c('dish_mismatch', 'en', false, { title: 'Easy Chicken Curry' }, { request: { dish: 'Chicken Curry' } }),
  c('dish_mismatch', 'en', true, { title: 'Chicken Stir-Fry' }, { request: { dish: 'Lasagne' } }),
  c('dish_mismatch', 'es', true, { title: 'Quiero paella para dos' }, { request: { dish: 'Paella' }, repaired: { title: 'Paella' } }),
  c('dish_mismatch', 'es', false, { title: 'Paella valenciana' }, { request: { dish: 'Paella' } }),
  c('dish_mismatch', 'es', true, { title: 'Crema de calabaza para cuatro personas' }, { repaired: { title: 'Crema de calabaza' } }),
  c('dish_mismatch', 'es', true, { title: 'Ensalada de pasta' }, { request: { dish: 'Paella' } }),
  c('dish_mismatch', 'de', true, { title: 'Ich möchte Gulasch für zwei' }, { request: { dish: 'Gulasch' }, repaired: { title: 'Gulasch' } }),
  c('dish_mismatch', 'de', false, { title: 'Ungarisches Rindergulasch' }, { request: { dish: 'Gulasch' } }),
  c('dish_mismatch', 'de', true, { title: 'Ich möchte Kürbissuppe' }, { repaired: { title: 'Kürbissuppe' } }),
  c('dish_mismatch', 'de', true, { title: 'Kartoffelsalat' }, { request: { dish: 'Gulasch' } }),

  // A named dish keeps its defining ingredients (from the cookbook: core/cookbook/defining.ts).
  c('dish_mismatch', 'en', true, { title: 'Tomato Spaghetti' }, { request: { dish: 'tomato spaghetti', definingIngredients: [['spaghetti'], ['basil']] } }),
  c('dish_mismatch', 'en', false, { title: 'Tomato Spaghetti' }, { request: { dish: 'tomato spaghetti', definingIngredients: [['spaghetti'], ['tomato', 'canned tomato']] } }),
  c('dish_mismatch', 'es', true, { title: 'Espaguetis con tomate' }, { request: { dish: 'espaguetis con tomate', definingIngredients: [['espaguetis'], ['albahaca', 'basil']] } }),
  c('dish_mismatch', 'de', false, { title: 'Spaghetti mit Tomatensoße' }, { request: { dish: 'spaghetti mit tomatensoße', definingIngredients: [['Spaghetti'], ['Tomaten', 'tomato']] } }),
  // Food forms (core/quality/recipe-quality-forms.ts): a verb the food's form does not take.
  c('form_verb', 'en', true, { ...lines('200 g spaghetti', '400 g canned tomatoes', '125 g fresh mozzarella', '2 tbsp olive oil'), ...steps('Boil the spaghetti for **10 minutes** until al dente.', 'Simmer the tomatoes in the oil for **8 minutes**.', 'Grate the fresh mozzarella over the pasta and serve.') }),
  c('form_verb', 'en', false, { ...lines('200 g spaghetti', '400 g canned tomatoes', '40 g parmesan', '2 tbsp olive oil'), ...steps('Boil the spaghetti for **10 minutes** until al dente.', 'Simmer the tomatoes in the oil for **8 minutes**.', 'Grate the parmesan over the pasta and serve.') }),
  c('form_verb', 'en', false, { ...lines('200 g basmati rice', '1 onion', '2 tbsp butter'), ...steps('Rinse the rice in a sieve under cold water until it runs clear.', 'Soften the onion in the butter for **5 minutes**, add the rice and 400 ml water and simmer for **12 minutes** until the water is absorbed.') }),
  c('form_verb', 'es', true, { ...lines('200 g de harina', '2 huevos', '300 ml de leche'), ...steps('Lava la harina y escúrrela.', 'Bátela con los huevos y la leche y cuaja las tortitas en la sartén **2 minutos** por lado.') }),
  c('form_verb', 'es', false, { ...lines('300 g de arroz', '600 ml de agua', '1 cucharada de aceite de oliva'), ...steps('Lava el arroz en un colador.', 'Sofríelo en el aceite **1 minuto**, añade el agua y cuece **15 minutos**, hasta que el agua se absorba.') }),
  c('form_verb', 'de', true, { ...lines('150 g Frischkäse', '4 Scheiben Brot'), ...steps('Den Frischkäse reiben.', 'Die Brote damit bestreichen.') }),
  c('form_verb', 'de', false, { ...lines('1 Zitrone', '200 g Joghurt'), ...steps('Die Zitrone heiß abspülen und die Schale fein abreiben.', 'Mit dem Joghurt verrühren.') }),
  c('form_verb', 'en', true, { ...lines('150 g dried breadcrumbs', '400 ml chicken stock', '1 tbsp olive oil'), ...steps('Warm the oil in a pan for **1 minute**.', 'Add the breadcrumbs and the stock and simmer for **2 minutes** until the stock is absorbed.') }),
  // Flour, or raw poultry, pork and mince, served after too little heat.
  c('served_raw', 'en', true, { ...lines('200 g plain flour', '50 g butter', '60 g cheddar'), ...steps('Melt the butter in a pan over a medium heat.', 'Tip in the flour and cook for **1 minute**, stirring.', 'Scatter over the cheddar and serve.') }),
  c('served_raw', 'en', true, { ...lines('2 chicken breasts, diced', '1 red pepper', '1 tbsp olive oil'), ...steps('Heat the oil in a frying pan over a high heat.', 'Fry the chicken and the pepper for **2 minutes** and serve.') }),
  c('served_raw', 'en', false, { ...lines('2 chicken breasts, diced', '1 red pepper', '1 tbsp olive oil'), ...steps('Heat the oil in a frying pan over a high heat.', 'Fry the chicken for **6 minutes**, until cooked through, add the pepper and fry for **3 minutes** more.') }),
  c('served_raw', 'en', false, { ...lines('2 chicken breasts, diced', '1 tbsp olive oil'), ...steps('Fry the chicken in the oil until golden and cooked through.', 'Serve.') }),
  c('served_raw', 'es', true, { ...lines('2 pechugas de pollo en tiras', '1 pimiento rojo', '1 cucharada de aceite de oliva'), ...steps('Calienta el aceite a fuego fuerte.', 'Saltea el pollo y el pimiento **1 minuto** y sirve.') }),
  c('served_raw', 'es', false, { ...lines('200 g de harina', '2 huevos', '300 ml de leche'), ...steps('Bate la harina con los huevos y la leche hasta tener una masa lisa.', 'Cuaja cada tortita en la sartén a fuego medio **2 minutos** por lado.') }),
  c('served_raw', 'de', true, { ...lines('200 g Mehl', '50 g Butter'), ...steps('Die Butter in einer Pfanne schmelzen.', 'Das Mehl zugeben, **1 Minute** rühren und sofort servieren.') }),
  c('served_raw', 'de', false, { ...lines('500 g Hackfleisch', '1 Zwiebel', '1 EL Öl'), ...steps('Das Öl erhitzen und die Zwiebel **3 Minuten** anbraten.', 'Das Hackfleisch zugeben und **8 Minuten** krümelig braten.') }),
  // A sweet dish seasoned like a savoury one.
  c('sweet_savoury', 'en', true, { ...lines('2 apples', '2 tbsp sugar', '1 tbsp butter', 'Salt and black pepper'), ...steps('Fry the sliced apples in the butter with the sugar for **5 minutes**.', 'Season with salt and pepper and serve.') }),
  c('sweet_savoury', 'en', false, { ...lines('2 apples', '2 tbsp sugar', '1 tbsp butter', '1 pinch of salt'), ...steps('Fry the sliced apples in the butter with the sugar and the salt for **5 minutes** and serve.') }),
  c('sweet_savoury', 'es', true, { ...lines('2 plátanos', '50 g de chocolate negro', '1 cucharada de mantequilla'), ...steps('Fríe los plátanos en la mantequilla **5 minutos** y salpimienta.', 'Sirve con el chocolate fundido.') }),
  c('sweet_savoury', 'es', false, { ...lines('2 calabacines', '1 cucharada de miel', '2 cucharadas de aceite de oliva', 'Sal y pimienta negra'), ...steps('Saltea los calabacines en el aceite **6 minutos**.', 'Añade la miel, salpimienta y sirve.') }),
  c('sweet_savoury', 'de', true, { ...lines('2 Birnen', '2 EL Honig', '1 EL Butter', 'Salz und schwarzer Pfeffer'), ...steps('Die Birnen in der Butter **5 Minuten** braten.', 'Mit Honig, Salz und Pfeffer abschmecken und servieren.') }),

  // A measure counted before the food is what the number counts; what a line says is not there, or how it is cut, counts nothing.
  c('count_agreement', 'es', false, lines('200 g de espaguetis', '1 puñado de hojas de albahaca', '1 cogollo de lechuga en tiras', '4 panes de hamburguesa sin huevo')),
  c('count_agreement', 'de', false, lines('200 g Spaghetti', '1 Handvoll Basilikumblätter', '1 Bund Frühlingszwiebeln, in Ringen', '3 Blatt Gelatine', '4 Brötchen ohne Ei')),
  c('count_agreement', 'en', false, lines('200 g spaghetti', '1 small handful basil leaves, torn', '2 gilt-head bream')),
  // Foods read by the word that names them: Spanish names its food first, German compounds by their end.
  c('quantity_implausible', 'es', false, lines('200 g de espaguetis', '8 filetes de anchoa en aceite', '200 g de miel de tomillo', '60 g de pepinillos en vinagre')),
  c('quantity_implausible', 'de', false, lines('200 g Spaghetti', '200 g Thymianhonig', '4 Blätter Filoteig')),
  c('liquid_by_weight', 'de', false, lines('200 g Spaghetti', '250 g gemischte Beeren', '800 g Wassermelone', '200 g Crème fraîche')),
);
