/** Usage is counted per calendar month in UTC; a period is `YYYY-MM`. */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}
