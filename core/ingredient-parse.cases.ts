import type { Unit } from './kitchen-options';

/**
 * Ingredient lines and what a cook reads in them, one table per kind of line, in en, es and de.
 * Each row: the line, then the name, quantity and unit the parser must give (pack where it matters).
 */
export interface ParseCase {
  line: string;
  name: string;
  quantity: number | null;
  unit: Unit | null;
  pack?: string | null;
  quantityMin?: number;
  part?: 'juice' | 'zest';
}

const c = (line: string, name: string, quantity: number | null, unit: Unit | null, extra: Partial<ParseCase> = {}): ParseCase => ({
  line,
  name,
  quantity,
  unit,
  ...extra,
});

export const PARSE_CASES: Record<string, ParseCase[]> = {
  'two amounts in one line': [
    c('1/2 cup/100 grams sugar', 'sugar', 0.5, 'cups'),
    c('100g/3.5oz butter, softened', 'butter', 100, 'g'),
    c('1 cup (240 ml) whole milk', 'whole milk', 1, 'cups'),
    c('200 g | 7 oz dark chocolate', 'dark chocolate', 200, 'g'),
    c('250 ml (1 Tasse) Milch', 'Milch', 250, 'ml'),
    c('1 taza / 240 ml de caldo', 'caldo', 1, 'cups'),
  ],
  'alternatives joined by or/o/oder': [
    c('4 cups chicken or vegetable stock', 'chicken or vegetable stock', 4, 'cups'),
    c('butter or margarine', 'butter', null, null),
    c('1 l caldo de pollo o de verduras', 'caldo de pollo', 1, 'liters'),
    c('2 EL Butter oder Margarine', 'Butter', 2, 'tbsp'),
    c('1 cup fresh or frozen blueberries', 'frozen blueberries', 1, 'cups'),
  ],
  'commas before the food': [
    c('1 large, ripe tomato, diced', 'tomato', 1, 'pieces'),
    c('2 small, firm zucchini, sliced', 'zucchini', 2, 'pieces'),
    c('3 chicken thighs, skin on, boneless', 'chicken thighs', 3, 'pieces'),
  ],
  'food words that look like preparation': [
    c('2 cups whole milk', 'whole milk', 2, 'cups'),
    c('3 cucharadas de aceite de oliva virgen extra', 'aceite de oliva virgen extra', 3, 'tbsp'),
    c('1 tbsp hot sauce', 'hot sauce', 1, 'tbsp'),
    c('1 whole chicken', 'whole chicken', 1, 'pieces'),
    c('200 g ground beef', 'ground beef', 200, 'g'),
  ],
  'ranges that must not drop the line': [
    c('2 or 3 basil leaves', 'basil leaves', 3, 'pieces', { quantityMin: 2 }),
    c('2 o 3 dientes de ajo', 'ajo (dientes)', 3, 'pieces', { quantityMin: 2, pack: 'dient' }),
    c('2 oder 3 Zweige Thymian', 'Thymian (Zweige)', 3, 'pieces', { quantityMin: 2, pack: 'zweig' }),
    c('2-3 tbsp olive oil', 'olive oil', 3, 'tbsp', { quantityMin: 2 }),
    c('1 to 2 teaspoons salt', 'salt', 2, 'tsp', { quantityMin: 1 }),
  ],
  'unicode word boundaries': [
    c('1 cucharadita de orégano seco', 'orégano seco', 1, 'tsp'),
    c('2 jalapeños, seeded', 'jalapeños', 2, 'pieces'),
    c('1 jalapeño', 'jalapeño', 1, 'pieces'),
    c('1 TL getrockneter Oregano', 'getrockneter Oregano', 1, 'tsp'),
    c('100 g Crème fraîche', 'Crème fraîche', 100, 'g'),
  ],
  'size words before the unit': [
    c('1 large bunch basil', 'basil (bunch)', 1, 'pieces', { pack: 'bunch' }),
    c('2 heaped tbsp flour', 'flour', 2, 'tbsp'),
    c('1 (14.5 oz) can diced tomatoes', 'tomatoes (can)', 1, 'pieces', { pack: 'can' }),
    c('1 15-ounce can black beans, drained', 'black beans (can)', 1, 'pieces', { pack: 'can' }),
    c('2 gehäufte EL Mehl', 'Mehl', 2, 'tbsp'),
    c('1 cucharada colmada de harina', 'harina', 1, 'tbsp'),
  ],
  'amounts inside the line': [
    c('juice of 1 lemon', 'lemon', 1, 'pieces', { part: 'juice' }),
    c('zest and juice of 2 limes', 'limes', 2, 'pieces', { part: 'zest' }),
    c('el zumo de 1 limón', 'limón', 1, 'pieces', { part: 'juice' }),
    c('Saft von 1 Zitrone', 'Zitrone', 1, 'pieces', { part: 'juice' }),
    c('Saft einer halben Zitrone', 'Zitrone', 0.5, 'pieces', { part: 'juice' }),
    c('2 x 400 g tins chopped tomatoes', 'tomatoes', 800, 'g'),
  ],
  'units the parser did not know': [
    c('1 quart chicken stock', 'chicken stock', 946.353, 'ml'),
    c('1 pint heavy cream', 'heavy cream', 473.176, 'ml'),
    c('4 fl oz dry sherry', 'dry sherry', 118.294, 'ml'),
    c('1 Msp. Muskatnuss', 'Muskatnuss', null, null),
    c('1 Pck. Backpulver', 'Backpulver (Pck.)', 1, 'pieces', { pack: 'pck' }),
    c('1 Päckchen Vanillezucker', 'Vanillezucker (Päckchen)', 1, 'pieces', { pack: 'packch' }),
    c('1 sobre de levadura', 'levadura (sobre)', 1, 'pieces', { pack: 'sobr' }),
  ],
  'site marks around the line': [
    c('▢ 1 cup sugar', 'sugar', 1, 'cups'),
    c('☐ 200 g Zucker', 'Zucker', 200, 'g'),
    c('● 2 cucharadas de miel', 'miel', 2, 'tbsp'),
    c('1 cup sugar*', 'sugar', 1, 'cups'),
    c('2 tbsp white miso¹', 'white miso', 2, 'tbsp'),
    c('Optional: 1 tsp chili flakes', 'chili flakes', 1, 'tsp'),
    c('Flour: 250 g', 'Flour', 250, 'g'),
  ],
  'hedged and optional amounts': [
    c('about 2 cups broth', 'broth', 2, 'cups'),
    c('approx. 1 kg potatoes', 'potatoes', 1, 'kg'),
    c('ca. 500 g Hackfleisch', 'Hackfleisch', 500, 'g'),
    c('unos 200 g de queso', 'queso', 200, 'g'),
    c('ggf. 2 EL Milch', 'Milch', 2, 'tbsp'),
    c('nach Belieben Petersilie', 'Petersilie', null, null),
  ],
  'spoon letters and regional units': [
    c('1 T. honey', 'honey', 1, 'tbsp'),
    c('2 t. salt', 'salt', 2, 'tsp'),
    c('200 cc de agua', 'agua', 200, 'ml'),
    c('2 lts de caldo', 'caldo', 2, 'liters'),
    c('1 cdita de sal', 'sal', 1, 'tsp'),
    c('1 geh. TL Zucker', 'Zucker', 1, 'tsp'),
  ],
  'amounts in two parts': [
    c('1 cup plus 1 tablespoon milk', 'milk', 1.0625, 'cups'),
    c('1 lb plus 4 oz ground beef', 'ground beef', 1.25, 'lbs'),
    c('1 kilo y medio de patatas', 'patatas', 1.5, 'kg'),
    c('1 cup and a half of water', 'water', 1.5, 'cups'),
    c('2 y 1/2 tazas de harina', 'harina', 2.5, 'cups'),
    c('3/4 de taza de leche', 'leche', 0.75, 'cups'),
    c('a couple of limes', 'limes', 2, 'pieces'),
  ],
  'ranges written in words': [
    c('2 ó 3 zanahorias', 'zanahorias', 3, 'pieces', { quantityMin: 2 }),
    c('de 2 a 3 cucharadas de azúcar', 'azúcar', 3, 'tbsp', { quantityMin: 2 }),
  ],
  'a length is one piece': [
    c('1-inch piece ginger', 'ginger', 1, 'pieces'),
    c('3 cm Ingwer', 'Ingwer', 1, 'pieces'),
  ],
  'containers and parts of a food': [
    c('1 rib celery, sliced', 'celery (rib)', 1, 'pieces', { pack: 'rib' }),
    c('1 Tafel Zartbitterschokolade', 'Zartbitterschokolade (Tafel)', 1, 'pieces', { pack: 'tafel' }),
    c('2 trozos de calabaza', 'calabaza (trozos)', 2, 'pieces', { pack: 'trozo' }),
    c('3 Zwiebel/n', 'Zwiebel', 3, 'pieces'),
    c('2 Tomate(n)', 'Tomate', 2, 'pieces'),
    c('a few cloves garlic', 'garlic', null, null),
    c('einige Zweige Thymian', 'Thymian', null, null),
    c('3 lbs pork ribs', 'pork ribs', 3, 'lbs'),
    c('2 ribs', 'ribs', 2, 'pieces'),
    c('Mark von 1 Vanilleschote', 'Vanilleschote', 1, 'pieces'),
  ],
  'preparation, purpose and state after the food': [
    c('200 g de chorizo en taquitos', 'chorizo', 200, 'g'),
    c('4 huevos M', 'huevos', 4, 'pieces'),
    c('500 g Kartoffeln in Würfeln', 'Kartoffeln', 500, 'g'),
    c('2 EL Öl zum Anbraten', 'Öl', 2, 'tbsp'),
    c('1 EL Butter für die Form', 'Butter', 1, 'tbsp'),
    c('Vegetable oil for deep-frying', 'Vegetable oil', null, null),
    c('Salz und frisch gemahlener Pfeffer', 'Salz und gemahlener Pfeffer', null, null),
    c('sal y pimienta negra recién molida', 'sal y pimienta negra', null, null),
    c('4 bone-in chicken thighs', 'chicken thighs', 4, 'pieces'),
    c('2 cups loosely packed parsley', 'parsley', 2, 'cups'),
  ],
  'preparation words that make another food': [
    c('2 cups cooked rice', 'cooked rice', 2, 'cups'),
    c('200 g de queso fresco desmenuzado', 'queso fresco', 200, 'g'),
    c('1 Würfel frische Hefe', 'frische Hefe (Würfel)', 1, 'pieces', { pack: 'wurfel' }),
  ],
  'everyday lines in English': [
    c('- 2 large eggs', 'eggs', 2, 'pieces'),
    c('1 ½ cups all-purpose flour', 'all-purpose flour', 1.5, 'cups'),
    c('3 cloves garlic, minced', 'garlic (cloves)', 3, 'pieces', { pack: 'clov' }),
    c('Freshly ground black pepper, to taste', 'ground black pepper', null, null),
    c('a pinch of salt', 'salt', null, null),
    c('1 (8 ounce) package cream cheese, softened', 'cream cheese (package)', 1, 'pieces', { pack: 'packag' }),
    c('1 tsp. vanilla extract', 'vanilla extract', 1, 'tsp'),
    c('2 tablespoons unsalted butter, melted', 'unsalted butter', 2, 'tbsp'),
  ],
  'everyday lines in Spanish': [
    c('2 cebollas medianas picadas', 'cebollas', 2, 'pieces'),
    c('500 g de patatas', 'patatas', 500, 'g'),
    c('1 pimiento rojo', 'pimiento rojo', 1, 'pieces'),
    c('sal al gusto', 'sal', null, null),
    c('un chorrito de vino blanco', 'vino blanco', null, null),
    c('media taza de leche', 'leche', 0.5, 'cups'),
    c('200 ml de nata para cocinar', 'nata para cocinar', 200, 'ml'),
    c('500 g de carne picada', 'carne picada', 500, 'g'),
    c('400 g de carne picada de ternera', 'carne picada de ternera', 400, 'g'),
    c('50 g de pan rallado', 'pan rallado', 50, 'g'),
  ],
  'everyday lines in German': [
    c('3 Eier', 'Eier', 3, 'pieces'),
    c('½ TL Zimt', 'Zimt', 0.5, 'tsp'),
    c('eine Prise Salz', 'Salz', null, null),
    c('2 EL frisch gehackte Petersilie', 'Petersilie', 2, 'tbsp'),
    c('500 g mehligkochende Kartoffeln', 'mehligkochende Kartoffeln', 500, 'g'),
    c('1 Dose Kichererbsen (400 g)', 'Kichererbsen (Dose)', 1, 'pieces', { pack: 'dos' }),
    c('Salz und Pfeffer nach Belieben', 'Salz und Pfeffer', null, null),
    c('2 Knoblauchzehen, gehackt', 'Knoblauch (zehen)', 2, 'pieces', { pack: 'zeh' }),
  ],
};
