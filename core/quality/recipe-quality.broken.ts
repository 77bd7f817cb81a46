import type { QualityLanguage, QualityRule } from './recipe-quality-types';

/**
 * The team's broken-recipe set (docs/bench.md "Quality gate on published recipes"): recipes written
 * by the team with one thing a cook could not cook as written, in en, es and de, labelled with the
 * rule that should stop it. Written before the gate's food-form rules ran on it (its first run is
 * kept in docs/bench.md); the gate's recall on it is measured by `npm run bench:gate` and held to
 * a floor by core/cookbook/recipe-quality.broken.test.ts.
 */
export interface BrokenRecipe {
  language: QualityLanguage;
  /** What is wrong, in a few words. */
  flaw: string;
  expect: QualityRule;
  title: string;
  servings: number;
  prepTime: number;
  cookTime: number;
  ingredients: string[];
  instructions: string[];
  /** The dish the cook asked for, when the flaw is about it. */
  dish?: string;
}

const r = (
  language: QualityLanguage,
  expect: QualityRule,
  flaw: string,
  title: string,
  servings: number,
  [prepTime, cookTime]: [number, number],
  ingredients: string[],
  instructions: string[],
  dish?: string,
): BrokenRecipe => ({ language, expect, flaw, title, servings, prepTime, cookTime, ingredients, instructions, ...(dish ? { dish } : {}) });

