import { describe, expect, it } from 'vitest';
import { checkRecipeDiet, type DietProfile } from '#core/diet/allergens';
import { checkRecipe } from '#core/quality/recipe-quality';
import { createOfflineProvider } from '../offline.provider';
import type { Language } from '../provider';

/**
 * A dish whose main the cook's profile forbids is adapted, not refused (docs/decisions/077-the-cookbook.md):
 * where core's substitute stands in for the main (a stew, a curry, a couscous with chickpeas whose
 * lamb simmers in its broth), the offline chef cooks the dish with it, named and asked for or found
 * from a list, unless a dish the profile allows fits as well; the recipe holds the profile and passes the gate.
 */
const chef = createOfflineProvider();
const profile = (diet: 'vegan' | 'vegetarian'): DietProfile => ({ diets: [diet], allergens: [], dislikes: [] });

describe('a dish whose main the profile forbids is cooked with its substitute', () => {
  it.each([
    ['Cuscús con verduras', 'es', 'vegan', /cusc[uú]s/i],
    ['Couscous with vegetables', 'en', 'vegan', /couscous/i],
    ['Couscous mit Gemüse', 'de', 'vegetarian', /couscous/i],
  ] as const)('"%s" (%s, %s)', { timeout: 60_000 }, async (recipeName, language, diet, title) => {
    const recipe = await chef.generateRecipe({ ingredients: [], type: 'quick', generationType: 'prompt', recipeName, language: language as Language, diet: profile(diet) });
    expect(recipe.title).toMatch(title);
    // Its description still says what the dish is, with the substitute named where the meat was, and a plural substitute reads as one ("los champiñones").
    expect(recipe.description.length).toBeGreaterThan(40);
    expect(`${recipe.description}\n${recipe.instructions.join('\n')}`).not.toMatch(/\b(?:la|el) \p{L}+(?:ones|os)\b/u);
    expect(checkRecipeDiet(recipe, profile(diet))).toEqual([]);
    expect(checkRecipe(recipe, { language, servings: recipe.servings })).toEqual([]);
  });

  it.each([
    [['couscous', 'carrots', 'turnips', 'courgettes', 'chickpeas', 'cabbage'], 'en', 'vegan'],
    [['cuscús', 'zanahorias', 'nabos', 'calabacines', 'garbanzos', 'col'], 'es', 'vegetarian'],
    [['Couscous', 'Karotten', 'Speiserüben', 'Zucchini', 'Kichererbsen', 'Weißkohl'], 'de', 'vegan'],
  ] as const)('the list %j (%s, %s)', { timeout: 60_000 }, async (ingredients, language, diet) => {
    const recipe = await chef.generateRecipe({ ingredients: [...ingredients], type: 'quick', generationType: 'image', language: language as Language, diet: profile(diet) });
    expect(recipe.ingredients.join('\n')).toMatch(/cusc[uú]s|couscous/i);
    expect(checkRecipeDiet(recipe, profile(diet))).toEqual([]);
    expect(checkRecipe(recipe, { language, servings: recipe.servings })).toEqual([]);
  });
});
