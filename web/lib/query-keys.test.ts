import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One style for query keys (docs/architecture.md "Web"): a key is written once, in its owner's keys
 * module or query options, and every invalidation uses that definition, so an invalidation can never
 * miss the key its rows are cached under.
 */
const files = execFileSync('git', ['ls-files', 'web'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('web/test/'));

/** `queryKey: ['a', ...]` or `setQueryData(['a', ...]`: a key written as a literal array. */
const LITERAL_KEY = /(queryKey:\s*|QueryData\(\s*)\[\s*'([^']+)'/g;
/** In a keys module (web/lib/query-keys.ts, a feature's api/keys.ts): `name: ['a', ...]` or `name: (x) => ['a', ...]`. */
const KEYS_MODULE_ENTRY = /^\s*\w+:\s*(\([^)]*\)\s*=>\s*)?\[\s*'([^']+)'/gm;
const isKeysModule = (file: string) => file === 'web/lib/query-keys.ts' || /^web\/features\/[^/]+\/api\/keys\.ts$/.test(file);

describe('query keys', () => {
  it('no invalidation, cancel or cache write names a key as a literal', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(invalidateQueries|cancelQueries|removeQueries|refetchQueries|setQueryData|setQueriesData|getQueryData)\(\s*(\{\s*queryKey:\s*)?\[/g))
        found.push(`${file}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('a key is written in one file only', () => {
    const owners = new Map<string, Set<string>>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of [...text.matchAll(LITERAL_KEY), ...(isKeysModule(file) ? text.matchAll(KEYS_MODULE_ENTRY) : [])]) {
        const first = m[2]!;
        if (!owners.has(first)) owners.set(first, new Set());
        owners.get(first)!.add(file);
      }
    }
    const twice = [...owners].filter(([, where]) => where.size > 1).map(([key, where]) => `${key}: ${[...where].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('one style in the keys modules: a fixed key is a constant, a function only takes what varies', () => {
    const styles: string[] = [];
    for (const file of files.filter(isKeysModule)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/^\s*(\w+):\s*\(\s*\)\s*=>/gm)) styles.push(`${file}: ${m[1]}()`);
    }
    expect(styles).toEqual([]);
  });

  it('a key more than one feature uses has one name, in web/lib/query-keys.ts', () => {
    const aliases = files.filter((f) => /export const \w*_QUERY_KEY\b/.test(readFileSync(f, 'utf8')));
    expect(aliases).toEqual([]);
  });
});
