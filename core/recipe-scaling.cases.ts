import type { RecipeLanguage } from './options';

/**
 * Table of scaled lines a cook reads, in en, es and de: [language, line, factor, text, exact].
 * `exact` is the exactly scaled line shown on hover and focus, or null when it equals `text`.
 */
export type CookCase = readonly [RecipeLanguage, string, number, string, string | null];

export const COOK_CASES: readonly CookCase[] = [
  // Eggs are whole, never below 1, and the word agrees.
  ['en', '3 eggs', 1 / 3, '1 egg', null],
  ['en', '3 large eggs, beaten', 1 / 3, '1 large egg, beaten', null],
  ['en', '2 eggs', 1 / 4, '1 egg', '½ eggs'],
  ['en', '3 eggs', 0.5, '2 eggs', '1 ½ eggs'],
  ['en', '1 egg', 3, '3 eggs', null],
  ['es', '3 huevos', 1 / 3, '1 huevo', null],
  ['es', '2 huevos', 1 / 4, '1 huevo', '½ huevos'],
  ['de', '3 Eier', 1 / 3, '1 Ei', null],
  ['de', '1 Ei', 2, '2 Eier', null],
  ['de', '2 Eigelb', 1 / 4, '1 Eigelb', '½ Eigelb'],
  // Small volumes move down the spoon ladder: ⅓ tbsp is 1 tsp.
  ['en', '1 tbsp olive oil', 1 / 3, '1 tsp olive oil', '⅓ tbsp olive oil'],
  ['en', '1 tablespoon sugar', 1 / 3, '1 teaspoon sugar', '⅓ tablespoon sugar'],
  ['en', '2 tsp baking powder', 3, '2 tbsp baking powder', '6 tsp baking powder'],
  ['en', '¼ cup milk', 1 / 4, '1 tbsp milk', '0.06 cup milk'],
  ['en', '1 ½ cups flour', 2, '3 cups flour', null],
  ['en', '1 cup stock', 1 / 2, '½ cup stock', null],
  ['en', '3 cups stock', 1 / 2, '1 ½ cups stock', null],
  ['en', '2 cups rice', 1 / 2, '1 cup rice', null],
  ['en', '1 tsp salt', 1 / 8, '⅛ tsp salt', null],
  ['en', '1 tsp salt', 1 / 16, 'a pinch of salt', '0.06 tsp salt'],
  ['en', '1 tsp salt', 1 / 20, 'a pinch of salt', '0.05 tsp salt'],
  ['es', '1 cucharada de aceite', 1 / 3, '1 cucharadita de aceite', '⅓ cucharada de aceite'],
  ['es', '1 cda de aceite', 1 / 3, '1 cdta de aceite', '⅓ cda de aceite'],
  ['es', '2 tazas de leche', 1 / 2, '1 taza de leche', null],
  ['es', '1 cucharadita de sal', 1 / 20, 'una pizca de sal', '0.05 cucharadita de sal'],
  ['de', '1 EL Öl', 1 / 3, '1 TL Öl', '⅓ EL Öl'],
  ['de', '3 EL Olivenöl', 2, '6 EL Olivenöl', null],
  ['en', '3 tbsp olive oil', 2, '⅓ cup olive oil', '6 tbsp olive oil'],
  ['es', '3 cdas de aceite', 1 / 3, '1 cda de aceite', null],
  ['es', '1 cdta de comino', 2, '2 cdtas de comino', null],
  ['de', '1 Esslöffel Zucker', 1 / 3, '1 Teelöffel Zucker', '⅓ Esslöffel Zucker'],
  ['de', '2 Tassen Mehl', 1 / 2, '1 Tasse Mehl', null],
  ['de', '1 TL Salz', 1 / 20, 'eine Prise Salz', '0.05 TL Salz'],
  // Metric amounts to sensible steps; decimal comma in es and de.
  ['en', '200 g spaghetti', 1 / 3, '65 g spaghetti', '67 g spaghetti'],
  ['en', '100g butter', 2, '200g butter', null],
  ['en', '500 g flour', 3, '1.5 kg flour', '1500 g flour'],
  ['en', '400 ml coconut milk', 1 / 3, '130 ml coconut milk', '133 ml coconut milk'],
  ['en', '15 ml soy sauce', 1 / 3, '1 tsp soy sauce', '5 ml soy sauce'],
  ['en', '1 l water', 1 / 4, '250 ml water', '¼ l water'],
  ['en', '2 g saffron', 1 / 4, 'a pinch of saffron', '½ g saffron'],
  ['es', '500 g de harina', 3, '1,5 kg de harina', '1500 g de harina'],
  ['de', '1,5 l Milch', 1 / 2, '750 ml Milch', '¾ l Milch'],
  ['de', '250 g Quark', 1 / 3, '85 g Quark', '83 g Quark'],
  // Countable items: below one, the nearest half; vegetables and fruit from one up, whole (as a cook buys them); words that agree.
  ['en', '2 tomatoes', 1 / 3, '½ tomato', '⅔ tomatoes'],
  ['en', '3 tomatoes', 1 / 3, '1 tomato', null],
  ['en', '1 onion', 2, '2 onions', null],
  ['en', '2 red onions, chopped', 1 / 2, '1 red onion, chopped', null],
  ['en', '4 carrots', 1 / 3, '1 carrot', '1 ⅓ carrots'],
  // Parts of a bunch or a head stay as scaled: a cook does not buy stalks or sprigs one by one.
  ['en', '10 parsley stalks', 1 / 4, '2 ½ parsley stalks', null],
  ['es', '10 tallos de perejil', 1 / 4, '2 ½ tallos de perejil', null],
  ['es', '1 tallo de apio', 3, '3 tallos de apio', null],
  ['de', '10 Petersilienstiele', 1 / 4, '2 ½ Petersilienstiele', null],
  ['en', '1 lemon', 1 / 4, '½ lemon', '¼ lemon'],
  ['en', '12 cherry tomatoes', 1 / 4, '3 cherry tomatoes', null],
  ['en', '3 cloves garlic', 1 / 3, '1 clove garlic', null],
  ['en', '3 cloves garlic', 1 / 6, '1 clove garlic', '½ cloves garlic'],
  ['en', '2 cans chickpeas', 1 / 4, '½ can chickpeas', null],
  ['en', '2-3 eggs', 1 / 3, '1 egg', '⅔-1 eggs'],
  ['en', '2-3 potatoes', 2, '4-6 potatoes', null],
  ['es', '2 cebollas', 1 / 2, '1 cebolla', null],
  ['es', '3 tomates', 1 / 3, '1 tomate', null],
  ['es', '2 tomates', 1 / 3, '½ tomate', '⅔ tomates'],
  ['es', '3 dientes de ajo', 1 / 3, '1 diente de ajo', null],
  ['es', '2 limones', 1 / 2, '1 limón', null],
  ['es', '1 pimiento rojo', 2, '2 pimientos rojos', null],
  ['es', '2 huevos grandes, batidos', 1 / 2, '1 huevo grande, batidos', null],
  ['es', '4 zanahorias medianas picadas', 1 / 4, '1 zanahoria mediana picada', null],
  ['de', '2 Zwiebeln', 1 / 2, '1 Zwiebel', null],
  ['de', '3 Tomaten', 1 / 3, '1 Tomate', null],
  ['de', '1 Tomate', 3, '3 Tomaten', null],
  ['de', '3 Knoblauchzehen', 1 / 3, '1 Knoblauchzehe', null],
  ['de', '2 Zehen Knoblauch', 2, '4 Zehen Knoblauch', null],
  ['de', '1 Apfel', 2, '2 Äpfel', null],
  // Lines without a number stay as written.
  ['en', 'Salt and pepper to taste', 1 / 3, 'Salt and pepper to taste', null],
  ['es', 'una pizca de sal', 3, 'una pizca de sal', null],
  ['de', 'eine Prise Salz', 3, 'eine Prise Salz', null],
];

