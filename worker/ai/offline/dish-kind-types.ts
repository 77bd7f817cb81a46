import type { Cut } from './cooking';
import type { Measure, Role } from './foods';

/**
 * A kind of dish the offline chef cooks from a template (docs/decisions/074-offline-dish-types.md):
 * a stew, a soup, a salad, pancakes. The cook names the kind ("beef stew", "crema de calabacín",
 * "Kartoffelsuppe") or gives its core ingredients; the template gives the usual foods scaled to the
 * servings, the main food when none is named, and the steps in order in en, es and de.
 *
 * Every ingredient falls into a slot (by its role in the pan, or as the template says); a step names
 * slots as `{slot}` or `{a+b}` (both lists as one) and is written only when they hold something.
 */
export type Slot =
  | 'fat' | 'main' | 'fish' | 'cured' | 'pulse' | 'dried' | 'egg' | 'starch' | 'potato' | 'bread' | 'dry' | 'sweet'
  | 'onion' | 'garlic' | 'firm' | 'soft' | 'leafy' | 'tomato' | 'raw' | 'fruit' | 'citrus'
  | 'herb' | 'woody' | 'spice' | 'liquid' | 'dairy' | 'wine' | 'sauce' | 'dressing' | 'cheese' | 'nut';

/** Where a role goes unless the template says otherwise. */
export const ROLE_SLOT: Record<Role, Slot> = {
  meat: 'main', mince: 'main', tofu: 'main', cured: 'cured', fish: 'fish', seafood: 'fish', egg: 'egg',
  legume: 'pulse', 'dried-legume': 'dried', pasta: 'starch', rice: 'starch', noodles: 'starch', potato: 'potato', bread: 'bread',
  flour: 'dry', raising: 'dry', sweet: 'sweet',
  onion: 'onion', garlic: 'garlic', 'firm-veg': 'firm', 'soft-veg': 'soft', leafy: 'leafy', tomato: 'tomato',
  'canned-tomato': 'liquid', 'raw-veg': 'raw', fruit: 'fruit', citrus: 'citrus',
  herb: 'herb', 'woody-herb': 'woody', spice: 'spice', saffron: 'spice', paste: 'spice',
  stock: 'liquid', 'coconut-milk': 'liquid', cream: 'dairy', milk: 'dairy', wine: 'wine', sauce: 'sauce', vinegar: 'dressing',
  cheese: 'cheese', 'crumbly-cheese': 'cheese', nut: 'nut', butter: 'fat', oil: 'fat',
};

/** Slots that make a dish's main food: when the cook names none, the template's own main is cooked. */
export const MAIN_SLOTS: readonly Slot[] = ['main', 'fish', 'cured', 'pulse', 'dried'];

/**
 * Minutes: a number, or by what the step cooks (its `key` slot's first food id, then its role),
 * with `default` for anything else ("beef" 100, "chicken" 40, "default" 30).
 */
export type Minutes = number | Readonly<Record<string, number>>;

export interface KindFood {
  food: string;
  /** Per serving, in the food's measure unless `measure` says otherwise. */
  perServing: number;
  measure?: Measure;
  slot?: Slot;
  /** Another food in its place for a main ("beef" -> beef stock), by the main's food id or role. */
  byMain?: Readonly<Record<string, string>>;
  /** Only with a main of these food ids or roles (tomatoes in a fish soup). */
  onlyWith?: readonly string[];
}

/** A step: minutes, the text in en, es and de, and when it is written. `{m}` is its time in bold. */
export interface KindStep {
  m?: Minutes;
  en: string;
  es: string;
  de: string;
  /** Written only when each of these slots holds something. */
  when?: readonly Slot[];
  /** Written only when none of these slots holds anything. */
  unless?: readonly Slot[];
  /** Whose food decides the minutes; the main by default. */
  key?: Slot;
}

/**
 * Steps the chef writes itself: the cutting, the staples boiled as a side, what the cook added
 * beyond the template, the finish (season, scatter, squeeze) and the serving line.
 */
export type KindSpecial = 'prep' | 'sides' | 'extras' | 'finish' | 'serve';

export interface DishKind {
  id: string;
  /** Words that name the kind, any language, lower case without accents ("stew", "eintopf"). */
  words: readonly string[];
  /** The kind's own title, when the cook gave ingredients and no name. */
  titles: Record<'en' | 'es' | 'de', string>;
  /** Servings when the cook does not say. */
  servings: number;
  /** Least minutes of preparation. */
  prep?: number;
  base: readonly KindFood[];
  /** The main when the cook names none, and when the description asks for no meat. */
  main?: readonly KindFood[];
  meatless?: readonly KindFood[];
  /** Grams per serving of a main the cook names, by its role ("meat": 170), else its usual amount. */
  mainGrams?: Partial<Record<Role, number>>;
  /** A named food cooked as another for this kind ("beef" burgers are minced beef). */
  swap?: Readonly<Record<string, string>>;
  slots?: Partial<Record<Role, Slot>>;
  /** Cuts by food id or by slot (the food's own id first). */
  cuts?: Readonly<Record<string, Cut>>;
  /** What the cook added beyond the template: cooked through ('hot') or mixed in raw. */
  extras: 'hot' | 'raw';
  /** How the dish ends: off the hob, out of the oven, or with its own last step. */
  finish: 'hob' | 'oven' | 'none';
  /** Seasoned with salt only (sweet batters, cakes). */
  saltOnly?: boolean;
  steps: ReadonlyArray<KindStep | KindSpecial>;
}
