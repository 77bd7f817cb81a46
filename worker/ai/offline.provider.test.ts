import { describe, expect, it, vi } from 'vitest';
import { modelRecipeSchema, nutritionEstimateSchema } from '#core/schemas/recipe';
import { createModelProvider } from './index';
import { findFood } from './offline/foods-match';
import { estimateNutritionFromLines } from './offline/nutrition';
import { ApiError } from '../lib/errors';
import { cookbookComposer, createOfflineProvider } from './offline.provider';
import type { GenerateRecipeInput, Language } from './provider';

const chef = createOfflineProvider();

const request = (language: Language, extra: Partial<GenerateRecipeInput> = {}): GenerateRecipeInput => ({
  ingredients: ['spaghetti', 'eggs', 'guanciale'],
  type: 'customized',
  generationType: 'image',
  cuisine: 'italian',
  cookingMethod: 'boiling',
  language,
  ...extra,
});

describe('the offline chef', () => {
  it('is chosen when GEMINI_API_KEY is empty, Gemini when it is set', () => {
    expect(createModelProvider({ GEMINI_API_KEY: '' }).name).toBe('offline');
    expect(createModelProvider({ GEMINI_API_KEY: '   ' }).name).toBe('offline');
    expect(createModelProvider({}).name).toBe('offline');
    expect(createModelProvider({ GEMINI_API_KEY: 'k', GEMINI_MODEL: 'gemini-2.5-flash' }).name).toBe('gemini');
  });

  it('never touches the network and finds no ingredients in a photo', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const found = await chef.detectIngredients({ image: new Uint8Array([1, 2, 3]), mimeType: 'image/png', language: 'en' });
    expect(found).toEqual([]);
    await chef.generateRecipe(request('en'));
    await chef.estimateNutrition({ title: 'x', ingredients: ['200 g rice'], servings: 2 });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it.each([
    ['en', 'spagetti carbonara for 2', 'Spaghetti Carbonara', 'minutes', '200 g spaghetti'],
    ['es', 'Espaguetis carbonara para 6', 'Espaguetis a la carbonara', 'minutos', '600 g de espaguetis'],
    ['de', 'Nudeln Carbonara', 'Spaghetti Carbonara', 'Minuten', '400 g Spaghetti'],
  ] as const)('cooks the cookbook dish named, the same every time, in %s', async (language, recipeName, title, minutesWord, line) => {
    const input = request(language, { ingredients: [], recipeName, generationType: 'prompt', cuisine: undefined, cookingMethod: undefined });
    const first = await chef.generateRecipe(input);
    expect(await chef.generateRecipe(structuredClone(input))).toEqual(first);
    expect(modelRecipeSchema.safeParse(first).success).toBe(true);
    expect(first.title).toBe(title);
    expect(first.ingredients).toContain(line);
    expect(first.instructions.join(' ')).toContain(minutesWord);
    // Description and times are the dish's own, not a formula.
    expect(first).toMatchObject({ prepTime: 10, cookTime: 15 });
    expect(first.description).not.toMatch(/ready in|listo en|fertig in/i);
  });

  it('cooks from a list the dish that uses most of it, and names what it does not use', async () => {
    const recipe = await chef.generateRecipe(request('en', { ingredients: ['spaghetti', 'eggs', 'guanciale', 'pecorino', 'chocolate sprinkles'], cuisine: undefined, cookingMethod: undefined }));
    expect(recipe.title).toBe('Spaghetti Carbonara');
    expect(recipe.ingredients.join('\n')).not.toMatch(/sprinkles/);
    expect(recipe.description).toContain('Not used in this dish: chocolate sprinkles.');
  });

  it('estimates nutrition per 100 g from its food table', async () => {
    expect(findFood('Hähnchenbrust')?.id).toBe('chicken');
    expect(findFood('tomates')?.id).toBe('tomato');
    const rice = estimateNutritionFromLines(['100 g rice']);
    expect(rice).toEqual({ calories: 365, protein: 7.1, carbs: 80, fat: 0.7, fiber: 1.3, sugar: 0.1, sodium: 5 });
    const mixed = await chef.estimateNutrition({ title: 't', servings: 2, ingredients: ['100 g chicken', '100 g rice'] });
    expect(mixed.calories).toBe(Math.round((165 + 365) / 2));
    expect(mixed.protein).toBe(19.1); // (31 + 7.1) / 2, to one decimal
    const recipe = await chef.generateRecipe(request('es', { ingredients: [], recipeName: 'Tortilla de patatas', generationType: 'prompt', cuisine: undefined, cookingMethod: undefined }));
    const estimate = await chef.estimateNutrition({ title: recipe.title, servings: recipe.servings, ingredients: recipe.ingredients });
    expect(nutritionEstimateSchema.safeParse(estimate).success).toBe(true);
    expect(estimate.calories).toBeGreaterThan(50);
    expect(estimate.sodium).toBeGreaterThan(0);
  });
});

describe('the offline chef\'s schema gate', () => {
  // A chef that writes a recipe Gemini's schema would refuse: a 201-letter title and no steps.
  const cook = cookbookComposer();
  const faulty = createOfflineProvider(async (input) => ({ ...(await cook(input)), title: 'T'.repeat(201), instructions: [] }));

  it('refuses a recipe that breaks the schema with a clean 502 upstream_failed, whole or streamed', async () => {
    const whole = await faulty.generateRecipe(request('en')).catch((e: unknown) => e);
    expect(whole).toBeInstanceOf(ApiError);
    expect(whole).toMatchObject({ status: 502, code: 'upstream_failed' });
    const lines: string[] = [];
    const streamed = await (async () => {
      for await (const line of faulty.streamRecipe(request('de'))) lines.push(String(line));
    })().catch((e: unknown) => e);
    expect(streamed).toMatchObject({ status: 502, code: 'upstream_failed' });
    expect(lines).toEqual([]); // nothing of the broken recipe reached the reader
  });

  it('passes the real chef\'s recipe through unchanged', async () => {
    const input = request('es', { ingredients: [], recipeName: 'Tortilla de patatas', generationType: 'prompt', cuisine: undefined, cookingMethod: undefined });
    expect(await createOfflineProvider().generateRecipe(input)).toEqual(modelRecipeSchema.parse(await cook(input)));
  });
});
