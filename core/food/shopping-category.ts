import type { PantryCategory, ShoppingCategory } from '#core/kernel/kitchen-options';
import { aisleOf } from './food-table';
import { ingredientKey, wordKey } from './ingredient-key';

/**
 * The shelf a food lives on, for the shopping list (its aisle) and the pantry (its category) alike,
 * in en, es and de: the food's aisle in the one food table (data/foods/foods.tsv `aisle`,
 * docs/decisions/082-one-food-table.md). A name that says frozen or tinned is on that shelf
 * whatever the food; a word for a class of foods that names no food of the table ("sauce",
 * "Gewürz", "seafood") places what the table does not know, and the class a name ends in wins over
 * the foods around it ("mushroom sauce" is a condiment).
 */
export type Shelf =
  | 'frozen'
  | 'condiments'
  | 'spices'
  | 'canned'
  | 'seafood'
  | 'meat'
  | 'dairy'
  | 'grains'
  | 'bakery'
  | 'produce'
  | 'snacks'
  | 'beverages';

/** Words for a class of foods, by shelf; a hyphen joins the words of a phrase. Condiments and spices first: their class word is a name's head. */
const CLASS_WORDS: Array<[Shelf, string]> = [
  ['condiments', 'sauce paste dressing relish marinade syrup sirope sirup pasta-de aderezo soße sosse'],
  ['spices', 'powder spice seasoning especia especias condimento pulver gewürz gewürze gewürzmischung'],
  ['seafood', 'seafood marisco mariscos meeresfrüchte'],
  ['meat', 'meat fleisch'],
  ['dairy', 'crema'],
  ['grains', 'cereal noodle noodles grain cereales getreide'],
  ['beverages', 'drink drinks soda bebida getränk'],
  ['snacks', 'snack snacks chip chips crisps cracker crackers nut nuts nuss nüsse frutos-secos'],
  ['bakery', 'roll rolls bun buns bollo barra brötchen semmel'],
  ['produce', 'herb herbs fresh-herbs hierbas kräuter fruit fruta obst vegetable vegetables verdura verduras gemüse salad ensalada'],
];

/**
 * Entries are single words or hyphenated phrases ("fresh-herbs", "pasta-de"): a phrase matches
 * when all its words are in the name's key, in order.
 */
const CLASS_KEYS: Array<[Shelf, string[][]]> = CLASS_WORDS.map(([shelf, list]) => [
  shelf,
  list
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => entry.split('-').map(wordKey)),
]);
const HEAD_SHELVES = new Set<Shelf>(['condiments', 'spices']);

function containsPhrase(keys: string[], phrase: string[]): boolean {
  if (phrase.length === 1) return keys.includes(phrase[0]!);
  return keys.some((_, i) => phrase.every((word, j) => keys[i + j] === word));
}

/** The shelf a class word in the name gives, also at a German compound's end ("Grillgewürz") or, five letters or more, inside it. */
function classShelf(keys: string[], shelves: (shelf: Shelf) => boolean): Shelf | null {
  for (const [shelf, phrases] of CLASS_KEYS) if (shelves(shelf) && phrases.some((phrase) => containsPhrase(keys, phrase))) return shelf;
  for (const [shelf, phrases] of CLASS_KEYS)
    if (shelves(shelf) && keys.some((k) => phrases.some((p) => p.length === 1 && p[0]!.length >= 4 && k.length > p[0]!.length && k.endsWith(p[0]!)))) return shelf;
  return null;
}

/**
 * How a name says its food is kept, whatever the food: frozen ("frozen peas", "guisantes
 * congelados", "TK-Erbsen") or in a tin or jar ("canned tuna", "tomate en lata", "Mais aus der Dose").
 */
const FROZEN = /(?<!\p{L})(?:frozen|congelad[oa]s?|tiefkühl\p{L}*|tiefgekühlt\p{L}*|gefroren\p{L}*|tk)(?!\p{L})/iu;
const TINNED = /(?<!\p{L})(?:canned|tinned|lata|conserva|bote|dose|eingelegt\p{L}*)(?!\p{L})/iu;
export function keptAs(name: string): 'frozen' | 'canned' | null {
  return FROZEN.test(name) ? 'frozen' : TINNED.test(name) ? 'canned' : null;
}

/** The shelf a food lives on, or null when neither the table nor a class word knows it. */
export function shelfOf(nameOrKey: string): Shelf | null {
  const kept = keptAs(nameOrKey);
  if (kept) return kept;
  const named = aisleOf(nameOrKey, true);
  if (named) return named as Shelf;
  const keys = ingredientKey(nameOrKey).split(' ').filter(Boolean);
  const head = classShelf(keys, (shelf) => HEAD_SHELVES.has(shelf));
  if (head) return head;
  const aisle = aisleOf(nameOrKey);
  if (aisle) return aisle as Shelf;
  const shelf = classShelf(keys, () => true);
  if (shelf) return shelf;
  for (const [shelf, phrases] of CLASS_KEYS)
    if (keys.some((k) => phrases.some((p) => p.length === 1 && p[0]!.length >= 5 && k.includes(p[0]!)))) return shelf;
  return null;
}

const TO_SHOPPING: Record<Shelf, ShoppingCategory> = {
  frozen: 'frozen',
  condiments: 'pantry',
  spices: 'pantry',
  canned: 'pantry',
  seafood: 'meat',
  meat: 'meat',
  dairy: 'dairy',
  grains: 'pantry',
  bakery: 'bakery',
  produce: 'produce',
  snacks: 'snacks',
  beverages: 'beverages',
};

const TO_PANTRY: Record<Shelf, PantryCategory> = {
  frozen: 'frozen',
  condiments: 'condiments',
  spices: 'spices',
  canned: 'canned',
  seafood: 'meat',
  meat: 'meat',
  dairy: 'dairy',
  grains: 'grains',
  bakery: 'grains',
  produce: 'produce',
  snacks: 'other',
  beverages: 'beverages',
};

/** A shopping aisle guessed from a name (or its key); 'other' when nothing matches. */
export function guessCategory(nameOrKey: string): ShoppingCategory {
  const shelf = shelfOf(nameOrKey);
  return shelf ? TO_SHOPPING[shelf] : 'other';
}

/** A pantry category guessed from a name, from the same map; 'other' when nothing matches. */
export function guessPantryCategory(nameOrKey: string): PantryCategory {
  const shelf = shelfOf(nameOrKey);
  return shelf ? TO_PANTRY[shelf] : 'other';
}
