import { partGrams } from '#core/food/food-measures';
import { ingredientKey, wordKey } from '#core/food/ingredient-key';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import { roundNutrition, type Nutrition } from './nutrition';
import { lineGrams, statedGrams } from './nutrition-weights';
import { dimensionOf, toBase } from '#core/kernel/units';
import { FOOD_NUTRITION } from './food-nutrition.data';
import { foodRows } from '#core/food/food-table';
import { namesOf } from '#core/food/food-table-build';

/**
 * Nutrition from the food table (docs/decisions/080-nutrition-from-the-food-table.md): each
 * ingredient line is weighed (core/nutrition/nutrition-weights.ts) and matched to a food with USDA figures per
 * 100 g (core/nutrition/food-nutrition.data.ts, built from the one food table, data/foods/foods.tsv); the recipe's
 * figures are the sum, with the share of its weight the table matched. Lines the table cannot
 * match are named, so a model is asked only about them. Pure; the same for every provider.
 */

type Language = 'en' | 'es' | 'de';
type Per100g = readonly number[];

interface NutritionIndex {
  byKey: Record<Language, Map<string, number>>;
  /** One-word keys, for German compounds ("Rinderhackfleisch" ends in "hackfleisch"). */
  singles: Map<string, number>;
  /** The food table's own weights of each food (data/foods/foods.tsv: g_ml, g_piece, g_pack), where it writes them. */
  team: Array<{ gPerMl: number | null; gPerPiece: number | null; packG: Map<string, number> }>;
  /** Each food's kind and form in the one table ("fat", "liquid"), or "". */
  kinds: string[];
  forms: string[];
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
  // The same food in the one table: its USDA number and its English names, as the nutrition build wrote them.
  const rows = new Map(foodRows().filter((row) => row.ndb).map((row) => [`${row.ndb}|${namesOf(row, 'en').join('|')}|${namesOf(row, 'es').join('|')}`, row]));
  const team = FOOD_NUTRITION.map(([ndb, en, es]) => {
    const row = rows.get(`${ndb}|${en}|${es}`);
    const packG = new Map((row?.g_pack ? row.g_pack.split(',') : []).map((part) => part.split(':')).map(([word, g]) => [wordKey(word!), Number(g)] as [string, number]));
    return { gPerMl: row?.g_ml ? Number(row.g_ml) : null, gPerPiece: row?.g_piece ? Number(row.g_piece) : null, packG, kind: row?.kind ?? '', form: row?.form ?? '' };
  });
  INDEX = { byKey, singles, team, kinds: team.map((t) => t.kind), forms: team.map((t) => t.form) };
  return INDEX;
}

/** Words after a food's name for its cut or part, not another food ("pork belly rashers", "baby spinach leaves"). */
const CUT_WORDS = new Set(['rasher', 'rashers', 'fillet', 'fillets', 'filet', 'filets', 'leaf', 'leaves', 'florets', 'chunks', 'pieces', 'strips', 'cubes', 'slices', 'wedges', 'halves', 'tails', 'roast', 'flakes', 'crumbs', 'meat', 'flesh', 'stems'].map(wordKey));

const WITH_WORDS = new Set(['with', 'con', 'mit', 'for', 'para', 'fur']);

/**
 * The food a key names: exact in the language (then any), then shorter phrases (English and German
 * keep the end, "smoked streaky bacon"; Spanish and German the start, "pechuga de pollo
 * deshuesada"), then a German compound's end. A lone word that names a class gives way to the
 * food of that kind the rest names ("fontina cheese" is fontina, not the table's plain cheese;
 * "queso manchego"), and a last word naming the cut or part is dropped ("pork belly rashers").
 */
