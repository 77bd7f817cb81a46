import type { Role } from './foods';
import type { Item } from './items';

/**
 * Classic combinations (docs/decisions/074-offline-dish-types.md): when the cook's ingredients are
 * the core of a dish a cook knows (eggs, flour and milk make pancakes; pasta, eggs, cured pork and
 * hard cheese make carbonara), that dish is cooked from them rather than everything in one pan.
 * A combination holds when every part it needs is given and nothing given falls outside it.
 */
export interface Combo {
  /** A dish known by name (dishes-*.ts) or a kind of dish (kinds-*.ts). */
  dish?: string;
  kind?: string;
  /** Each part is met by a given food of one of these ids or roles. */
  needs: ReadonlyArray<readonly string[]>;
  /** What else may be given: these roles or food ids (oil, salt and pepper always may). */
  allows: readonly string[];
}

/** Tried in order: the narrower first (baking powder makes American pancakes, without it crêpes). */
export const COMBOS: readonly Combo[] = [
  { dish: 'carbonara', needs: [['spaghetti', 'pasta'], ['egg'], ['cured'], ['cheese']], allows: [] },
  { dish: 'tortilla', needs: [['potato'], ['egg'], ['onion']], allows: [] },
  { dish: 'pancakes', needs: [['flour'], ['egg'], ['milk'], ['baking-powder']], allows: ['butter', 'sweet'] },
  { kind: 'crepes', needs: [['flour'], ['egg'], ['milk']], allows: ['butter', 'sweet', 'fruit', 'citrus'] },
  { kind: 'porridge', needs: [['oats'], ['milk', 'stock']], allows: ['fruit', 'sweet', 'nut', 'spice'] },
  { kind: 'omelette', needs: [['egg'], ['cheese', 'crumbly-cheese']], allows: ['herb', 'butter', 'cured', 'soft-veg', 'leafy'] },
];

/** Always allowed: the pantry and what seasons (oil, salt, pepper, a spice the cook names). */
const PANTRY: readonly Role[] = ['oil'];

const fits = (item: Item, keys: readonly string[]) => keys.includes(item.role) || (item.food !== null && keys.includes(item.food.id));

/** The combination the cook's ingredients make, or null. */
export function findCombo(items: Item[]): Combo | null {
  if (items.length < 2) return null;
  for (const combo of COMBOS) {
    if (!combo.needs.every((part) => items.some((item) => fits(item, part)))) continue;
    const allowed = [...combo.needs.flat(), ...combo.allows, ...PANTRY];
    if (items.every((item) => fits(item, allowed) || /pepper|pimienta|pfeffer|^salt|^sal\b|^salz/i.test(item.mention.word))) return combo;
  }
  return null;
}
