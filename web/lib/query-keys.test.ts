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
      for (const m of readFileSync(file, 'utf8').matchAll(LITERAL_KEY)) {
        const first = m[2]!;
        if (!owners.has(first)) owners.set(first, new Set());
        owners.get(first)!.add(file);
      }
    }
    const twice = [...owners].filter(([, where]) => where.size > 1).map(([key, where]) => `${key}: ${[...where].join(', ')}`);
    expect(twice).toEqual([]);
  });
});
