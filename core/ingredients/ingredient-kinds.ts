import { foodMeasure, type FoodMeasure } from '#core/food/food-measures';
import { ingredientKey, wordKey } from './ingredient-parse';
import { INGREDIENT_ENTRIES } from './ingredient-kinds.data';
import { PART_WORDS } from '#core/food/ingredient-words';
import type { IngredientEntry, IngredientKind, KindLanguage, StapleCook } from '#core/food/ingredient-kinds.types';

export type { IngredientEntry, KindLanguage, StapleCook } from '#core/food/ingredient-kinds.types';
export { INGREDIENT_ENTRIES } from './ingredient-kinds.data';

/**
 * Kinds of ingredient and what is plausible for each (docs/decisions/039-recipe-quality-gate.md):
 * the most a serving holds (g, or ml for liquids), whether it is measured by volume, the food it
 * weighs as (so what a spoon, a piece or a sprig weighs), whether it can be chopped, and how long a
 * staple cooks. Read by the quality gate and by the offline chef (so it writes what the gate
 * accepts). Pure data plus a name lookup.
 */

/** Most per serving for each kind (g, or ml for liquids); an entry's own `max` wins. */
export const KIND_MAX_PER_SERVING: Record<IngredientKind, number | null> = {
  herb: 40,
  // Sprigs and a bunch for a braise are whole: a serving holds up to about 10 g.
  woody_herb: 10,
  spice: 10,
  salt: 20,
  condiment: 40,
  sauce: 150,
  liquid: 800,
  fat: 80,
  protein: 800,
  egg: 6, // pieces
  staple: 250,
  vegetable: 1000,
  fruit: 600,
  cheese: 300,
  nut: 120,
  baking: null, // flour and sugar: a cake or a loaf has no fair per-serving bound
  sweetener: null,
};

/**
 * Staples' cooking minutes: `typical` is what a recipe should give (the offline chef writes at
 * least this), `min` the least a careful cook would accept before calling it done (the gate
 * flags less).
 */
export const STAPLE_COOKING: Record<StapleCook, { typical: number; min: number }> = {
  white_rice: { typical: 15, min: 10 },
  brown_rice: { typical: 30, min: 25 },
  potatoes_boiled: { typical: 15, min: 10 },
  potatoes_fried: { typical: 15, min: 8 },
  potatoes_roasted: { typical: 30, min: 25 },
  dried_pasta: { typical: 8, min: 6 },
  quick_noodles: { typical: 4, min: 1 },
  lentils: { typical: 20, min: 15 },
  red_lentils: { typical: 12, min: 8 },
  dried_beans: { typical: 60, min: 45 },
};

const MEASURES = new Map<IngredientEntry, FoodMeasure | null>();

/**
 * What an entry's `weighsAs` food weighs (grams per ml, per piece, per pack part), read from the
 * food table (data/foods/foods.tsv, the one place these figures are written, read through
 * core/food/food-measures.ts), or null when it
 * names none.
 */
export function entryMeasure(entry: IngredientEntry): FoodMeasure | null {
  let measure = MEASURES.get(entry);
  if (measure === undefined) {
    measure = (entry.weighsAs && foodMeasure(ingredientKey(entry.weighsAs))) || null;
    MEASURES.set(entry, measure);
  }
  return measure;
}

/** The most per serving an entry allows (g or ml; eggs in pieces), or null for no bound. */
export function maxPerServing(entry: IngredientEntry): number | null {
  return entry.max ?? KIND_MAX_PER_SERVING[entry.kind];
}

interface IndexedName {
  words: string[];
  entry: IngredientEntry;
  length: number;
  /** Its place in the longest-first order (ties keep the table's order). */
  rank: number;
}

interface NameIndex {
  /** Names by their first word. */
  byFirst: Map<string, IndexedName[]>;
  /** One-word names, for German compounds. */
  single: Map<string, IndexedName>;
  byEntry: Map<IngredientEntry, IndexedName[]>;
}

const INDEX = new Map<KindLanguage, NameIndex>();

