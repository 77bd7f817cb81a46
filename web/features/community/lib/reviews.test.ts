import { describe, expect, it } from 'vitest';
import { formatAverage, visibleReviews } from './reviews';

describe('formatAverage', () => {
  it('shows one decimal, localised', () => {
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatAverage(4.26, 'en')).toBe('4.3');
    expect(formatAverage(3.55, 'de')).toBe('3,6');
  });
});

describe('visibleReviews', () => {
  const five = [1, 2, 3, 4, 5];
  it('shows the first 3 and counts the rest until expanded', () => {
    expect(visibleReviews(five, false)).toEqual({ shown: [1, 2, 3], hidden: 2 });
    expect(visibleReviews(five, true)).toEqual({ shown: five, hidden: 0 });
    expect(visibleReviews([1, 2, 3], false)).toEqual({ shown: [1, 2, 3], hidden: 0 });
  });
});
