import type { Unit } from '#core/kernel/kitchen-options';
import { UNIT_INFO, type WrittenUnit } from '#core/kernel/units';

/**
 * Rounds a scaled amount to one a cook can measure and buy (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md): spoons and cups on a ladder (⅓ tbsp is 1 tsp), grams and
 * millilitres to sensible steps, a pinch for what no spoon holds, whole eggs (never below 1),
 * other countable items to the nearest half. Pure.
 */

/** The unit of a measured amount: a kitchen unit, or a pinch (no number is shown). */
export type MeasureUnit = WrittenUnit;

export interface Measured {
  amount: number;
  unit: MeasureUnit;
}

/** Below this many ml (about a third of ⅛ tsp) or grams, the amount is a pinch. */
const PINCH_ML = 0.4;
const PINCH_G = 0.75;

/** Spoon and cup measures as [ml, amount, unit], from ⅛ tsp up. */
const TSP_ML = UNIT_INFO.tsp.base;
const TBSP_ML = UNIT_INFO.tbsp.base;
const SPOON_LADDER: ReadonlyArray<readonly [number, number, Unit]> = [
  ...[1 / 8, 1 / 4, 1 / 2, 3 / 4, 1, 1.5, 2, 2.5].map((n) => [n * TSP_ML, n, 'tsp'] as const),
  ...[1, 1.5, 2, 2.5, 3, 3.5].map((n) => [n * TBSP_ML, n, 'tbsp'] as const),
  ...cupSteps().map((n) => [n * UNIT_INFO.cups.base, n, 'cups'] as const),
];

function cupSteps(): number[] {
  const steps: number[] = [];
  for (let whole = 0; whole < 4; whole += 1) for (const f of [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4]) steps.push(whole + f);
  for (let n = 4; n <= 40; n += 0.5) steps.push(n);
  return steps.filter((n) => n > 0);
}

/**
 * The ladder step nearest to `ml` by ratio (1 tsp vs 1 ½ tsp is as far as 2 vs 3 cups). Without
 * cups (German kitchens measure in spoons and ml), tablespoons go on in whole numbers.
 */
function spoons(ml: number, cups: boolean): Measured {
  if (ml < PINCH_ML) return { amount: 1, unit: 'pinch' };
  if (!cups && ml >= 3.75 * TBSP_ML) return { amount: Math.round(ml / TBSP_ML), unit: 'tbsp' };
  let best = SPOON_LADDER[0] as readonly [number, number, Unit];
  for (const step of SPOON_LADDER) if (Math.abs(Math.log(ml / step[0])) < Math.abs(Math.log(ml / best[0]))) best = step;
  return { amount: best[1], unit: best[2] };
}

/** Rounds to a step that grows with the amount: 1, 5, 10 or 25 units below 1000. */
function metricStep(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  const step = value < 100 ? 5 : value < 500 ? 10 : 25;
  return Math.round(value / step) * step;
}

/** Thousands of a base unit to the nearest 0.05 (1.25 kg, 1.5 l). */
const thousands = (value: number) => Math.round(value / 50) / 20;

function grams(g: number): Measured {
  if (g < PINCH_G) return { amount: 1, unit: 'pinch' };
  if (g >= 1000) return { amount: thousands(g), unit: 'kg' };
  return { amount: metricStep(g), unit: 'g' };
}

function millilitres(ml: number): Measured {
  if (ml < TBSP_ML) return spoons(ml, false);
  if (ml >= 1000) return { amount: thousands(ml), unit: 'liters' };
  return { amount: metricStep(ml), unit: 'ml' };
}

function ounces(oz: number): Measured {
  if (oz * UNIT_INFO.oz.base < PINCH_G) return { amount: 1, unit: 'pinch' };
  if (oz >= 16) return { amount: Math.round((oz / 16) * 4) / 4, unit: 'lbs' };
  const step = oz < 4 ? 0.25 : 0.5;
  return { amount: Math.max(step, Math.round(oz / step) * step), unit: 'oz' };
}

/**
 * A count: whole items when `whole` (eggs, cloves: never below 1), else the nearest half
 * (never below ½); from 5 up, whole numbers.
 */
export function measureCount(count: number, whole: boolean): number {
  if (whole || count >= 5) return Math.max(1, Math.round(count));
  return Math.max(0.5, Math.round(count * 2) / 2);
}

/**
 * The measurable amount for `value` of `unit` (already scaled). Spoons and cups stay on the
 * spoon ladder (spoons grow into cups only when `cupsForSpoons`), metric amounts stay metric
 * (below 15 ml a spoon measures them), ounces and pounds stay imperial; counts use `measureCount`.
 */
export function measureAmount(value: number, unit: Unit, wholeItems = false, cupsForSpoons = true): Measured {
  switch (unit) {
    case 'tsp':
    case 'tbsp':
    case 'cups':
      return spoons(value * UNIT_INFO[unit].base, unit === 'cups' || cupsForSpoons);
    case 'ml':
    case 'liters':
      return millilitres(value * UNIT_INFO[unit].base);
    case 'g':
    case 'kg':
      return grams(value * UNIT_INFO[unit].base);
    case 'oz':
      return ounces(value);
    case 'lbs':
      return value < 0.5 ? ounces(value * 16) : { amount: Math.round(value * 4) / 4, unit: 'lbs' };
    case 'dozen': {
      const pieces = value * 12;
      if (Math.abs(pieces / 12 - Math.round(pieces / 12)) < 0.01 && pieces >= 12) return { amount: Math.round(pieces / 12), unit: 'dozen' };
      return { amount: measureCount(pieces, wholeItems), unit: 'pieces' };
    }
    case 'pieces':
      return { amount: measureCount(value, wholeItems), unit: 'pieces' };
  }
}
