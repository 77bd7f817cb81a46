import { describe, expect, it } from 'vitest';
import { CUISINE_NAMES } from '../../core/cuisine-names';

/**
 * Spanish uses one word for servings ("ración" / "raciones", as the offline chef
 * writes) on every screen, and the cuisine names the screens show are the ones the server writes
 * (core/cuisine-names.ts: link previews, JSON-LD, the chef's descriptions) in each language.
 */
type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(texts);
}

const namespace = (language: string, ns: string) => files[`../locales/${language}/${ns}.json`] ?? {};

describe('wording across the locale files', () => {
  it('reads every language', () => {
    for (const language of ['en', 'es', 'de']) expect(Object.keys(namespace(language, 'recipes')).length).toBeGreaterThan(0);
  });

  it('Spanish says "raciones" for servings everywhere, never "porción" / "porciones"', () => {
    const spanish = Object.entries(files).filter(([path]) => path.includes('/es/'));
    const offending = spanish.flatMap(([path, messages]) =>
      texts(messages)
        .filter((text) => /porci[oó]n|porciones/i.test(text))
        .map((text) => `${path}: ${text}`),
    );
    expect(offending).toEqual([]);
    expect(texts(namespace('es', 'recipes'))).toContain('{{count}} raciones');
  });

  it.each(['en', 'es', 'de'] as const)('every cuisine list in %s names cuisines as the server does', (language) => {
    const lists = [
      namespace(language, 'creator').cuisines,
      namespace(language, 'dashboard').cuisines,
      namespace(language, 'recipes').cuisines,
      namespace(language, 'community').cuisine,
    ];
    const expected = Object.fromEntries(Object.entries(CUISINE_NAMES).map(([id, names]) => [id, names[language]]));
    for (const list of lists) expect(list).toEqual(expected);
  });
});
