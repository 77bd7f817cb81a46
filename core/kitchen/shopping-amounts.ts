import { foodMeasure, gramsOf } from '#core/food/food-measures';
import type { Unit } from '#core/kernel/kitchen-options';
import { clearestAmount, dimensionOf, roundQuantity, toBase, type Dimension } from '#core/kernel/units';

/**
 * Amounts on the shopping list: a parsed amount turned into the dimension the food is bought in
 * (the food table's weights through core/food/food-measures.ts: "1 cup cheddar" is 113 g, "3 cloves garlic" part of a head, "juice of a
 * lemon" a lemon), and totals written as a cook buys them (whole pieces, olive oil in ml rather
 * than 13 tbsp, grams in steps). Pure.
 */

/** How amounts of one ingredient add up: a dimension, a container kind ("pack:clov"), or none. */
export type MergeDimension = Dimension | `pack:${string}` | 'none';

/** The dimension an amount adds in: a unit's, pieces of a pack, or none without a quantity. */
export function mergeDimension(quantity: number | null, unit: Unit | null, pack: string | null = null): MergeDimension {
  if (quantity === null) return 'none';
  if (pack) return `pack:${pack}`;
  return unit ? dimensionOf(unit) : 'count';
}

export interface BuyAmount {
  dimension: MergeDimension;
  /** In the dimension's base (g, ml, pieces); null without a quantity. */
  base: number | null;
  /** The unit as written when the amount stayed in its own dimension, else null. */
  unit: Unit | null;
  /** True when a pack part or another dimension was turned into the food's buying dimension. */
  converted: boolean;
}

/** A parsed amount in the food's buying dimension, or as written when the table does not say how the food is bought. */
export function buyAmount(key: string, quantity: number | null, unit: Unit | null, pack: string | null, factor = 1): BuyAmount {
  if (quantity === null) return { dimension: 'none', base: null, unit: null, converted: false };
  const written = mergeDimension(quantity, unit, pack);
  const asWritten: BuyAmount = { dimension: written, base: toBase(quantity * factor, unit ?? 'pieces'), unit, converted: false };
  const measure = foodMeasure(key);
  if (!measure?.buy || written === measure.buy) return asWritten;
  if (written === 'volume' && measure.buy === 'count' && measure.juiceMl) {
    return { dimension: 'count', base: (toBase(quantity, unit ?? 'ml') * factor) / measure.juiceMl, unit: null, converted: true };
  }
  const grams = gramsOf(measure, { quantity: quantity * factor, unit, pack });
  if (grams === null) return asWritten;
  const per = measure.buy === 'mass' ? 1 : measure.buy === 'volume' ? measure.gPerMl : measure.gPerPiece;
  return per ? { dimension: measure.buy, base: grams / per, unit: null, converted: true } : asWritten;
}

/** Rounds up to a step a shop sells in: 5 g or ml below 100, 10 below 1000, then 50. */
function buyStep(base: number): number {
  const step = base <= 100 ? 5 : base <= 1000 ? 10 : 50;
  return Math.ceil(base / step - 1e-9) * step;
}

/** A total in the unit a cook buys it in. Spoon totals over 60 ml are written in ml. */
export function buyingAmount(base: number, dimension: MergeDimension, sameUnit: Unit | null): { quantity: number; unit: Unit } {
  if (dimension === 'mass' || dimension === 'volume') {
    const spoons = sameUnit === 'tsp' || sameUnit === 'tbsp';
    const keep = spoons && base > 60 ? null : sameUnit;
    const clear = clearestAmount(base, dimension, keep);
    if (clear.unit === 'g' || clear.unit === 'ml') return { quantity: buyStep(base), unit: clear.unit };
    return clear;
  }
  if (dimension === 'count') {
    const clear = clearestAmount(base, dimension, sameUnit);
    return clear.unit === 'pieces' ? { quantity: Math.max(1, Math.ceil(base - 1e-6)), unit: 'pieces' } : clear;
  }
  return { quantity: roundQuantity(base), unit: 'pieces' };
}
