import { checkIngredients } from '../allergens';
import type { DietProfile } from '../allergens-profile';
import { SWAPS } from '../diet-substitutes.data';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../options';
import { readRecipeRequest } from '../recipe-request';
import type { CookbookDish } from './cookbook-schema';
import { ADDED_WORDS, CUISINE_WORDS, dietWord, splitWords, wordsLike, type CookbookIndex, type DishMeta, type IndexedIngredient, type IndexedName } from './cookbook-index';
import { foldText, nameWords, sameWord, stem } from './cookbook-text';
import { dishFindings } from './dish-diet';
import { foodKindOf, foodWeight, isGenericFood, sameFood, type FoodKind } from './food-kinds';
import { listKind } from './match-foods';

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
const GENERIC = new Set(
  `salad salads soup soups stew stews curry curries pie pies cake cakes bread breads rice noodles pasta sauce dish bowl tart roast casserole bake fry sandwich
  ensalada ensaladas sopa sopas crema guiso guisado estofado curri pastel tarta bizcocho pan arroz fideos pasta salsa plato cuenco asado frito
  salat salate suppe suppen eintopf curry kuchen torte brot reis nudeln sosse sose gericht auflauf braten pfanne`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a request word is a name word: a word the cookbook holds must be that word (or its plural), any other may be a typo. */
function wordMatches(index: CookbookIndex, asked: string, nameWord: string): boolean {
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
function nameScore(index: CookbookIndex, name: IndexedName, words: readonly string[], added: readonly string[] = []): number | null {
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
  if (uncovered) {
    // A shorter name: it must hold a word of its own, or be the name's whole head.
    const own = words.some((w) => !CUISINE_WORDS[w] && !GENERIC.has(w) && namesFew(index, w));
    if (!own && !headAsked(index, name, matched)) return null;
  }
  // A name's own added words ("Flan casero", "Vegetable lasagne") count when asked, and a little against it when not.
  const optional = name.optional.reduce((sum, w) => sum + (added.some((a) => sameWord(a, w)) || words.includes(w) ? 2 : -1), 0);
  return 10 * covered - 5 * uncovered - 3 * extraFoods + optional;
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

const meatless = (dish: DishMeta, diet: 'vegetarian' | 'vegan') => dish.base === 'vegan' || (diet === 'vegetarian' && dish.base === 'vegetarian');

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
    const score = nameScore(index, name, request.words, request.added);
    if (score === null) continue;
    const dish = index.dishes[name.dish]!;
    const total =
      score + (request.diet && meatless(dish, request.diet) ? 6 : 0) + (request.cuisine && dish.cuisine === request.cuisine ? 2 : 0) + (name.language === language ? 0.5 : 0);
    if (!best || total > best.score) best = { dish: name.dish, score: total };
  }
  return best ? { dish: index.dishes[best.dish]!, request } : null;
}

/** Words that name a kind of dish (GENERIC, and the kinds a name may be built on): a dish of the same kind is close. */
const KIND_WORDS = new Set([
  ...GENERIC,
  ...`meatball meatballs burger burgers kebab kebabs pudding gratin omelette dumpling dumplings strudel crumble muffin muffins cookie cookies pancake pancakes hotpot chowder pasty
  albondiga albondigas hamburguesa empanada empanadas tortita tortitas galleta galletas flan croqueta croquetas potaje cocido caldo
  klops klopse frikadelle frikadellen knodel knoedel auflauf strudel kekse pfannkuchen eintopf gulasch schnitzel plätzchen platzchen`
    .split(/\s+/)
    .filter(Boolean),
]);

/** Each dish's main and defining ingredients as the food table knows them, kept per index. */
const mainFoods = new WeakMap<CookbookIndex, Array<Array<{ role: 'main' | 'defining'; food: FoodKind }>>>();
function mainFoodsOf(index: CookbookIndex): Array<Array<{ role: 'main' | 'defining'; food: FoodKind }>> {
  let out = mainFoods.get(index);
  if (!out) {
    out = index.dishes.map((dish) =>
      dish.ingredients.flatMap((x) => {
        if (x.role !== 'main' && x.role !== 'defining') return [];
        const food = foodKindOf(x.food);
        return food ? [{ role: x.role, food }] : [];
      }),
    );
    mainFoods.set(index, out);
  }
  return out;
}

/** Groups of the food table whose foods make a dish what it is: a dish of the same group is close (another fish for a fish). */
const CLOSE_GROUPS = new Set(['chicken', 'meat', 'mince', 'fish', 'seafood', 'tofu', 'beans', 'lentils', 'red_lentils', 'dried_beans', 'fruit', 'citrus', 'egg']);

/**
 * The dishes closest to a request the cookbook does not know (at most `limit`), by what a cook
 * would call close: first those built on its main food (the same food, then another of its kind:
 * another fish for "Albóndigas de pescado"), then those of its kind of dish ("pie", "Kuchen",
 * "bizcocho" in their names), sweet dishes for a sweet request, the cuisine asked for; a name that
 * only shares another word ("alla romana") or a spelling counts least. When nothing is shared, the
 * best-known everyday dishes (desserts for a sweet request).
 */
export function closestDishes(index: CookbookIndex, text: string, language: RecipeLanguage, limit = 5, profile?: DietProfile): DishMeta[] {
  const request = readNameRequest(text, language, profile);
  const score = new Map<number, number>();
  const add = (d: number, s: number) => score.set(d, (score.get(d) ?? 0) + s);
  const words = request.words.filter((w) => w.length >= 3 && !CUISINE_WORDS[w]);
  const foods = words.map((w) => foodKindOf(w));
  const kind = listKind(words.map((w) => ({ text: w })));
  const otherFruit = foods.some((f) => f?.kind === 'fruit' && f.group !== 'citrus');
  const sweet = kind.sweet || foods.some((f) => f !== null && (f.kind === 'fruit' || f.kind === 'sweetener') && f.group !== 'citrus');
  const mains = mainFoodsOf(index);
  words.forEach((w, k) => {
    const food = foods[k]!;
    if (food) {
      const weight = foodWeight(food, { ...kind, sweet }, otherFruit);
      mains.forEach((list, d) => {
        let best = 0;
        for (const x of list) {
          // A food that names its whole group ("fish", "meat") is as close to each of its foods as another of the kind.
          if (!isGenericFood(food) && sameFood(food, x.food)) best = Math.max(best, x.role === 'main' ? 5.2 : 3.5);
          else if (x.role === 'main' && CLOSE_GROUPS.has(food.group) && x.food.group === food.group) best = Math.max(best, 2);
        }
        if (best) add(d, best * weight);
      });
    }
    // Its name's words: the same word (a kind of dish: "pie", "kuchen") counts more than a shared other word; a spelling least.
    const nameDishes = new Map<number, number>();
    for (const key of wordsLike(index.nameWords, w, true)) {
      const same = key === w || stem(key) === stem(w) || (key.length >= 5 && (w.endsWith(key) || w.startsWith(key) || key.endsWith(w)));
      // A food's dishes are counted by their ingredients above: its name adds little.
      const weight = !same ? 0.5 : KIND_WORDS.has(key) || KIND_WORDS.has(w) ? 3 : food ? 0.5 : 1;
      for (const n of index.nameWords.get(key)!) {
        const d = index.names[n]!.dish;
        nameDishes.set(d, Math.max(nameDishes.get(d) ?? 0, weight));
      }
    }
    for (const [d, s] of nameDishes) add(d, s);
  });
  if (sweet) for (const d of score.keys()) if (index.dishes[d]!.taste === 'sweet') add(d, 1.5);
  if (request.cuisine) for (const d of score.keys()) if (index.dishes[d]!.cuisine === request.cuisine) add(d, 2);
  if (request.diet) for (const d of score.keys()) if (meatless(index.dishes[d]!, request.diet)) add(d, 1);
  // A meatless cook is offered no dish their diet forbids.
  const ranked = [...score]
    .filter(([d, s]) => s >= 1 && (!request.diet || meatless(index.dishes[d]!, request.diet)))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([d]) => index.dishes[d]!);
  if (ranked.length < limit) {
    // Nothing close enough: everyday dishes of different cuisines (desserts for a sweet request), so the cook still has a choice.
    const cuisines = new Set(ranked.map((d) => d.cuisine));
    for (const dish of index.dishes) {
      if (ranked.length >= limit) break;
      if ((sweet ? dish.course !== 'dessert' : dish.course !== 'main') || ranked.includes(dish) || cuisines.has(dish.cuisine)) continue;
      if (request.diet && !meatless(dish, request.diet)) continue;
      ranked.push(dish);
      cuisines.add(dish.cuisine);
    }
  }
  return ranked.slice(0, limit);
}

