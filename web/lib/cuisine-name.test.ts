import { describe, expect, it } from 'vitest';
import { CUISINES } from '#core/kernel/options';
import { cuisineName } from './cuisine-name';

type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

describe('cuisine names on the screens', () => {
  it.each([
    ['italian', 'en', 'Italian'],
    ['italian', 'es', 'Italiana'],
    ['middle-eastern', 'de', 'Nahöstlich'],
    ['moroccan', 'es-MX', 'Marroquí'],
    ['thai', 'fr', 'Thai'],
    ['Nordic fusion', 'de', 'Nordic fusion'],
    [null, 'en', ''],
  ] as const)('%s in %s reads "%s"', (value, language, expected) => {
    expect(cuisineName(value, language)).toBe(expected);
  });

  it('names every cuisine in every language', () => {
    for (const c of CUISINES) for (const l of ['en', 'es', 'de']) expect(cuisineName(c, l)).not.toBe(c);
  });

  it('no locale file keeps a cuisine list of its own (core/recipe/cuisine-names.ts is the one list)', () => {
    const lists = Object.entries(files).filter(([, messages]) => 'cuisines' in messages || 'cuisine' in messages);
    expect(lists.map(([path]) => path)).toEqual([]);
  });
});
