import { nameKey } from './food-words';
import { INDEX_ALLERGENS, INDEX_BITS } from './food-index';

/**
 * Compiles the Open Food Facts ingredients taxonomy (data/openfoodfacts/, © Open Food Facts
 * contributors, ODbL 1.0) into the checker's compact index: every en/es/de name with the allergens
 * and vegan/vegetarian properties of its entry, parents inherited (docs/decisions/040-diet-and-allergens-the-food-index.md). Pure; run by scripts/build-food-index.ts and by the benchmark with folds held out.
 */
export interface TaxonomyEntry {
  name?: Record<string, string>;
  parents?: string[];
  allergens?: Record<string, string>;
  vegan?: Record<string, string>;
  vegetarian?: Record<string, string>;
}
export type Taxonomy = Record<string, TaxonomyEntry>;

const OFF_ALLERGENS: Record<string, (typeof INDEX_ALLERGENS)[number]> = {
  'en:gluten': 'gluten', 'en:crustaceans': 'crustaceans', 'en:eggs': 'eggs', 'en:fish': 'fish',
  'en:peanuts': 'peanuts', 'en:soybeans': 'soy', 'en:milk': 'milk', 'en:nuts': 'tree_nuts',
  'en:celery': 'celery', 'en:mustard': 'mustard', 'en:sesame-seeds': 'sesame',
  'en:sulphur-dioxide-and-sulphites': 'sulphites', 'en:lupin': 'lupin', 'en:molluscs': 'molluscs',
};

const GLUTEN = 1 << INDEX_ALLERGENS.indexOf('gluten');

export const INDEX_LANGUAGES = ['en', 'es', 'de'] as const;

/** Entries (and all below them) from the pig, and alcoholic drinks: the taxonomy has no such property, so its families say it. */
const PORK_ROOTS = new Set(['en:pork', 'en:pork-fat', 'en:pork-sausage', 'en:lard', 'en:pork-gelatin']);
const ALCOHOL_ROOTS = new Set(['en:alcohol']);

/**
 * Entries the taxonomy leaves without gluten although their id names a gluten cereal or a wheat
 * bake ("en:rye-flour", "en:bread", "en:pita", "en:malt-extract"): they get gluten. Corn, rice,
 * oats (docs/decisions/040-diet-and-allergens-the-food-index.md), buckwheat and the sugars the EU
 * exempts (wheat glucose, dextrose, maltodextrin) do not. Shared with the benchmark's truth.
 */
const GLUTEN_ID = /(?:^|[:-])(?:wheat|rye|barley|spelt|malt|malted|bread|breads|sourdough|pita|biscuit|biscuits|pastry|crispbread|emmer|einkorn|kamut|khorasan|triticale|semolina|couscous|bulgur|seitan|croissant|brioche|baguette)(?:$|-)/;
const NOT_GLUTEN_ID = /(?:buck|corn|maize|rice|oat|gluten-free|glucose|dextrose|maltodextrin)/;
export const namesGlutenCereal = (id: string) => GLUTEN_ID.test(id) && !NOT_GLUTEN_ID.test(id);
/** Entries the taxonomy gives gluten wrongly: teff is a gluten-free grain. */
const NO_GLUTEN_ROOTS = new Set(['en:teff']);

/**
 * The entry's flags: its own allergens and its parents', and vegan/vegetarian (own value, else its
 * parents': no over maybe over yes); pork and alcohol from the families above; the gluten corrections.
 */
export function entryFlags(taxonomy: Taxonomy): (id: string) => number {
  const memo = new Map<string, number>();
  const walk = (id: string, seen: Set<string>): number => {
    const hit = memo.get(id);
    if (hit !== undefined) return hit;
    const entry = taxonomy[id];
    if (!entry || seen.has(id)) return 0;
    seen.add(id);
    const parents = (entry.parents ?? []).map((p) => walk(p, seen));
    let flags = 0;
    const own = entry.allergens?.en;
    for (const one of own?.split(',') ?? []) {
      const ours = OFF_ALLERGENS[one.trim()];
      if (ours) flags |= 1 << INDEX_ALLERGENS.indexOf(ours);
    }
    for (const p of parents) flags |= p & (INDEX_BITS.ALLERGENS | INDEX_BITS.PORK | INDEX_BITS.ALCOHOL);
    if (PORK_ROOTS.has(id)) flags |= INDEX_BITS.PORK;
    if (ALCOHOL_ROOTS.has(id)) flags |= INDEX_BITS.ALCOHOL;
    if (namesGlutenCereal(id)) flags |= GLUTEN;
    if (NO_GLUTEN_ROOTS.has(id)) flags &= ~GLUTEN;
    const diet = (prop: 'vegan' | 'vegetarian', no: number, yes: number) => {
      const value = entry[prop]?.en;
      if (value === 'no') return no;
      if (value === 'yes') return yes;
      if (value === 'maybe') return 0;
      if (parents.some((p) => p & no)) return no;
      if (parents.some((p) => p & yes)) return yes;
      return 0;
    };
    flags |= diet('vegan', INDEX_BITS.VEGAN_NO, INDEX_BITS.PLANT);
    flags |= diet('vegetarian', INDEX_BITS.VEG_NO, INDEX_BITS.VEGGIE);
    memo.set(id, flags);
    return flags;
  };
  return (id) => walk(id, new Set());
}

/** "lang:name" keys (names of at most four words and two letters) with the flags of their entries (several entries: the union). */
export function compileFoodIndex(taxonomy: Taxonomy, skip: (id: string) => boolean = () => false): Map<string, number> {
  const flagsOf = entryFlags(taxonomy);
  const index = new Map<string, number>();
  for (const [id, entry] of Object.entries(taxonomy)) {
    if (skip(id)) continue;
    const flags = flagsOf(id);
    if (!flags) continue;
    for (const lang of INDEX_LANGUAGES) {
      const name = entry.name?.[lang];
      if (!name) continue;
      const key = nameKey(name);
      if (key.length < 2 || key.split(' ').length > 4) continue;
      index.set(`${lang}:${key}`, (index.get(`${lang}:${key}`) ?? 0) | flags);
    }
  }
  return index;
}

/** The index as the text of core/diet/food-index.data.ts: one "key<TAB>flags in base 36" a line, sorted. */
export function serializeFoodIndex(index: Map<string, number>): string {
  return [...index.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, f]) => `${k}\t${f.toString(36)}`).join('\n');
}
