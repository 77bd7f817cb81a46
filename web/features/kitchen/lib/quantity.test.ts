import { describe, expect, it } from 'vitest';
import { blankToNull, isTenthStep, parseQuantity } from './quantity';

describe('form quantities', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['2', 2],
    ['0.5', 0.5],
    ['1,5', 1.5],
    ['0', undefined],
    ['-1', undefined],
    ['abc', undefined],
  ])('%j parses to %j', (text, value) => {
    expect(parseQuantity(text)).toBe(value);
  });

  it.each([
    [0.1, true],
    [2.5, true],
    [3, true],
    [0.25, false],
    [1.05, false],
  ])('%d is a step of 0.1: %s', (value, ok) => {
    expect(isTenthStep(value)).toBe(ok);
  });

  it('blank text is null, other text trimmed', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(' fridge ')).toBe('fridge');
  });
});
