import type { IngredientEntry, IngredientForm, IngredientKind, StapleCook } from './ingredient-kinds.types';
import { FOOD_NAME_COLUMNS, FOOD_NAMES_TEXT, FOOD_TABLE_COLUMNS, FOOD_TABLE_TEXT, KIND_GROUPS } from './food-table.data';
import { ingredientKey, wordKey } from './ingredient-key';
import { namesOf, splitName, TABLE_LANGUAGES, type FoodRow, type TableLanguage } from './food-table-build';

/**
 * The one food table (docs/decisions/082-one-food-table.md), as the rules read it: its rows parsed
 * on first use from the generated core/food/food-table.data.ts, and the views each rule needs (the
 * quality gate's kinds, ...). Edit data/foods/foods.tsv, never the generated file.
 */
let rows: readonly FoodRow[] | undefined;

/** Every food of the table, in the table's order. */
export function foodRows(): readonly FoodRow[] {
  rows ??= FOOD_TABLE_TEXT.split('\n').map((line, n) => {
    const cells = line.split('\t');
    const named = nameRows()[n]!;
    return Object.fromEntries([...FOOD_TABLE_COLUMNS.map((column, i) => [column, cells[i] ?? '']), ...Object.entries(named)]) as FoodRow;
  });
  return rows;
}

/**
 * The quality gate's kinds table (core/ingredients/ingredient-kinds.ts): one entry per group of
 * data/foods/kind-groups.tsv, in its order, named by its foods' names, with the group's bounds and
 * the form its foods share (a liquid is measured by volume; `solid` can be chopped).
 */
export function kindEntries(): IngredientEntry[] {
  const byGroup = new Map<string, FoodRow[]>();
  for (const row of foodRows()) if (row.group) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row]);
  return KIND_GROUPS.map(([id, kind, min, max, cook, weighsAs]) => {
    const foods = byGroup.get(id) ?? [];
    const form = foods[0]?.form;
    const names = (language: 'en' | 'es' | 'de') => foods.flatMap((row) => namesOf(row, language).map((name) => name.toLowerCase()));
    return {
      id,
      kind: kind as IngredientKind,
      names: { en: names('en'), es: names('es'), de: names('de') },
      ...(form === 'liquid' ? { liquid: true } : form && form !== 'solid' ? { form: form as IngredientForm } : {}),
      ...(min !== null ? { min } : {}),
      ...(max !== null ? { max } : {}),
      ...(cook ? { cook: cook as StapleCook } : {}),
      ...(weighsAs ? { weighsAs } : {}),
    };
  });
}

type NamedRow = Pick<FoodRow, (typeof FOOD_NAME_COLUMNS)[number]>;
let named: readonly NamedRow[] | undefined;

/** Every food's names, kind and aisle, in the table's order (the part of a row the shopping aisles read). */
function nameRows(): readonly NamedRow[] {
  named ??= FOOD_NAMES_TEXT.split('\n').map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(FOOD_NAME_COLUMNS.map((column, i) => [column, cells[i] ?? ''])) as NamedRow;
  });
  return named;
}

type NameIndex = Record<'en' | 'es' | 'de', Map<string, number>>;
let byKey: NameIndex | undefined;
/** One-word keys of German names, four letters or more, for a German compound's head or its start. */
let singles: Map<string, number> | undefined;

function nameIndex(): NameIndex {
  if (byKey) return byKey;
  byKey = { en: new Map(), es: new Map(), de: new Map() };
  singles = new Map();
  for (const language of TABLE_LANGUAGES) {
    nameRows().forEach((row, n) => {
      for (const written of row[language] ? row[language].split('|') : []) {
        const { one, other } = splitName(written);
        for (const name of [one, other]) {
          const key = name ? ingredientKey(name) : '';
          if (!key || byKey![language].has(key)) continue;
          byKey![language].set(key, n);
          // Only German names: an English word that starts or ends like a food ("grapefruit",
          // "pepperoni", "peppermint") is no compound.
          if (language === 'de' && !key.includes(' ') && key.length >= 4 && !singles!.has(key)) singles!.set(key, n);
        }
      }
    });
  }
  return byKey;
}

/** Words after which a name says what the food comes with or is for ("tomatoes with juices", "aceite para freír"). */
const WITH_WORDS = new Set(['with', 'con', 'mit', 'for', 'para', 'fur']);
/** Spanish puts the food first ("cebolla roja", "dientes de ajo" aside): a name with these words is read from its start. */
const FOOD_FIRST = new Set(['de', 'del', 'en', 'al', 'a', 'la']);
const EN_FIRST: readonly TableLanguage[] = ['en', 'es', 'de'];
/** German writes its nouns capitalized: "Paprika" is the pepper, "Beeren" berries, not the spice or beer. */
const DE_FIRST: readonly TableLanguage[] = ['de', 'en', 'es'];

/**
 * The food of the one table a name (or its match key) names, in any of its languages, as its place
 * in the table, or null: the whole name (all, when `whole`), then the part before "with" or "for",
 * then its longest run of words that names a food (English and German keep the end, "baby
 * spinach", "rote Zwiebeln"; a Spanish name with "de" its start; a lone class or cut word gives way
 * to the food of its kind the rest names, "tuna steak"), then a German compound's head
 * ("Rinderhackfleisch") or start ("Lachsfilet"). The few keys two languages give two foods are
 * read as English, or as German when the name is written capitalized. The names' index is built
 * once, on first use.
 */
