/**
 * Form quantities (docs/product.md "Validation"): a decimal number, or null when the field is empty. Anything
 * else (zero or below, or not a number) is invalid: `undefined`.
 */
export function parseQuantity(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Pantry quantities go in steps of 0.1 (docs/product.md "Validation"). */
export function isTenthStep(value: number): boolean {
  return Math.abs(Math.round(value * 10) - value * 10) < 1e-9;
}

/** A blank form field is sent as null. */
export function blankToNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The option of `values` equal to `text`, or null (an empty select is sent as null). */
export function oneOf<T extends string>(values: readonly T[], text: string): T | null {
  return values.find((value) => value === text) ?? null;
}
