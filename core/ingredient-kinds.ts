import { ingredientKey } from './ingredient-parse';
import { INGREDIENT_ENTRIES } from './ingredient-kinds.data';
import type { IngredientEntry, IngredientKind, KindLanguage, StapleCook } from './ingredient-kinds.types';

export type { IngredientEntry, IngredientForm, IngredientKind, KindLanguage, StapleCook } from './ingredient-kinds.types';
export { INGREDIENT_ENTRIES } from './ingredient-kinds.data';

/**
 * Kinds of ingredient and what is plausible for each (docs/decisions.md "Recipe quality gate"):
 * the most a serving holds (g, or ml for liquids), whether it is measured by volume, what a piece
 * weighs, whether it can be chopped, and how long a staple cooks. Read by the quality gate and by
 * the offline chef (so it writes what the gate accepts). Pure data plus a name lookup.
 */

/** Most per serving for each kind (g, or ml for liquids); an entry's own `max` wins. */
export const KIND_MAX_PER_SERVING: Record<IngredientKind, number | null> = {
  herb: 40,
  woody_herb: 6,
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
  lentils: { typical: 20, min: 15 },
  red_lentils: { typical: 12, min: 8 },
  dried_beans: { typical: 60, min: 45 },
};

/** The most per serving an entry allows (g or ml; eggs in pieces), or null for no bound. */
export function maxPerServing(entry: IngredientEntry): number | null {
  return entry.max ?? KIND_MAX_PER_SERVING[entry.kind];
}

interface IndexedName {
  words: string[];
  entry: IngredientEntry;
  length: number;
}

const INDEX = new Map<KindLanguage, IndexedName[]>();

function indexFor(language: KindLanguage): IndexedName[] {
  let list = INDEX.get(language);
  if (list) return list;
  list = [];
  for (const entry of INGREDIENT_ENTRIES) {
    for (const name of entry.names[language]) {
      const key = ingredientKey(name);
      if (key) list.push({ words: key.split(' '), entry, length: key.length });
    }
  }
  // Longest names first: "red pepper flakes" before "red pepper", "tomatenmark" before "tomate".
  list.sort((a, b) => b.length - a.length);
  INDEX.set(language, list);
  return list;
}

function matchesAt(lineWords: string[], name: IndexedName, language: KindLanguage): boolean {
  const n = name.words.length;
  for (let i = 0; i + n <= lineWords.length; i++) {
    if (name.words.every((w, j) => lineWords[i + j] === w)) return true;
  }
  // German compounds: "Olivenöl", "Rinderhackfleisch" (the end), "Knoblauchzehen" (the start).
  if (language === 'de' && n === 1) {
    const [w = ''] = name.words;
    return lineWords.some(
      (lw) => lw.length > w.length && ((w.length >= 3 && lw.endsWith(w)) || (w.length >= 5 && lw.startsWith(w))),
    );
  }
  return false;
}

/**
 * The entry an ingredient name or line names ("300 g fresh rosemary" -> rosemary), by its longest
 * matching name in `language` (English names as a fallback), or null when the table does not
 * know it.
 */
export function findIngredient(nameOrLine: string, language: KindLanguage): IngredientEntry | null {
  const key = ingredientKey(nameOrLine);
  if (!key) return null;
  const lineWords = key.split(' ');
  for (const lang of language === 'en' ? (['en'] as const) : ([language, 'en'] as const)) {
    for (const name of indexFor(lang)) if (matchesAt(lineWords, name, lang)) return name.entry;
  }
  return null;
}

/** Word keys of a running text (a step), for `mentionsEntry`. */
export function textKeys(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map((w) => ingredientKey(w))
    .filter(Boolean);
}

/** Whether a text (a step, already split into `textKeys`) names the entry in `language`. */
export function mentionsEntry(keys: string[], entry: IngredientEntry, language: KindLanguage): boolean {
  return indexFor(language).some((name) => name.entry === entry && matchesAt(keys, name, language));
}
