import { freshnessOf } from './freshness';
import { parseIngredientLine, ingredientKey, guessCategory } from '#core/ingredients/ingredient-parse';
import type { ShoppingCategory, Unit } from '#core/kernel/kitchen-options';
import { buyAmount, buyingAmount, type MergeDimension } from './shopping-amounts';
import { toBase } from '#core/kernel/units';

export { mergeDimension, type MergeDimension } from './shopping-amounts';

/**
 * The shopping-list builder (docs/decisions/017-kitchen.md): a week's ingredient lines become needs
 * (same ingredient merged; weight, volume and count converted
 * through core/kitchen/shopping-amounts.ts), the unexpired pantry is
 * subtracted by quantity, and what is left is merged into pending items or added. Each line has a
 * source id (meal and line), stored on the item it went to, so running it again adds nothing.
 * Pure: the server runs it on rows it read in one batch, and POST /api/shopping-list reuses
 * `mergeTarget` and `sumInto`.
 */


export interface PlannedLine {
  text: string;
  /** The recipe title shown on the item. */
  recipe: string;
  /** Stable id of this line in the plan, e.g. "<meal id>:<line index>". */
  source: string;
  /** Servings factor (planned / recipe servings); 1 when absent. */
  factor?: number;
}

export interface PantryStock {
  name: string;
  quantity: number | null;
  unit: Unit | null;
  expiry_date: string | null;
}

export interface ListItem {
  id: string;
  key: string;
  dimension: MergeDimension;
  name: string;
  quantity: number | null;
  unit: Unit | null;
  is_purchased: boolean;
  recipes: string[];
  sources: string[];
}

interface Part {
  source: string;
  base: number | null;
}

export interface Need {
  key: string;
  name: string;
  dimension: MergeDimension;
  /** The unit every quantified part was written in, or null when they differ. */
  sameUnit: Unit | null;
  parts: Part[];
  recipes: string[];
}


const addUnique = (list: string[], values: readonly string[]) => {
  for (const value of values) if (!list.includes(value)) list.push(value);
};

/** Parses and groups lines: one need per ingredient and dimension; unquantified lines join one. */
export function collectNeeds(lines: readonly PlannedLine[]): Need[] {
  const byKey = new Map<string, Need[]>();
  for (const line of lines) {
    const parsed = parseIngredientLine(line.text);
    if (!parsed) continue;
    const { dimension, base, unit, converted } = buyAmount(parsed.key, parsed.quantity, parsed.unit, parsed.pack, line.factor ?? 1);
    const name = converted && parsed.pack ? parsed.name.replace(/\s*\([^)]*\)$/, '') : parsed.name;
    const needs = byKey.get(parsed.key) ?? [];
    byKey.set(parsed.key, needs);
    let need = needs.find((n) => n.dimension === dimension);
    if (!need) {
      need = { key: parsed.key, name, dimension, sameUnit: unit, parts: [], recipes: [] };
      needs.push(need);
    } else if (need.sameUnit !== unit) need.sameUnit = null;
    need.parts.push({ source: line.source, base });
    addUnique(need.recipes, [line.recipe]);
  }
  const result: Need[] = [];
  for (const needs of byKey.values()) {
    const loose = needs.find((n) => n.dimension === 'none');
    const measured = needs.filter((n) => n.dimension !== 'none');
    const first = measured[0];
    if (loose && first) {
      // "salt to taste" next to "1 tsp salt": the measured line already buys it.
      first.parts.push(...loose.parts);
      addUnique(first.recipes, loose.recipes);
      result.push(...measured);
    } else result.push(...needs);
  }
  return result;
}

interface Stock {
  enough: boolean;
  base: Map<MergeDimension, number>;
}

/** Unexpired pantry items by key: amounts per dimension; an item without quantity is enough. */
export function pantryStock(pantry: readonly PantryStock[], today: string): Map<string, Stock> {
  const stock = new Map<string, Stock>();
  for (const item of pantry) {
    if (freshnessOf(item.expiry_date, today) === 'expired') continue;
    const key = ingredientKey(item.name);
    const entry = stock.get(key) ?? { enough: false, base: new Map() };
    stock.set(key, entry);
    if (item.quantity === null) {
      entry.enough = true;
      continue;
    }
    const { dimension, base } = buyAmount(key, item.quantity, item.unit, null);
    entry.base.set(dimension, (entry.base.get(dimension) ?? 0) + (base ?? 0));
  }
  return stock;
}

/** A pending item the amount merges into: same key and dimension, else an unmeasured one. */
export function mergeTarget<T extends Pick<ListItem, 'key' | 'dimension' | 'is_purchased'>>(
  items: readonly T[],
  key: string,
  dimension: MergeDimension,
): T | null {
  const pending = items.filter((item) => !item.is_purchased && item.key === key);
  if (dimension === 'none') return pending[0] ?? null;
  return pending.find((item) => item.dimension === dimension) ?? pending.find((item) => item.dimension === 'none') ?? null;
}

/** An item's amount plus `base` of `dimension`, written in the clearest unit. */
export function sumInto(
  item: Pick<ListItem, 'quantity' | 'unit' | 'dimension'>,
  base: number | null,
  dimension: MergeDimension,
  sameUnit: Unit | null,
): { quantity: number | null; unit: Unit | null; dimension: MergeDimension } {
  if (base === null || dimension === 'none') return { quantity: item.quantity, unit: item.unit, dimension: item.dimension };
  const had = item.dimension === dimension && item.quantity !== null ? toBase(item.quantity, item.unit ?? 'pieces') : 0;
  const keep = item.dimension === 'none' || item.unit === sameUnit ? sameUnit : null;
  return { ...amountOf(had + base, dimension, keep), dimension };
}

