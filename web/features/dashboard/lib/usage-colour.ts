export type UsageColour = 'red' | 'orange' | 'yellow' | 'green';

/**
 * The usage bar's colour from the share of generations REMAINING (docs/product.md "Dashboard"): red when
 * nothing is left, orange below 30 %, yellow from 30 % to below 70 %, green from 70 %.
 */
export function usageColour(used: number, limit: number): UsageColour {
  if (limit <= 0) return 'red';
  const remaining = Math.max(0, limit - used) / limit;
  if (remaining <= 0) return 'red';
  if (remaining < 0.3) return 'orange';
  if (remaining < 0.7) return 'yellow';
  return 'green';
}

/** The bar's width in percent of the limit, capped at 100. */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}

export const USAGE_BAR_CLASS: Record<UsageColour, string> = {
  red: 'bg-red-600',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-400',
  green: 'bg-green-600',
};
