import type { CookingMethod, Cuisine } from '#core/kernel/options';
import type { CookbookDish, CookbookIngredient, IngredientRole } from '#core/schemas/cookbook-dish';
import { lineFoodWords, wordsLike, type CookbookIndex, type DishMeta, type IndexedIngredient } from './cookbook-index';
import { stem } from './cookbook-text';
import { methodFit } from './method-neighbours';
import { foodEntryOf, isMainFood, LIGHT_GROUPS, LIGHT_KINDS, LIGHT_WEIGHT, sameFood, type FoodEntry } from './food-entries';

/**
 * The cookbook ranked by a cook's foods (docs/cookbook.md "Cooking from a list"): each dish by how
 * many of the cook's foods it uses, a main ingredient weighing more than a supporting one and a
 * staple (salt, oil, water, pepper) hardly at all; sweet lists give sweet dishes and baking lists
 * baked goods; the cuisine asked for is kept to, and the method asked for (a neighbour of it, such as
 * braising for slow-cooking, a weaker match). Pure: the index holds the cookbook.
 */

export const ROLE_WEIGHT: Record<IngredientRole, number> = { main: 3, defining: 2, supporting: 1, garnish: 0.5, staple: 0.1 };

/** Foods every kitchen keeps: they hardly count for choosing a dish, nor as missing. */
const STAPLE_WORDS = new Set('salt sal salz pepper pimienta pfeffer oil aceite ol olivenol olive oliva water agua wasser'.split(' '));
const SWEET_WORDS =
  'sugar azucar zucker chocolate schokolade honey miel honig vanilla vainilla vanille jam mermelada marmelade syrup sirope sirup cocoa cacao kakao apple manzana apfel banana platano banane strawberry fresa erdbeere pear pera birne cherry cereza kirsche peach melocoton pfirsich raspberry frambuesa himbeere blueberry arandano heidelbeere berry beere plum ciruela pflaume mango mango pineapple pina ananas orange naranja orange apricot albaricoque aprikose quark nata sahne cream condensed'.split(' ');
const SAVOURY_WORDS =
  'chicken pollo hahnchen huhn beef ternera rind rindfleisch pork cerdo schwein lamb cordero lamm fish pescado fisch salmon salmon lachs cod bacalao merluza kabeljau prawn gamba garnele tuna atun thunfisch sausage salchicha wurst chorizo ham jamon schinken bacon speck tocino mince picada hackfleisch onion cebolla zwiebel garlic ajo knoblauch'.split(' ');
const FLOUR = /^(?:flour|harina|mehl|weizenmehl)$/;
const BAKING_PARTNERS = /^(?:yeast|levadura|hefe|butter|mantequilla|egg|eggs|huevo|huevos|eier|ei|baking|backpulver|polvo)$/;

export interface CookItem {
  /** As the cook wrote it ("2 courgettes", "Hähnchenbrust"). */
  text: string;
  /** How much it counts (pantry items that expire first count most); 1 by default. */
  weight?: number;
}

export interface MatchQuery {
  items: CookItem[];
  cuisine?: Cuisine | null;
  cookingMethod?: CookingMethod | null;
  limit?: number;
}

export interface IngredientHit {
  item: number;
  ingredient: number;
  /** 1 when the item names the whole food, 0.5 when it names a part ("chicken" for chicken thighs). */
  closeness: number;
}

/** A dish matched: the index's (DishMeta) inside core, the whole dish from the store. */
export interface DishMatch<D extends DishMeta = CookbookDish> {
  dish: D;
  score: number;
  /** Share of the dish's ingredients that are not staples, garnish or optional that the cook has. */
  share: number;
  hits: IngredientHit[];
  /** The cook's items the dish does not use. */
  unused: number[];
  /** Ingredients of the dish (not staples, garnish or optional) the cook does not have. */
  missing: number[];
  /** Whether a cook's food is a main or defining ingredient of the dish. */
  usesMain: boolean;
}

const itemWords = (text: string) => lineFoodWords(text).filter((w) => w.length >= 3);
/** Kinds of food (core/food) that season a dish, a spoon or a sprig at a time: they never stand in for a part of it. */
const SEASONING_KINDS = new Set(['herb', 'woody_herb', 'spice', 'salt', 'condiment']);
export const isStapleItem = (text: string) => {
  const words = itemWords(text);
  if (words.length > 0 && words.every((w) => STAPLE_WORDS.has(w) || STAPLE_WORDS.has(stem(w)))) return true;
  const food = foodEntryOf(text);
  return food !== null && SEASONING_KINDS.has(food.kind);
};
const hasWord = (words: string[], list: readonly string[]) => words.some((w) => list.some((x) => w === x || stem(w) === stem(x) || (x.length >= 5 && w.includes(x))));

