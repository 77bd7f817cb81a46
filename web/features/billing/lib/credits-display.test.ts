import { describe, expect, it } from 'vitest';
import { formatDelta, packagePrice, pricePerCredit } from './credits-display';

describe('credit store display', () => {
  it.each([
    [{ priceCents: 299, credits: 10, bonus: 0 }, 30],
    [{ priceCents: 599, credits: 25, bonus: 5 }, 20],
    [{ priceCents: 1299, credits: 60, bonus: 15 }, 17],
    [{ priceCents: 2999, credits: 150, bonus: 50 }, 15],
  ])('price per credit of %o is %i cents', (pkg, cents) => {
    expect(pricePerCredit(pkg)).toBe(cents);
  });

  it('writes prices in the interface language and the package currency', () => {
    expect(packagePrice(599, 'usd', 'en')).toBe('$5.99');
    expect(packagePrice(599, 'usd', 'de').replace(/\s/g, ' ')).toBe('5,99 $');
  });

  it('signs the change with a plus or a real minus', () => {
    expect(formatDelta(30, String)).toBe('+30');
    expect(formatDelta(-1, String)).toBe('\u22121');
  });
});
