import { foodRows } from '#core/food/food-table';
import { namesOf, TABLE_LANGUAGES } from '#core/food/food-table-build';
import { wordKey } from '#core/food/ingredient-key';
import { foldText } from './cookbook-text';

/**
 * The foods of a cook's list and of a dish as the food table knows them (core/food,
 * docs/decisions/082-one-food-table.md): which row a text names, whether two are the same food,
 * whether one can stand in for another, and how much each weighs in choosing a dish
 * (docs/cookbook.md "Cooking from a list"). Read by core/cookbook/match-foods.ts, closest-dishes.ts
 * and adapt-dish.ts.
 */

/**
 * A food as the food table knows it (core/food, docs/decisions/082-one-food-table.md): its row,
 * kind and group, and its family (the row's first English name without words such as "ground" or
 * "boneless": "pork" of pork shoulder and pork loin, "chicken" of chicken thigh and chicken breast).
 */
export interface FoodEntry {
  id: string;
  kind: string;
  group: string;
  /** The heads of its English names: the animal or plant, not the cut or the form ("pork" of "pork shoulder", "beef" of "stewing beef", "sausage" of "pork sausage"). */
  family: readonly string[];
}

const MODIFIERS = new Set(
  'sea ground minced boneless bone whole dried canned tinned smoked fresh cooked dark white red black green raw frozen skinless skin lean streaky thick light stewing braising chuck roast brisket short shin cheek breast thigh thighs leg legs shoulder loin fillet fillets steak steaks chop chops cutlet cutlets neck wing wings drumstick drumsticks belly pieces piece mince butt tenderloin rump ribs rib joint diced cubes strips of on in the and with'.split(' '),
);
let tableNames: { names: Map<string, FoodEntry>; longest: number } | undefined;

/** The table's names in en, es and de by their word keys ("chicken thigh", "muslo pollo", "hahnchenschenkel"), the first row of a name winning. */
function foodNames(): { names: Map<string, FoodEntry>; longest: number } {
  if (tableNames) return tableNames;
  const names = new Map<string, FoodEntry>();
  let longest = 1;
  for (const row of foodRows()) {
    const english = namesOf(row, 'en').length ? namesOf(row, 'en') : (UNNAMED_FAMILY[row.id] ?? []);
    // Each English name's head: its last word that names no cut or form ("sausage" of "pork sausage", "pork" of "pork shoulder").
    const family = [...new Set(english.flatMap((name) => name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3 && !MODIFIERS.has(w)).slice(-1).map(wordKey)))];
    const food: FoodEntry = { id: row.id, kind: row.kind, group: row.group, family };
    for (const language of TABLE_LANGUAGES) {
      for (const written of row[language] ? row[language].split('|') : []) {
        for (const name of written.split('/')) {
          const key = keyWords(name).join(' ');
          if (!key || names.has(key)) continue;
          names.set(key, food);
          longest = Math.max(longest, key.split(' ').length);
        }
      }
    }
  }
  return (tableNames = { names, longest });
}

/** Word keys of a text: folded, joiners ("de", "of") left out. */
const keyWords = (text: string) =>
  foldText(text)
    .split(' ')
    .filter((w) => w.length >= 2 && !/^\d/.test(w) && !KEY_JOINERS.has(w))
    .map(wordKey);
const KEY_JOINERS = new Set(['de', 'del', 'of', 'la', 'el', 'en', 'con', 'mit', 'and', 'y', 'und', 'a', 'al', 'the']);

const foodEntries = new Map<string, FoodEntry | null>();
/**
 * The food table's food an item or an ingredient names: its longest name among the text's words
 * (the last when two are as long, the head of an English name: "chicken stock" is stock), or, for a
 * German compound, the food it ends or starts with ("Zartbitterschokolade", "Putenbrust").
 */
export function foodEntryOf(text: string): FoodEntry | null {
  const cached = foodEntries.get(text);
  if (cached !== undefined) return cached;
  const { names, longest } = foodNames();
  const words = keyWords(text);
  let found: FoodEntry | null = null;
  for (let n = Math.min(longest, words.length); n >= 1 && !found; n--) {
    for (let i = words.length - n; i >= 0; i--) {
      const hit = names.get(words.slice(i, i + n).join(' '));
      if (hit) {
        found = hit;
        break;
      }
    }
  }
  if (!found) {
    // A compound: its longest food at its end, else at its start (four letters or more).
    for (const w of words) {
      for (let at = 1; at <= w.length - 4 && !found; at++) found = names.get(wordKey(w.slice(at))) ?? null;
      for (let at = w.length - 1; at >= 4 && !found; at--) found = names.get(wordKey(w.slice(0, at))) ?? null;
      if (found) break;
    }
  }
  if (foodEntries.size > 20000) foodEntries.clear();
  foodEntries.set(text, found);
  return found;
}

