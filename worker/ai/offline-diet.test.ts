import { describe, expect, it } from 'vitest';
import { checkIngredients, checkRecipeDiet, type DietProfile } from '../../core/allergens';
import { checkRecipe } from '../../core/recipe-quality';
import { dietTitle, obeyDiet } from './offline-diet';
import { givenItem } from './offline/items';
import { composeRecipe } from './offline/compose';
import type { Language } from './provider';

const profile = (p: Partial<DietProfile>): DietProfile => ({ diets: [], allergens: [], dislikes: [], ...p });
const lines = (items: string[], diet: DietProfile, language: Language) =>
  obeyDiet(items.map((name) => givenItem(name, 2, language)), diet, 2, language).map((item) => item.line);

describe('offline chef: a diet profile is met by substitution (docs/decisions/040-diet-and-allergens-the-food-index.md)', () => {
  it('swaps a conflicting ingredient for its substitute instead of dropping it', () => {
    const vegetarian = lines(['chicken', 'rice'], profile({ diets: ['vegetarian'] }), 'en');
    expect(vegetarian).toHaveLength(2);
    expect(vegetarian[0]).toMatch(/chickpea/i);
    const glutenFree = lines(['Spaghetti', 'Tomaten'], profile({ diets: ['gluten_free'] }), 'de');
    expect(glutenFree[0]).toMatch(/glutenfrei/i);
    expect(checkIngredients(glutenFree, profile({ diets: ['gluten_free'] }))).toEqual([]);
  });

  it('leaves out only what has no substitute (a dislike)', () => {
    expect(lines(['cilantro', 'lime'], profile({ dislikes: ['cilantro'] }), 'en')).toEqual(['½ lime']);
  });

  it('names the substitute in the title, German compounds too', () => {
    const vegetarian = profile({ diets: ['vegetarian'] });
    expect(dietTitle('Chicken Curry', vegetarian, 'en')).toMatch(/^Chickpea Curry$/);
    expect(dietTitle('Hähnchencurry', vegetarian, 'de')).toBe('Kichererbsen-Curry');
    expect(dietTitle('Pollo al curry', vegetarian, 'es')).toMatch(/^Garbanzos al curry$/i);
  });

  it.each([
    ['en', 'Chicken curry', profile({ diets: ['vegetarian'] }), /chicken/i],
    ['de', 'Lasagne', profile({ diets: ['gluten_free'], allergens: ['milk'] }), /Parmesan|Weizenmehl|\bMilch\b/],
    ['es', 'Pollo al curry', profile({ diets: ['vegetarian'] }), /pollo/i],
  ] as const)('%s "%s": a known dish keeps its shape and names the substitutes in its steps', (language, name, diet, gone) => {
    const recipe = composeRecipe({ ingredients: [], type: 'quick', generationType: 'prompt', recipeName: name, language, diet });
    expect(recipe.ingredients.length).toBeGreaterThan(5);
    expect(checkRecipeDiet(recipe, diet)).toEqual([]);
    for (const step of recipe.instructions) expect(step).not.toMatch(gone);
  });

  it.each([
    ['en', 'Beef stew for 4', profile({ diets: ['vegetarian'] })],
    ['de', 'Kartoffelgratin', profile({ diets: ['vegan'] })],
    ['es', 'Bizcocho de limón', profile({ diets: ['gluten_free'] })],
  ] as const)('%s "%s": a kind of dish keeps to the profile and cooks each substitute as itself', (language, name, diet) => {
    const recipe = composeRecipe({ ingredients: [], type: 'quick', generationType: 'prompt', recipeName: name, language, diet });
    expect(checkRecipeDiet(recipe, diet)).toEqual([]);
    expect(checkRecipe(recipe, { language })).toEqual([]);
    // A stew whose beef became mushrooms simmers as a vegetable stew, not for the beef's two hours.
    if (name.startsWith('Beef')) expect(recipe.cookTime).toBeLessThan(60);
  });
});

