/**
 * Relative times (docs/product.md "Relative times"): under 1 minute 'just now', then minutes (under 60), hours
 * (under 24), then days. Timestamps without a time zone are read as UTC. Pure: `now` is passed in.
 */
export type RelativeTime = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; value: number };

const ZONE_SUFFIX = /(?:z|[+-]\d{2}(?::?\d{2})?)$/i;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Parses an ISO-like timestamp; one without a zone (`2026-01-02 10:00:00`) is taken as UTC. */
export function parseTimestamp(timestamp: string): Date {
  const trimmed = timestamp.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return new Date(`${trimmed}T00:00:00Z`);
  const isoLike = trimmed.replace(' ', 'T');
  return new Date(ZONE_SUFFIX.test(isoLike) ? isoLike : `${isoLike}Z`);
}

/** The bucket a timestamp falls into relative to `now`; future or invalid times count as 'now'. */
export function relativeTime(timestamp: string, now: Date): RelativeTime {
  const elapsed = now.getTime() - parseTimestamp(timestamp).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minute', value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', value: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'day', value: Math.floor(elapsed / DAY_MS) };
}

/**
 * Localised text through `Intl.RelativeTimeFormat` ("5 minutes ago", "vor 5 Minuten").
 * `justNow` is the caller's translated 'just now'.
 */
export function formatRelativeTime(timestamp: string, now: Date, locale: string, justNow: string): string {
  const rel = relativeTime(timestamp, now);
  if (rel.unit === 'now') return justNow;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-rel.value, rel.unit);
}
