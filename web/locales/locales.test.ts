import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/preferences';

/**
 * Translation parity: every key of every namespace exists in en, es and de (plural forms such
 * as key_one / key_other count as the key itself, since languages have different plural forms).
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Tree = Record<string, unknown>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return keyPaths(value as Tree, path);
    return [path.replace(PLURAL, '')];
  });
}

function byLanguage() {
  const result = new Map<string, Map<string, Set<string>>>();
  for (const [path, content] of Object.entries(files)) {
    const [, lng = '', ns = ''] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (!result.has(lng)) result.set(lng, new Map());
    result.get(lng)?.set(ns, new Set(keyPaths(content)));
  }
  return result;
}

/** "lng:ns:key" for every key some language has and `lng` lacks. */
function missingKeys(all: Map<string, Map<string, Set<string>>>, languages: readonly string[]): string[] {
  const namespaces = new Set([...all.values()].flatMap((m) => [...m.keys()]));
  const missing: string[] = [];
  for (const ns of namespaces) {
    const union = new Set([...all.values()].flatMap((m) => [...(m.get(ns) ?? [])]));
    for (const lng of languages) {
      const have = all.get(lng)?.get(ns);
      for (const key of union) if (!have?.has(key)) missing.push(`${lng}:${ns}:${key}`);
    }
  }
  return missing.sort();
}

describe('translations', () => {
  const all = byLanguage();
  const languages = LANGUAGES.map((l) => l.code);

  it('exist for exactly the offered languages', () => {
    expect([...all.keys()].sort()).toEqual([...languages].sort());
  });

  it('have the same keys in every language, in every namespace', () => {
    expect(missingKeys(all, languages)).toEqual([]);
  });

  it('the parity check catches a key missing in one language', () => {
    const fake = new Map([
      ['en', new Map([['x', new Set(['a', 'b'])]])],
      ['es', new Map([['x', new Set(['a'])]])],
      ['de', new Map([['x', new Set(['a', 'b'])], ['y', new Set(['c'])]])],
    ]);
    expect(missingKeys(fake, ['en', 'es', 'de'])).toEqual(['en:y:c', 'es:x:b', 'es:y:c']);
  });

  it('treats plural forms as one key', () => {
    expect(keyPaths({ a: { n_one: '1', n_other: 'n', n_many: 'm' } })).toEqual(['a.n', 'a.n', 'a.n']);
  });

  it('have no empty strings', () => {
    const empty = Object.entries(files).flatMap(([path, content]) => {
      const walk = (tree: Tree, prefix: string): string[] =>
        Object.entries(tree).flatMap(([k, v]) =>
          v !== null && typeof v === 'object' ? walk(v as Tree, `${prefix}.${k}`) : v === '' ? [`${path}${prefix}.${k}`] : [],
        );
      return walk(content, '');
    });
    expect(empty).toEqual([]);
  });
});
