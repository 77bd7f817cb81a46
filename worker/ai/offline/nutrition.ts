import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import type { Nutrition } from '#core/nutrition/nutrition';
import { toBase } from '#core/kernel/units';
import { findFood } from './foods-match';

/**
 * Nutrition per 100 g of a dish from its ingredient lines, with the food table's figures; a food
 * the table lacks counts as a plain vegetable.
 */
const PLAIN_VEGETABLE = [30, 1.5, 6, 0.3, 2, 3, 20] as const;

function gramsOf(line: string): { grams: number; per100g: readonly number[] } {
  const parsed = parseIngredientLine(line);
  const food = findFood(parsed?.name ?? line);
  const per100g = food?.per100g ?? PLAIN_VEGETABLE;
  if (!parsed || parsed.quantity === null || !parsed.unit) return { grams: 0, per100g };
  if (parsed.unit === 'pieces' || parsed.unit === 'dozen') {
    const pieces = parsed.quantity * (parsed.unit === 'dozen' ? 12 : 1);
    return { grams: pieces * (food && food.measure !== 'g' && food.measure !== 'ml' ? food.grams : 100), per100g };
  }
  return { grams: toBase(parsed.quantity, parsed.unit), per100g };
}

export function estimateNutritionFromLines(lines: string[]): Nutrition {
  const totals = [0, 0, 0, 0, 0, 0, 0];
  let weight = 0;
  for (const line of lines) {
    const { grams, per100g } = gramsOf(line);
    if (grams <= 0) continue;
    weight += grams;
    per100g.forEach((value, i) => {
      totals[i] = (totals[i] ?? 0) + (value * grams) / 100;
    });
  }
  const per100 = (i: number) => Math.round((weight > 0 ? ((totals[i] ?? 0) / weight) * 100 : (PLAIN_VEGETABLE[i] ?? 0)) * 10) / 10;
  return {
    calories: Math.round(per100(0)),
    protein: per100(1),
    carbs: per100(2),
    fat: per100(3),
    fiber: per100(4),
    sugar: per100(5),
    sodium: Math.round(per100(6)),
  };
}