function findByKey(key: string, language: Language): number | null {
  const { byKey, singles, kinds } = index();
  const languages: Language[] = [language, ...(['en', 'es', 'de'] as const).filter((l) => l !== language)];
  const exactly = (phrase: string) => {
    for (const l of languages) {
      const found = byKey[l].get(phrase);
      if (found !== undefined) return found;
    }
    return null;
  };
  const exact = exactly(key);
  if (exact !== null) return exact;
  const words = key.split(' ').filter(Boolean);
  // "tomatoes with juices", "pollo con piel", "oil for deep frying": the food is what comes before.
  const withAt = words.findIndex((word, i) => i > 0 && WITH_WORDS.has(word));
  if (withAt > 0) return findByKey(words.slice(0, withAt).join(' '), language);
  for (let n = words.length - 1; n >= 1; n--) {
    const tries = language === 'es' ? [words.slice(0, n)] : language === 'en' ? [words.slice(words.length - n)] : [words.slice(words.length - n), words.slice(0, n)];
    for (const part of tries) {
      const found = exactly(part.join(' '));
      if (found === null) continue;
      if (n === 1 && words.length > 1) {
        const rest = part[0] === words[0] ? words.slice(words[1] === 'de' ? 2 : 1) : words.slice(0, -1);
        const named = rest.length ? findByKey(rest.join(' '), language) : null;
        if (named !== null && kinds[named] === kinds[found]) return named;
      }
      return found;
    }
  }
  if (words.length > 1 && CUT_WORDS.has(words.at(-1)!)) {
    const found = findByKey(words.slice(0, -1).join(' '), language);
    if (found !== null) return found;
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

/**
 * A line that measures its food cooked or from a tin ("1/2 cup cooked chickpeas", "420g can black
 * beans, rinsed, drained", "555 g cooked, cold jasmine rice"), said before the name's first comma:
 * "1 cup rice, cooked" measures the rice dry. Such a line weighs as the food's cooked or tinned
 * row where the table has one (USDA gives a cup of cooked rice 130 kcal per 100 g, dry 365).
 */
const COOKED = /\b(?:cooked|leftover|steamed|boiled|canned|tinned|cans?|tins?|drained|cocid[oa]s?|hervid[oa]s?|de bote|en conserva|lata|gekocht\w*|Dose)\b/i;
const VARIANTS = ['cooked', 'canned'] as const;

function cookedVariant(line: string, food: number): number {
  const head = line.replace(/\([^)]*\)/g, ' ').split(/[,(]/)[0] ?? line;
  if (!COOKED.test(head)) return food;
  const { byKey } = index();
  for (const name of FOOD_NUTRITION[food]![1].split('|')) {
    for (const variant of VARIANTS) {
      const found = byKey.en.get(ingredientKey(`${variant} ${name}`));
      if (found !== undefined && found !== food) return found;
    }
  }
  return food;
}

const FOOD_CACHE = new Map<string, number | null>();

/** A cook's asides in a food's name: how it comes to the bowl, not what it is. */
const NAME_ASIDES = /\b(?:at\s+)?room\s+temp(?:erature|\.)?(?=\s|$)|\bsee\s+notes?\b.*$|\bof\s+(?:your\s+)?choice\b.*$|\b(?:plain|unsweetened|pure|divided|softened|melted|chilled|cold|warm|hot|fresh|frozen|raw|ripe|crushed|seeded|grated)\b/gi;

/** The food table's row for an ingredient line's food, or null. */
export function nutritionFoodOf(line: string, language: Language): number | null {
  const cacheKey = `${language}\u0000${line}`;
  const cached = FOOD_CACHE.get(cacheKey);
  if (cached !== undefined) return cached;
  const parsed = parseIngredientLine(line);
  const key = parsed?.key || ingredientKey(line);
  // When the parser's name finds nothing, the name without a cook's asides may ("2 eggs room
  // temperature", "3/4 cup coconut sugar *see notes"), or the line's first choice, commas and all
  // ("555 g cooked, cold jasmine rice, or any rice of choice" names "cooked").
  const aside = (text: string) => text.replace(/\*.*$/, ' ').replace(NAME_ASIDES, ' ');
  const found =
    (key ? findByKey(key, language) : null) ??
    (parsed ? findByKey(ingredientKey(aside(parsed.name)), language) : null) ??
    (parsed ? findByKey(ingredientKey(aside(line.replace(/\([^)]*\)/g, ' ').split(/\s(?:or|o|oder)\s/)[0]!.replace(/,/g, ' '))), language) : null);
  const food = found === null ? null : cookedVariant(line, found);
  if (FOOD_CACHE.size > 5000) FOOD_CACHE.clear();
  FOOD_CACHE.set(cacheKey, food);
  return food;
}

/**
 * Oil for deep or shallow frying: what the food keeps of it (about a seventh, the cookbook
 * convention of docs/bench.md "Nutrition from the food table"), not the pan's fill. A spoon or two
 * a serving "for frying" is the pan's film, eaten whole; a bath whose amount the line gives only in
 * passing ("oil for deep frying (at least 1 litre)") is weighed by that amount.
 */
const FRYING_OIL = /\b(?:for (?:deep[- ]?)?frying|to fry|for the pan|frying oil|oil to deep fry|para freír|para freir|zum (?:frittieren|ausbacken|braten))\b/i;
const DEEP_FRYING = /\b(?:deep[- ]?fr(?:y|ying|ied)|para freír|para freir|zum (?:frittieren|ausbacken))\b/i;
const ABSORBED_SHARE = 0.15;
/** Oil "for frying" up to this much a serving (2 tbsp) is the pan's film, eaten whole. */
const PAN_FILM_G_PER_SERVING = 25;
const BATH_VOLUME = /(\d+(?:[.,]\d+)?)\s*(litres?|liters?|l|ml|cups?|quarts?)\b/i;
const BATH_ML: Record<string, number> = { litre: 1000, litres: 1000, liter: 1000, liters: 1000, l: 1000, ml: 1, cup: 236.6, cups: 236.6, quart: 946, quarts: 946 };
/** More oil (a food of kind fat and form liquid in the table) than a serving eats (60 ml, 4 tbsp) is a frying bath whatever the line says. */
const FRYING_BATH_G_PER_SERVING = 55;
/**
 * Meat weighed with its bones: a line that says so ("bone-in") loses its food's bone as USDA
 * weighs it (FOOD_DES refuse), else about a quarter; a cut sold on the bone (USDA: a wing 38 %
 * bone, a drumstick 33 %, a whole chicken 32 %) loses it unless the line says it is off the bone,
 * minced, cooked or measured by volume.
 */
const BONE_IN = /\b(?:bone-in|on the bone|with (?:the )?bones?|con hueso|mit knochen)\b/i;
const OFF_THE_BONE = /\b(?:boneless|deboned|sin hueso|deshuesad[oa]s?|ohne knochen|entbeint|ground|minced|mince|picad[oa]s?|hack\w*|cooked|shredded|cocid[oa]s?|gekocht\w*|fillets?|filetes?|breasts?|pechugas?|brust\w*)\b/i;
const EDIBLE_WITH_BONE = 0.75;
/** A cut whose bone is at least this share is sold on the bone. */
const SOLD_ON_THE_BONE = 0.28;
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
 * A line's grams: a weight the line states for its pieces first ("4 steaks (about 3 pounds)"); then a
 * volume by its food's own USDA household weight (a cup of shredded cheese is 113 g, not the 240 g
 * of water), else the food table's own density; a count by its food's medium piece (USDA, else the
 * table's) and a part by the table's weight of it ("a head of garlic"); everything else as
 * core/nutrition/nutrition-weights.ts weighs it.
 */
function gramsWith(line: string, food: number | null): number | null {
  const parsed = parseIngredientLine(line);
  if (food !== null && parsed?.quantity != null && parsed.unit) {
    const [, , , , , usdaPerMl, usdaPerPiece] = FOOD_NUTRITION[food]!;
    const team = index().team[food]!;
    const dimension = dimensionOf(parsed.unit);
    const perMl = usdaPerMl ?? team.gPerMl;
    if (dimension === 'volume' && !parsed.pack && perMl) return toBase(parsed.quantity, parsed.unit) * perMl;
    if (parsed.unit === 'pieces') {
      const stated = statedGrams(line, parsed.quantity);
      if (stated !== null) return stated;
      const perPiece = parsed.pack ? partGrams(team.packG, parsed.pack) : (usdaPerPiece ?? team.gPerPiece);
      if (perPiece) return parsed.quantity * perPiece;
    }
  }
  return lineGrams(line);
}

/** A frying bath the line sizes only in passing ("vegetable oil for deep frying (at least 1 litre)"), in grams; else null. */
function bathGrams(line: string, food: number | null): number | null {
  if (food === null || !FRYING_OIL.test(line) || index().kinds[food] !== 'fat') return null;
  const volume = BATH_VOLUME.exec(line);
  const perMl = FOOD_NUTRITION[food]![5] ?? index().team[food]!.gPerMl;
  return volume && perMl ? Number(volume[1]!.replace(',', '.')) * BATH_ML[volume[2]!.toLowerCase()]! * perMl : null;
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
    const written = gramsWith(line, food) ?? bathGrams(line, food);
    if (written === null || written <= 0) continue;
    // A range ("2-3 tbsp", "2 to 2 1/2 pounds") counts its middle, not its top.
    const parsed = parseIngredientLine(line);
    const grams = parsed?.quantityMin !== undefined && parsed.quantity ? (written * (parsed.quantityMin + parsed.quantity)) / (2 * parsed.quantity) : written;
    weighed += grams;
    if (food === null) {
      unmatched.push(line);
      continue;
    }
    if (OPTIONAL.test(line)) continue;
    const oil = index().kinds[food] === 'fat' && index().forms[food] === 'liquid';
    const perServing = grams / Math.max(1, servings);
    const frying = (FRYING_OIL.test(line) && (DEEP_FRYING.test(line) || perServing > PAN_FILM_G_PER_SERVING)) || (oil && perServing > FRYING_BATH_G_PER_SERVING);
    const bone = FOOD_NUTRITION[food]![7];
    const volume = parsed?.unit ? dimensionOf(parsed.unit) === 'volume' : false;
    const edible = BONE_IN.test(line) ? (bone ? 1 - bone : EDIBLE_WITH_BONE) : bone && bone >= SOLD_ON_THE_BONE && !volume && !OFF_THE_BONE.test(line) ? 1 - bone : 1;
    const eaten = (frying ? ABSORBED_SHARE : 1) * edible * grams;
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