/**
 * The words of a request that name the dish, not what the profile forbids: "curry" of "Chicken
 * curry" for a vegetarian, nothing of "Steak" (a dish that is only its meat has no meatless form).
 */
export function keptWords(index: CookbookIndex, request: NameRequest, profile: DietProfile): string[] {
  const kept: string[] = [];
  for (const w of request.words) {
    const findings = checkIngredients([w], profile).filter((f) => f.rule !== 'dislike');
    if (!findings.length) {
      if (!CUISINE_WORDS[w]) kept.push(w);
      continue;
    }
    // A German compound naming the meat and the dish ("huhnercurry"): the dish part stays, a word a dish's name holds.
    for (let at = 3; at <= w.length - 4; at++) {
      const rest = w.slice(at);
      if (!index.nameWords.has(rest) || checkIngredients([rest], profile).length || !checkIngredients([w.slice(0, at)], profile).length) continue;
      kept.push(rest);
      break;
    }
  }
  return kept;
}

const byDish = new WeakMap<CookbookIndex, Map<number, IndexedIngredient[]>>();
/** A dish's indexed ingredients. */
function ingredientsOf(index: CookbookIndex, dish: number): IndexedIngredient[] {
  let map = byDish.get(index);
  if (!map) {
    map = new Map();
    for (const x of index.ingredients) {
      const list = map.get(x.dish);
      if (list) list.push(x);
      else map.set(x.dish, [x]);
    }
    byDish.set(index, map);
  }
  return map.get(dish) ?? [];
}

