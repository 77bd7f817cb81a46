import type { Cuisine } from '../../core/options';
import type { Family } from './offline-families';
import type { Role } from './offline-vocab';
import type { Language } from './provider';

/**
 * One dish of the offline chef's lexicon: its names in en/es/de (and other names people type),
 * the family whose method it is cooked by, and its ingredients with amounts per serving.
 */
export type DishRole = Role | 'side';

export interface DishIngredient {
  id: string;
  perServing: number;
  /** The role this ingredient plays in this dish, when not its usual one. */
  role?: DishRole;
  /** Stands for the variety of the dish ("mushroom" in a risotto): replaced by what a name asks for. */
  variable: boolean;
}

export interface Dish {
  id: string;
  family: Family;
  cuisine: Cuisine | null;
  titles: Record<Language, string>;
  /** Other full names of the dish, any language. */
  aliases: string[];
  /** A word that names the kind of dish only ("risotto", "curry"), matched when no full name is. */
  generic: string[];
  ingredients: DishIngredient[];
  /** Cooking minutes when the family's default does not fit. */
  minutes?: number;
  /** Cooked from the store cupboard: chosen when a request names nothing at all. */
  pantry?: boolean;
}

/** "mushroom 120 ?, egg 1 finish, garlic 1": id, amount per serving, optional role, `?` for variable. */
function parseIngredients(spec: string): DishIngredient[] {
  return spec.split(',').map((part) => {
    const [id = '', amount = '', ...flags] = part.trim().split(/\s+/);
    const role = flags.find((flag) => flag !== '?') as DishRole | undefined;
    return { id, perServing: Number(amount), ...(role ? { role } : {}), variable: flags.includes('?') };
  });
}

export interface DishOptions {
  aliases?: string;
  generic?: string;
  minutes?: number;
  pantry?: boolean;
}

/** Titles are "English|Español|Deutsch". */
export function dish(
  id: string,
  family: Family,
  cuisine: Cuisine | null,
  titles: string,
  spec: string,
  options: DishOptions = {},
): Dish {
  const [en = '', es = '', de = ''] = titles.split('|');
  return {
    id,
    family,
    cuisine,
    titles: { en, es, de },
    aliases: options.aliases ? options.aliases.split(',') : [],
    generic: options.generic ? options.generic.split(',') : [],
    ingredients: parseIngredients(spec),
    ...(options.minutes !== undefined ? { minutes: options.minutes } : {}),
    ...(options.pantry ? { pantry: true } : {}),
  };
}
