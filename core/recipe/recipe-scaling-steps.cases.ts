import type { RecipeLanguage } from '#core/kernel/options';

/**
 * Steps of a scaled recipe, as a cook would print them, in en, es and de
 * (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md, "Amounts in the steps"): an amount
 * in a step that names an ingredient of the list is scaled by the recipe's factor with the list's
 * rounding (spoons on the ladder, whole eggs and whole vegetables), so the step and the list agree;
 * what is not an ingredient amount stays as written: tin and pan sizes, oven temperatures, times,
 * pieces cut to a size, step numbers, amounts of what the list does not hold (a batter, a filling),
 * amounts for each plate or each pancake, and a cook's estimate ("3 or 4 prawns").
 * Written before the change, from the list a cook reads; not from the code's output.
 */
export interface StepCase {
  lang: RecipeLanguage;
  /** The recipe's ingredient lines for `from` servings. */
  ingredients: readonly string[];
  from: number;
  to: number;
  step: string;
  /** The step for `to` servings. */
  expected: string;
}

const c = (lang: RecipeLanguage, ingredients: readonly string[], from: number, to: number, step: string, expected: string = step): StepCase => ({
  lang,
  ingredients,
  from,
  to,
  step,
  expected,
});

export const STEP_CASES: readonly StepCase[] = [
  // English
  c('en', ['4 tbsp olive oil', '1 onion, chopped', '400 g chopped tomatoes'], 4, 2, 'Heat 2 tbsp of the oil in a large pan over a medium heat.', 'Heat 1 tbsp of the oil in a large pan over a medium heat.'),
  c('en', ['2 tbsp vegetable oil', '200 g pork belly'], 4, 2, 'Heat 2 tsp of the oil in a 24 cm non-stick frying pan over a medium-high heat.', 'Heat 1 tsp of the oil in a 24 cm non-stick frying pan over a medium-high heat.'),
  c(
    'en',
    ['500 g strong white flour', '7 g fast-action dried yeast', '1 tsp salt', '300 ml warm water'],
    8,
    16,
    'Mix the flour, yeast and salt with 300 ml of the water, then shape the dough and put it in a 900 g loaf tin.',
    'Mix the flour, yeast and salt with 600 ml of the water, then shape the dough and put it in a 900 g loaf tin.',
  ),
  c('en', ['250 g butter', '250 g plain flour', '4 eggs'], 4, 8, 'Heat the oven to 200°C (180°C fan, gas 6) and bake for 25 minutes.'),
  c('en', ['800 g potatoes', '2 tbsp olive oil'], 4, 8, 'Cut the potatoes into 2 cm pieces and boil them for 15 minutes.'),
  c('en', ['225 g self-raising flour', '225 g caster sugar', '4 eggs'], 8, 12, 'Grease a 23 cm round tin or a 20 x 30 cm traybake tin.'),
  c('en', ['3 eggs', '100 g caster sugar'], 4, 2, 'Whisk 3 eggs with 100 g of the sugar until pale.', 'Whisk 2 eggs with 50 g of the sugar until pale.'),
  c('en', ['2 tsp ground cumin', '1 tsp ground coriander'], 2, 6, 'Stir in 2 tsp of the cumin and fry for 1 minute.', 'Stir in 2 tbsp of the cumin and fry for 1 minute.'),
  c('en', ['1 tbsp soy sauce', '1 tsp sesame oil'], 4, 2, 'Add 1 tbsp soy sauce and ½ tsp of the sesame oil.', 'Add 1 ½ tsp soy sauce and ¼ tsp of the sesame oil.'),
  c('en', ['2 onions', '2 tbsp butter'], 2, 4, 'Repeat steps 2 and 3 with the rest of the onions.'),
  c('en', ['500 ml chicken stock', '200 g rice'], 4, 8, 'Simmer for 20 minutes, then add 200 ml of the stock.', 'Simmer for 20 minutes, then add 400 ml of the stock.'),
  c('en', ['250 g plain flour', '2 eggs', '500 ml milk'], 4, 8, 'Pour about 100 ml of the batter into the hot pan for each pancake.'),
  c('en', ['1 onion, finely chopped', '2 carrots'], 4, 6, 'Fry 1 onion gently for 5 minutes.', 'Fry 2 onions gently for 5 minutes.'),
  c('en', ['200 g Greek yoghurt', '4 tbsp honey'], 4, 8, 'Top each bowl with 1 tbsp of the honey.'),
  c('en', ['500 ml whole milk', '50 g sugar'], 4, 8, 'Warm 200 ml of the milk to 40°C.', 'Warm 400 ml of the milk to 40°C.'),
  c('en', ['½ tsp salt', '300 g spaghetti'], 4, 2, 'Season with ½ tsp of the salt.', 'Season with ¼ tsp of the salt.'),
  c('en', ['12 raw king prawns', '200 g bean sprouts'], 4, 8, 'Add 3 or 4 prawns and a handful of bean sprouts to each pancake.'),
  // Spanish
  c('es', ['2 cucharadas de aceite de oliva', '1 cebolla', '2 dientes de ajo'], 4, 2, 'Calienta 2 cucharadas del aceite en una sartén a fuego medio.', 'Calienta 1 cucharada del aceite en una sartén a fuego medio.'),
  c('es', ['3 huevos', '150 g de azúcar'], 6, 2, 'Bate 3 huevos con 150 g del azúcar hasta que blanqueen.', 'Bate 1 huevo con 50 g del azúcar hasta que blanqueen.'),
  c('es', ['200 g de harina', '3 huevos'], 8, 4, 'Hornea a 180 °C durante 35 minutos en un molde de 23 cm.'),
  c('es', ['1 kg de patatas', '2 cucharadas de aceite'], 4, 8, 'Corta las patatas en dados de 2 cm y cuécelas 15 minutos.'),
  c('es', ['1 cucharadita de comino molido', '400 g de garbanzos cocidos'], 2, 6, 'Añade 1 cucharadita del comino y remueve 1 minuto.', 'Añade 1 cucharada del comino y remueve 1 minuto.'),
  c('es', ['500 ml de caldo de pollo', '200 g de arroz'], 4, 8, 'Vierte 250 ml del caldo y cuece 10 minutos.', 'Vierte 500 ml del caldo y cuece 10 minutos.'),
  c('es', ['1 cebolla', '2 cucharadas de aceite'], 4, 6, 'Sofríe 1 cebolla picada en el aceite 5 minutos.', 'Sofríe 2 cebollas picadas en el aceite 5 minutos.'),
  c('es', ['2 cucharadas de mantequilla', '250 g de harina'], 4, 8, 'Unta un molde de 20 x 30 cm con 1 cucharada de la mantequilla.', 'Unta un molde de 20 x 30 cm con 2 cucharadas de la mantequilla.'),
  c('es', ['400 g de yogur griego', '4 cucharadas de miel'], 4, 8, 'Reparte el yogur en los cuencos y pon 1 cucharada de miel en cada uno.'),
  c('es', ['1 diente de ajo', '200 g de champiñones'], 2, 4, 'Añade 1 diente de ajo picado y saltea 2 minutos.', 'Añade 2 dientes de ajo picado y saltea 2 minutos.'),
  // German
  c('de', ['2 EL Olivenöl', '1 Zwiebel'], 4, 2, '2 EL Öl in einer Pfanne erhitzen.', '1 EL Öl in einer Pfanne erhitzen.'),
  c('de', ['200 g Mehl', '3 Eier'], 12, 6, 'Den Teig in eine 26-cm-Springform füllen und bei 180 °C 40 Minuten backen.'),
  c('de', ['1 kg Kartoffeln', '2 EL Butter'], 4, 8, 'Die Kartoffeln in 2 cm große Würfel schneiden.'),
  c('de', ['3 Eier', '100 g Zucker'], 4, 2, '3 Eier nacheinander unterrühren.', '2 Eier nacheinander unterrühren.'),
  c('de', ['1 TL Salz', '500 g Mehl'], 4, 2, 'Mehl mit 1 TL Salz mischen.', 'Mehl mit ½ TL Salz mischen.'),
  c('de', ['200 ml Sahne', '2 EL Butter'], 4, 6, '100 ml Sahne unterrühren.', '150 ml Sahne unterrühren.'),
  c('de', ['500 g Mehl', '1 Würfel Hefe'], 1, 2, 'Eine Kastenform (30 cm) einfetten und den Teig 2 Stunden gehen lassen.'),
  c('de', ['500 g Mehl', '100 g Zucker'], 8, 16, 'Backofen auf 200 °C vorheizen. 250 g Mehl mit dem Zucker mischen.', 'Backofen auf 200 °C vorheizen. 500 g Mehl mit dem Zucker mischen.'),
  c('de', ['1 EL Sojasauce', '2 TL Sesamöl'], 4, 2, '1 EL Sojasauce und 1 TL Sesamöl verrühren.', '1 ½ TL Sojasauce und ½ TL Sesamöl verrühren.'),
  c('de', ['4 EL Honig', '400 g Joghurt'], 4, 8, 'Den Joghurt auf Schalen verteilen und je 1 EL Honig darübergeben.'),
  c('de', ['1 Zwiebel', '2 Karotten'], 4, 6, '1 Zwiebel fein würfeln.', '2 Zwiebeln fein würfeln.'),
];
