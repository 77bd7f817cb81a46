import type { DietProfile } from '#core/diet/allergens-profile';
import type { RecipeLanguage } from '#core/kernel/options';
import { readRecipeRequest } from '#core/recipe/recipe-request';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { ADDED_WORDS, CUISINE_WORDS, dietWord, splitWords, wordsLike, type CookbookIndex, type DishMeta, type IndexedName } from './cookbook-index';
import { foldText, nameWords, sameWord, stem } from './cookbook-text';
import { foodEntryOf } from './food-entries';

/**
 * Finding a cookbook dish by the name a cook types (docs/cookbook.md "Finding a dish"): any of
 * its names in en, es or de, spelling, accents and case forgiven; the words cooks add (servings,
 * "quick", a diet or vegetable word, a cuisine, Gemüse- in a German compound) ignored or used to
 * choose between entries. Every word of the dish's name must be asked for, and any other word of
 * the request must be a food (a variant: "pad thai de gambas"): "chicken pie" is never "chicken
 * curry", "Beef Wellington" never "beef stew".
 */

export interface NameRequest {
  /** The request's words that may name the dish. */
  words: string[];
  servings?: number;
  /** A meatless dish asked for by a word ("vegetarian", "Gemüse-", "sin carne"). */
  diet: 'vegetarian' | 'vegan' | null;
  cuisine: string | null;
  /** The words it adds that a name may hold too ("vegetable", "casero"). */
  added: string[];
}

/** "without meat", "sin carne", "ohne Fleisch" and the free-from words: a diet, not the dish. */
const WITHOUT = /\b(?:without|no|sin|ohne)\s+(?:meat|carne|fleisch)\b/;
const FREE_FROM = /\b(?:gluten|lactose|dairy|glutenfrei|laktosefrei|sin gluten|sin lactosa|free|libre|frei)\b/g;

export function readNameRequest(text: string, language: RecipeLanguage, profile?: DietProfile): NameRequest {
  const read = readRecipeRequest(text, language);
  let folded = foldText(read.dish ?? text);
  let diet: NameRequest['diet'] = null;
  if (WITHOUT.test(folded)) {
    diet = 'vegetarian';
    folded = folded.replace(WITHOUT, ' ');
  }
  folded = folded.replace(FREE_FROM, ' ');
  let cuisine: string | null = null;
  const words: string[] = [];
  const added: string[] = [];
  for (const w of splitWords(folded)) {
    if (/^\d+$/.test(w)) continue;
    const d = dietWord(w);
    if (d) diet = diet === 'vegan' ? 'vegan' : d;
    if (ADDED_WORDS.has(w)) {
      added.push(w);
      continue;
    }
    if (CUISINE_WORDS[w]) cuisine = CUISINE_WORDS[w]!;
    words.push(w);
  }
  if (!diet && profile?.diets.includes('vegan')) diet = 'vegan';
  else if (!diet && profile?.diets.includes('vegetarian')) diet = 'vegetarian';
  return { words, ...(read.servings ? { servings: read.servings } : {}), diet, cuisine, added };
}

const isFood = (index: CookbookIndex, word: string) => index.foodWords.has(word) || index.foodWords.has(stem(word));

