import { foodOfKey, foodRows } from './food-table';
import type { FoodRow } from './food-table-build';
import { KIND_GROUPS } from './food-table.data';
import { ingredientKey, wordKey } from './ingredient-key';
import type { Unit } from '#core/kernel/kitchen-options';
import { dimensionOf, toBase, type Dimension } from '#core/kernel/units';

/**
 * What foods weigh: the shopping list's merging ("4 oz cheddar" + "1 cup cheddar", "3 cloves
 * garlic" + "1 head garlic"), the nutrition estimate's serving weight and the quality gate's amounts
 * per serving (core/quality/recipe-quality-amounts.ts, through the kinds table's `weighsAs`) read a food's
 * weights from the one food table (data/foods/foods.tsv `buy`, `g_piece`, `g_ml`, `g_pack`,
 * `juice_ml`; docs/decisions/082-one-food-table.md): grams per millilitre for foods measured in cups
 * and spoons, grams per piece, grams per pack part, and the dimension each food is bought in, the
 * usual kitchen-table values (USDA household measures, e.g. 1 cup all-purpose flour 125 g). A food
 * is found by its names in en, es and de as the table reads them (core/food/food-table.ts). This
 * file writes no food: only what a part or container of any food weighs.
 */
export interface FoodMeasure {
  /**
   * The dimension the food is bought and listed in; absent for a food only weighed (a spoon of
   * cumin), which the shopping list keeps as written.
   */
  buy?: Dimension;
  /** Grams per millilitre (a cup of flour is 240 ml at 0.53 g/ml = 127 g). */
  gPerMl?: number;
  /** Grams per piece (one medium onion). */
  gPerPiece?: number;
  /** Millilitres of juice per piece (a lemon gives about 45 ml). */
  juiceMl?: number;
  /** Grams per part written as a pack word ("clove" of garlic, "stick" of butter), by the word's key. */
  packG?: Readonly<Record<string, number>>;
}

// Figures of a part or container written for any food (a food's own row in the table wins).
/** A garlic clove (USDA: 1 clove 3 g; a kitchen's clove is 4 to 6 g). */
const GARLIC_CLOVE = 5;
/** A fillet of fish as sold, skinless (salmon, cod, hake). */
const FILLET = 150;
/** A dried bay leaf. */
const BAY_LEAF = 0.2;
/** A sprig of a herb (USDA: 10 sprigs of parsley 10 g). */
const SPRIG = 1;
/** A bunch of fresh herbs as a shop sells it (the usual 30 g pack or bunch of parsley, coriander, basil, mint). */
const HERB_BUNCH = 30;

/**
 * Millilitres in a pinch (a sixteenth of a teaspoon): what the offline chef's pinch of saffron or
 * chilli flakes weighs, through the food's grams per millilitre.
 */
export const A_PINCH_ML = 0.3;

/**
 * Grams of a part word whatever the food ("2 slices bread", "1 bunch dill"), by the word's key,
 * for a food whose row does not say. A food's own row wins ("a stick of butter").
 */
const PART_GRAMS: Array<[string, number]> = [
  ['slice rebanada loncha Scheibe', 30],
  ['fillet filete Filet', FILLET],
  ['leaf hoja Blatt', BAY_LEAF],
  ['sprig ramita Zweig', SPRIG],
  ['bunch manojo Bund', HERB_BUNCH],
  ['stick rama Stange', 100],
  ['clove diente Zehe', GARLIC_CLOVE],
];

/** Grams of a container whatever the food ("1 can chickpeas"), liquid included: a guess. */
const CONTAINER_GRAMS: Array<[string, number]> = [
  ['can tin lata Dose', 400],
  ['jar bote tarro Glas', 300],
];

/** A food row's weights as a measure, or null when the row has none; pack words by their key. */
function measureOfRow(row: FoodRow): FoodMeasure | null {
  const number = (cell: string) => (cell ? Number(cell) : undefined);
  const packG = row.g_pack
    ? Object.fromEntries(row.g_pack.split(',').map((part) => part.split(':') as [string, string]).map(([word, g]) => [wordKey(word), Number(g)]))
    : undefined;
  const measure: FoodMeasure = {
    buy: (row.buy || undefined) as Dimension | undefined,
    gPerMl: number(row.g_ml),
    gPerPiece: number(row.g_piece),
    juiceMl: number(row.juice_ml),
    packG,
  };
  return Object.values(measure).some((value) => value !== undefined) ? measure : null;
}

let measures: Map<FoodRow, FoodMeasure | null> | undefined;
/** The measure of a row of the food table, every row's built once, on first use. */
function rowMeasure(row: FoodRow | null): FoodMeasure | null {
  if (!row) return null;
  measures ??= new Map(foodRows().map((each) => [each, measureOfRow(each)]));
  return measures.get(row) ?? null;
}

