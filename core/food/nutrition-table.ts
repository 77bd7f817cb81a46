import { ingredientKey } from '../ingredient-key';
import { parseIngredientLine } from '../ingredient-parse';
import { roundNutrition, type Nutrition } from '../nutrition';
import { lineGrams } from '../nutrition-weights';
import { dimensionOf, toBase } from '../units';
import { FOOD_NUTRITION } from './food-nutrition.data';

/**
 * Nutrition from the food table (docs/decisions/080-nutrition-from-the-food-table.md): each
 * ingredient line is weighed (core/nutrition-weights.ts) and matched to a food with USDA figures per
 * 100 g (core/food/food-nutrition.data.ts, built from the one food table, data/foods/foods.tsv); the recipe's
 * figures are the sum, with the share of its weight the table matched. Lines the table cannot
 * match are named, so a model is asked only about them. Pure; the same for every provider.
 */

type Language = 'en' | 'es' | 'de';
type Per100g = readonly number[];

interface NutritionIndex {
  byKey: Record<Language, Map<string, number>>;
  /** One-word keys, for German compounds ("Rinderhackfleisch" ends in "hackfleisch"). */
  singles: Map<string, number>;
}

let INDEX: NutritionIndex | undefined;

function index(): NutritionIndex {
  if (INDEX) return INDEX;
  const byKey = { en: new Map<string, number>(), es: new Map<string, number>(), de: new Map<string, number>() };
  const singles = new Map<string, number>();
  FOOD_NUTRITION.forEach(([, en, es, de], i) => {
    ([['en', en], ['es', es], ['de', de]] as const).forEach(([language, names]) => {
      for (const name of names.split('|')) {
        const key = ingredientKey(name);
        if (!key || byKey[language].has(key)) continue;
        byKey[language].set(key, i);
        if (!key.includes(' ') && key.length >= 4 && !singles.has(key)) singles.set(key, i);
      }
    });
  });
  INDEX = { byKey, singles };
  return INDEX;
}

/** The food a key names: exact in the language (then any), then its head (English ends in it, Spanish starts with it), then a German compound's end. */
function findByKey(key: string, language: Language): number | null {
  const { byKey, singles } = index();
  const languages: Language[] = [language, ...(['en', 'es', 'de'] as const).filter((l) => l !== language)];
  for (const l of languages) {
    const exact = byKey[l].get(key);
    if (exact !== undefined) return exact;
  }
  const words = key.split(' ').filter(Boolean);
  // Shorter and shorter phrases: English drops words from the start ("smoked streaky bacon"),
  // Spanish from the end ("pechuga de pollo deshuesada"); German tries both.
  for (let n = words.length - 1; n >= 1; n--) {
    const tries = language === 'es' ? [words.slice(0, n)] : language === 'en' ? [words.slice(words.length - n)] : [words.slice(words.length - n), words.slice(0, n)];
    for (const part of tries) {
      for (const l of languages) {
        const found = byKey[l].get(part.join(' '));
        if (found !== undefined) return found;
      }
    }
  }
  if (language !== 'de') return null;
  for (const word of [...words].reverse()) {
    for (let k = Math.min(word.length - 1, 14); k >= 4; k--) {
      const found = singles.get(word.slice(-k));
      if (found !== undefined) return found;
    }
  }
  return null;
}

const FOOD_CACHE = new Map<string, number | null>();

/** The food table's row for an ingredient line's food, or null. */
export function nutritionFoodOf(line: string, language: Language): number | null {
  const cacheKey = `${language}\u0000${line}`;
  const cached = FOOD_CACHE.get(cacheKey);
  if (cached !== undefined) return cached;
  const parsed = parseIngredientLine(line);
  const key = parsed?.key || ingredientKey(line);
  const found = key ? findByKey(key, language) : null;
  if (FOOD_CACHE.size > 5000) FOOD_CACHE.clear();
  FOOD_CACHE.set(cacheKey, found);
  return found;
}

