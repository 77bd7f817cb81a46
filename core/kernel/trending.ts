/**
 * The trending score of a shared recipe (docs/product.md "Community"):
 * (upvotes - downvotes + views / 20 + 1) / (hours since shared + 2) ^ 1.5.
 * The score is stored on the row and refreshed on each vote and by the Cron Trigger; the
 * numerator may be negative (a heavily downvoted recipe sinks below fresh ones).
 */
export interface TrendingInput {
  upvotes: number;
  downvotes: number;
  views: number;
  /** ISO timestamp of the share. */
  sharedAt: string;
  now: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/** (hours since shared + 2) ^ 1.5; hours are never negative (a clock skew counts as 0). */
export function trendingDenominator(sharedAt: string, now: Date): number {
  const shared = Date.parse(sharedAt);
  const hours = Number.isFinite(shared) ? Math.max(0, (now.getTime() - shared) / HOUR_MS) : 0;
  return Math.pow(hours + 2, 1.5);
}

export function trendingNumerator(upvotes: number, downvotes: number, views: number): number {
  return upvotes - downvotes + views / 20 + 1;
}

export function trendingScore({ upvotes, downvotes, views, sharedAt, now }: TrendingInput): number {
  return trendingNumerator(upvotes, downvotes, views) / trendingDenominator(sharedAt, now);
}
