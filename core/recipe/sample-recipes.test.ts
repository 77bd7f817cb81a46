import { describe, expect, it } from 'vitest';
import { checkRecipeDiet } from '#core/diet/allergens';
import { ALLERGENS, DIETS, type DietProfile } from '#core/diet/allergens-profile';
import { parseSampleMarkdown, sampleFits, sampleRecipes } from './sample-recipes';

describe('sample recipes', () => {
  it('has five samples in every language with the same ids and images', () => {
    const ids = sampleRecipes('en').map((r) => r.id);
    expect(ids).toHaveLength(5);
    for (const lang of ['es', 'de']) {
      const list = sampleRecipes(lang);
      expect(list.map((r) => r.id)).toEqual(ids);
      expect(list.map((r) => r.offlineImageKey)).toEqual(sampleRecipes('en').map((r) => r.offlineImageKey));
    }
    expect(sampleRecipes('fr')[0]?.title).toBe(sampleRecipes('en')[0]?.title);
  });

  it('every sample states time, difficulty and servings in its own language', () => {
    for (const lang of ['en', 'es', 'de']) {
      for (const recipe of sampleRecipes(lang)) {
        const details = parseSampleMarkdown(recipe.markdown);
        expect(details.steps.length).toBeGreaterThan(2);
        expect(recipe.markdown).toMatch(/\d+ (minutes|minutos|Minuten)/);
        expect(details.cookingTime).not.toBe(0);
      }
    }
    expect(parseSampleMarkdown(sampleRecipes('de')[1]?.markdown ?? '')).toMatchObject({
      cookingTime: 45,
      difficulty: 'medium',
      servings: 4,
    });
    expect(parseSampleMarkdown(sampleRecipes('es')[0]?.markdown ?? '').difficulty).toBe('easy');
  });

  it('falls back to 30 min, Medium and 2 servings when lines are missing', () => {
    expect(parseSampleMarkdown('1. Mix.\n2. Bake.')).toEqual({
      cookingTime: 30,
      difficulty: 'medium',
      servings: 2,
      steps: ['Mix.', 'Bake.'],
    });
    expect(parseSampleMarkdown('**Difficulty:** Tricky').difficulty).toBe('medium');
  });

  it.each(['en', 'es', 'de'])('each sample\'s diet facts promise no more than the diet checker finds (%s)', (lang) => {
    const profile = (over: Partial<DietProfile>): DietProfile => ({ diets: [], allergens: [], dislikes: [], ...over });
    for (const sample of sampleRecipes(lang)) {
      for (const diet of sample.fits) expect(checkRecipeDiet(sample, profile({ diets: [diet] })), `${sample.id} fits ${diet}`).toEqual([]);
      for (const allergen of ALLERGENS) {
        if (checkRecipeDiet(sample, profile({ allergens: [allergen] })).length) expect(sample.holds, `${sample.id} holds ${allergen}`).toContain(allergen);
      }
      for (const diet of DIETS) expect(sampleFits(sample, profile({ diets: [diet] }))).toBe(sample.fits.includes(diet));
    }
  });

  it('a vegetarian, a cook allergic to milk and one who dislikes mushrooms each get only what suits them', () => {
    const ids = (lang: string, p: DietProfile | null) => sampleRecipes(lang).filter((s) => sampleFits(s, p)).map((s) => s.id);
    expect(ids('en', null)).toHaveLength(5);
    expect(ids('de', { diets: ['vegetarian'], allergens: [], dislikes: [] })).toEqual(['sample-chickpea-salad', 'sample-mushroom-risotto', 'sample-berry-oats']);
    expect(ids('es', { diets: [], allergens: ['milk'], dislikes: [] })).toEqual(['sample-lemon-chicken']);
    expect(ids('en', { diets: [], allergens: [], dislikes: ['Mushroom'] })).not.toContain('sample-mushroom-risotto');
    expect(ids('de', { diets: [], allergens: [], dislikes: ['pilz'] })).not.toContain('sample-mushroom-risotto');
  });
});