function foodAt(name: string, whole = false): number | null {
  const key = ingredientKey(name);
  const capitalized = new Set(name.split(/[^\p{L}]+/u).filter((word) => /^\p{Lu}/u.test(word)).map((word) => wordKey(word)));
  const languages = /^\p{Lu}/u.test(name.trim()) ? DE_FIRST : EN_FIRST;
  return key ? (languages === DE_FIRST ? writtenInEnglish(name, key) : null) ?? foodAtKey(key, languages, whole, capitalized) : null;
}

/**
 * A capitalized word whose key names one food in German and another in English is the English
 * food when it is written as the English name and not as the German one: "Beer" is beer, though
 * "Beeren" (berries) has its key; "Paprika", written so in German, stays the pepper.
 */
function writtenInEnglish(name: string, key: string): number | null {
  const word = name.trim().toLowerCase();
  if (key.includes(' ') || !/^\p{L}+$/u.test(word)) return null;
  const index = nameIndex();
  const de = index.de.get(key);
  const en = index.en.get(key);
  if (de === undefined || en === undefined || de === en) return null;
  const written = (row: number, language: TableLanguage) => nameRows()[row]![language].toLowerCase().split(/[|/]/);
  return written(en, 'en').includes(word) && !written(de, 'de').includes(word) ? en : null;
}

/**
 * German writes its nouns capitalized: with the name as written (`capitalized`, the keys of its
 * capitalized words), a German name names a part of it only in a capitalized word ("rote
 * Zwiebeln"), not in "lemon rind" (Rind, beef) or "spice rub" (Rübe). From a key alone, a German key of three letters, a stem ("Rübe" rub,
 * "Pute" put), names a part only of a name read as German.
 */
function foodAtKey(key: string, languages: readonly TableLanguage[], whole: boolean, capitalized?: ReadonlySet<string>): number | null {
  const index = nameIndex();
  const rowsNamed = nameRows();
  const german = (phrase: string) => (capitalized ? phrase.split(' ').every((word) => capitalized.has(word)) : languages[0] === 'de' || phrase.length > 3);
  const find = (phrase: string, part = false) => {
    for (const language of languages) {
      if (part && language === 'de' && !german(phrase)) continue;
      const found = index[language].get(phrase);
      if (found !== undefined) return found;
    }
    return null;
  };
  const exact = find(key);
  if (exact !== null || whole) return exact;
  const words = key.split(' ');
  const withAt = words.findIndex((word, i) => i > 0 && WITH_WORDS.has(word));
  if (withAt > 0) return foodAtKey(words.slice(0, withAt).join(' '), languages, false, capitalized);
  const fromStart = words.some((word) => FOOD_FIRST.has(word));
  for (let n = words.length - 1; n >= 1; n--) {
    const starts = Array.from({ length: words.length - n + 1 }, (_, i) => i);
    for (const start of fromStart ? starts : starts.reverse()) {
      const found = find(words.slice(start, start + n).join(' '), true);
      if (found === null) continue;
      // A lone word that names a class or cut gives way to the food of its kind the rest names
      // ("tuna steak" is tuna, "cheddar cheese" cheddar), as nutrition reads it.
      if (n === 1) {
        const rest = [...words.slice(0, start), ...words.slice(start + 1)].filter((word) => !FOOD_FIRST.has(word));
        // The rest may itself hold the food after a word of its own ("smoked gruyere cheese",
        // "full-fat ricotta cheese", "ahi tuna steak"): its longest run of words that names one.
        const other = rest.length ? find(rest.join(' ')) ?? longestRun(rest, find) : null;
        if (other !== null && rowsNamed[other]!.kind === rowsNamed[found]!.kind) return other;
      }
      return found;
    }
  }
  for (const word of [...words].reverse()) {
    for (let k = Math.min(word.length - 1, 16); k >= 4; k--) {
      const found = singles!.get(word.slice(-k));
      if (found !== undefined) return found;
    }
  }
  for (const word of words) {
    for (let k = Math.min(word.length - 3, 16); k >= 4; k--) {
      const found = singles!.get(word.slice(0, k));
      if (found !== undefined) return found;
    }
  }
  return null;
}

/** The food named by the longest run of words shorter than `words`, the last run first (English keeps the end). */
function longestRun(words: string[], find: (phrase: string, part: boolean) => number | null): number | null {
  for (let n = words.length - 1; n >= 1; n--) {
    for (let start = words.length - n; start >= 0; start--) {
      const found = find(words.slice(start, start + n).join(' '), true);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The food of the one table a name names (see foodAt), or null. */
export function foodOf(name: string): FoodRow | null {
  const at = foodAt(name);
  return at === null ? null : foodRows()[at]!;
}

/**
 * The food of the one table a match key (core/food/ingredient-key.ts) names, read as foodAt reads a
 * lower-case name; `whole`: only when the whole key is one of its names (the shopping list merges
 * only the same food).
 */
export function foodOfKey(key: string, whole = false): FoodRow | null {
  const at = key ? foodAtKey(key, EN_FIRST, whole) : null;
  return at === null ? null : foodRows()[at]!;
}

/**
 * The shop aisle (data/foods/foods.tsv `aisle`) of the food a name names, or null when the table
 * does not know the food or its aisle; `whole`: only when the whole name is one of its names.
 * Reads only the table's names, so the web's shopping list takes no more of it.
 */
export function aisleOf(name: string, whole = false): string | null {
  const at = foodAt(name, whole);
  return at === null ? null : nameRows()[at]!.aisle || null;
}