export const BROKEN_RECIPES: readonly BrokenRecipe[] = [
  // ---- English ----
  r('en', 'chop_unchoppable', 'chops the stock', 'Leek and Potato Soup', 4, [15, 30], ['2 leeks', '500 g potatoes', '1 litre vegetable stock', '2 tbsp butter'], ['Finely chop the vegetable stock and the leeks.', 'Melt the butter in a pot over a medium heat and soften the leeks for **8 minutes**.', 'Add the potatoes and the stock and simmer for **20 minutes**, then blend.']),
  r('en', 'chop_unchoppable', 'dices the minced beef', 'Beef Tacos', 4, [10, 15], ['500 g minced beef', '8 taco shells', '1 onion', '1 tsp ground cumin'], ['Dice the minced beef and the onion.', 'Fry the onion and the beef over a high heat for **10 minutes**, stirring, with the cumin.', 'Warm the taco shells and fill them with the beef.']),
  r('en', 'form_verb', 'grates the mozzarella ball that is soft', 'Caprese Salad', 2, [10, 0], ['1 ball fresh mozzarella (125 g)', '2 large tomatoes', '1 handful basil leaves', '2 tbsp olive oil'], ['Grate the fresh mozzarella over a plate.', 'Slice the tomatoes and lay them over the cheese with the basil leaves.', 'Drizzle with the olive oil and serve.']),
  r('en', 'form_verb', 'slices the flour', 'Drop Scones', 4, [5, 10], ['200 g self-raising flour', '1 egg', '200 ml milk', '1 tbsp butter'], ['Slice the flour into a bowl, then whisk in the egg and milk to a thick batter.', 'Melt the butter in a frying pan over a medium heat and drop in spoonfuls of batter; cook for **2 minutes** a side until golden.']),
  r('en', 'form_verb', 'washes the flour', 'Flatbreads', 4, [10, 10], ['250 g plain flour', '150 ml warm water', '1 tsp salt', '1 tbsp olive oil'], ['Wash the flour under cold running water and drain.', 'Mix with the water, salt and oil to a soft dough and knead for **5 minutes**.', 'Roll into 4 rounds and cook in a dry pan over a high heat for **2 minutes** a side.']),
  r('en', 'served_raw', 'flour cooked a minute and served', 'Cheesy Flour Skillet', 2, [5, 5], ['200 g plain flour', '50 g butter', '60 g cheddar, grated'], ['Melt the butter in a pan over a medium heat.', 'Tip in the flour and cook for **1 minute**, stirring.', 'Scatter over the cheddar and serve straight away.']),
  r('en', 'form_verb', 'breadcrumbs simmered like rice', 'Breadcrumb Pilaf', 2, [5, 5], ['150 g dried breadcrumbs', '400 ml chicken stock', '1 onion', '1 tbsp olive oil'], ['Soften the onion in the oil over a medium heat for **3 minutes**.', 'Add the breadcrumbs and the stock and simmer for **2 minutes** until the stock is absorbed and the breadcrumbs are tender.', 'Fluff with a fork and serve.']),
  r('en', 'served_raw', 'chicken cooked two minutes', 'Quick Chicken Skillet', 2, [5, 5], ['2 chicken breasts, cut into 3 cm pieces', '1 red pepper', '1 tbsp olive oil'], ['Heat the oil in a frying pan over a high heat.', 'Add the chicken and the pepper and fry for **2 minutes**.', 'Serve at once.']),
  r('en', 'quantity_implausible', 'a cup of salt for four', 'Roast Chicken Thighs', 4, [10, 40], ['8 chicken thighs', '1 cup salt', '2 tbsp olive oil', '1 lemon'], ['Rub the thighs with the oil and the salt.', 'Roast at 200 °C (180 °C fan) for **40 minutes**, squeeze over the lemon and serve.']),
  r('en', 'quantity_implausible', '100 g of ground cinnamon for two', 'Cinnamon Porridge', 2, [2, 8], ['100 g porridge oats', '500 ml milk', '100 g ground cinnamon', '2 tbsp honey'], ['Simmer the oats in the milk over a low heat for **8 minutes**, stirring.', 'Stir in the cinnamon and the honey and serve.']),
  r('en', 'quantity_implausible', '40 g of salmon as the main for four', 'Salmon with Greens', 4, [10, 15], ['40 g salmon fillet', '200 g green beans', '1 lemon', '1 tbsp olive oil'], ['Roast the salmon at 200 °C (180 °C fan) for **12 minutes**.', 'Meanwhile, boil the beans for **4 minutes**, drain, and toss with the oil.', 'Serve the salmon on the beans with lemon.']),
  r('en', 'open_method', 'leaves the method to the reader', 'Pork Chops', 2, [5, 15], ['2 pork chops', '1 tbsp olive oil', '1 tsp dried thyme'], ['Season the chops with the thyme.', 'Grill, fry or bake the chops until done.', 'Rest for **5 minutes** and serve.']),
  r('en', 'count_agreement', 'a plural for one', 'Garlic Prawns', 2, [10, 8], ['1 cloves garlic', '250 g raw prawns', '2 tbsp olive oil'], ['Fry the garlic in the oil over a medium heat for **1 minute**.', 'Add the prawns and cook for **4 minutes**, until pink.']),
  r('en', 'step_time_exceeds', 'steps take far longer than stated', 'Beef Stew', 4, [10, 20], ['800 g stewing beef', '2 onions', '3 carrots', '500 ml beef stock'], ['Brown the beef over a high heat for **10 minutes**.', 'Add the onions, carrots and stock and simmer for **2 hours**, until the beef is tender.']),
  r('en', 'dish_mismatch', 'guacamole without avocado', 'Guacamole', 4, [10, 0], ['2 tomatoes', '1 red onion', '1 lime', '1 handful coriander'], ['Finely chop the tomatoes, onion and coriander.', 'Mix with the lime juice and a pinch of salt and serve.'], 'guacamole'),
  r('en', 'sweet_savoury', 'sweet list seasoned and fried like a savoury dish', 'Apple and Cinnamon Skillet', 2, [5, 10], ['2 apples', '1 tsp ground cinnamon', '2 tbsp sugar', '2 tbsp olive oil', 'Salt and black pepper'], ['Slice the apples.', 'Fry them in the olive oil over a high heat for **5 minutes** with the cinnamon and sugar.', 'Season well with salt and black pepper and serve.']),
  // ---- Spanish ----
  r('es', 'chop_unchoppable', 'pica el caldo', 'Sopa de fideos', 4, [5, 15], ['1 litro de caldo de pollo', '100 g de fideos', '1 zanahoria'], ['Pica el caldo de pollo y la zanahoria.', 'Calienta el caldo con la zanahoria a fuego medio **10 minutos** y añade los fideos; cuece **5 minutos** más.']),
  r('es', 'chop_unchoppable', 'corta en dados la carne picada', 'Albóndigas', 4, [20, 25], ['500 g de carne picada', '1 huevo', '50 g de pan rallado', '500 ml de tomate triturado'], ['Corta en dados la carne picada.', 'Mézclala con el huevo y el pan rallado y forma bolas.', 'Dóralas **8 minutos** y cuécelas en el tomate a fuego suave **15 minutos**.']),
  r('es', 'form_verb', 'ralla el queso fresco blando', 'Ensalada de tomate y queso fresco', 2, [10, 0], ['200 g de queso fresco', '2 tomates', '2 cucharadas de aceite de oliva'], ['Ralla el queso fresco.', 'Corta los tomates en rodajas, reparte el queso por encima y aliña con el aceite.']),
  r('es', 'form_verb', 'lava la harina', 'Tortitas', 4, [5, 10], ['200 g de harina', '2 huevos', '300 ml de leche', '1 cucharada de mantequilla'], ['Lava la harina y escúrrela.', 'Bátela con los huevos y la leche hasta tener una masa lisa.', 'Cuaja cada tortita en la sartén con mantequilla a fuego medio **2 minutos** por lado.']),
  r('es', 'staple_undercooked', 'arroz cocido dos minutos', 'Arroz blanco', 4, [2, 5], ['300 g de arroz', '600 ml de agua', '1 cucharada de aceite de oliva'], ['Calienta el aceite en una olla y sofríe el arroz **1 minuto**.', 'Añade el agua y cuece **2 minutos**, hasta que el arroz esté tierno.', 'Sirve enseguida.']),
  r('es', 'served_raw', 'harina cocida un minuto y servida', 'Migas de harina', 2, [5, 5], ['200 g de harina', '4 cucharadas de aceite de oliva', '1 diente de ajo'], ['Calienta el aceite en una sartén a fuego medio y dora el ajo **1 minuto**.', 'Añade la harina y remueve **1 minuto**.', 'Sirve enseguida.']),
  r('es', 'served_raw', 'pollo crudo tras un minuto', 'Pollo salteado', 2, [10, 3], ['2 pechugas de pollo en tiras', '1 pimiento rojo', '1 cucharada de aceite de oliva'], ['Calienta el aceite a fuego fuerte.', 'Saltea el pollo y el pimiento **1 minuto**.', 'Sirve enseguida.']),
  r('es', 'quantity_implausible', 'medio kilo de sal para dos', 'Dorada a la sal', 2, [10, 25], ['1 dorada de 600 g', '500 g de sal', '1 limón'], ['Cubre la dorada con la sal.', 'Hornea a 200 °C **25 minutos**, rompe la costra y sirve con el limón.']),
  r('es', 'quantity_implausible', '80 g de comino para cuatro', 'Garbanzos especiados', 4, [5, 15], ['800 g de garbanzos cocidos', '80 g de comino molido', '1 cebolla', '2 cucharadas de aceite de oliva'], ['Pocha la cebolla en el aceite **8 minutos**.', 'Añade el comino y los garbanzos y cocina **7 minutos**.']),
  r('es', 'quantity_implausible', 'cinco litros de leche para dos', 'Arroz con leche', 2, [5, 40], ['100 g de arroz', '5 litros de leche', '80 g de azúcar', '1 rama de canela'], ['Cuece el arroz en la leche con la canela a fuego suave **40 minutos**, removiendo.', 'Añade el azúcar y sirve frío.']),
  r('es', 'open_method', 'deja el método al lector', 'Merluza', 2, [5, 10], ['2 filetes de merluza', '1 cucharada de aceite de oliva', '1 limón'], ['Haz la merluza a la plancha o al horno, como prefieras, hasta que esté hecha.', 'Sirve con el limón.']),
  r('es', 'liquid_by_weight', 'leche en gramos', 'Natillas', 4, [10, 15], ['500 g de leche', '4 yemas de huevo', '100 g de azúcar', '1 cucharada de maicena'], ['Calienta la leche a fuego medio **5 minutos**.', 'Bate las yemas con el azúcar y la maicena, añade la leche y cuece a fuego suave **10 minutos**, removiendo, hasta que espese.']),
  r('es', 'dish_mismatch', 'paella sin arroz', 'Paella valenciana', 4, [15, 40], ['600 g de pollo', '300 g de conejo', '200 g de judías verdes', '1 sobre de azafrán', '4 cucharadas de aceite de oliva'], ['Dora el pollo y el conejo en el aceite **15 minutos**.', 'Añade las judías y el azafrán con 1 litro de agua y cuece **25 minutos**.']),
  r('es', 'sweet_savoury', 'lista dulce salpimentada y frita', 'Plátanos con chocolate', 2, [5, 8], ['2 plátanos', '50 g de chocolate negro', '2 cucharadas de aceite de oliva', 'Sal y pimienta negra'], ['Corta los plátanos en rodajas.', 'Fríelos en el aceite de oliva a fuego fuerte **5 minutos** y salpimienta.', 'Sirve con el chocolate fundido por encima.']),
  r('es', 'step_time_exceeds', 'los pasos duran mucho más de lo indicado', 'Cocido', 6, [15, 30], ['500 g de garbanzos remojados', '400 g de morcillo', '1 chorizo', '2 zanahorias'], ['Cuece los garbanzos con el morcillo a fuego suave **3 horas**.', 'Añade el chorizo y las zanahorias y cuece **30 minutos** más.']),
  // ---- German ----
  r('de', 'chop_unchoppable', 'hackt die Brühe', 'Gemüsesuppe', 4, [15, 25], ['1 l Gemüsebrühe', '2 Karotten', '1 Stange Lauch'], ['Gemüsebrühe und Karotten fein hacken.', 'Den Lauch in Ringe schneiden und alles **25 Minuten** bei mittlerer Hitze köcheln lassen.']),
  r('de', 'chop_unchoppable', 'würfelt das Hackfleisch', 'Frikadellen', 4, [15, 15], ['500 g Hackfleisch', '1 Ei', '1 Brötchen vom Vortag', '1 Zwiebel'], ['Hackfleisch und Zwiebel würfeln.', 'Mit Ei und eingeweichtem Brötchen verkneten und Frikadellen formen.', 'In der Pfanne bei mittlerer Hitze **12 Minuten** braten.']),
  r('de', 'form_verb', 'reibt den Frischkäse', 'Frischkäse-Brote', 2, [5, 0], ['150 g Frischkäse', '4 Scheiben Vollkornbrot', '1 Bund Schnittlauch'], ['Den Frischkäse reiben.', 'Die Brote damit bestreichen und mit Schnittlauch bestreuen.']),
  r('de', 'form_verb', 'schneidet das Mehl', 'Pfannkuchen', 4, [10, 15], ['250 g Mehl', '3 Eier', '500 ml Milch', '2 EL Butter'], ['Das Mehl in Scheiben schneiden.', 'Mit Eiern und Milch zu einem glatten Teig verrühren.', 'In Butter bei mittlerer Hitze je Pfannkuchen **3 Minuten** backen.']),
  r('de', 'staple_undercooked', 'Nudeln zwei Minuten gekocht', 'Nudeln mit Tomatensoße', 4, [5, 10], ['400 g Spaghetti', '500 ml passierte Tomaten', '2 EL Olivenöl'], ['Die Spaghetti in Salzwasser **2 Minuten** kochen, bis sie weich sind.', 'Die Tomaten mit dem Öl **8 Minuten** köcheln lassen und mit den Nudeln mischen.']),
  r('de', 'served_raw', 'Mehl eine Minute erhitzt und serviert', 'Mehlpfanne', 2, [5, 3], ['200 g Mehl', '50 g Butter', '1 Prise Salz'], ['Die Butter in einer Pfanne schmelzen.', 'Das Mehl zugeben und **1 Minute** rühren.', 'Sofort servieren.']),
  r('de', 'served_raw', 'Hähnchen eine Minute gebraten', 'Hähnchenpfanne', 2, [10, 3], ['300 g Hähnchenbrust, in Streifen', '1 Paprikaschote', '1 EL Öl'], ['Das Öl stark erhitzen.', 'Hähnchen und Paprika **1 Minute** braten.', 'Sofort servieren.']),
  r('de', 'quantity_implausible', '300 g Salz für zwei', 'Bratkartoffeln', 2, [10, 20], ['600 g Kartoffeln', '300 g Salz', '2 EL Butterschmalz'], ['Die Kartoffeln in Scheiben schneiden.', 'Im Butterschmalz bei mittlerer Hitze **20 Minuten** goldbraun braten und mit dem Salz würzen.']),
  r('de', 'quantity_implausible', '50 g Rosmarin für zwei', 'Lammkoteletts', 2, [10, 10], ['6 Lammkoteletts', '50 g Rosmarin', '2 EL Olivenöl'], ['Die Koteletts mit Öl und Rosmarin einreiben.', 'Bei starker Hitze je Seite **4 Minuten** braten.']),
  r('de', 'quantity_implausible', '3 Liter Sahne für vier', 'Hähnchen in Sahnesoße', 4, [10, 25], ['600 g Hähnchenbrust', '3 l Sahne', '1 Zwiebel'], ['Das Hähnchen **8 Minuten** anbraten.', 'Zwiebel und Sahne zugeben und **15 Minuten** köcheln lassen.']),
  r('de', 'open_method', 'lässt die Garmethode offen', 'Lachsfilet', 2, [5, 15], ['2 Lachsfilets', '1 EL Öl', '1 Zitrone'], ['Den Lachs braten oder im Ofen garen, bis er gar ist.', 'Mit Zitrone servieren.']),
  r('de', 'liquid_by_weight', 'Milch in Gramm', 'Milchreis', 4, [5, 35], ['250 g Milchreis', '1000 g Milch', '60 g Zucker'], ['Milch aufkochen, den Reis einrühren und bei kleiner Hitze **30 Minuten** quellen lassen.', 'Mit Zucker abschmecken.']),
  r('de', 'dish_mismatch', 'Kartoffelsalat ohne Kartoffeln', 'Schwäbischer Kartoffelsalat', 4, [20, 0], ['1 Zwiebel', '250 ml Brühe', '3 EL Essig', '4 EL Öl'], ['Die Zwiebel fein würfeln und mit heißer Brühe, Essig und Öl verrühren.', 'Abschmecken und servieren.'], 'kartoffelsalat'),
  r('de', 'sweet_savoury', 'süße Zutaten gesalzen, gepfeffert und in Olivenöl gebraten', 'Birnen mit Honig', 2, [5, 8], ['2 Birnen', '2 EL Honig', '2 EL Olivenöl', 'Salz und schwarzer Pfeffer'], ['Die Birnen in Spalten schneiden.', 'In Olivenöl bei starker Hitze **5 Minuten** braten, salzen und pfeffern.', 'Mit Honig beträufelt servieren.']),
  r('de', 'step_time_exceeds', 'Schritte dauern viel länger als angegeben', 'Rinderrouladen', 4, [20, 30], ['4 Rinderrouladen', '4 Scheiben Speck', '2 Gewürzgurken', '500 ml Rinderbrühe'], ['Die Rouladen füllen, aufrollen und **10 Minuten** rundum anbraten.', 'Mit Brühe ablöschen und zugedeckt **90 Minuten** schmoren.']),
];
