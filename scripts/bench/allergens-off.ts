/**
 * The Open Food Facts part of `npm run bench:allergens`: every en/es/de name of the taxonomy
 * checked with an index compiled without it (five folds by entry id), so the index is never graded
 * on itself; the truth is the taxonomy's own allergens and vegan/vegetarian, parents inherited.
 */
import { readFileSync } from 'node:fs';
import { matchRule, type Allergen, type Diet } from '#core/diet/allergens';
import { compileFoodIndex, entryFlags, INDEX_LANGUAGES, namesGlutenCereal, type Taxonomy } from '#core/diet/food-index-build';
import { INDEX_BITS, allergenBit, withComposedFoods } from '#core/diet/food-index';

export type Lang = (typeof INDEX_LANGUAGES)[number];
export type BenchRule = Allergen | Extract<Diet, 'vegetarian' | 'vegan'>;
export interface Tally { tp: number; fp: number; fn: number }
export type Tallies = Map<string, Tally>;

const ANIMAL_ALLERGENS: Allergen[] = ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];
/** The taxonomy knows no sulphites; they are graded on our own lines only. */
export const OFF_RULES: BenchRule[] = ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree_nuts', 'celery', 'mustard', 'sesame', 'lupin', 'molluscs', 'vegetarian', 'vegan'];

const FOLDS = 5;
const fold = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % FOLDS;

export function tally(map: Tallies, key: string, truth: boolean, found: boolean) {
  const t = map.get(key) ?? { tp: 0, fp: 0, fn: 0 };
  if (truth && found) t.tp++;
  else if (found) t.fp++;
  else if (truth) t.fn++;
  map.set(key, t);
}

/**
 * Whether the taxonomy says the entry has the rule's food (true), is clear of it (false), or does
 * not say (null: not graded). Clear means: vegan for animal allergens and vegan, vegetarian for
 * vegetarian, and for plant allergens an entry with a vegan or vegetarian value and no such allergen.
 */
function truthOf(flags: number, rule: BenchRule, id: string): boolean | null {
  // Ids that name a gluten cereal or bake are gluten even where the taxonomy leaves it out (core/diet/food-index-build.ts).
  if (rule === 'gluten' && namesGlutenCereal(id)) return true;
  if (rule === 'vegetarian') return flags & INDEX_BITS.VEG_NO ? true : flags & INDEX_BITS.VEGGIE ? false : null;
  if (rule === 'vegan') return flags & INDEX_BITS.VEGAN_NO ? true : flags & INDEX_BITS.PLANT ? false : null;
  if (flags & allergenBit(rule)) return true;
  if (ANIMAL_ALLERGENS.includes(rule)) return flags & INDEX_BITS.PLANT ? false : null;
  return flags & (INDEX_BITS.PLANT | INDEX_BITS.VEGGIE | INDEX_BITS.VEGAN_NO | INDEX_BITS.VEG_NO) ? false : null;
}

export function benchOpenFoodFacts(path = 'data/openfoodfacts/ingredients.json', heldOut = true) {
  const taxonomy = JSON.parse(readFileSync(path, 'utf8')) as Taxonomy;
  const flagsOf = entryFlags(taxonomy);
  const byRule: Tallies = new Map();
  const byLang: Tallies = new Map();
  const misses: string[] = [];
  let names = 0;
  let corrected = 0;
  const folds = heldOut ? FOLDS : 1;
  for (let k = 0; k < folds; k++) {
    const index = withComposedFoods(compileFoodIndex(taxonomy, (id) => heldOut && fold(id) === k));
    for (const [id, entry] of Object.entries(taxonomy)) {
      if (heldOut && fold(id) !== k) continue;
      const flags = flagsOf(id);
      for (const lang of INDEX_LANGUAGES) {
        const name = entry.name?.[lang];
        if (!name) continue;
        let graded = false;
        for (const rule of OFF_RULES) {
          const truth = truthOf(flags, rule, id);
          if (rule === 'gluten' && truth && namesGlutenCereal(id)) corrected++;
          if (truth === null) continue;
          graded = true;
          const found = matchRule(name, rule, index) !== null;
          tally(byRule, rule, truth, found);
          tally(byLang, lang, truth, found);
          if (truth !== found) misses.push(`${truth ? 'missed' : 'wrong '} ${rule} ${lang} ${name} (${id})`);
        }
        if (graded) names++;
      }
    }
  }
  return { byRule, byLang, misses, names, corrected };
}
