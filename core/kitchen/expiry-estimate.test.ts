import { describe, expect, it } from 'vitest';
import { estimatedExpiry, shelfLifeDays } from './expiry-estimate';

describe('shelfLifeDays: how long a food keeps once bought (en, es, de)', () => {
  it.each([
    ['chicken breast', 2], ['pechuga de pollo', 2], ['Hähnchenbrust', 2],
    ['salmon', 1], ['mejillones', 1], ['Garnelen', 1], ['Lachsfilet', 1],
    ['baby spinach', 3], ['espinacas', 3], ['Spinat', 3],
    ['whole milk', 5], ['leche', 5], ['Milch', 5],
    ['tomatoes', 7], ['pimiento rojo', 7], ['Zucchini', 7],
    ['eggs', 21], ['huevos', 21], ['Eier', 21],
    ['potatoes', 30], ['cebollas', 30], ['Knoblauch', 30],
    ['sourdough bread', 3], ['rice', 365], ['Mehl', 365], ['olive oil', 180], ['canned tomatoes', 730], ['frozen peas', 90],
  ] as const)('%s keeps %i days', (name, days) => {
    expect(shelfLifeDays(name)).toBe(days);
  });

  it('knows nothing of what is not food', () => {
    expect(shelfLifeDays('dish soap')).toBeNull();
    expect(estimatedExpiry('dish soap', '2026-11-24')).toBeNull();
  });

  it('dates the estimate from the day it was bought', () => {
    expect(estimatedExpiry('chicken thighs', '2026-11-30')).toBe('2026-12-02');
    expect(estimatedExpiry('Eier', '2026-11-24')).toBe('2026-12-15');
  });
});
