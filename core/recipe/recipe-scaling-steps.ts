import { parseIngredientLine, wordKey } from '#core/ingredients/ingredient-parse';
import { NUMBER } from '#core/ingredients/recipe-scaling';
import type { RecipeLanguage } from '#core/kernel/options';
import { unitWord } from '#core/kernel/units';
import { scaleForCook } from './recipe-scaling-cook';
import { scaleServingsMentions } from './recipe-scaling-servings';

/**
 * The steps of a scaled recipe say the amounts its list says
 * (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md, "Amounts in the steps"): an amount
 * in a step that names an ingredient of the list ("2 tbsp of the oil", "2 cucharadas del aceite",
 * "2 EL Öl", "3 eggs") is scaled by the recipe's factor and measured as the list's line would be
 * (core/recipe/recipe-scaling-cook.ts: the spoon ladder, whole eggs and whole vegetables, words that
 * agree). Everything else stays as written: tin and pan sizes ("900 g loaf tin", "23 cm"), oven
 * heat, times, cut sizes, step numbers, amounts of what the list does not hold (a batter, a
 * filling), an amount for each plate ("each", "cada", "je") and an estimate written as a range
 * ("3 or 4 prawns"). Pure.
 */

const FRACTIONS = '¼½¾⅓⅔⅛⅜⅝⅞';
/** A number standing alone: not part of a word, a size ("26-cm"), a decimal or a fraction. */
const AMOUNT = new RegExp(`(?<![\\p{L}\\p{N}.,/°\\-–])${NUMBER}(?![\\p{N}/°\\-–]|[.,]\\p{N})`, 'gu');
/** Words that join two numbers into a range or a size: "3 or 4", "2-3", "20 x 30", "3 bis 4". */
const JOIN = '(?:-|–|—|x|×|to|or|and|o|y|a|bis|oder|und)';
const RANGE_BEFORE = new RegExp(`[\\d${FRACTIONS}]\\s*${JOIN}\\s*$`, 'u');
const RANGE_AFTER = new RegExp(`^\\s*${JOIN}\\s*[\\d${FRACTIONS}]`, 'u');

/** Words between an amount's unit and its food ("of the", "del", "vom"). */
const CONNECTORS: Record<RecipeLanguage, ReadonlySet<string>> = {
  en: new Set(['of', 'the']),
  es: new Set(['de', 'del', 'la', 'el', 'los', 'las']),
  de: new Set(['vom', 'von', 'der', 'dem', 'des', 'die', 'den', 'das']),
};

/** Words that end the words naming an amount's food. */
const STOPS: Record<RecipeLanguage, ReadonlySet<string>> = {
  en: new Set('and or in into with to for until then over on onto at from while so as but by a an'.split(' ')),
  es: new Set('y e o u en con a al hasta para sobre por que sin desde mientras un una'.split(' ')),
  de: new Set('und oder in im ins mit zu zum zur bis für auf über unter bei dazu darauf an am ein eine einen einer'.split(' ')),
};

/** Words that make an amount one plate's or one piece's: it stays as written. */
const EACH: Record<RecipeLanguage, ReadonlySet<string>> = {
  en: new Set(['each', 'per', 'apiece']),
  es: new Set(['cada']),
  de: new Set(['je', 'pro', 'jede', 'jeder', 'jedes', 'jeden', 'jedem']),
};

/** Sizes, states, times and joining words, which name no food ("2 large tins" is no egg, though the eggs are large). */
const NOT_FOODS = new Set(
  [
    'large small medium big little fresh raw whole ground dried chopped sliced grande grandes pequeño pequeña pequeños pequeñas mediano mediana fresco fresca frescos frescas groß große großen großes klein kleine kleinen kleines mittelgroß mittelgroße frisch frische frischen',
    'second seconds minute minutes hour hours day days segundo segundos minuto minutos hora horas día días Sekunde Sekunden Minute Minuten Stunde Stunden Tag Tage degree degrees grado grados Grad',
    ...Object.values(CONNECTORS).map((set) => [...set].join(' ')),
    ...Object.values(STOPS).map((set) => [...set].join(' ')),
  ]
    .join(' ')
    .split(' ')
    .map(wordKey),
);