/** A name with a part word ("juice", "zumo", "Saft") whose key no longer has it. */
function lostPart(name: string, key: string): boolean {
  const words = name.toLowerCase().split(/[^\p{L}]+/u);
  const part = words.find((word) => PART_WORDS.has(word)) ?? [...PART_WORDS.keys()].find((word) => words.some((w) => w.length > word.length && w.endsWith(word)));
  return part !== undefined && !key.includes(wordKey(part));
}

function indexFor(language: KindLanguage): NameIndex {
  const known = INDEX.get(language);
  if (known) return known;
  const list: IndexedName[] = [];
  for (const entry of INGREDIENT_ENTRIES) {
    for (const name of entry.names[language]) {
      const key = ingredientKey(name);
      // "lemon juice" keys as the lemon it is pressed from (the shopping list buys lemons): that key
      // names the fruit, so the juice keeps only its names that still say juice.
      if (lostPart(name, key)) continue;
      if (key) list.push({ words: key.split(' '), entry, length: key.length, rank: 0 });
    }
  }
  // Longest names first: "red pepper flakes" before "red pepper", "tomatenmark" before "tomate".
  list.sort((a, b) => b.length - a.length);
  const index: NameIndex = { byFirst: new Map(), single: new Map(), byEntry: new Map() };
  list.forEach((name, rank) => {
    name.rank = rank;
    const first = name.words[0]!;
    index.byFirst.set(first, [...(index.byFirst.get(first) ?? []), name]);
    if (name.words.length === 1 && !index.single.has(first)) index.single.set(first, name);
    index.byEntry.set(name.entry, [...(index.byEntry.get(name.entry) ?? []), name]);
  });
  INDEX.set(language, index);
  return index;
}

const sequenceAt = (lineWords: string[], i: number, name: IndexedName) =>
  i + name.words.length <= lineWords.length && name.words.every((w, j) => lineWords[i + j] === w);

/** German compounds: a word ending in a name ("Olivenöl", "Rinderhackfleisch") or starting with one ("Knoblauchzehen"). */
function compoundNames(word: string, index: NameIndex): IndexedName[] {
  const found: IndexedName[] = [];
  for (let k = word.length - 1; k >= 3; k--) {
    // A three-letter end is a food only after a real first part ("Kokosrum"), not in a word such as "wiederum".
    const end = k >= 4 || word.length - k >= 5 ? index.single.get(word.slice(-k)) : undefined;
    if (end) found.push(end);
    if (k >= 5) {
      const start = index.single.get(word.slice(0, k));
      if (start) found.push(start);
    }
  }
  return found;
}

interface FoundName {
  name: IndexedName;
  /** The word after the name's last word. */
  end: number;
  /** A German compound's end ("Thymian|honig"): its head, which names the food. */
  head?: boolean;
}

/** Every name of the index that the words hold, with where it ends. */
function namesIn(lineWords: string[], language: KindLanguage, index: NameIndex): FoundName[] {
  const found: FoundName[] = [];
  lineWords.forEach((word, i) => {
    for (const name of index.byFirst.get(word) ?? []) if (sequenceAt(lineWords, i, name)) found.push({ name, end: i + name.words.length });
    if (language === 'de') found.push(...compoundNames(word, index).map((name) => ({ name, end: i + 1, head: word.endsWith(name.words[0]!) })));
  });
  return found;
}

/** English noun phrases end in their head: of two foods named before "in", "with", "for"..., the last one is the food ("pepper jack cheese" is cheese, "bread flour" is flour). */
const PHRASE_END = new Set(['in', 'with', 'for', 'of', 'from', 'on', 'to', 'plus', 'without']);

function headPhrase(lineWords: string[]): number {
  const cut = lineWords.findIndex((word, i) => i > 0 && PHRASE_END.has(word));
  return cut === -1 ? lineWords.length : cut;
}

/** Spanish names its food first and qualifies it after ("miel de tomillo", "filetes de anchoa en aceite"). */
const ES_PHRASE_END = new Set(['en', 'con', 'para', 'sin', 'al']);

