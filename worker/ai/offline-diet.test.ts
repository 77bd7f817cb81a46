import { describe, expect, it } from 'vitest';
import { checkIngredients, type DietProfile } from '../../core/allergens';
import { obeyGiven } from './offline-diet';
import { givenIngredients } from './offline-input';
import { composeRecipe } from './offline.provider';

const profile = (p: Partial<DietProfile>): DietProfile => ({ diets: [], allergens: [], dislikes: [], ...p });
const names = (items: string[], diet: DietProfile, language: 'en' | 'es' | 'de') =>
  obeyGiven(givenIngredients(items), diet, language).map((g) => g.text);

describe('offline chef: given ingredients under a profile', () => {
  it.each([
    [['peanut butter', 'chicken'], profile({ allergens: ['peanuts'] }), 'en', ['sunflower seeds', 'chicken']],
    [['mantequilla', 'pollo'], profile({ diets: ['dairy_free'] }), 'es', ['aceite de oliva', 'pollo']],
    [['200 ml Milch', 'Haferflocken'], profile({ diets: ['vegan'] }), 'de', ['Haferdrink', 'Haferflocken']],
    [['Hähnchen', 'Reis'], profile({ diets: ['vegetarian'] }), 'de', ['Kichererbsen', 'Reis']],
    [['spaghetti', 'tomatoes'], profile({ diets: ['gluten_free'] }), 'en', ['courgette', 'tomatoes']],
    // A dislike has no stand-in: it is left out.
    [['cilantro', 'lime'], profile({ dislikes: ['Cilantro'] }), 'en', ['lime']],
    // Two conflicting ingredients with the same stand-in give it once.
    [['chicken', 'bacon', 'rice'], profile({ diets: ['vegetarian'] }), 'en', ['chickpeas', 'rice']],
  ] as const)('%j for %j', (given, diet, language, expected) => {
    expect(names([...given], diet, language)).toEqual(expected);
  });

  it('never uses a stand-in the profile also rules out', () => {
    // Sunflower seeds are disliked: the peanuts are simply left out.
    expect(names(['peanuts', 'noodles'], profile({ allergens: ['peanuts'], dislikes: ['sunflower seeds'] }), 'en')).toEqual([
      'noodles',
    ]);
  });

  it('adds no conflicting ingredient of its own to a dish it knows by name', () => {
    const diet = profile({ allergens: ['eggs', 'milk'], diets: ['vegetarian'] });
    const recipe = composeRecipe({
      ingredients: [],
      type: 'quick',
      generationType: 'prompt',
      recipeName: 'spaghetti carbonara',
      language: 'en',
      diet,
    });
    expect(recipe.ingredients.length).toBeGreaterThan(1);
    expect(checkIngredients(recipe.ingredients, diet)).toEqual([]);
  });
});
