import { describe, expect, it } from 'vitest';
import { checkRecipeDiet } from '#core/diet/allergens';
import { checkRecipe } from '#core/quality/recipe-quality';
import { parseRefineInstruction } from '#core/recipe/refine-instruction';
import { ApiError } from '../../lib/errors';
import { createOfflineProvider } from '../offline.provider';
import type { Language } from '../provider';

/**
 * The offline chef refines the recipes it cooks from the cookbook, through the provider a route
 * calls (docs/decisions/058-offline-chef-refines-a-recipe.md, docs/decisions/077-the-cookbook.md):
 * a cook asks for a dish, then for a change in their own words and language; the refined recipe
 * passes the quality gate whole, or the answer is 422 refine_not_possible with a reason.
 */
const chef = createOfflineProvider();

const cooked = (recipeName: string, language: Language) =>
  chef.generateRecipe({ ingredients: [], type: 'quick', generationType: 'prompt', recipeName, language });

const refined = async (recipeName: string, language: Language, instruction: string) => {
  const recipe = await cooked(recipeName, language);
  const out = await chef.refineRecipe({ recipe, instruction, request: parseRefineInstruction(instruction), language });
  return { recipe, out };
};

describe('the offline chef refines its cookbook recipes, asked in the cook\'s words', () => {
  it.each([
    ['Porridge', 'en', 'make it vegan', 'vegan'],
    ['Chili con carne for 4', 'en', 'vegetarian please', 'vegetarian'],
    ['Lentejas con chorizo para 4', 'es', 'hazla vegetariana', 'vegetarian'],
    ['Sopa castellana', 'es', 'sin gluten', 'gluten_free'],
    ['Linseneintopf', 'de', 'bitte vegan', 'vegan'],
    ['Kaiserschmarrn', 'de', 'ohne Milchprodukte', 'dairy_free'],
  ] as const)('%s (%s), "%s": the diet holds and the gate finds nothing', { timeout: 20_000 }, async (name, language, instruction, diet) => {
    const { recipe, out } = await refined(name, language, instruction);
    expect(out.title).not.toBe(recipe.title);
    expect(checkRecipeDiet(out, { diets: [diet], allergens: [], dislikes: [] })).toEqual([]);
    expect(checkRecipe(out, { language, servings: out.servings })).toEqual([]);
  });

  it.each([
    ['Roast chicken with gravy', 'en', 'for 8 people', 8],
    ['Arroz con leche', 'es', 'para 2', 2],
    ['Apfelstrudel', 'de', 'für 12', 12],
  ] as const)('%s (%s), "%s": scaled for the servings asked, the gate still passes', { timeout: 20_000 }, async (name, language, instruction, servings) => {
    const { out } = await refined(name, language, instruction);
    expect(out.servings).toBe(servings);
    expect(checkRecipe(out, { language, servings })).toEqual([]);
  });

  it.each([
    ['Minestrone', 'en', 'quicker'],
    ['Gazpacho', 'es', 'más picante'],
    ["Shepherd's pie for 4", 'en', 'without an oven'],
    ['Kartoffelgratin', 'de', 'ohne Ofen'],
  ] as const)('%s (%s), "%s": changed as asked, the gate still passes', { timeout: 20_000 }, async (name, language, instruction) => {
    const { recipe, out } = await refined(name, language, instruction);
    expect(out.title).not.toBe(recipe.title);
    expect(checkRecipe(out, { language, servings: out.servings })).toEqual([]);
  });

  it('a change that cannot be made is 422 refine_not_possible with the reason in the recipe\'s language, never a failure', { timeout: 20_000 }, async () => {
    const recipe = await cooked('Tortilla española para 4', 'es');
    const error = await chef
      .refineRecipe({ recipe, instruction: 'hazla vegana', request: parseRefineInstruction('hazla vegana'), language: 'es' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).code).toBe('refine_not_possible');
    expect((error as ApiError).details).toMatch(/huevo/);
  });
});
