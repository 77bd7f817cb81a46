import { describe, expect, it } from 'vitest';
import { localToday, mondayOf, weekDates } from './dates';

describe('planner dates', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-25', '2026-11-23'], // Wednesday
    ['2026-11-29', '2026-11-23'], // Sunday belongs to the week before it
    ['2026-03-01', '2026-02-23'], // across a month
    ['2027-01-01', '2026-12-28'], // across a year
    ['2028-03-01', '2028-02-28'], // leap year
  ])('the Monday of %s is %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it('a week is seven dates Monday to Sunday', () => {
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it("today is the user's local calendar date, not the UTC one", () => {
    // 23:30 local on 23 November, whatever UTC says.
    expect(localToday(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
    expect(localToday(new Date(2026, 0, 5, 0, 15))).toBe('2026-01-05');
  });
});
