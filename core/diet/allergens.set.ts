import { ALLERGENS, checkIngredients, type Allergen, type Diet, type DietProfile } from './allergens';

/**
 * The held-out labelled set of the diet and allergen checker (core/diet/data/allergen-lines.{en,es,de}.txt,
 * docs/decisions/072-allergen-species-and-held-out-lines.md): real ingredient lines labelled by
 * hand before the checker ever ran on them, graded on the 14 EU allergens and the diets a label
 * implies. Pure: the caller reads the files (core/diet/allergens.set.test.ts, scripts/bench/allergens.ts).
 */
export type SetLanguage = 'en' | 'es' | 'de';
export const SET_LANGUAGES: SetLanguage[] = ['en', 'es', 'de'];

/** What the set grades: every allergen and the diets its labels decide (low carb is not labelled). */
export const SET_RULES: Array<Allergen | Diet> = [...ALLERGENS, 'vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free', 'halal'];

/** Labels besides the allergens: meat (land animal), pork (also meat), alcohol, animal (honey). */
const EXTRA_LABELS = ['meat', 'pork', 'alcohol', 'animal'];
const SEAFOOD = ['fish', 'crustaceans', 'molluscs'];

export interface SetLine {
  lang: SetLanguage;
  line: string;
  labels: string[];
}

/** One file's lines ("line | labels", "-" for none; "#" starts a comment). An unknown label throws. */
export function parseAllergenSet(text: string, lang: SetLanguage): SetLine[] {
  const out: SetLine[] = [];
  for (const row of text.split('\n')) {
    if (!row.trim() || row.startsWith('#')) continue;
    const bar = row.lastIndexOf('|');
    if (bar < 0) throw new Error(`no labels: ${row}`);
    const labels = row.slice(bar + 1).trim().split(/\s+/).filter((l) => l && l !== '-');
    for (const label of labels) {
      if (!(ALLERGENS as readonly string[]).includes(label) && !EXTRA_LABELS.includes(label)) throw new Error(`unknown label "${label}": ${row}`);
    }
    out.push({ lang, line: row.slice(0, bar).trim(), labels });
  }
  return out;
}

/** The rules a line breaks, from its labels. */
export function expectedRules(labels: readonly string[]): Set<Allergen | Diet> {
  const set = new Set(labels);
  const seafood = SEAFOOD.some((s) => set.has(s));
  const meat = set.has('meat') || set.has('pork');
  const out = new Set<Allergen | Diet>(ALLERGENS.filter((a) => set.has(a)));
  if (meat || seafood) out.add('vegetarian');
  if (meat || seafood || set.has('animal') || set.has('milk') || set.has('eggs')) out.add('vegan');
  if (meat) out.add('pescatarian');
  if (set.has('gluten')) out.add('gluten_free');
  if (set.has('milk')) out.add('dairy_free');
  if (set.has('pork') || set.has('alcohol')) out.add('halal');
  return out;
}

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

export interface SetScore {
  all: Tally;
  byLang: Map<SetLanguage, Tally>;
  byRule: Map<string, Tally>;
  /** "missed fish: 2 hake fillets" or "wrong milk: 1 butternut squash". */
  misses: string[];
}

const PROFILE: DietProfile = {
  allergens: [...ALLERGENS],
  diets: ['vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free', 'halal'],
  dislikes: [],
};

/** Every line checked against the whole profile: found and expected rules counted per language and rule. */
export function scoreAllergenSet(lines: readonly SetLine[]): SetScore {
  const all: Tally = { tp: 0, fp: 0, fn: 0 };
  const byLang = new Map<SetLanguage, Tally>();
  const byRule = new Map<string, Tally>(SET_RULES.map((r) => [r, { tp: 0, fp: 0, fn: 0 }]));
  const misses: string[] = [];
  for (const { lang, line, labels } of lines) {
    const expected = expectedRules(labels);
    const found = new Set(checkIngredients([line], PROFILE).map((f) => f.rule));
    const lt = byLang.get(lang) ?? { tp: 0, fp: 0, fn: 0 };
    byLang.set(lang, lt);
    for (const rule of SET_RULES) {
      const truth = expected.has(rule);
      const hit = found.has(rule);
      if (!truth && !hit) continue;
      const key = truth && hit ? 'tp' : hit ? 'fp' : 'fn';
      all[key]++;
      lt[key]++;
      byRule.get(rule)![key]++;
      if (truth !== hit) misses.push(`${truth ? 'missed' : 'wrong'} ${rule}: ${line}`);
    }
  }
  return { all, byLang, byRule, misses };
}

export const precisionOf = (t: Tally) => t.tp / (t.tp + t.fp || 1);
export const recallOf = (t: Tally) => t.tp / (t.tp + t.fn || 1);
