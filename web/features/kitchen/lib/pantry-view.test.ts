import { describe, expect, it } from 'vitest';
import { filterPantry } from './pantry-view';

const item = (name: string, expiry_date: string | null) => ({ name, expiry_date });
const TODAY = '2026-11-24';
const items = [
  item('rice', null),
  item('chicken', '2026-11-26'),
  item('spinach', '2026-11-20'),
  item('milk', '2026-11-25'),
  item('yogurt', '2026-11-22'),
  item('flour', null),
  item('cheese', '2026-12-10'),
];

describe('filterPantry: most urgent first', () => {
  it('all: expired (oldest first), then the soonest expiry, then no date in the order they came', () => {
    expect(filterPantry(items, 'all', TODAY).map((i) => i.name)).toEqual(['spinach', 'yogurt', 'milk', 'chicken', 'cheese', 'rice', 'flour']);
  });

  it('each filter keeps the order', () => {
    expect(filterPantry(items, 'expired', TODAY).map((i) => i.name)).toEqual(['spinach', 'yogurt']);
    expect(filterPantry(items, 'expiring_soon', TODAY).map((i) => i.name)).toEqual(['milk', 'chicken']);
    expect(filterPantry(items, 'fresh', TODAY).map((i) => i.name)).toEqual(['cheese', 'rice', 'flour']);
  });
});
