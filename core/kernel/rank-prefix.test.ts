import { describe, expect, it } from 'vitest';
import { aboveCells, aboveForm, prefixesOf } from './rank-prefix';

/** Counts per prefix cell of `values`, as the rank_counts rows hold them. */
function countsOf(values: number[], top: number) {
  const counts = new Map<string, number>();
  for (const v of values) for (const { level, prefix } of prefixesOf(v, top)) counts.set(`${level}:${prefix}`, (counts.get(`${level}:${prefix}`) ?? 0) + 1);
  return counts;
}

const sumCells = (counts: Map<string, number>, value: number, top: number, form?: 'zeros' | 'ones') =>
  aboveCells(value, top, form).reduce((sum, c) => sum + c.weight * (counts.get(`${c.level}:${c.prefix}`) ?? 0), 0);

describe('counting values above from prefix counts', () => {
  it('both forms equal a full count, for random values, duplicates, 0 and the largest value', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (const top of [5, 31, 50]) {
      const max = 2 ** top - 1;
      const values = Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? 0 : i % 11 === 0 ? max : Math.floor(rand() * (i % 3 ? Math.min(64, max) : max))));
      values.push(...values.slice(0, 40));
      const counts = countsOf(values, top);
      for (const v of [...values.slice(0, 120), 0, max, 1, Math.min(63, max)]) {
        const brute = values.filter((x) => x > v).length;
        expect(sumCells(counts, v, top, 'zeros')).toBe(brute);
        expect(sumCells(counts, v, top, 'ones')).toBe(brute);
      }
    }
  });

  it('reads at most about half the levels plus two cells', () => {
    for (const v of [0, 1, 2 ** 31 - 1, 2 ** 30, 1234567, 2 ** 50 - 1, 2 ** 49 + 5]) {
      const top = v >= 2 ** 31 ? 50 : 31;
      expect(aboveCells(v, top).length).toBeLessThanOrEqual(Math.ceil(top / 2) + 1);
    }
    expect(aboveForm(0, 31)).toBe('ones');
    expect(aboveCells(0, 31)).toEqual([{ level: 31, prefix: 0, weight: 1 }, { level: 0, prefix: 0, weight: -1 }]);
  });
});