/** Words that name a kind of dish, not one dish: a request made only of them names no dish of its own. */
export const GENERIC = new Set(
  `salad salads soup soups stew stews curry curries pie pies cake cakes bread breads rice noodles pasta sauce dish bowl tart roast casserole bake fry sandwich
  ensalada ensaladas sopa sopas crema guiso guisado estofado curri pastel tarta bizcocho pan arroz fideos pasta salsa plato cuenco asado frito
  salat salate suppe suppen eintopf curry kuchen torte brot reis nudeln sosse sose gericht auflauf braten pfanne`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a request word is a name word: a word the cookbook holds must be that word (or its plural), any other may be a typo. */
export function wordMatches(index: CookbookIndex, asked: string, nameWord: string): boolean {
  if (asked === nameWord) return true;
  if (asked.length > 3 && nameWord.length > 3 && stem(asked) === stem(nameWord)) return true;
  if (index.nameWords.has(asked) || isFood(index, asked)) return false;
  return sameWord(asked, nameWord);
}

/** Whether few dishes (three at most) have this word in a name: "paella", "risotto", not "chicken" or "pollo". */
function namesFew(index: CookbookIndex, word: string): boolean {
  const dishes = new Set<number>();
  for (const key of wordsLike(index.nameWords, word, false)) for (const n of index.nameWords.get(key)!) dishes.add(index.names[n]!.dish);
  return dishes.size > 0 && dishes.size <= 3;
}

/** Whether a dish holds a food by this word (a variant asked for: "pad thai de gambas"). */
function dishHolds(index: CookbookIndex, dish: number, word: string): boolean {
  for (const key of wordsLike(index.foodWords, word, true)) for (const i of index.foodWords.get(key)!) if (index.ingredients[i]!.dish === dish) return true;
  return false;
}

/**
 * How well a name answers the request: null when it names another dish; else higher is closer.
 * Every word of the name must be asked for, or the request must be a shorter name of it ("Paella"
 * for "Paella valenciana", a word of its own that is neither a food nor a kind of dish). Any other
 * word of the request must be a cuisine, or a food the dish holds.
 */
function nameScore(index: CookbookIndex, name: IndexedName, words: readonly string[], added: readonly string[] = [], diet: NameRequest['diet'] = null): number | null {
  const used = new Array<boolean>(words.length).fill(false);
  const leftover: string[] = [];
  let uncovered = 0;
  let covered = 0;
  // The same name written as one word or as several ("Käsespätzle", "Käse-Spätzle").
  const joined =
    (name.words.length > 1 && words.length === 1 && sameWord(words[0]!, name.words.join(''))) ||
    (words.length > 1 && name.words.length === 1 && sameWord(words.join(''), name.words[0]!));
  if (joined) {
    used.fill(true);
    covered = Math.min(words.length, name.words.length);
  }
  const matched = new Set<string>();
  for (const nw of joined ? [] : name.words) {
    let j = words.findIndex((w, k) => !used[k] && wordMatches(index, w, nw));
    if (j >= 0) {
      used[j] = true;
      covered++;
      matched.add(nw);
      continue;
    }
    // A German compound holding the name's word: the rest must be a food ("Hähnchen" + "curry").
    j = words.findIndex((w, k) => !used[k] && nw.length >= 4 && w.length >= nw.length + 3 && (w.endsWith(nw) || w.startsWith(nw)));
    if (j < 0) {
      uncovered++;
      continue;
    }
    used[j] = true;
    covered++;
    matched.add(nw);
    const w = words[j]!;
    leftover.push(w.endsWith(nw) ? w.slice(0, w.length - nw.length) : w.slice(nw.length));
  }
  words.forEach((w, k) => {
    if (!used[k]) leftover.push(w);
  });
  if (!covered) return null;
  let extraFoods = 0;
  for (const w of leftover) {
    if (CUISINE_WORDS[w]) continue;
    if (uncovered || !isFood(index, w) || !dishHolds(index, name.dish, w)) return null;
    extraFoods++;
  }
  // The name's words the request leaves out, when they follow its head and each one places the dish
  // ("Paella valenciana", "Risotto alla milanese"): the request names the classic by its head.
  const missed = uncovered ? name.words.filter((nw) => !matched.has(nw)) : [];
  const head = name.words.findIndex((nw) => !matched.has(nw));
  const styleOnly =
    head > 0 && name.words.slice(head).every((nw) => !matched.has(nw)) && missed.every((nw) => !isFood(index, nw) && !GENERIC.has(nw) && REGIONAL.test(nw));
  if (uncovered) {
    // A shorter name: it must hold a word of its own (a dish's word few names hold, or a word that is
    // no food of the table when the rest of the name is a region or style), or be the name's whole head.
    const own = words.some((w) => !CUISINE_WORDS[w] && !GENERIC.has(w) && (namesFew(index, w) || (styleOnly && foodEntryOf(w) === null)));
    if (!own && !headAsked(index, name, matched)) return null;
  }
  const variant = !diet && meatless(index.dishes[name.dish]!, 'vegetarian');
  const optional = name.optional.reduce((sum, w) => sum + optionalScore(w, words, added, variant), 0);
  return 10 * covered - 5 * uncovered - 3 * extraFoods + optional;
}

/** How a word that places a dish after its name ends: "valenciana", "bolognese", "milanese", "lyonnaise", "parisienne", "napolitano". */
const REGIONAL = /(?:an[ao]s?|ese|esa|aise|oise|ienne)$/;

/** Words that call a dish the classic one ("Classic lasagne", "Paella tradicional"): left out of a request, they count for it. */
const CLASSIC_WORDS = new Set('classic traditional authentic clasico clasica tradicional autentico autentica klassisch klassische klassischer traditionell traditionelle authentisch'.split(' '));

/**
 * A name's own added words ("Flan casero", "Vegetable lasagne") count when asked, and a little
 * against it when not; a classic word counts for it. On a meatless dish that a request (or the
 * cook's profile) does not ask to be meatless (`variant`), a diet or vegetable word the request
 * does not say makes the name a variant of the dish asked for ("Vegetable paella" for "Paella") and
 * counts well against it; on a dish with meat it is only what the dish holds ("Beef and vegetable stew").
 */
function optionalScore(word: string, words: readonly string[], added: readonly string[], variant: boolean): number {
  if (added.some((a) => sameWord(a, word)) || words.includes(word)) return 2;
  if (CLASSIC_WORDS.has(word)) return 1;
  if (variant && dietWord(word)) return -6;
  return -1;
}

/** Where a name goes on to what the dish is served or made with ("Lamb Tagine | with Prunes and Almonds"). */
const SERVED_WITH = /\s(?:with|con|mit)\s/i;

/**
 * Whether the request asked for the whole head of a name: "Chicken tagine" (and "Moroccan chicken
 * tagine") for "Chicken Tagine with Preserved Lemon and Olives", "Tajín de cordero" for "Tajín de
 * cordero con ciruelas y almendras". The head must be two words at least, one of them not a food,
 * so that "Chicken" alone never names "Chicken with rice".
 */
function headAsked(index: CookbookIndex, name: IndexedName, matched: ReadonlySet<string>): boolean {
  const at = name.text.search(SERVED_WITH);
  if (at <= 0) return false;
  const head = nameWords(name.text.slice(0, at)).filter((w) => name.words.includes(w));
  return head.length >= 2 && head.length < name.words.length && head.every((w) => matched.has(w)) && head.some((w) => !isFood(index, w));
}

export const meatless = (dish: DishMeta, diet: 'vegetarian' | 'vegan') => dish.base === 'vegan' || (diet === 'vegetarian' && dish.base === 'vegetarian');

/** A dish found: the index's (DishMeta) inside core, the whole dish from the store. */
export interface DishFound<D extends DishMeta = CookbookDish> {
  dish: D;
  request: NameRequest;
}

/** The cookbook dish the cook names, or null when the cookbook does not know it. */
export function findDishByName(index: CookbookIndex, text: string, language: RecipeLanguage, profile?: DietProfile): DishFound<DishMeta> | null {
  const request = readNameRequest(text, language, profile);
  if (!request.words.some((w) => !CUISINE_WORDS[w])) return null;
  const candidates = new Set<number>();
  const probes = [...request.words, ...(request.words.length > 1 ? [request.words.join('')] : [])];
  for (const w of probes) for (const key of wordsLike(index.nameWords, w, true)) for (const n of index.nameWords.get(key)!) candidates.add(n);
  let best: { dish: number; score: number } | null = null;
  for (const n of candidates) {
    const name = index.names[n]!;
    const score = nameScore(index, name, request.words, request.added, request.diet);
    if (score === null) continue;
    const dish = index.dishes[name.dish]!;
    const total =
      score + (request.diet && meatless(dish, request.diet) ? 6 : 0) + (request.cuisine && dish.cuisine === request.cuisine ? 2 : 0) + (name.language === language ? 0.5 : 0);
    if (!best || total > best.score) best = { dish: name.dish, score: total };
  }
  return best ? { dish: index.dishes[best.dish]!, request } : null;
}
