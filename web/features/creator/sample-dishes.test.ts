import { describe, expect, it } from 'vitest';
import { SAMPLE_DISHES, samplesFor } from './sample-dishes';

describe('samplesFor (the idea chips follow the diet profile)', () => {
  it('offers every idea without a profile, in order', () => {
    expect(samplesFor(null)).toEqual(SAMPLE_DISHES);
    expect(samplesFor({ diets: [], allergens: [], dislikes: [] })).toEqual(SAMPLE_DISHES);
  });

  it('a vegan gets only vegan ideas; an egg allergy drops shakshuka and pancakes', () => {
    expect(samplesFor({ diets: ['vegan'], allergens: [] })).toEqual(['vegetable-stir-fry', 'lentil-curry']);
    const eggFree = samplesFor({ diets: [], allergens: ['eggs'] });
    expect(eggFree).not.toContain('shakshuka');
    expect(eggFree).not.toContain('banana-pancakes');
    expect(eggFree).toContain('greek-salad');
  });

  it('a dislike in the name drops the idea', () => {
    expect(samplesFor({ diets: [], allergens: [], dislikes: ['Mushroom'] }, (id) => id.replace(/-/g, ' '))).not.toContain('mushroom-risotto');
  });
});
