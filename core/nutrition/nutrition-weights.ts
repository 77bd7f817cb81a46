import { gramsOf, looseFoodMeasure } from '#core/food/food-measures';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';

/**
 * The weight of an ingredient line in grams, estimated from its parsed amount (core/kernel/units.ts):
 * masses as written, volumes through the food table's densities (core/food/food-measures.ts; 1 g/ml
 * when the food is not in it), counted items through its piece and pack weights (docs/decisions/034-nutrition-per-serving.md). Pure.
 */

/**
 * A weight written beside the amount ("1 pork shoulder roast, about 4 lb (1.8 kg)", "2 heads of
 * broccoli (~1 1/2 lb.)", "2 cans (160 g each)"): grams, times the count when it is each.
 */
const STATED_MASS = /(\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|\d\/\d|[½¼¾])\s*[-‑]?\s*(kg|kilos?|g|grams?|gr|lbs?|pounds?|oz|ounces?)\b\.?(\s+each|\s+cada una?|\s+je)?/i;
const UNIT_GRAMS: Record<string, number> = { kg: 1000, kilo: 1000, kilos: 1000, g: 1, gram: 1, grams: 1, gr: 1, lb: 453.6, lbs: 453.6, pound: 453.6, pounds: 453.6, oz: 28.35, ounce: 28.35, ounces: 28.35 };

function number(text: string): number {
  const fractions: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
  if (fractions[text] !== undefined) return fractions[text];
  return text.split(/\s+/).reduce((sum, part) => {
    const [a, b] = part.split('/');
    return sum + (b ? Number(a) / Number(b) : Number(part.replace(',', '.')));
  }, 0);
}

/** "à ca. 140 g", "each about 6 oz", "je 150 g": the stated weight is each piece's. */
const EACH_BEFORE = /(?:(?:^|[\s(])à|\bje|\beach|\bcada\s+una?|\bvon\s+je)\s*(?:ca\.?|approx\.?|about|around|aprox\.?|etwa|unos|unas)?\s*$/i;
/** "2 9 oz packages", "3 (15 oz) cans": a count, then the size of each container. */
const COUNT_THEN_SIZE = /^\s*\d+\s*\(?\s*[\d.,/½¼¾ ]+\s*-?\s*(?:oz|ounces?|g|grams?|lbs?|pounds?|kg|ml)\.?\s*\)?\s*(?:cans?|tins?|packages?|packs?|pkgs?|jars?|bags?|boxes?|cartons?|bottles?|containers?|blocks?|latas?|botes?|paquetes?|Dosen?|Packungen?|Gläser|Glas|Becher)\b/i;

/** The weight a line states beside its amount, in grams, times the count when it is each piece's; null when it states none. */
export function statedGrams(line: string, count: number): number | null {
  const match = STATED_MASS.exec(line.slice(1));
  if (!match) return null;
  const grams = number(match[1]!) * (UNIT_GRAMS[match[2]!.toLowerCase()] ?? 0);
  const each = match[3] || EACH_BEFORE.test(line.slice(0, match.index + 1)) || COUNT_THEN_SIZE.test(line);
  return grams > 0 ? grams * (each ? count : 1) : null;
}

/** The grams of one line; null when it gives no amount we can weigh ("salt to taste", "2 cosas"). */
export function lineGrams(line: string): number | null {
  const parsed = parseIngredientLine(line);
  if (!parsed || parsed.quantity === null || parsed.unit === null) return null;
  const weighed = gramsOf(looseFoodMeasure(parsed.key), { quantity: parsed.quantity, unit: parsed.unit, pack: parsed.pack }, true);
  // A count or a pack weighed by a guess gives way to the weight the line states.
  if (parsed.unit === 'pieces' || parsed.pack || weighed === null) return statedGrams(line, parsed.quantity) ?? weighed;
  return weighed;
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
