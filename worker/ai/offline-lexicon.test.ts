import { describe, expect, it } from 'vitest';
import deCreator from '../../web/locales/de/creator.json';
import enCreator from '../../web/locales/en/creator.json';
import esCreator from '../../web/locales/es/creator.json';
import { DISHES, findDish } from './offline-lexicon';

/**
 * Issue 13, item 1: the offline chef's lexicon holds the 15 sample dishes of prompt mode (as the
 * creator shows them, in en, es and de) and at least 40 more common dishes, each named in all
 * three languages.
 */
const SAMPLES = { en: enCreator.samples, es: esCreator.samples, de: deCreator.samples } as const;

describe('the offline chef’s dish lexicon', () => {
  it('offers 15 sample dishes in each language', () => {
    for (const samples of Object.values(SAMPLES)) expect(Object.keys(samples)).toHaveLength(15);
  });

  it.each(Object.keys(SAMPLES.en))('knows the sample "%s" by its full name in en, es and de, as one dish', (key) => {
    const found = (['en', 'es', 'de'] as const).map((language) => {
      const name = (SAMPLES[language] as Record<string, string>)[key] ?? '';
      const match = findDish(name);
      expect(match, `${language}: ${name}`).not.toBeNull();
      expect(match?.generic, `${language}: ${name}`).toBe(false);
      return match?.dish.id;
    });
    expect(new Set(found).size).toBe(1);
  });

  it('knows at least 40 common dishes besides the samples, each titled in en, es and de', () => {
    const samples = new Set(Object.values(SAMPLES.en).map((name) => findDish(name)?.dish.id));
    const others = DISHES.filter((dish) => !samples.has(dish.id));
    expect(samples.size).toBe(15);
    expect(others.length).toBeGreaterThanOrEqual(40);
    for (const dish of DISHES) {
      for (const language of ['en', 'es', 'de'] as const) expect(dish.titles[language].trim(), dish.id).not.toBe('');
      expect(dish.ingredients.length, dish.id).toBeGreaterThanOrEqual(2);
    }
  });
});