/** What a list asks for: sweet (sugar, chocolate, fruit, flour with butter and egg) and baking (flour with yeast, butter or egg). */
export function sweetOrBaking(items: readonly CookItem[]): { sweet: boolean; baking: boolean } {
  const words = items.map((i) => itemWords(i.text));
  const foods = items.map((i) => foodEntryOf(i.text));
  // By name, and by the food table's kinds: a fruit or a sweetener (not a lemon, which seasons savoury dishes too) is sweet; meat, fish, tofu, an onion, garlic or a sauce savoury.
  const sweetItems = words.filter((w, n) => hasWord(w, SWEET_WORDS) || (foods[n] && ((foods[n]!.kind === 'fruit' && foods[n]!.group !== 'citrus') || foods[n]!.kind === 'sweetener'))).length;
  const savoury = words.some((w, n) => hasWord(w, SAVOURY_WORDS) || (foods[n] && (foods[n]!.kind === 'protein' || foods[n]!.group === 'onion' || foods[n]!.group === 'garlic' || foods[n]!.kind === 'condiment')));
  const flour = words.some((w) => w.some((x) => FLOUR.test(x)));
  const partners = words.filter((w) => w.some((x) => BAKING_PARTNERS.test(x))).length;
  const baking = flour && partners >= 1;
  const sweet = !savoury && (sweetItems >= 2 || (sweetItems >= 1 && flour) || (flour && partners >= 2 && sweetItems >= 1));
  return { sweet, baking };
}

/** Words of an item that name a cut, a form or a sauce, not the food: "chicken breast" is chicken. */
const PART_WORDS = new Set(
  'breast breasts thigh thighs fillet fillets leg legs wing wings steak mince minced ground sauce powder paste dried fresh frozen canned tinned chopped sliced whole pechuga pechugas muslo muslos filete filetes pierna alitas picada picado molido salsa polvo seco seca fresco fresca congelado lata brust filet keule schenkel flugel hack gemahlen sosse sose pulver getrocknet frisch tiefgekuhlt dose'.split(' '),
);

/**
 * The index's ingredients an item names, with how closely: every word of the item in the
 * ingredient's words; failing that, its food word alone ("chicken" of "chicken breast"), half as close.
 */
const hitsMemo = new WeakMap<CookbookIndex, Map<string, Map<number, number>>>();

function itemHits(index: CookbookIndex, words: string[]): Map<number, number> {
  // The same foods come back request after request (onion, garlic): their hits are kept per isolate.
  let memo = hitsMemo.get(index);
  if (!memo) hitsMemo.set(index, (memo = new Map()));
  const key = words.join(' ');
  let hits = memo.get(key);
  if (!hits) {
    hits = itemHitsUncached(index, words);
    if (memo.size > 5000) memo.clear();
    memo.set(key, hits);
  }
  return hits;
}

function itemHitsUncached(index: CookbookIndex, words: string[]): Map<number, number> {
  const all = itemHitsAll(index, words);
  if (all.size || words.length < 2) return all;
  const out = new Map<number, number>();
  for (const w of words) {
    if (PART_WORDS.has(w)) continue;
    for (const i of itemHitsAll(index, [w]).keys()) out.set(i, 0.5);
  }
  return out;
}

function itemHitsAll(index: CookbookIndex, words: string[]): Map<number, number> {
  const out = new Map<number, number>();
  if (!words.length) return out;
  // Each of the item's words must be in the ingredient's words (typos, plurals and compounds forgiven).
  let common: number[] | null = null;
  for (const w of words) {
    const found = new Set<number>();
    for (const key of wordsLike(index.foodWords, w, true)) for (const i of index.foodWords.get(key)!) found.add(i);
    const kept: number[] = common === null ? [...found] : common.filter((i) => found.has(i));
    common = kept;
    if (!kept.length) return out;
  }
  for (const i of common ?? []) out.set(i, wholeFood(words, index.ingredients[i]!) ? 1 : 0.5);
  return out;
}

