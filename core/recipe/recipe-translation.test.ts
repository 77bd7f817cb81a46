import { describe, expect, it } from 'vitest';
import { checkTranslation, numbersOf, translatedRecipeSchema, type RecipeTexts } from './recipe-translation';

const original: RecipeTexts = {
  title: 'Kartoffelsalat',
  description: 'Wie bei Oma.',
  ingredients: ['1 kg Kartoffeln', '1,5 EL Senf', '½ Zwiebel', 'Salz'],
  instructions: ['Die Kartoffeln 20 Minuten kochen.', 'Alles mischen und 1 Stunde ziehen lassen.'],
};
const good: RecipeTexts = {
  title: 'Potato salad',
  description: "Like grandma's.",
  ingredients: ['1 kg potatoes', '1.5 tbsp mustard', '1/2 onion', 'Salt'],
  instructions: ['Boil the potatoes for 20 minutes.', 'Mix everything and let it rest for 1 hour.'],
};

describe('numbersOf', () => {
  it.each([
    ['200 g flour', ['200']],
    ['200g flour', ['200']],
    ['1,5 EL Senf', ['1.5']],
    ['1.5 tbsp', ['1.5']],
    ['½ cebolla', ['0.5']],
    ['1/2 onion', ['0.5']],
    ['⅓ cup', ['0.33']],
    ['1/3 cup', ['0.33']],
    ['Bake at 180 °C for 25 minutes', ['180', '25']],
    ['Salt', []],
  ])('%s', (line, expected) => {
    expect(numbersOf(line)).toEqual(expected);
  });
});

describe('checkTranslation', () => {
  const cases: Array<[string, RecipeTexts, string[]]> = [
    ['a faithful translation', good, []],
    ['a line dropped', { ...good, ingredients: good.ingredients.slice(0, 3) }, ['ingredient_count']],
    ['a step split in two', { ...good, instructions: [...good.instructions, 'Serve.'] }, ['step_count']],
    ['an amount changed', { ...good, ingredients: ['2 kg potatoes', ...good.ingredients.slice(1)] }, ['ingredient_numbers']],
    ['an amount lost', { ...good, ingredients: ['potatoes', ...good.ingredients.slice(1)] }, ['ingredient_numbers']],
    ['a step time changed', { ...good, instructions: ['Boil the potatoes for 25 minutes.', good.instructions[1]!] }, ['step_numbers']],
    ['lines swapped', { ...good, ingredients: [good.ingredients[1]!, good.ingredients[0]!, ...good.ingredients.slice(2)] }, ['ingredient_numbers', 'ingredient_numbers']],
  ];
  it.each(cases)('%s', (_, translated, rules) => {
    expect(checkTranslation(original, translated).map((p) => p.rule)).toEqual(rules);
  });
});

describe('translatedRecipeSchema', () => {
  it('refuses an answer without steps or with a blank title', () => {
    expect(translatedRecipeSchema.safeParse({ ...good, instructions: [] }).success).toBe(false);
    expect(translatedRecipeSchema.safeParse({ ...good, title: ' ' }).success).toBe(false);
    expect(translatedRecipeSchema.safeParse(good).success).toBe(true);
  });
});