const amountOf = buyingAmount;

export interface AddedLine {
  key: string;
  dimension: MergeDimension;
  name: string;
  quantity: number | null;
  unit: Unit | null;
  category: ShoppingCategory;
  recipes: string[];
  sources: string[];
}

export interface MergedLine {
  item_id: string;
  name: string;
  /** What this run adds (null: only recipes joined). */
  quantity: number | null;
  unit: Unit | null;
  /** The item afterwards. */
  total: { quantity: number | null; unit: Unit | null; dimension: MergeDimension };
  recipes: string[];
  sources: string[];
  /** False when the run only records its sources on the item (reported as skipped). */
  reported: boolean;
}

export interface SkippedLine {
  name: string;
  reason: 'in_pantry' | 'already_on_list';
  detail: string | null;
}

export interface ListPlan {
  added: AddedLine[];
  merged: MergedLine[];
  skipped: SkippedLine[];
}

const sumBase = (parts: readonly Part[]) => parts.reduce((sum, part) => sum + (part.base ?? 0), 0);
const EPSILON = 1e-6;

function stockDetail(stock: Stock | undefined, dimension: MergeDimension): string | null {
  const entry = dimension === 'none' ? [...(stock?.base ?? [])][0] : ([dimension, stock?.base.get(dimension)] as const);
  const [shown, base] = entry ?? [];
  if (shown === undefined || base === undefined) return null;
  const { quantity, unit } = amountOf(base, shown, null);
  return `${quantity} ${unit}`;
}

function mergedItem(target: ListItem, total: MergedLine['total']) {
  return { item_id: target.id, name: target.name, total, recipes: [...target.recipes], sources: [...target.sources] };
}

/** What is left to buy of a need: a base amount, null (unmeasured), or 'skip' with the reason pushed. */
function amountToBuy(need: Need, listed: Set<string>, stock: Stock | undefined, plan: ListPlan): number | null | 'skip' {
  const fresh = need.parts.filter((part) => !listed.has(part.source));
  if (fresh.length === 0) {
    plan.skipped.push({ name: need.name, reason: 'already_on_list', detail: null });
    return 'skip';
  }
  const inPantry = () => {
    plan.skipped.push({ name: need.name, reason: 'in_pantry', detail: stockDetail(stock, need.dimension) });
    return 'skip' as const;
  };
  if (need.dimension === 'none' || stock?.enough) return stock ? inPantry() : null;
  const available = stock?.base.get(need.dimension) ?? 0;
  const old = sumBase(need.parts.filter((part) => listed.has(part.source)));
  // The pantry is subtracted once over what is already on the list and what is new.
  const toBuy = Math.max(0, old + sumBase(fresh) - available) - Math.max(0, old - available);
  if (toBuy > EPSILON) return toBuy;
  return available > 0 ? inPantry() : null;
}

/** Merges a need's amount into a pending item (recorded in `plan`). */
function mergeNeed(need: Need, target: ListItem, toBuy: number | null, dimension: MergeDimension, sources: string[], plan: ListPlan) {
  const newRecipes = need.recipes.filter((recipe) => !target.recipes.includes(recipe));
  const total = sumInto(target, toBuy, dimension, need.sameUnit);
  addUnique(target.recipes, need.recipes);
  addUnique(target.sources, sources);
  Object.assign(target, total);
  if (toBuy === null && newRecipes.length === 0) {
    // Nothing to show, but the sources are recorded so the next run skips at once.
    plan.skipped.push({ name: need.name, reason: 'already_on_list', detail: null });
    plan.merged.push({ ...mergedItem(target, total), quantity: null, unit: null, reported: false });
    return;
  }
  const added = toBuy === null ? { quantity: null, unit: null } : amountOf(toBuy, dimension, need.sameUnit);
  plan.merged.push({ ...mergedItem(target, total), ...added, reported: true });
}

/** What to add, merge and skip for `lines` given the pantry and the current list. */
export function buildShoppingList(input: {
  lines: readonly PlannedLine[];
  pantry: readonly PantryStock[];
  items: readonly ListItem[];
  today: string;
}): ListPlan {
  const plan: ListPlan = { added: [], merged: [], skipped: [] };
  const stockByKey = pantryStock(input.pantry, input.today);
  const items = input.items.map((item) => ({ ...item, recipes: [...item.recipes], sources: [...item.sources] }));
  for (const need of collectNeeds(input.lines)) {
    const listed = new Set(items.filter((item) => item.key === need.key).flatMap((item) => item.sources));
    const toBuy = amountToBuy(need, listed, stockByKey.get(need.key), plan);
    if (toBuy === 'skip') continue;
    const sources = need.parts.filter((part) => !listed.has(part.source)).map((part) => part.source);
    const dimension: MergeDimension = toBuy === null ? 'none' : need.dimension;
    const target = mergeTarget(items, need.key, dimension);
    if (target) {
      mergeNeed(need, target, toBuy, dimension, sources, plan);
      continue;
    }
    const amount = toBuy === null ? { quantity: null, unit: null } : amountOf(toBuy, dimension, need.sameUnit);
    plan.added.push({ key: need.key, dimension, name: need.name, ...amount, category: guessCategory(need.name), recipes: need.recipes, sources });
  }
  return plan;
}
