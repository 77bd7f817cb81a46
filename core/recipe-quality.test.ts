import { describe, expect, it } from 'vitest';
import { checkRecipe, findingsForPrompt, repairRecipe, type RecipeDraft } from './recipe-quality';

const draft = (r: Partial<RecipeDraft>): RecipeDraft => ({
  title: 'Omelette',
  description: '',
  prepTime: 5,
  cookTime: 10,
  servings: 2,
  ingredients: ['4 eggs', '1 tbsp butter'],
  instructions: ['Beat the eggs.', 'Cook them in the butter for **5 minutes**.'],
  ...r,
});

describe('recipe quality gate', () => {
  it('passes a sound recipe', () => {
    expect(checkRecipe(draft({}), { language: 'en', servings: 2, dish: 'Omelette', givenIngredients: ['eggs'] })).toEqual([]);
  });

  it('finds and repairs "1 eggs", the servings asked for and a title that is the request', () => {
    const broken = draft({ title: 'I want an omelette for two', servings: 3, ingredients: ['1 eggs', '3 tbsp butter'] });
    const request = { language: 'en' as const, servings: 2, dish: 'Omelette' };
    expect(checkRecipe(broken, request).map((f) => f.rule).sort()).toEqual(['count_agreement', 'dish_mismatch', 'servings_mismatch']);
    const fixed = repairRecipe(broken, request);
    expect(fixed).toMatchObject({ title: 'Omelette', servings: 2, ingredients: ['1 egg', '2 tbsp butter'] });
    expect(checkRecipe(fixed, request)).toEqual([]);
  });

  it('writes findings as a short list', () => {
    const text = findingsForPrompt(checkRecipe(draft({ ingredients: ['1 eggs'] }), { language: 'en' }));
    expect(text).toBe('- "1 eggs": "eggs" does not agree with its number; write "egg".');
  });
});