/** What stands in for meat and fish (core/diet-substitutes.data.ts): the foods a meatless version of a dish is built on. */
const PLANT_MAINS: ReadonlySet<string> = new Set(
  SWAPS.filter((swap) => swap.rules.includes('vegetarian') && swap.line !== 'label')
    .flatMap((swap) => RECIPE_LANGUAGES.flatMap((l) => splitWords(foldText((swap.line as Record<RecipeLanguage, string>)[l]))))
    .flatMap((w) => [w, stem(w)]),
);
const isPlantWord = (word: string) => PLANT_MAINS.has(word) || PLANT_MAINS.has(stem(word)) || PLANT_MAINS.has(`${word}s`);

export interface MeatlessVersion<D extends DishMeta = CookbookDish> {
  dish: D;
  /** The name that says what it is, in the cook's language ("Chickpea Curry" for a chicken curry asked for). */
  title: string;
}

export interface MeatlessAnswer<D extends DishMeta = CookbookDish> {
  version: MeatlessVersion<D> | null;
  /** Whether the request names a dish beyond what the profile forbids ("curry" of "Chicken curry"; not "Steak"). */
  keepsDish: boolean;
}

/**
 * The cookbook's own meatless version of a dish the cook's profile forbids (docs/cookbook.md
 * "Adapting a dish"): a dish the profile allows, of the same course, whose name holds every word
 * of the request but the ones the profile forbids ("Chicken curry" for a vegetarian: a curry).
 * Names built on a plant protein (what core substitutes meat with), short names, the same cuisine
 * and the cook's own foods count for it.
 */
export function meatlessVersionOf(
  index: CookbookIndex,
  found: DishFound<DishMeta>,
  language: RecipeLanguage,
  profile: DietProfile,
  items: readonly string[] = [],
): MeatlessAnswer<DishMeta> {
  const kept = keptWords(index, found.request, profile);
  if (!kept.length) return { version: null, keepsDish: false };
  const original = found.dish;
  const cookFoods = items.flatMap((item) => splitWords(foldText(item))).map(stem);
  let best: { dish: number; name: IndexedName; score: number } | null = null;
  const candidates = new Set<number>();
  for (const w of kept) for (const key of wordsLike(index.nameWords, w, false)) for (const n of index.nameWords.get(key)!) candidates.add(n);
  const allowed = new Map<number, boolean>();
  for (const n of candidates) {
    const name = index.names[n]!;
    const dish = index.dishes[name.dish]!;
    if (dish === original || dish.course !== original.course) continue;
    if (!kept.every((w) => name.words.some((nw) => wordMatches(index, w, nw)))) continue;
    if (!allowed.has(name.dish)) allowed.set(name.dish, dishFindings(dish, language, profile).filter((f) => f.rule !== 'dislike').length === 0);
    if (!allowed.get(name.dish)) continue;
    const mains = dish.ingredients.filter((x) => x.role === 'main');
    // Words naming its main ("Chickpea" in "Chickpea Curry") say what stands in for the meat; others make it another dish.
    const mainWords = new Set(ingredientsOf(index, name.dish).filter((x) => x.role === 'main').flatMap((x) => [...x.food, ...x.lines.flat()]).map(stem));
    const extra = name.words.filter((nw) => !kept.some((w) => wordMatches(index, w, nw)) && !mainWords.has(stem(nw)));
    const plant = mains.some((x) => splitWords(x.food).some(isPlantWord));
    const ownFoods = dish.ingredients.filter((x) => cookFoods.some((c) => splitWords(x.food).some((fw) => stem(fw) === c))).length;
    const score =
      -2 * extra.length + (plant ? 3 : 0) + (dish.cuisine && dish.cuisine === original.cuisine ? 1 : 0) + (dish.method === original.method ? 1 : 0) + ownFoods + (name.language === language ? 0.5 : 0);
    if (!best || score > best.score) best = { dish: name.dish, name, score };
  }
  if (!best) return { version: null, keepsDish: true };
  const dish = index.dishes[best.dish]!;
  const says = (title: string) => kept.every((w) => splitWords(foldText(title)).some((tw) => wordMatches(index, w, tw)));
  // Its names in the cook's language, the title first.
  const own = index.names.filter((n) => n.dish === best.dish && n.language === language).map((n) => n.text);
  const title = best.name.language === language ? best.name.text : (own.find(says) ?? dish.text[language].title);
  return { version: { dish, title }, keepsDish: true };
}