/** Whether a word can name a food: German foods are nouns, written with a capital. */
const canBeFood = (word: string, lang: RecipeLanguage) => lang !== 'de' || /^\p{Lu}/u.test(word);

/** The words of the list's foods as word keys ("olive oil" -> olive, oil; "Eier" -> ei), each with whether the list counts it ("3 eggs") rather than measures it ("4 tbsp mirin"). */
type FoodKeys = ReadonlyMap<string, boolean>;

function foodKeys(ingredients: readonly string[], lang: RecipeLanguage): FoodKeys {
  const keys = new Map<string, boolean>();
  for (const line of ingredients) {
    const parsed = parseIngredientLine(line);
    const counted = !parsed?.unit || parsed.unit === 'pieces';
    for (const word of parsed?.name.match(/\p{L}+/gu) ?? []) {
      if (!canBeFood(word, lang)) continue;
      const key = wordKey(word);
      if (key.length >= 2 && !NOT_FOODS.has(key)) keys.set(key, counted || keys.get(key) === true);
    }
  }
  return keys;
}

/**
 * Whether a step's word names a food of the list (a German compound names its last part: "Öl" is
 * the "Olivenöl"): null when it does not, else whether the list counts that food.
 */
function namesFood(word: string, keys: FoodKeys, lang: RecipeLanguage): boolean | null {
  const key = wordKey(word);
  if (key.length < 2 || NOT_FOODS.has(key) || !canBeFood(word, lang)) return null;
  for (const [k, counted] of keys) if (k === key || (lang === 'de' && (compound(k, key) || compound(key, k)))) return counted;
  return null;
}

/** Whether `whole` is a German compound ending in `tail` ("olivenol" in "ol"; never "kreis" in "eis"). */
const compound = (whole: string, tail: string) => whole.length - tail.length >= 3 && whole.endsWith(tail);

/** Lengths: "2 cm pieces", "5 cm of water", "a 40 cm pan" measure no ingredient. */
const LENGTHS = new Set(['mm', 'cm', 'm', 'in', 'inch', 'inches', 'centímetro', 'centímetros', 'zentimeter', 'millimeter']);

interface Token {
  text: string;
  end: number;
  word: boolean;
}

