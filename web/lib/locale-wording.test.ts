import { describe, expect, it } from 'vitest';

/**
 * Spanish uses one word for servings ("ración" / "raciones", as the offline chef
 * writes) on every screen. (The cuisine names come from core/recipe/cuisine-names.ts, web/lib/cuisine-name.test.ts.)
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
});
