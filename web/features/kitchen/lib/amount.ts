import type { TFunction } from 'i18next';

/**
 * A quantity with its unit as the kitchen screens show it ("1 liter", "2 liters", "0.5 cups",
 * "1 Tasse"): the unit's word agrees with the number in the interface language (`unitCount`
 * plural forms); without a quantity the unit is named as in the pickers (`units`).
 */
export function amountText(t: TFunction<'kitchen'>, number: (value: number) => string, quantity: number | null, unit: string | null): string {
  const word = unit ? (quantity !== null ? t(`unitCount.${unit}` as 'unitCount.g', { count: quantity }) : t(`units.${unit}` as 'units.g')) : null;
  return [quantity !== null ? number(quantity) : null, word].filter(Boolean).join(' ');
}
