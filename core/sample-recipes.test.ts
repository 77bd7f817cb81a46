import { describe, expect, it } from 'vitest';
import { parseSampleMarkdown, sampleRecipes } from './sample-recipes';

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
});