/** The words and marks after an amount, each with where it ends in `rest`. */
function tokensOf(rest: string): Token[] {
  return [...rest.matchAll(/\p{L}[\p{L}'’-]*|[^\s\p{L}]/gu)].map((m) => ({ text: m[0], end: (m.index ?? 0) + m[0].length, word: /^\p{L}/u.test(m[0]) }));
}

interface Reach {
  /** Where the amount's words end in the text after its number. */
  end: number;
  /** The food's word. */
  food: string;
  /**
   * Only the number changes: a share of the food ("3 of the eggs", "4 de los plátanos", whose
   * words stay plural) or a measure left unsaid ("4 del mirin", which the list measures in spoons).
   */
  numberOnly: boolean;
}

/**
 * How far after the amount its words reach, when they name a food of the list: through the food's
 * word for a measured amount ("2 tbsp of the oil"), through the words that agree with a count
 * ("1 cebolla picada", "2 garlic cloves"); null when the amount names no food of the list.
 */
function amountEnd(rest: string, keys: FoodKeys, lang: RecipeLanguage): Reach | null {
  const tokens = tokensOf(rest);
  let i = 0;
  // "¼ de cucharadita": Spanish writes a fraction's unit after "de".
  if (lang === 'es' && tokens[0]?.text === 'de' && tokens[1] && unitWord(tokens[1].text)) i = 1;
  const first = tokens[i];
  if (first?.word && LENGTHS.has(first.text.toLowerCase())) return null;
  const unit = first?.word ? unitWord(first.text) : null;
  if (unit) i += 1;
  const limit = unit ? 3 : 2;
  let content = 0;
  let food: { token: Token; counted: boolean; share: boolean } | null = null;
  let joined = false;
  let last = 0;
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.word) break;
    const lower = token.text.toLowerCase();
    if (STOPS[lang].has(lower)) break;
    if (CONNECTORS[lang].has(lower)) {
      joined ||= content === 0;
      continue;
    }
    content += 1;
    if (food === null && content > limit) break;
    const counted: boolean | null = food === null ? namesFood(token.text, keys, lang) : null;
    if (counted !== null) food = { token, counted, share: joined };
    last = token.end;
    if (content >= 3) break;
  }
  if (food === null) return null;
  if (unit) return { end: food.token.end, food: food.token.text, numberOnly: false };
  return { end: last, food: food.token.text, numberOnly: food.share || !food.counted };
}

/** The clause an amount sits in: between commas, semicolons and full stops. */
function clauseAround(step: string, start: number, end: number): string {
  const before = step.slice(0, start);
  const from = Math.max(...[/[,;:!?]/g, /\.(?=\s|$)/g].map((re) => [...before.matchAll(re)].at(-1)?.index ?? -1)) + 1;
  const after = step.slice(end).search(/[,;:!?]|\.(?=\s|$)/);
  return step.slice(from, after < 0 ? undefined : end + after);
}

/** Spanish "una pizca de del comino" reads "una pizca del comino". */
const tidy = (text: string, lang: RecipeLanguage) => (lang === 'es' ? text.replace(/\bde (del|de la|de los|de las)\b/, '$1') : text);

/**
 * `step` with each amount that names a food of the list (`keys`, from the recipe's lines as written
 * before scaling) scaled by `factor` as the list's lines are.
 */
function scaleAmounts(step: string, keys: FoodKeys, factor: number, lang: RecipeLanguage): string {
  if (!keys.size) return step;
  let out = '';
  let at = 0;
  for (const match of step.matchAll(AMOUNT)) {
    const start = match.index ?? 0;
    const numberEnd = start + match[0].length;
    if (start < at) continue;
    if (RANGE_BEFORE.test(step.slice(Math.max(0, start - 12), start)) || RANGE_AFTER.test(step.slice(numberEnd, numberEnd + 12))) continue;
    const reach = amountEnd(step.slice(numberEnd), keys, lang);
    if (reach === null) continue;
    const end = numberEnd + reach.end;
    const clause = clauseAround(step, start, end).toLowerCase();
    if ((clause.match(/\p{L}+/gu) ?? []).some((w) => EACH[lang].has(w))) continue;
    if (reach.numberOnly) {
      // The count as the list would round it ("3 of the eggs" for half is 2), the words as written.
      const count = /^[^\p{L}]+/u.exec(scaleForCook(`${match[0]} ${reach.food}`, factor, lang).text)?.[0].trim();
      if (count) out += step.slice(at, start) + count;
      else out += step.slice(at, numberEnd);
      at = numberEnd;
      continue;
    }
    let scaled = tidy(scaleForCook(step.slice(start, end), factor, lang).text, lang);
    // An amount that opens a sentence and became "a pinch of" opens it with a capital.
    if (/^\s*$|[.!?]\s*$/.test(step.slice(0, start)) && /^\p{Ll}/u.test(scaled)) scaled = scaled.charAt(0).toUpperCase() + scaled.slice(1);
    out += step.slice(at, start) + scaled;
    at = end;
  }
  return out + step.slice(at);
}

/**
 * The steps of a recipe scaled from `from` to `to` servings: the amounts that name its
 * ingredients (scaleAmounts) and the mentions of its servings ("for 4 people") follow.
 * `ingredients` are the recipe's lines for `from` servings.
 */
export function scaleStepsForCook(steps: readonly string[], ingredients: readonly string[], from: number, to: number, lang: RecipeLanguage): string[] {
  const factor = from > 0 && to > 0 ? to / from : 1;
  if (factor === 1 || !Number.isFinite(factor)) return [...steps];
  const keys = foodKeys(ingredients, lang);
  return steps.map((step) => scaleServingsMentions(scaleAmounts(step, keys, factor, lang), from, to));
}
