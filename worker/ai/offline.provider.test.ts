import { describe, expect, it, vi } from 'vitest';
import { modelRecipeSchema, nutritionEstimateSchema } from '../../core/schemas/recipe';
import { createModelProvider } from './index';
import { findFood } from './offline/foods-match';
import { estimateNutritionFromLines } from './offline/nutrition';
import { ApiError } from '../lib/errors';
import { composeRecipe, createOfflineProvider } from './offline.provider';
import type { GenerateRecipeInput, Language } from './provider';

const chef = createOfflineProvider();

const request = (language: Language, extra: Partial<GenerateRecipeInput> = {}): GenerateRecipeInput => ({
  ingredients: ['chicken', 'tomatoes', 'garlic'],
  type: 'customized',
  generationType: 'image',
  cuisine: 'italian',
  cookingMethod: 'roasting',
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
    ['en', ['chicken', 'tomatoes', 'garlic'], 'Italian-style Chicken with Tomatoes', 'minutes', 'g chicken'],
    ['es', ['pollo', 'tomates', 'ajo'], 'Pollo con tomates al estilo italiano', 'minutos', 'g de pollo'],
    ['de', ['Hähnchen', 'Tomaten', 'Knoblauch'], 'Hähnchen und Tomaten aus der Pfanne nach italienischer Art', 'Minuten', 'g Hähnchen'],
  ] as const)('writes the same plausible recipe every time in %s', async (language, ingredients, title, minutesWord, line) => {
    const input = request(language, { ingredients: [...ingredients], cookingMethod: undefined });
    const first = await chef.generateRecipe(input);
    const second = await chef.generateRecipe(structuredClone(input));
    expect(second).toEqual(first);
    // It passes the same schema the model output must pass.
    expect(modelRecipeSchema.safeParse(first).success).toBe(true);
    expect(first.title).toBe(title);
    expect(first.servings).toBe(2);
    expect(first.prepTime).toBeGreaterThan(0);
    expect(first.cookTime).toBeGreaterThanOrEqual(10);
    expect(first.ingredients.some((l) => l.includes(line))).toBe(true);
    expect(first.ingredients.every((l, i) => i === first.ingredients.length - 1 || /^[\d½]/.test(l))).toBe(true);
    expect(first.instructions.length).toBeGreaterThanOrEqual(5);
    expect(first.instructions.join(' ')).toContain(minutesWord);
    // The times stated in the steps add up to the cooking time.
    const stated = first.instructions.join(' ').match(/\*\*(\d+) \w+\*\*/g) ?? [];
    expect(stated.reduce((sum, t) => sum + Number(/\d+/.exec(t)?.[0]), 0)).toBe(first.cookTime);
  });

  it('changes with the request: other ingredients, method, name or language give another recipe', async () => {
    const base = await chef.generateRecipe(request('en', { cookingMethod: undefined }));
    const roasted = await chef.generateRecipe(request('en', { cookingMethod: 'roasting' }));
    expect(roasted.instructions.join(' ')).toContain('200 °C');
    expect(roasted.instructions).not.toEqual(base.instructions);
    const named = await chef.generateRecipe(request('en', { recipeName: 'chicken traybake for 4', generationType: 'prompt' }));
    expect(named.title).toBe('Chicken Traybake');
    expect(named.servings).toBe(4);
    const german = await chef.generateRecipe(request('de', { cookingMethod: undefined }));
    expect(german.instructions).not.toEqual(base.instructions);
  });

  it('writes a prompt-only recipe from the foods its name names', async () => {
    const recipe = await chef.generateRecipe(
      request('de', { ingredients: [], recipeName: 'Linsensuppe', generationType: 'prompt', cuisine: undefined, cookingMethod: undefined }),
    );
    expect(recipe.title).toBe('Linsensuppe');
    expect(recipe.ingredients.join('\n')).toMatch(/linsen/i);
  });

  it('estimates nutrition per 100 g from its food table', async () => {
    expect(findFood('Hähnchenbrust')?.id).toBe('chicken');
    expect(findFood('tomates')?.id).toBe('tomato');
    const rice = estimateNutritionFromLines(['100 g rice']);
    expect(rice).toEqual({ calories: 365, protein: 7.1, carbs: 80, fat: 0.7, fiber: 1.3, sugar: 0.1, sodium: 5 });
    const mixed = await chef.estimateNutrition({ title: 't', servings: 2, ingredients: ['100 g chicken', '100 g rice'] });
    expect(mixed.calories).toBe(Math.round((165 + 365) / 2));
    expect(mixed.protein).toBe(19.1); // (31 + 7.1) / 2, to one decimal
    const recipe = await chef.generateRecipe(request('es', { ingredients: ['pollo', 'arroz'] }));
    const estimate = await chef.estimateNutrition({ title: recipe.title, servings: recipe.servings, ingredients: recipe.ingredients });
    expect(nutritionEstimateSchema.safeParse(estimate).success).toBe(true);
    expect(estimate.calories).toBeGreaterThan(50);
    expect(estimate.sodium).toBeGreaterThan(0);
  });
});

describe('the offline chef\'s schema gate', () => {
  // A chef that writes a recipe Gemini's schema would refuse: a 201-letter title and no steps.
  const faulty = createOfflineProvider((input) => ({ ...composeRecipe(input), title: 'T'.repeat(201), instructions: [] }));

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
    const input = request('es');
    expect(await createOfflineProvider().generateRecipe(input)).toEqual(modelRecipeSchema.parse(composeRecipe(input)));
  });
});