let groupMeasures: Map<string, FoodMeasure | null> | undefined;
/**
 * What a millilitre of a food of a group of the quality gate weighs when its own row says nothing:
 * the food the group weighs as (data/foods/kind-groups.tsv `weighs_as`: sunflower oil as oil,
 * buttermilk as milk); a piece of one food is no piece of another.
 */
function groupMeasure(group: string): FoodMeasure | null {
  groupMeasures ??= new Map(
    KIND_GROUPS.map(([id, , , , , weighsAs]) => {
      const gPerMl = weighsAs ? rowMeasure(foodOfKey(ingredientKey(weighsAs), true))?.gPerMl : undefined;
      return [id, gPerMl ? { gPerMl } : null];
    }),
  );
  return groupMeasures.get(group) ?? null;
}

const byWordKey = (rows: Array<[string, number]>) => new Map(rows.flatMap(([words, g]) => words.split(' ').map((w): [string, number] => [wordKey(w), g])));
const PARTS = byWordKey(PART_GRAMS);
const CONTAINERS = byWordKey(CONTAINER_GRAMS);

/**
 * A part word's plural keyed apart from its singular: the parser keys "slices" as "sliz" and
 * "slice" as "slic", so "3 slices bacon" would find neither bacon's "slice:25" nor any slice.
 */
const SINGULAR_PARTS = new Map([['slices', 'slice']].map(([many, one]) => [wordKey(many!), wordKey(one!)]));

/** A part's grams in a food's own part weights (keyed as the parser keys a pack), whether the line writes it in the singular or the plural. */
export function partGrams(packG: { get(key: string): number | undefined } | undefined, pack: string): number | undefined {
  return packG?.get(pack) ?? packG?.get(SINGULAR_PARTS.get(pack) ?? pack);
}

/** The measure of a food by its exact match key, one of its names in the food table (the shopping list merges only the same food). */
export function foodMeasure(key: string): FoodMeasure | null {
  return rowMeasure(foodOfKey(key, true));
}

/**
 * The measure of the food a key names as the food table reads a name (core/food/food-table.ts
 * `foodOf`: the whole name, its longest run of words naming a food, a German compound's head or
 * start: "Knoblauchzehen", "Vollmilch"), or when its row has no weights the food its group weighs
 * as: for estimates such as a serving's weight, where near is enough.
 */
export function looseFoodMeasure(key: string): FoodMeasure | null {
  const row = foodOfKey(key);
  return rowMeasure(row) ?? (row?.group ? groupMeasure(row.group) : null);
}

/**
 * The measure of a line whose own food is `own` and whose kind weighs as `kind` (the kinds table's
 * `weighsAs`, core/ingredients/ingredient-kinds.ts): each figure of the line's own food first, the kind's food's
 * where it has none ("2 shallots" weigh as shallots, "2 leeks" as onions, "1 tsp pepper" as the spice).
 */
export function measureOr(own: FoodMeasure | null, kind: FoodMeasure | null): FoodMeasure | null {
  if (!own || !kind) return own ?? kind;
  return {
    buy: own.buy ?? kind.buy,
    gPerMl: own.gPerMl ?? kind.gPerMl,
    gPerPiece: own.gPerPiece ?? kind.gPerPiece,
    juiceMl: own.juiceMl ?? kind.juiceMl,
    packG: own.packG || kind.packG ? { ...kind.packG, ...own.packG } : undefined,
  };
}

/**
 * Grams of an amount of a food, or null when it cannot be weighed. An estimate (`estimate`) may
 * count volumes of foods the table does not know as water (1 g/ml), weigh any sprig, slice or
 * bunch by its usual size and, unless `containers` is false, any can or jar; the shopping list may
 * not (a can of tomatoes is no fresh tomatoes), and the quality gate judges no serving by the
 * guessed contents of a can.
 */
export function gramsOf(
  measure: FoodMeasure | null,
  amount: { quantity: number; unit: Unit | null; pack: string | null },
  estimate = false,
  containers = estimate,
): number | null {
  const { quantity, unit, pack } = amount;
  const volumeAsWater = estimate;
  if (pack) {
    const own = measure?.packG;
    const each = partGrams(own && { get: (key: string) => own[key] }, pack) ?? (estimate ? partGrams(PARTS, pack) : undefined) ?? (containers ? CONTAINERS.get(pack) : undefined);
    return each === undefined ? null : quantity * each;
  }
  const dimension = unit ? dimensionOf(unit) : 'count';
  const base = toBase(quantity, unit ?? 'pieces');
  if (dimension === 'mass') return base;
  if (dimension === 'volume') return measure?.gPerMl ? base * measure.gPerMl : volumeAsWater ? base : null;
  return measure?.gPerPiece ? base * measure.gPerPiece : null;
}