/** Oil for deep or shallow frying: what the food keeps of it (about a seventh), not the pan's fill. */
const FRYING_OIL = /\b(?:for (?:deep[- ]?)?frying|to fry|for the pan|frying oil|oil to deep fry|para freír|para freir|zum (?:frittieren|ausbacken|braten))\b/i;
const ABSORBED_SHARE = 0.15;
/** More oil than a serving eats (60 ml, 4 tbsp) is a frying bath whatever the line says. */
const FRYING_BATH_G_PER_SERVING = 55;
const OILS = new Set(['olive oil', 'vegetable oil', 'sunflower oil', 'sesame oil', 'coconut oil', 'lard']);
/** Meat weighed with its bones: about a quarter of it is bone. */
const BONE_IN = /\b(?:bone-in|on the bone|con hueso|mit knochen)\b/i;
const EDIBLE_WITH_BONE = 0.75;
/** What the cook may leave out is not counted. */
const OPTIONAL = /\b(?:optional|opcional|optional)\b/i;

export interface TableNutrition {
  /** Per 100 g of the matched part of the recipe; null when nothing was matched. */
  per100g: Nutrition | null;
  /** The whole recipe's figures divided by its servings (matched lines only). */
  perServing: Nutrition | null;
  /** Grams of one serving (every weighed line), or null. */
  servingGrams: number | null;
  /** The share of the recipe's weighed grams the table matched, 0-1. */
  matchedShare: number;
  /** Lines with a weight that the table does not know: the ones to ask a model about. */
  unmatched: string[];
}

const EMPTY = [0, 0, 0, 0, 0, 0, 0];

/**
 * A line's grams: a volume by its food's own USDA cup weight (a cup of shredded cheese is 113 g, not
 * the 240 g of water) and a bare count by its food's medium piece, where the food table knows them;
 * everything else as core/nutrition-weights.ts weighs it.
 */
function gramsWith(line: string, food: number | null): number | null {
  if (food !== null) {
    const parsed = parseIngredientLine(line);
    const [, , , , , gPerMl, gPerPiece] = FOOD_NUTRITION[food]!;
    if (parsed?.quantity != null && parsed.unit && !parsed.pack) {
      const dimension = dimensionOf(parsed.unit);
      if (dimension === 'volume' && gPerMl) return toBase(parsed.quantity, parsed.unit) * gPerMl;
      if (dimension === 'count' && parsed.unit === 'pieces' && gPerPiece && lineGrams(line) === null) return parsed.quantity * gPerPiece;
    }
  }
  return lineGrams(line);
}

function asNutrition(v: readonly number[]): Nutrition {
  return { calories: v[0]!, protein: v[1]!, carbs: v[2]!, fat: v[3]!, fiber: v[4]!, sugar: v[5]!, sodium: v[6]! };
}

/** A recipe's nutrition from the food table. */
export function tableNutrition(lines: readonly string[], servings: number, language: Language): TableNutrition {
  const totals = [...EMPTY];
  let weighed = 0;
  let matched = 0;
  const unmatched: string[] = [];
  for (const line of lines) {
    const food = nutritionFoodOf(line, language);
    const grams = gramsWith(line, food);
    if (grams === null || grams <= 0) continue;
    weighed += grams;
    if (food === null) {
      unmatched.push(line);
      continue;
    }
    if (OPTIONAL.test(line)) continue;
    const oil = OILS.has(FOOD_NUTRITION[food]![1].split('|')[0]!);
    const frying = FRYING_OIL.test(line) || (oil && grams / Math.max(1, servings) > FRYING_BATH_G_PER_SERVING);
    const eaten = (frying ? ABSORBED_SHARE : 1) * (BONE_IN.test(line) ? EDIBLE_WITH_BONE : 1) * grams;
    matched += grams;
    const per100: Per100g = FOOD_NUTRITION[food]![4];
    per100.forEach((value, i) => (totals[i] = totals[i]! + (value * eaten) / 100));
  }
  const people = Math.max(1, servings);
  return {
    per100g: matched > 0 ? roundNutrition(asNutrition(totals.map((t) => (t / matched) * 100))) : null,
    perServing: matched > 0 ? roundNutrition(asNutrition(totals.map((t) => t / people))) : null,
    servingGrams: weighed > 0 ? Math.max(1, Math.round(weighed / people)) : null,
    matchedShare: weighed > 0 ? Math.round((matched / weighed) * 100) / 100 : 0,
    unmatched,
  };
}
