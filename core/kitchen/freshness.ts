/**
 * Pantry freshness (docs/product.md "Pantry freshness"): derived from the days between the user's local date and the
 * expiry date. No expiry date = fresh; fewer than 0 days = expired; 0 to 3 days inclusive =
 * expiring soon; otherwise fresh. Pure; the client and the server (pantry summary) both use it.
 */

export const EXPIRING_SOON_DAYS = 3;

export type Freshness = 'fresh' | 'expiring_soon' | 'expired';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a real calendar date "YYYY-MM-DD", or null (2026-02-30 is null). */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return Math.round(time / DAY_MS);
}

/** Whether `date` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** `to` minus `from` in whole days (both YYYY-MM-DD); NaN when either is not a date. */
export function daysBetween(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? Number.NaN : b - a;
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const start = dayNumber(date);
  if (start === null) throw new RangeError(`Not a date: ${date}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Days until expiry from `today`, or null without an expiry date. */
export function daysUntilExpiry(expiryDate: string | null, today: string): number | null {
  if (!expiryDate) return null;
  const days = daysBetween(today, expiryDate);
  return Number.isNaN(days) ? null : days;
}

export function freshnessOf(expiryDate: string | null, today: string): Freshness {
  const days = daysUntilExpiry(expiryDate, today);
  if (days === null) return 'fresh';
  if (days < 0) return 'expired';
  if (days <= EXPIRING_SOON_DAYS) return 'expiring_soon';
  return 'fresh';
}

/** The expiry line's parts: "expired N days ago", "expires today", "expires in N days". */
export type ExpiryText =
  | { kind: 'none' }
  | { kind: 'expired'; days: number }
  | { kind: 'today' }
  | { kind: 'in'; days: number };

export function expiryText(expiryDate: string | null, today: string): ExpiryText {
  const days = daysUntilExpiry(expiryDate, today);
  if (days === null) return { kind: 'none' };
  if (days < 0) return { kind: 'expired', days: -days };
  if (days === 0) return { kind: 'today' };
  return { kind: 'in', days };
}

export interface FreshnessSummary {
  total: number;
  fresh: number;
  expiring_soon: number;
  expired: number;
}

/** Counts for the four pantry filters. */
export function summarizeFreshness(items: ReadonlyArray<{ expiry_date: string | null }>, today: string): FreshnessSummary {
  const summary: FreshnessSummary = { total: items.length, fresh: 0, expiring_soon: 0, expired: 0 };
  for (const item of items) summary[freshnessOf(item.expiry_date, today)] += 1;
  return summary;
}

/**
 * The last expiry date that still counts as expiring soon, and the first date that is not expired,
 * for `today`: the server's summary query uses these bounds, so it agrees with `freshnessOf`.
 */
export function freshnessBounds(today: string): { notExpiredFrom: string; expiringUntil: string } {
  return { notExpiredFrom: today, expiringUntil: addDays(today, EXPIRING_SOON_DAYS) };
}
