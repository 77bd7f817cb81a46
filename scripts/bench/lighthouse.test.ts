import { describe, expect, it } from 'vitest';
import { lighthouseTable, medianRun, pickEncoding, type PageResult } from './lighthouse';

const run = (page: string, performance: number, flagged: string[] = []): PageResult => ({
  page,
  scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
  fcpMs: 1234,
  lcpMs: 2345,
  tbtMs: 150.4,
  cls: 0.0123,
  flagged,
});

describe('the Lighthouse bench', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
    [undefined, null],
  ] as const)('compresses for Accept-Encoding %j with %j, as the edge does', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('keeps the run with the median performance score', () => {
    expect(medianRun([run('a', 90), run('b', 70), run('c', 80)]).page).toBe('c');
  });

  it('writes one row per page and lists the audits below 90', () => {
    const table = lighthouseTable([run('landing', 97), run('pricing', 93, ['Reduce unused JavaScript'])]);
    expect(table).toContain('| landing | 97 | 100 | 96 | 100 | 1.2 s | 2.3 s | 150 ms | 0.012 |');
    expect(table).toContain('- pricing: Reduce unused JavaScript');
  });
});
