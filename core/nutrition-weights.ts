import { gramsOf, looseFoodMeasure } from './food-measures';
import { parseIngredientLine } from './ingredient-parse';

/**
 * The weight of an ingredient line in grams, estimated from its parsed amount (core/units.ts):
 * masses as written, volumes through the food table's densities (core/food-measures.ts; 1 g/ml
 * when the food is not in it), counted items through its piece and pack weights (docs/decisions/034-nutrition-per-serving.md). Pure.
 */

/** The grams of one line; null when it gives no amount we can weigh ("salt to taste", "2 cosas"). */
export function lineGrams(line: string): number | null {
  const parsed = parseIngredientLine(line);
  if (!parsed || parsed.quantity === null || parsed.unit === null) return null;
  return gramsOf(looseFoodMeasure(parsed.key), { quantity: parsed.quantity, unit: parsed.unit, pack: parsed.pack }, true);
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
