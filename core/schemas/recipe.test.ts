import { describe, expect, it } from 'vitest';
import { usagePeriod } from '#core/kernel/usage';
import { generateRecipeSchema, modelRecipeSchema, isCustomizedRequest } from './recipe';

describe('the generate-recipe request', () => {
  it('reads the creator payload: blank options are "not chosen", ingredients trimmed', () => {
    const input = generateRecipeSchema.parse({
      ingredients: ['  chicken '],
      type: 'quick',
      cuisine: '',
      cookingMethod: null,
      userImageUrl: null,
      recipeName: '',
      generationType: 'image',
      language: 'es',
    });
    expect(input).toEqual({
      ingredients: ['chicken'],
      type: 'quick',
      cuisine: null,
      cookingMethod: null,
      userImageUrl: null,
      recipeName: null,
      generationType: 'image',
      language: 'es',
      eaters: null,
      dish_id: null,
    });
    expect(isCustomizedRequest(input)).toBe(false);
    expect(isCustomizedRequest({ ...input, cuisine: 'thai' })).toBe(true);
    expect(isCustomizedRequest({ ...input, type: 'customized' })).toBe(true);
  });

  it('refuses unknown options and an empty request', () => {
    expect(generateRecipeSchema.safeParse({ ingredients: ['x'], cuisine: 'martian' }).success).toBe(false);
    expect(generateRecipeSchema.safeParse({ ingredients: [] }).success).toBe(false);
    expect(generateRecipeSchema.safeParse({ ingredients: [], generationType: 'prompt', recipeName: ' ' }).success).toBe(false);
    expect(generateRecipeSchema.safeParse({ ingredients: [], generationType: 'prompt', recipeName: 'Paella' }).success).toBe(true);
  });
});

describe('model output', () => {
  it('drops step numbers the model adds and rounds minutes', () => {
    const out = modelRecipeSchema.parse({
      title: 'T',
      description: '',
      prepTime: 9.6,
      cookTime: 20,
      servings: 2,
      difficulty: 'easy',
      ingredients: ['1 egg'],
      instructions: ['1. Beat the **egg**.', 'Step 2: Fry it.', '3) Serve'],
    });
    expect(out.prepTime).toBe(10);
    expect(out.instructions).toEqual(['Beat the **egg**.', 'Fry it.', 'Serve']);
  });
});

describe('usage periods', () => {
  it('are calendar months in UTC', () => {
    expect(usagePeriod(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01');
    expect(usagePeriod(new Date('2026-02-01T00:00:00.000Z'))).toBe('2026-02');
    // 23:30 on Jan 31 in New York is already February in UTC.
    expect(usagePeriod(new Date('2026-01-31T23:30:00-05:00'))).toBe('2026-02');
  });
});
