import { CONVERTER_FACTORS } from '#core/kernel/units';

/**
 * The kitchen unit converter: weight, volume, length and temperature. Linear units convert
 * through a base unit (grams, millilitres, millimetres) with the exact factors of core/kernel/units.ts
 * (a US cup is 236.588 ml here); temperature converts between Celsius and Fahrenheit.
 */
export const CONVERTER_CATEGORIES = CONVERTER_FACTORS;

export type ConverterCategory = keyof typeof CONVERTER_CATEGORIES;
export type UnitOf<C extends ConverterCategory> = keyof (typeof CONVERTER_CATEGORIES)[C]['units'] & string;
export type ConverterUnit = { [C in ConverterCategory]: UnitOf<C> }[ConverterCategory];

export const CATEGORY_IDS = Object.keys(CONVERTER_CATEGORIES) as ConverterCategory[];

export function unitsOf<C extends ConverterCategory>(category: C): Array<UnitOf<C>> {
  return Object.keys(CONVERTER_CATEGORIES[category].units) as Array<UnitOf<C>>;
}

/** Defaults: lbs, cups, fahrenheit, inches on the left, the metric unit on the right. */
export const CONVERTER_DEFAULTS: { [C in ConverterCategory]: { from: UnitOf<C>; to: UnitOf<C> } } = {
  weight: { from: 'lb', to: 'g' },
  volume: { from: 'cup', to: 'ml' },
  length: { from: 'in', to: 'cm' },
  temperature: { from: 'f', to: 'c' },
};

/** Converts `value` from one unit to another of the same category. */
export function convertUnits<C extends ConverterCategory>(category: C, value: number, from: UnitOf<C>, to: UnitOf<C>): number {
  if (category === 'temperature') {
    if (from === to) return value;
    return from === 'c' ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9;
  }
  const factors: Record<string, number> = CONVERTER_CATEGORIES[category].units;
  const fromFactor = factors[from];
  const toFactor = factors[to];
  if (fromFactor === undefined || toFactor === undefined) throw new Error(`Unknown unit ${from} or ${to}`);
  return (value * fromFactor) / toFactor;
}

/**
 * Rounds a result the way a cook reads it: temperatures to the whole degree (350 °F is 177 °C),
 * other amounts to three significant figures at most (453.592 g is 454 g, 2.2046 lb is 2.2 lb,
 * 0.0338 cups is 0.03), and never -0.
 */
export function roundResult(value: number, category: ConverterCategory = 'weight'): number {
  const abs = Math.abs(value);
  const decimals = category === 'temperature' || abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
  return Object.is(rounded, -0) ? 0 : rounded;
}