/** Whether the item's words name the whole food (its English name or a line's food words), not a part of it. */
function wholeFood(words: string[], ingredient: IndexedIngredient): boolean {
  const covered = (target: string[]) => target.filter((t) => words.some((w) => w === t || stem(w) === stem(t) || (w.length >= 5 && (w.endsWith(t) || t.endsWith(w))))).length;
  if (covered(ingredient.food) === ingredient.food.length) return true;
  // A printed line holds adjectives ("frischer Blattspinat"): half its words is the food.
  return ingredient.lines.some((target) => target.length > 0 && covered(target) * 2 >= target.length);
}

const isCounted = (ingredient: Pick<CookbookIngredient, 'role' | 'optional'>) => !ingredient.optional && ingredient.role !== 'staple' && ingredient.role !== 'garnish';



/**
 * Every dish that uses the cook's foods, best first. A list's main foods (its meat, fish, tofu,
 * eggs or legumes, a sweet list's fruit; by their kind in the food table) must be in the dish: a
 * dish that keeps more of them comes first, and a dish that keeps none is never `usesMain`.
 * Staples weigh little; sweet lists give sweet dishes and baking lists baked goods; the cuisine
 * and method asked for are kept to.
 */
export function matchFoods(index: CookbookIndex, query: MatchQuery): Array<DishMatch<DishMeta>> {
  const asked = sweetOrBaking(query.items);
  const foods = query.items.map((item) => foodEntryOf(item.text));
  const fruits = foods.filter((f) => f?.kind === 'fruit' && f.group !== 'citrus').length;
  const items = query.items.map((item, n) => {
    const food = foods[n]!;
    const main = isMainFood(food, asked, fruits > 0);
    const light = !main && food !== null && (LIGHT_KINDS.has(food.kind) || LIGHT_GROUPS.has(food.group));
    return { ...item, words: itemWords(item.text), staple: isStapleItem(item.text), food, main, light };
  });
  const mains = items.map((item, n) => (item.main ? n : -1)).filter((n) => n >= 0);
  const byDish = new Map<number, IngredientHit[]>();
  items.forEach((item, n) => {
    for (const [i, closeness] of itemHits(index, item.words)) {
      const ing = index.ingredients[i]!;
      const hits = byDish.get(ing.dish) ?? [];
      hits.push({ item: n, ingredient: ing.ingredient, closeness });
      byDish.set(ing.dish, hits);
    }
  });
  // A main food the index's words miss (a German compound, "Schweinenacken"): the dishes whose
  // main or defining ingredient is that food in the table.
  for (const n of mains) {
    const food = items[n]!.food!;
    for (const d of dishesWithMain(index, food)) {
      const hits = byDish.get(d.dish) ?? [];
      if (hits.some((h) => h.item === n && h.ingredient === d.ingredient)) continue;
      hits.push({ item: n, ingredient: d.ingredient, closeness: 1 });
      byDish.set(d.dish, hits);
    }
  }
  // First every dish's score, with as little work as a dish that is not kept needs; then the
  // kept ones' missing and unused foods.
  const scored: Array<{ dish: DishMeta; score: number; share: number; best: IngredientHit[]; usesMain: boolean; kept: number; fit: number }> = [];
  for (const [d, hits] of byDish) {
    const dish = index.dishes[d]!;
    if (query.cuisine && dish.cuisine !== query.cuisine) continue;
    // The method asked for, or a neighbour of it (core/cookbook/method-neighbours.ts) as a weaker match.
    const fit = query.cookingMethod ? methodFit(dish, query.cookingMethod) : 1;
    if (!fit) continue;
    if (asked.sweet && dish.taste !== 'sweet') continue;
    if (asked.baking && dish.method !== 'baking' && dish.course !== 'bread') continue;
    // A hit counts only on an ingredient that is the cook's food, when the table knows both ("chicken" is not the chicken stock, olives not olive oil).
    const foodsOfDish = dishFoodEntries(dish);
    const fair = hits.filter((h) => {
      const item = items[h.item]!;
      const theirs = foodsOfDish[h.ingredient];
      if (!item.food || !theirs) return !item.main || h.closeness === 1;
      // A side food the table puts elsewhere is no hit (olives are not olive oil); a main food must be the same food, and then it is named whole.
      if (!item.main) return item.food.kind === theirs.kind;
      if (!sameFood(item.food, theirs)) return false;
      h.closeness = item.food.id === theirs.id ? 1 : 0.8;
      return true;
    });
    // A list with main foods wants one of them in the dish: a dish without any is not worth scoring.
    if (mains.length && !fair.some((h) => items[h.item]!.main)) continue;
    // Each item counts once, for its best ingredient; each ingredient answers one item.
    if (fair.length > 1) fair.sort((a, b) => weightOf(dish, b) * b.closeness - weightOf(dish, a) * a.closeness);
    const best: IngredientHit[] = [];
    for (const hit of fair) {
      if (best.some((b) => b.item === hit.item || b.ingredient === hit.ingredient)) continue;
      best.push(hit);
    }
    let score = 0;
    let usesMain = false;
    let kept = 0;
    for (const hit of best) {
      const item = items[hit.item]!;
      const role = dish.ingredients[hit.ingredient]!.role;
      const weight = item.staple ? ROLE_WEIGHT.staple : ROLE_WEIGHT[role] * (item.light ? LIGHT_WEIGHT : 1);
      score += weight * hit.closeness * (item.weight ?? 1);
      if (item.main) kept++;
      if (!item.staple && (role === 'main' || role === 'defining')) usesMain = true;
    }
    if (mains.length) usesMain = kept > 0;
    const facts = dishFacts(dish);
    let have = 0;
    for (const hit of best) if (facts.countedSet.has(hit.ingredient)) have++;
    const share = facts.counted.length ? have / facts.counted.length : 1;
    scored.push({ dish, score: score * fit, share, best, usesMain, kept, fit });
  }
  // A list of one or two main foods wants them all: a dish that keeps fewer than the best one of its
  // method's fit does is not offered. A dish of the very method asked for comes before a neighbour's.
  const most = new Map<number, number>();
  for (const x of scored) most.set(x.fit, Math.max(most.get(x.fit) ?? 0, x.kept));
  if (mains.length && mains.length <= 2) for (const x of scored) if (x.kept < most.get(x.fit)!) x.usesMain = false;
  scored.sort((a, b) => b.fit - a.fit || b.kept - a.kept || b.score - a.score || b.share - a.share || a.dish.id.localeCompare(b.dish.id));
  return scored.slice(0, query.limit ?? scored.length).map(({ dish, score, share, best, usesMain }) => ({
    dish,
    score,
    share,
    hits: best,
    unused: items.map((_, n) => n).filter((n) => !best.some((b) => b.item === n)),
    missing: dishFacts(dish).counted.filter((i) => !best.some((b) => b.ingredient === i)),
    usesMain,
  }));
}

