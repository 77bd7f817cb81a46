import { describe, expect, it } from 'vitest';
import { CUISINES } from '#core/kernel/options';
import { cookingMethodDisplayName, cuisineDisplayName, cuisineOfCooking } from './cuisine-names';

describe('cuisine names', () => {
  it.each([
    ['italian', 'en', 'Italian', 'Italian cuisine'],
    ['italian', 'es', 'Italiana', 'cocina italiana'],
    ['italian', 'de', 'Italienisch', 'italienische Küche'],
    ['middle-eastern', 'es', 'De Oriente Medio', 'cocina de Oriente Medio'],
    ['middle-eastern', 'de', 'Nahöstlich', 'nahöstliche Küche'],
    ['moroccan', 'es', 'Marroquí', 'cocina marroquí'],
    ['mediterranean', 'de', 'Mediterran', 'mediterrane Küche'],
  ] as const)('%s in %s is "%s" ("%s")', (id, language, name, phrase) => {
    expect(cuisineDisplayName(id, language)).toBe(name);
    expect(cuisineOfCooking(id, language)).toBe(phrase);
  });

  it('names every cuisine in every language, and nothing else', () => {
    for (const id of CUISINES) for (const l of ['en', 'es', 'de'] as const) expect(cuisineDisplayName(id, l)).toBeTruthy();
    expect(cuisineDisplayName('martian', 'en')).toBeNull();
    expect(cuisineDisplayName(null, 'en')).toBeNull();
  });
});

describe('cooking method names', () => {
  it('names a stored method in the recipe language, and nothing else', () => {
    expect(cookingMethodDisplayName('stir-frying', 'es')).toBe('Salteado al wok');
    expect(cookingMethodDisplayName('braising', 'de')).toBe('Schmoren');
    expect(cookingMethodDisplayName('grilling', 'en')).toBe('Grilling');
    expect(cookingMethodDisplayName('frying-in-space', 'en')).toBeNull();
  });
});
