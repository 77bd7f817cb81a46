import { freshnessOf, type Freshness } from '#core/kitchen/freshness';
import type { PantryFilter } from '#core/kernel/kitchen-options';

interface Dated {
  expiry_date: string | null;
}

/**
 * The items a filter shows, on `today` (the user's local date), most urgent first: expired, then
 * the soonest expiry, then items without a date (in the order they came).
 */
export function filterPantry<T extends Dated>(items: readonly T[], filter: PantryFilter, today: string): T[] {
  const shown = filter === 'all' ? [...items] : items.filter((item) => freshnessOf(item.expiry_date, today) === filter);
  return shown.sort(byUrgency);
}

/** Earlier expiry first (an expired date is earlier than any other), no date last. */
function byUrgency(a: Dated, b: Dated): number {
  if (a.expiry_date === b.expiry_date) return 0;
  if (a.expiry_date === null) return 1;
  if (b.expiry_date === null) return -1;
  return a.expiry_date < b.expiry_date ? -1 : 1;
}

/** Names of the items that are expiring soon (0 to 3 days), soonest first: "Cook what's expiring". */
export function expiringNames<T extends Dated & { name: string }>(items: readonly T[], today: string): string[] {
  return items
    .filter((item) => freshnessOf(item.expiry_date, today) === 'expiring_soon')
    .sort((a, b) => (a.expiry_date ?? '').localeCompare(b.expiry_date ?? ''))
    .map((item) => item.name);
}

/** Card tint per freshness: red for expired, yellow for expiring, neutral otherwise. */
export const FRESHNESS_TINT: Record<Freshness, string> = {
  expired: 'border-danger/50 bg-danger/10',
  expiring_soon: 'border-warning/60 bg-warning/15',
  fresh: 'border-border bg-card',
};