const LEGUME_GROUPS = new Set(['beans', 'lentils', 'red_lentils', 'dried_beans']);
/**
 * Whether an item is one of the list's main foods, by its kind in the food table: meat, fish,
 * seafood, tofu, legumes, and eggs (not in a sweet or baking list, where they bind); in a sweet
 * list its fruit (a lemon only when no other fruit is asked), its chocolate and its grain (oats, rice).
 */
export function isMainFood(food: FoodEntry | null, asked: { sweet: boolean; baking: boolean }, otherFruit: boolean): boolean {
  if (!food) return false;
  if (food.kind === 'protein' || LEGUME_GROUPS.has(food.group)) return true;
  if (food.kind === 'egg') return !asked.sweet && !asked.baking;
  if (!asked.sweet) return false;
  if (food.kind === 'fruit') return food.group !== 'citrus' || !otherFruit;
  // A sweet list's grain is what the dish is made of (oats for a porridge, rice for a rice pudding).
  if (food.kind === 'staple') return food.group === '' || food.group.endsWith('rice');
  return food.kind === 'sweetener' && food.group !== 'sugar' && food.group !== 'condensed_milk';
}

/** Rows that name a whole group ("fish", "meat", "mince"): the cook's "fish" is any fish. */
const GENERIC_ROWS = new Set(['fish', 'fleisch', 'mince', 'minced_meat', 'seafood', 'gehacktes', 'gemischtes_hack', 'filete', 'lomo', 'costilla', 'schnitzel']);
/** The animal of the table's meat rows that have no English name yet (data/foods/foods.tsv). */
const UNNAMED_FAMILY: Record<string, string[]> = { huhnchen: ['chicken'], carne_de_res: ['beef'], res: ['beef'], bistec: ['beef'], rind: ['beef'], steak_2: ['beef'], gulasch: ['beef'], schwein: ['pork'] };

/** Whether a food names its whole group ("fish", "meat", "Hackfleisch"). */
export const isGenericFood = (food: FoodEntry) => GENERIC_ROWS.has(food.id);

/**
 * Whether a dish's food is the cook's: the same row, or of one group and one animal or plant by
 * their English names ("chicken thigh" for "chicken breast", "stewing beef" for "beef chuck", not
 * turkey for chicken nor tempeh for tofu), or the cook's food names the whole group ("fish").
 */
export function sameFood(cook: FoodEntry, dish: FoodEntry): boolean {
  if (cook.id === dish.id) return true;
  // A row outside the groups ("back bacon", "oats") is the same food by its names and kind.
  if (cook.group === '' || dish.group === '') return cook.kind === dish.kind && cook.family.some((w) => dish.family.includes(w));
  if (cook.group !== dish.group) return false;
  return GENERIC_ROWS.has(cook.id) || cook.family.some((w) => dish.family.includes(w));
}

/** Items that weigh little in choosing a dish (not a main food): salt, spices, herbs, fats, flour, sugar, stock, onion, garlic. */
export const LIGHT_KINDS = new Set(['salt', 'spice', 'herb', 'woody_herb', 'fat', 'baking', 'sweetener', 'condiment', 'liquid']);
export const LIGHT_GROUPS = new Set(['onion', 'garlic', 'ginger']);
export const LIGHT_WEIGHT = 0.3;

/**
 * Whether the cook's food can take the place of a dish's food in its list (core/cookbook/adapt-dish.ts):
 * of one kind in the food table (a vegetable for a vegetable, not potatoes for tomatoes nor a herb
 * for peppers), never an onion, garlic or ginger, which season rather than make a part of the dish.
 */
export function canStandIn(have: string, wanted: string): boolean {
  const a = foodEntryOf(have);
  const b = foodEntryOf(wanted);
  if (!a || !b) return true;
  return a.kind === b.kind && !LIGHT_KINDS.has(a.kind) && !LIGHT_GROUPS.has(a.group);
}

/** How much a food of a request counts in finding dishes close to it: 1 for a main food, little for a staple, 0.6 for the rest. */
export function foodWeight(food: FoodEntry | null, asked: { sweet: boolean; baking: boolean }, otherFruit = false): number {
  if (!food) return 0;
  if (isMainFood(food, asked, otherFruit)) return 1;
  return LIGHT_KINDS.has(food.kind) || LIGHT_GROUPS.has(food.group) || food.kind === 'egg' ? LIGHT_WEIGHT : 0.6;
}
