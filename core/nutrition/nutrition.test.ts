import { describe, expect, it } from 'vitest';
import { nutritionFacts, nutritionFor, servingGrams } from './nutrition';
import { lineGrams, recipeGrams } from './nutrition-weights';

const per100 = { calories: 150, protein: 5, carbs: 20, fat: 4.5, fiber: 2, sugar: 3, sodium: 200 };

describe('lineGrams (weight of one ingredient line)', () => {
  it.each([
    ['200 g spaghetti', 200],
    ['1,5 kg Kartoffeln', 1500],
    ['1 cup flour', 127.2],
    ['2 tbsp olive oil', 27.6],
    ['250 ml leche', 257.5],
    ['100 ml Wasser', 100],
    ['3 eggs', 150],
    ['2 huevos', 100],
    ['3 Eier', 150],
    ['2 cebollas', 300],
    ['1 Zwiebel', 150],
    ['3 cloves garlic', 15],
    ['2 dientes de ajo', 10],
    ['3 Knoblauchzehen', 15],
    ['1 can chickpeas', 400],
    ['1 lb beef', 453.6],
  ])('%s -> %d g', (line, grams) => {
    expect(lineGrams(line)).toBeCloseTo(grams, 1);
  });

  it.each(['Salt to taste', 'a pinch of salt', '2 widgets'])('%s cannot be weighed', (line) => {
    expect(lineGrams(line)).toBeNull();
  });
});

describe('servingGrams and nutritionFacts', () => {
  it('a 3-serving recipe: total weight over servings', () => {
    const lines = ['3 eggs', '300 g spaghetti', '1 tbsp butter', 'Salt to taste'];
    expect(recipeGrams(lines)).toEqual({ grams: 150 + 300 + 14.4, weighed: 3 });
    expect(servingGrams(lines, 3)).toBe(155);
  });

  it('per serving is per 100 g times serving grams / 100, rounded like the stored figures', () => {
    expect(nutritionFor(per100, 155)).toEqual({ calories: 233, protein: 7.8, carbs: 31, fat: 7, fiber: 3.1, sugar: 4.7, sodium: 310 });
    expect(nutritionFacts(per100, ['300 g rice', '2 eggs'], 2)).toEqual({
      ...per100,
      per_serving: { calories: 300, protein: 10, carbs: 40, fat: 9, fiber: 4, sugar: 6, sodium: 400 },
      serving_grams: 200,
      matched_share: null,
    });
  });

  it('nothing to weigh or no servings: per serving is null, per 100 g stays', () => {
    expect(nutritionFacts(per100, ['Salt to taste'], 2)).toEqual({ ...per100, per_serving: null, serving_grams: null, matched_share: null });
    expect(nutritionFacts({ ...per100, matched_share: 0.8 }, ['Salt to taste'], 2).matched_share).toBe(0.8);
    expect(servingGrams(['200 g rice'], 0)).toBeNull();
  });
});
