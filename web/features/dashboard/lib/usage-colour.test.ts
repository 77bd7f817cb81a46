import { describe, expect, it } from 'vitest';
import { usageColour, usagePercent } from './usage-colour';

describe('usageColour (by the remaining share)', () => {
  it.each([
    // limit 100: remaining share = (100 - used) / 100
    [0, 'green'], // 100 % left
    [29, 'green'], // 71 %
    [30, 'green'], // exactly 70 % left
    [31, 'yellow'], // 69 %
    [50, 'yellow'],
    [69, 'yellow'], // 31 %
    [70, 'yellow'], // exactly 30 % left
    [71, 'orange'], // 29 %
    [99, 'orange'], // 1 %
    [100, 'red'], // nothing left
    [120, 'red'], // over the limit
  ] as const)('used %i of 100 -> %s', (used, colour) => {
    expect(usageColour(used, 100)).toBe(colour);
  });

  it('works with the free plan of 3', () => {
    expect(usageColour(0, 3)).toBe('green');
    expect(usageColour(1, 3)).toBe('yellow'); // 66.7 % left
    expect(usageColour(2, 3)).toBe('yellow'); // 33.3 % left
    expect(usageColour(3, 3)).toBe('red');
  });

  it('thresholds hold on a large limit too', () => {
    expect(usageColour(300, 1000)).toBe('green'); // 70 % left
    expect(usageColour(301, 1000)).toBe('yellow'); // 69.9 %
    expect(usageColour(700, 1000)).toBe('yellow'); // 30 %
    expect(usageColour(701, 1000)).toBe('orange'); // 29.9 %
  });

  it('a zero limit is red', () => {
    expect(usageColour(0, 0)).toBe('red');
  });
});

describe('usagePercent', () => {
  it('is capped at 100 %', () => {
    expect(usagePercent(1, 4)).toBe(25);
    expect(usagePercent(5, 3)).toBe(100);
    expect(usagePercent(0, 0)).toBe(100);
  });
});
