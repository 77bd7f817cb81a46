import { describe, expect, it } from 'vitest';
import { dishIllustration, dishScene } from '#core/recipe/dish-illustration';
import { COOK_RECIPES } from './community';
import { SEED_RECIPES } from './recipes';

/**
 * The demo data has no photos: each of its recipes shows the illustration drawn from its own
 * ingredients (docs/decisions/035-dish-pictures-illustrations.md). Each must draw foods it names, not the
 * fallback for unknown food, and no two may look the same.
 */
const recipes = [
  ...SEED_RECIPES.map((r) => ({ title: r.title, ingredients: r.ingredients })),
  ...COOK_RECIPES.map((r) => ({ title: r.title, ingredients: r.ingredients })),
];

describe('the demo recipes have pictures', () => {
  it.each(recipes.map((r) => [r.title, r] as const))('%s draws foods from its ingredients', (_, recipe) => {
    const scene = dishScene(recipe);
    expect(scene.foods).not.toContain('dish');
    expect(scene.items.length).toBeGreaterThan(4);
  });

  it('no two demo recipes draw the same picture', () => {
    expect(new Set(recipes.map((r) => dishIllustration(r))).size).toBe(recipes.length);
  });
});
