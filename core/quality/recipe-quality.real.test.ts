import { describe, expect, it } from 'vitest';
import { checkRecipe, repairRecipe } from './recipe-quality';
import { REAL_RECIPES as REAL } from './recipe-quality.real-cases';

/** Cookbook recipes pass the gate untouched: its bounds are for mistakes, not for taste. */
describe('real recipes pass the gate', () => {
  it.each(REAL.map((item) => [`${item.lang}: ${item.recipe.title}`, item] as const))('%s', (_title, { lang, dish, recipe }) => {
    const request = { language: lang, servings: recipe.servings, dish };
    expect(checkRecipe(recipe, request)).toEqual([]);
    expect(repairRecipe(recipe, request)).toEqual(recipe);
  });

  it('has three in each language', () => {
    for (const lang of ['en', 'es', 'de'] as const) expect(REAL.filter((r) => r.lang === lang)).toHaveLength(3);
  });
});