/**
 * The name that names the line's food: in English the one ending last in the head phrase, in
 * Spanish the one starting first in it, in German a compound's end before its start ("Thymianhonig"
 * is honey); otherwise the longest (ties: the table's order).
 */
function bestName(found: FoundName[], lineWords: string[], language: KindLanguage): IndexedName | undefined {
  if (language === 'es') {
    const cut = lineWords.findIndex((word, i) => i > 0 && ES_PHRASE_END.has(word));
    const limit = cut === -1 ? lineWords.length : cut;
    const inPhrase = found.filter((f) => f.end <= limit);
    const pool = inPhrase.length ? inPhrase : found;
    return pool.reduce<FoundName | undefined>((best, f) => {
      if (!best) return f;
      const start = f.end - f.name.words.length;
      const bestStart = best.end - best.name.words.length;
      // The earliest name that is not a part of a longer one covering it.
      if (start !== bestStart) return start < bestStart && f.end >= bestStart + 1 && f.end <= best.end ? (f.name.rank < best.name.rank ? f : best) : start < bestStart ? f : best;
      return f.name.rank < best.name.rank ? f : best;
    }, undefined)?.name;
  }
  if (language === 'de' && found.some((f) => f.head) && found.some((f) => f.head === false)) {
    found = found.filter((f) => f.head !== false || !found.some((g) => g.head && g.end === f.end));
  }
  let best: FoundName | undefined;
  const limit = language === 'en' ? headPhrase(lineWords) : 0;
  for (const f of found) {
    if (!best) best = f;
    else if (language === 'en' && f.end <= limit && best.end <= limit && f.end !== best.end) best = f.end > best.end ? f : best;
    else if (language === 'en' && f.end <= limit && best.end > limit) best = f;
    else if (!(language === 'en' && best.end <= limit && f.end > limit) && f.name.rank < best.name.rank) best = f;
  }
  return best?.name;
}

const CACHE_LIMIT = 4000;
const FOUND = new Map<string, IngredientEntry | null>();

/**
 * The entry an ingredient name or line names ("300 g fresh rosemary" -> rosemary), by its longest
 * matching name in `language` (English names as a fallback), or null when the table does not
 * know it.
 */
export function findIngredient(nameOrLine: string, language: KindLanguage): IngredientEntry | null {
  const cacheKey = `${language}\u0000${nameOrLine}`;
  const cached = FOUND.get(cacheKey);
  if (cached !== undefined) return cached;
  const key = ingredientKey(nameOrLine);
  let result: IngredientEntry | null = null;
  if (key) {
    const lineWords = key.split(' ');
    for (const lang of language === 'en' ? (['en'] as const) : ([language, 'en'] as const)) {
      const best = bestName(namesIn(lineWords, lang, indexFor(lang)), lineWords, lang);
      if (best) {
        result = best.entry;
        break;
      }
    }
  }
  if (FOUND.size >= CACHE_LIMIT) FOUND.clear();
  FOUND.set(cacheKey, result);
  return result;
}

/** Word keys of a running text (a step), for `mentionsEntry`. */
export function textKeys(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map(wordKeyOf)
    .filter(Boolean);
}

const WORD_KEYS = new Map<string, string>();

/** `wordKey`, remembered: steps repeat their words. */
function wordKeyOf(word: string): string {
  let key = WORD_KEYS.get(word);
  if (key === undefined) {
    key = wordKey(word);
    if (WORD_KEYS.size >= 5000) WORD_KEYS.clear();
    WORD_KEYS.set(word, key);
  }
  return key;
}

/** Whether a text (a step, already split into `textKeys`) names the entry in `language`. */
export function mentionsEntry(keys: string[], entry: IngredientEntry, language: KindLanguage): boolean {
  const index = indexFor(language);
  const names = index.byEntry.get(entry) ?? [];
  return keys.some(
    (word, i) =>
      names.some((name) => sequenceAt(keys, i, name)) ||
      (language === 'de' && compoundNames(word, index).some((name) => name.entry === entry)),
  );
}