/** Steps whose servings mention follows the chosen servings: [step, from, to, expected]. */
export const SERVINGS_CASES: ReadonlyArray<readonly [string, number, number, string]> = [
  ['Divide the pasta into bowls for 3 people.', 3, 1, 'Divide the pasta into bowls for 1 person.'],
  ['Serves 3 people.', 3, 6, 'Serves 6 people.'],
  ['Cut into slices for 4 servings.', 4, 1, 'Cut into slices for 1 serving.'],
  ['Reparte en platos para 3 personas.', 3, 1, 'Reparte en platos para 1 persona.'],
  ['Sirve para 2 raciones.', 2, 5, 'Sirve para 5 raciones.'],
  ['Auf Teller für 3 Personen verteilen.', 3, 1, 'Auf Teller für 1 Person verteilen.'],
  ['Für 2 Portionen anrichten.', 2, 4, 'Für 4 Portionen anrichten.'],
  // A description says it too: "Serves 4", "Makes 4 servings", "rinde 4 raciones", "ergibt 4 Portionen".
  ['A bright, quick soup. Serves 4.', 4, 6, 'A bright, quick soup. Serves 6.'],
  ['Makes 4 servings in half an hour.', 4, 2, 'Makes 2 servings in half an hour.'],
  ['Una sopa rápida que rinde 4 raciones.', 4, 1, 'Una sopa rápida que rinde 1 ración.'],
  ['Eine schnelle Suppe, ergibt 4 Portionen.', 4, 8, 'Eine schnelle Suppe, ergibt 8 Portionen.'],
  ['Ergibt 4.', 4, 2, 'Ergibt 2.'],
  ['Serves 4 to 6.', 3, 6, 'Serves 4 to 6.'],
  // Another number is not the servings: it stays.
  ['Bake for 3 minutes, enough for 2 people.', 3, 1, 'Bake for 3 minutes, enough for 2 people.'],
  ['For 3 people, no change at the same servings.', 3, 3, 'For 3 people, no change at the same servings.'],
];
