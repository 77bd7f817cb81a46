import type { Unit } from './kitchen-options';
import type { RecipeLanguage } from './options';

/**
 * The one units table: the kitchen units of the shopping list, pantry, scaling, the parser and the
 * offline chef (their dimension, their size in the dimension's base g, ml, piece; the words recipes
 * use for them and the words written for them in en, es and de; the clearer unit a total is written
 * in), and the exact factors of the unit converter.
 *
 * Two cups on purpose (docs/decisions/054-one-units-table.md):
 * the kitchen measures a cup as 240 ml with 5 ml and 15 ml spoons (a metric cup; 1500 g is 1.5 kg),
 * while the converter converts the US customary cup exactly (236.588 ml; tbsp 14.7868, tsp 4.92892).
 * Both live here, named apart. Pure.
 */

export type Dimension = 'mass' | 'volume' | 'count';

export const UNIT_INFO: Record<Unit, { dimension: Dimension; base: number }> = {
  g: { dimension: 'mass', base: 1 },
  kg: { dimension: 'mass', base: 1000 },
  oz: { dimension: 'mass', base: 28.349523125 },
  lbs: { dimension: 'mass', base: 453.59237 },
  ml: { dimension: 'volume', base: 1 },
  liters: { dimension: 'volume', base: 1000 },
  cups: { dimension: 'volume', base: 240 },
  tsp: { dimension: 'volume', base: 5 },
  tbsp: { dimension: 'volume', base: 15 },
  pieces: { dimension: 'count', base: 1 },
  dozen: { dimension: 'count', base: 12 },
};

/** US customary measures in ml and avoirdupois weights in g: the converter's factors. */
export const US_CUP_ML = 236.588;
export const US_TBSP_ML = 14.7868;
export const US_TSP_ML = 4.92892;
export const US_FLOZ_ML = 29.5735;
export const OZ_G = 28.3495;
export const LB_G = 453.592;

/**
 * The unit converter's categories: each unit's size in the category's base (g, ml, mm); the
 * temperature units convert by formula (core/kitchen/unit-converter.ts).
 */
export const CONVERTER_FACTORS = {
  weight: { base: 'g', units: { g: 1, kg: 1000, oz: OZ_G, lb: LB_G } },
  volume: { base: 'ml', units: { ml: 1, l: 1000, tsp: US_TSP_ML, tbsp: US_TBSP_ML, cup: US_CUP_ML, floz: US_FLOZ_ML } },
  length: { base: 'mm', units: { mm: 1, cm: 10, in: 25.4, ft: 304.8 } },
  temperature: { base: 'c', units: { c: 1, f: 1 } },
} as const;

/** A kitchen unit or a pinch (what no spoon holds; scaling and the offline chef write it). */
export type WrittenUnit = Unit | 'pinch';

/** How each language writes a kitchen unit after a number: [singular, plural]. */
export const UNIT_LABELS: Record<RecipeLanguage, Record<WrittenUnit, readonly [string, string]>> = {
  en: { tsp: ['tsp', 'tsp'], tbsp: ['tbsp', 'tbsp'], cups: ['cup', 'cups'], g: ['g', 'g'], kg: ['kg', 'kg'], ml: ['ml', 'ml'], liters: ['l', 'l'], oz: ['oz', 'oz'], lbs: ['lb', 'lb'], pieces: ['', ''], dozen: ['dozen', 'dozen'], pinch: ['pinch', 'pinch'] },
  es: { tsp: ['cucharadita', 'cucharaditas'], tbsp: ['cucharada', 'cucharadas'], cups: ['taza', 'tazas'], g: ['g', 'g'], kg: ['kg', 'kg'], ml: ['ml', 'ml'], liters: ['l', 'l'], oz: ['oz', 'oz'], lbs: ['lb', 'lb'], pieces: ['', ''], dozen: ['docena', 'docenas'], pinch: ['pizca', 'pizca'] },
  de: { tsp: ['TL', 'TL'], tbsp: ['EL', 'EL'], cups: ['Tasse', 'Tassen'], g: ['g', 'g'], kg: ['kg', 'kg'], ml: ['ml', 'ml'], liters: ['l', 'l'], oz: ['oz', 'oz'], lbs: ['lb', 'lb'], pieces: ['', ''], dozen: ['Dutzend', 'Dutzend'], pinch: ['Prise', 'Prise'] },
};

