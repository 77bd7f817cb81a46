import { describe, expect, it } from 'vitest';
import type { DietProfile } from '#core/diet/allergens';
import { dietTitle } from './offline-diet';

const profile = (p: Partial<DietProfile>): DietProfile => ({ diets: [], allergens: [], dislikes: [], ...p });

describe('offline refiner: a diet title names the substitute (docs/decisions/040-diet-and-allergens-the-food-index.md)', () => {
  it('names the substitute in the title, German compounds too', () => {
    const vegetarian = profile({ diets: ['vegetarian'] });
    expect(dietTitle('Chicken Curry', vegetarian, 'en')).toMatch(/^Chickpea Curry$/);
    expect(dietTitle('Hähnchencurry', vegetarian, 'de')).toBe('Kichererbsen-Curry');
    expect(dietTitle('Pollo al curry', vegetarian, 'es')).toMatch(/^Garbanzos al curry$/i);
  });

  it('splits the cookbook\'s German meat compounds at the meat, keeping the dish', () => {
    const vegan = profile({ diets: ['vegan'] });
    expect(dietTitle('Rindergulasch', vegan, 'de')).toBe('Pilz-Gulasch');
    expect(dietTitle('Schweinebraten', vegan, 'de')).toBe('Tofu-Braten');
  });
});
