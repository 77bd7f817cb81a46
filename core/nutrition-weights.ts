import { parseIngredientLine, wordKey } from './ingredient-parse';
import { dimensionOf, toBase } from './units';

/**
 * The weight of an ingredient line in grams, estimated from its parsed amount (core/units.ts):
 * masses as written, volumes through a small density table (1 g/ml when the food is not in it),
 * counted items through a table of typical piece weights (docs/decisions.md, "Nutrition per
 * serving"). Pure.
 */

const entries = (pairs: ReadonlyArray<readonly [string, number]>) =>
  new Map(pairs.flatMap(([words, value]) => words.split(' ').map((w): [string, number] => [wordKey(w), value])));

/** Grams per millilitre, by food word (en, es, de). */
const DENSITY = entries([
  ['flour harina mehl', 0.53],
  ['sugar azúcar zucker', 0.85],
  ['butter mantequilla', 0.96],
  ['oil aceite öl olivenöl', 0.92],
  ['milk leche milch', 1.03],
  ['honey miel honig', 1.42],
  ['syrup sirope sirup', 1.33],
  ['rice arroz reis', 0.85],
  ['oats oatmeal avena haferflocken', 0.41],
  ['salt sal salz', 1.2],
  ['cocoa cacao kakao', 0.42],
  ['breadcrumbs pan rallado paniermehl semmelbrösel', 0.45],
  ['cheese queso käse parmesan', 0.45],
  ['nuts almonds walnuts nueces almendras nüsse mandeln', 0.6],
  ['lentils lentejas linsen', 0.8],
  ['yogurt yoghurt yogur joghurt', 1.03],
]);

/** Typical weight of one piece in grams, by food or container word (en, es, de). */
const PIECE = entries([
  ['egg eggs huevo huevos ei eier', 50],
  ['yolk yema eigelb', 18],
  ['onion cebolla zwiebel', 150],
  ['shallot chalota schalotte', 30],
  ['clove diente zehe knoblauchzehe', 5],
  ['garlic ajo knoblauch', 40],
  ['tomato tomate', 120],
  ['potato patata papa kartoffel', 170],
  ['carrot zanahoria karotte möhre', 60],
  ['lemon limón zitrone', 100],
  ['lime lima limette', 60],
  ['apple manzana apfel', 180],
  ['banana plátano banane', 120],
  ['avocado aguacate', 170],
  ['pepper pimiento paprikaschote', 150],
  ['chili chilli chile guindilla chilischote', 15],
  ['zucchini courgette calabacín', 200],
  ['cucumber pepino gurke', 300],
  ['breast pechuga hähnchenbrust', 175],
  ['fillet filete filet', 150],
  ['can tin lata dose', 400],
  ['jar bote tarro glas', 300],
  ['slice rebanada loncha scheibe', 30],
  ['tortilla', 45],
  ['leaf hoja blatt lorbeerblatt', 0.2],
  ['sprig ramita zweig', 1],
  ['bunch manojo bund', 50],
  ['stick rama stange', 100],
]);

/** A table value for any word of the key; German compounds match by their last part ("knoblauchzeh"). */
function lookup(table: Map<string, number>, key: string): number | null {
  const words = key.split(' ').filter(Boolean);
  for (const word of words) {
    const exact = table.get(word);
    if (exact !== undefined) return exact;
  }
  for (const word of [...words].reverse()) {
    for (const [entry, value] of table) if (entry.length >= 3 && word.length > entry.length && word.endsWith(entry)) return value;
  }
  return null;
}

/** The grams of one line; null when it gives no amount we can weigh ("salt to taste", "2 cosas"). */
export function lineGrams(line: string): number | null {
  const parsed = parseIngredientLine(line);
  if (!parsed || parsed.quantity === null || parsed.unit === null) return null;
  const base = toBase(parsed.quantity, parsed.unit);
  switch (dimensionOf(parsed.unit)) {
    case 'mass':
      return base;
    case 'volume':
      return base * (lookup(DENSITY, parsed.key) ?? 1);
    case 'count': {
      const each = (parsed.pack ? lookup(PIECE, parsed.pack) : null) ?? lookup(PIECE, parsed.key);
      return each === null ? null : base * each;
    }
  }
}

/** The recipe's total weight in grams (lines that cannot be weighed add nothing) and how many lines were weighed. */
export function recipeGrams(lines: readonly string[]): { grams: number; weighed: number } {
  let grams = 0;
  let weighed = 0;
  for (const line of lines) {
    const g = lineGrams(line);
    if (g === null) continue;
    grams += g;
    weighed += 1;
  }
  return { grams, weighed };
}