/** Spoon words spelled out ("tablespoon", "Esslöffel") and Spanish abbreviations ("cda"). */
export const LONG_SPOON_LABELS: Record<RecipeLanguage, Partial<Record<WrittenUnit, readonly [string, string]>>> = {
  en: { tsp: ['teaspoon', 'teaspoons'], tbsp: ['tablespoon', 'tablespoons'] },
  es: {},
  de: { tsp: ['Teelöffel', 'Teelöffel'], tbsp: ['Esslöffel', 'Esslöffel'] },
};
export const SHORT_SPOON_LABELS_ES: Partial<Record<WrittenUnit, readonly [string, string]>> = { tsp: ['cdta', 'cdtas'], tbsp: ['cda', 'cdas'] };

/** A unit word and how many of the unit it stands for ("dl" is 100 ml). */
export interface UnitWord {
  unit: Unit;
  times: number;
}

const words = (unit: Unit, list: string, times = 1): Array<[string, UnitWord]> =>
  list.split(' ').map((word) => [word, { unit, times }]);

/** Unit words (lower case, accents kept as written and without) in en, es and de. */
const UNIT_WORDS = new Map<string, UnitWord>([
  ...words('g', 'g gr grs gm gms gram grams gramm gramme grammes gramo gramos'),
  ...words('kg', 'kg kgs kilo kilos kilogram kilograms kilogramm kilogramo kilogramos'),
  ...words('oz', 'oz ozs ounce ounces onza onzas unze unzen'),
  ...words('lbs', 'lb lbs pound pounds libra libras'),
  // The German Pfund is half a kilo, not the avoirdupois pound.
  ...words('g', 'pfund', 500),
  ...words('ml', 'ml cc milliliter milliliters millilitre millilitres mililitro mililitros'),
  ...words('ml', 'cl centiliter centilitre centilitro centilitros', 10),
  ...words('ml', 'dl deciliter decilitre decilitro decilitros', 100),
  ...words('liters', 'l lt lts liter liters litre litres litro litros'),
  ...words('ml', 'floz', US_FLOZ_ML),
  ...words('ml', 'pt pint pints', 473.176),
  ...words('ml', 'qt qts quart quarts', 946.353),
  ...words('liters', 'gal gallon gallons', 3.78541),
  ...words('cups', 'cup cups c taza tazas tasse tassen'),
  ...words('tsp', 'tsp tsps teaspoon teaspoons cucharadita cucharaditas cdta cdtas cdita cditas tl teelöffel teeloffel teel c/c'),
  ...words('tbsp', 'tbsp tbsps tablespoon tablespoons tbs tb tbl tblsp tblsps cucharada cucharadas cda cdas cuchara cucharas c/s el esslöffel essloffel essl'),
  ...words('pieces', 'piece pieces pc pcs pieza piezas unidad unidades ud uds stück stuck stk'),
  ...words('dozen', 'dozen dozens docena docenas dutzend'),
]);

/** The unit a word names ("Tassen" -> cups), or null. A trailing dot is ignored ("EL."). */
export function unitWord(word: string): UnitWord | null {
  return UNIT_WORDS.get(word.toLowerCase().replace(/\.$/, '')) ?? null;
}

export function dimensionOf(unit: Unit): Dimension {
  return UNIT_INFO[unit].dimension;
}

export function toBase(quantity: number, unit: Unit): number {
  return quantity * UNIT_INFO[unit].base;
}

/** Rounds a quantity for display: two decimals below 10, one below 100, whole above. */
export function roundQuantity(value: number): number {
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}

/**
 * A base amount written in a clear unit. When every part was written in one unit, that unit is
 * kept (2 lbs + 1 lbs = 3 lbs); metric amounts are written g below 1000 g, else kg (ml and
 * liters alike); counts in pieces.
 */
const METRIC: readonly Unit[] = ['g', 'kg', 'ml', 'liters', 'pieces'];

export function clearestAmount(base: number, dimension: Dimension, sameUnit: Unit | null): { quantity: number; unit: Unit } {
  const keep = sameUnit && UNIT_INFO[sameUnit].dimension === dimension ? sameUnit : null;
  if (keep && !METRIC.includes(keep)) return { quantity: roundQuantity(base / UNIT_INFO[keep].base), unit: keep };
  if (dimension === 'mass') return base >= 1000 ? { quantity: roundQuantity(base / 1000), unit: 'kg' } : { quantity: roundQuantity(base), unit: 'g' };
  if (dimension === 'volume')
    return base >= 1000 ? { quantity: roundQuantity(base / 1000), unit: 'liters' } : { quantity: roundQuantity(base), unit: 'ml' };
  return { quantity: roundQuantity(base), unit: 'pieces' };
}
