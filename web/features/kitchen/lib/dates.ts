import { addDays, dayNumber } from '#core/kitchen/freshness';

/**
 * Calendar dates as the cook sees them: freshness and the planner's week use the user's local
 * date (docs/product.md "Kitchen"), written YYYY-MM-DD.
 */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The Monday of the week that holds `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Not a date: ${date}`);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday = 0.
  const weekday = (((day + 3) % 7) + 7) % 7;
  return addDays(date, -weekday);
}

/** The seven dates Monday to Sunday of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** A plan date shown in the interface language ("Mon 23 Nov" style, per locale). */
export function formatPlanDate(date: string, language: string | undefined, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));
}
