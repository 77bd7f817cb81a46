import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  expiryText,
  freshnessBounds,
  freshnessOf,
  isCalendarDate,
  summarizeFreshness,
  type Freshness,
} from './freshness';

const TODAY = '2026-11-23';

describe('freshnessOf (docs/product.md "Pantry freshness")', () => {
  const cases: Array<[string | null, Freshness, string]> = [
    [null, 'fresh', 'no expiry date'],
    ['', 'fresh', 'empty expiry date'],
    ['2026-11-22', 'expired', 'yesterday'],
    ['2025-11-23', 'expired', 'a year ago'],
    ['2026-11-23', 'expiring_soon', 'today (0 days)'],
    ['2026-11-24', 'expiring_soon', 'tomorrow'],
    ['2026-11-26', 'expiring_soon', 'in 3 days (inclusive)'],
    ['2026-11-27', 'fresh', 'in 4 days'],
    ['2027-01-01', 'fresh', 'next year'],
    ['2026-12-01', 'fresh', 'across a month'],
  ];
  it.each(cases)('%s is %s (%s)', (expiry, expected) => {
    expect(freshnessOf(expiry, TODAY)).toBe(expected);
  });

  it('crosses month and year ends by calendar days', () => {
    expect(freshnessOf('2027-01-02', '2026-12-30')).toBe('expiring_soon');
    expect(freshnessOf('2024-03-01', '2024-02-28')).toBe('expiring_soon');
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
  });
});

describe('expiryText', () => {
  const cases: Array<[string | null, ReturnType<typeof expiryText>]> = [
    [null, { kind: 'none' }],
    ['2026-11-20', { kind: 'expired', days: 3 }],
    ['2026-11-22', { kind: 'expired', days: 1 }],
    ['2026-11-23', { kind: 'today' }],
    ['2026-11-24', { kind: 'in', days: 1 }],
    ['2026-12-03', { kind: 'in', days: 10 }],
  ];
  it.each(cases)('%s', (expiry, expected) => {
    expect(expiryText(expiry, TODAY)).toEqual(expected);
  });
});

describe('calendar dates', () => {
  const cases: Array<[string, boolean]> = [
    ['2026-11-23', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-5', false],
    ['23.11.2026', false],
    ['2026-11-23T00:00:00Z', false],
  ];
  it.each(cases)('%s is a date: %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected);
  });

  it('adds days across months', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('summarizeFreshness and its bounds agree with freshnessOf', () => {
  it('counts each filter', () => {
    const items = [null, '2026-11-01', '2026-11-23', '2026-11-26', '2026-11-27', '2027-05-01'].map((expiry_date) => ({ expiry_date }));
    expect(summarizeFreshness(items, TODAY)).toEqual({ total: 6, fresh: 3, expiring_soon: 2, expired: 1 });
  });

  it('the bounds split dates exactly where freshnessOf does', () => {
    const { notExpiredFrom, expiringUntil } = freshnessBounds(TODAY);
    for (let offset = -5; offset <= 8; offset += 1) {
      const date = addDays(TODAY, offset);
      const byBounds: Freshness = date < notExpiredFrom ? 'expired' : date <= expiringUntil ? 'expiring_soon' : 'fresh';
      expect(byBounds, date).toBe(freshnessOf(date, TODAY));
    }
  });
});
