import { describe, expect, it } from 'vitest';
import { parseAmountInput, parseLocaleNumber } from '#core/ingredients/number-input';
import { CATEGORY_IDS, CONVERTER_DEFAULTS, convertUnits, roundResult, unitsOf, type ConverterCategory, type UnitOf } from './unit-converter';

/** docs/product.md "Numbers" factors, written out again: how many base units (g, ml, mm) one unit is. */
const FACTORS: Record<Exclude<ConverterCategory, 'temperature'>, Record<string, number>> = {
  weight: { g: 1, kg: 1000, lb: 453.592, oz: 28.3495 },
  volume: { ml: 1, l: 1000, cup: 236.588, tbsp: 14.7868, tsp: 4.92892, floz: 29.5735 },
  length: { mm: 1, cm: 10, in: 25.4, ft: 304.8 },
};

const pairs = Object.entries(FACTORS).flatMap(([category, factors]) =>
  Object.keys(factors).flatMap((from) => Object.keys(factors).map((to) => [category, from, to] as const)),
);

describe('convertUnits', () => {
  it('offers exactly the kitchen units of each category', () => {
    expect(CATEGORY_IDS).toEqual(['weight', 'volume', 'length', 'temperature']);
    expect(unitsOf('weight')).toEqual(['g', 'kg', 'oz', 'lb']);
    expect(unitsOf('volume')).toEqual(['ml', 'l', 'tsp', 'tbsp', 'cup', 'floz']);
    expect(unitsOf('length')).toEqual(['mm', 'cm', 'in', 'ft']);
    expect(unitsOf('temperature')).toEqual(['c', 'f']);
  });

  it.each(pairs)('%s: 2.5 %s in %s uses docs/product.md "Numbers" factors, and converts back', (category, from, to) => {
    const c = category as Exclude<ConverterCategory, 'temperature'>;
    const f = from as UnitOf<typeof c>;
    const t = to as UnitOf<typeof c>;
    const expected = (2.5 * FACTORS[c][from]!) / FACTORS[c][to]!;
    const result = convertUnits(c, 2.5, f, t);
    expect(result).toBeCloseTo(expected, 10);
    expect(convertUnits(c, result, t, f)).toBeCloseTo(2.5, 10);
  });

  it.each([
    ['weight', 1, 'lb', 'g', 454],
    ['weight', 1, 'kg', 'lb', 2.2],
    ['weight', 100, 'g', 'oz', 3.53],
    ['weight', 16, 'oz', 'lb', 1],
    ['volume', 1, 'cup', 'ml', 237],
    ['volume', 1, 'tbsp', 'tsp', 3],
    ['volume', 1, 'l', 'cup', 4.23],
    ['volume', 8, 'floz', 'cup', 1],
    ['length', 1, 'in', 'cm', 2.54],
    ['length', 30, 'cm', 'in', 11.8],
    ['length', 1, 'ft', 'in', 12],
    ['temperature', 212, 'f', 'c', 100],
    ['temperature', 180, 'c', 'f', 356],
    ['temperature', -40, 'c', 'f', -40],
    ['temperature', 350, 'f', 'c', 177],
    ['temperature', 20, 'c', 'c', 20],
  ] as const)('%s: %d %s = %d %s, rounded as a cook reads it', (category, value, from, to, expected) => {
    expect(roundResult(convertUnits(category, value, from as never, to as never), category)).toBe(expected);
  });

  it('defaults to lbs, cups, fahrenheit and inches (docs/product.md "Numbers")', () => {
    expect(Object.values(CONVERTER_DEFAULTS).map((d) => d.from)).toEqual(['lb', 'cup', 'in', 'f']);
  });

  it('rounds to three significant figures at most, temperatures to the degree, and never shows -0', () => {
    expect(roundResult(1.23456789)).toBe(1.23);
    expect(roundResult(12.3456)).toBe(12.3);
    expect(roundResult(123.456)).toBe(123);
    expect(roundResult(176.6667, 'temperature')).toBe(177);
    expect(roundResult(-0.00001)).toBe(0);
    expect(Object.is(roundResult(-0.00001), 0)).toBe(true);
  });
});

describe('parseLocaleNumber', () => {
  it.each([
    ['1.5', 'en', 1.5],
    ['1,5', 'en', 1.5],
    ['1,5', 'de', 1.5],
    ['1,5', 'es', 1.5],
    ['1.5', 'de', 1.5],
    [' 2 ', 'en', 2],
    ['-40', 'de', -40],
    ['.5', 'en', 0.5],
    [',25', 'es', 0.25],
    ['1,500', 'en', 1500],
    ['1.500', 'de', 1500],
    ['12.345,6', 'es', 12345.6],
    ['1,234.5', 'en', 1234.5],
    ['0', 'en', 0],
  ] as const)('"%s" in %s is %d', (text, locale, expected) => {
    expect(parseLocaleNumber(text, locale)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '1e3', '1,5,5', '1.2.3', '-', '.', ',', '12 kg', 'NaN', 'Infinity', '--1', '1-'])(
    '"%s" is not a number',
    (text) => {
      expect(parseLocaleNumber(text, 'en')).toBeNull();
      expect(parseLocaleNumber(text, 'de')).toBeNull();
    },
  );
});

describe('parseAmountInput', () => {
  it.each([
    ['1 1/2', 1.5], ['1½', 1.5], ['¾', 0.75], ['1 ¾', 1.75], ['1/3', 1 / 3], ['2', 2], ['1,5', 1.5],
  ] as const)('"%s" is %d', (text, expected) => {
    expect(parseAmountInput(text, 'en')).toBeCloseTo(expected, 10);
    expect(parseAmountInput(text, 'de')).toBeCloseTo(expected, 10);
  });

  it.each(['1/0', 'abc', '1 1/2 cups', '½½', ''])('"%s" is not an amount', (text) => {
    expect(parseAmountInput(text, 'en')).toBeNull();
  });
});