/** A dish's ingredients as the food table knows them (null for a food it does not know), kept per dish. */
const dishEntries = new WeakMap<DishMeta, Array<FoodEntry | null>>();
function dishFoodEntries(dish: DishMeta): Array<FoodEntry | null> {
  let entries = dishEntries.get(dish);
  if (!entries) dishEntries.set(dish, (entries = dish.ingredients.map((x) => foodEntryOf(x.food))));
  return entries;
}

const mainsByFood = new WeakMap<CookbookIndex, Map<string, Array<{ dish: number; ingredient: number }>>>();
/** The dishes whose main or defining ingredient is this food (the table's row or family). */
function dishesWithMain(index: CookbookIndex, food: FoodEntry): Array<{ dish: number; ingredient: number }> {
  let memo = mainsByFood.get(index);
  if (!memo) mainsByFood.set(index, (memo = new Map()));
  const key = food.id;
  let out = memo.get(key);
  if (!out) {
    out = [];
    index.dishes.forEach((dish, d) =>
      dish.ingredients.forEach((x, i) => {
        if (x.role !== 'main' && x.role !== 'defining') return;
        const theirs = foodEntryOf(x.food);
        if (theirs && sameFood(food, theirs)) out!.push({ dish: d, ingredient: i });
      }),
    );
    memo.set(key, out);
  }
  return out;
}

/** What matching reads of a dish on every request, kept per dish: its counted ingredients. */
const dishFactsMemo = new WeakMap<DishMeta, { counted: number[]; countedSet: Set<number> }>();
function dishFacts(dish: DishMeta): { counted: number[]; countedSet: Set<number> } {
  let facts = dishFactsMemo.get(dish);
  if (!facts) {
    const counted: number[] = [];
    dish.ingredients.forEach((x, i) => {
      if (isCounted(x)) counted.push(i);
    });
    facts = { counted, countedSet: new Set(counted) };
    dishFactsMemo.set(dish, facts);
  }
  return facts;
}

const weightOf = (dish: DishMeta, hit: IngredientHit) => ROLE_WEIGHT[dish.ingredients[hit.ingredient]!.role];
