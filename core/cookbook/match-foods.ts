import type { CookingMethod, Cuisine } from '../options';
import { shelfOf } from '../shopping-category';
import type { CookbookDish, CookbookIngredient, IngredientRole } from './cookbook-schema';
import { lineFoodWords, wordsLike, type CookbookIndex, type DishMeta, type IndexedIngredient } from './cookbook-index';
import { foldText, stem } from './cookbook-text';

/**
 * The cookbook ranked by a cook's foods (docs/cookbook.md "Cooking from a list"): each dish by how
 * many of the cook's foods it uses, a main ingredient weighing more than a supporting one and a
 * staple (salt, oil, water, pepper) hardly at all; sweet lists give sweet dishes and baking lists
 * baked goods; the cuisine and method asked for are kept to. Pure: the index holds the cookbook.
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
export const isStapleItem = (text: string) => {
  const words = itemWords(text);
  return words.length > 0 && words.every((w) => STAPLE_WORDS.has(w) || STAPLE_WORDS.has(stem(w)));
};
const hasWord = (words: string[], list: readonly string[]) => words.some((w) => list.some((x) => w === x || stem(w) === stem(x) || (x.length >= 5 && w.includes(x))));

/** What a list asks for: sweet (sugar, chocolate, fruit, flour with butter and egg) and baking (flour with yeast, butter or egg). */
export function listKind(items: readonly CookItem[]): { sweet: boolean; baking: boolean } {
  const words = items.map((i) => itemWords(i.text));
  const sweetItems = words.filter((w) => hasWord(w, SWEET_WORDS)).length;
  const savoury = words.some((w) => hasWord(w, SAVOURY_WORDS));
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

/** Every dish that uses a food of the list, best first. */
/** What a protein is, for the rule that a list's meat, fish or tofu is its main food: its shelf, or 'plant'. */
const proteinKinds = new Map<string, 'meat' | 'seafood' | 'plant' | null>();
export function proteinKind(text: string): 'meat' | 'seafood' | 'plant' | null {
  let kind = proteinKinds.get(text);
  if (kind !== undefined) return kind;
  const shelf = shelfOf(text);
  kind = PLANT_PROTEIN.test(foldText(text)) ? 'plant' : shelf === 'meat' || shelf === 'seafood' ? shelf : null;
  if (proteinKinds.size > 10000) proteinKinds.clear();
  proteinKinds.set(text, kind);
  return kind;
}
const PLANT_PROTEIN = /\b(?:tofu|tempeh|seitan|paneer|halloumi)\b/;

export function matchFoods(index: CookbookIndex, query: MatchQuery): Array<DishMatch<DishMeta>> {
  const items = query.items.map((item) => ({ ...item, words: itemWords(item.text), staple: isStapleItem(item.text), protein: proteinKind(item.text) }));
  const proteins = items.map((item, n) => (item.protein ? n : -1)).filter((n) => n >= 0);
  const kind = listKind(query.items);
  const byDish = new Map<number, IngredientHit[]>();
  items.forEach((item, n) => {
    for (const [i, closeness] of itemHits(index, item.words)) {
      const ing = index.ingredients[i]!;
      const hits = byDish.get(ing.dish) ?? [];
      hits.push({ item: n, ingredient: ing.ingredient, closeness });
      byDish.set(ing.dish, hits);
    }
  });
  // First every dish's score, with as little work as a dish that is not kept needs; then the
  // kept ones' missing and unused foods.
  const scored: Array<{ dish: DishMeta; score: number; share: number; best: IngredientHit[]; usesMain: boolean }> = [];
  for (const [d, hits] of byDish) {
    const dish = index.dishes[d]!;
    if (query.cuisine && dish.cuisine !== query.cuisine) continue;
    if (query.cookingMethod && dish.method !== query.cookingMethod) continue;
    if (kind.sweet && dish.taste !== 'sweet') continue;
    if (!kind.sweet && kind.baking && dish.method !== 'baking' && dish.course !== 'bread') continue;
    // Each item counts once, for its best ingredient; each ingredient answers one item.
    if (hits.length > 1) hits.sort((a, b) => weightOf(dish, b) * b.closeness - weightOf(dish, a) * a.closeness);
    const best: IngredientHit[] = [];
    for (const hit of hits) {
      if (best.some((b) => b.item === hit.item || b.ingredient === hit.ingredient)) continue;
      best.push(hit);
    }
    let score = 0;
    let usesMain = false;
    for (const hit of best) {
      const item = items[hit.item]!;
      const role = dish.ingredients[hit.ingredient]!.role;
      score += (item.staple ? ROLE_WEIGHT.staple : ROLE_WEIGHT[role]) * hit.closeness * (item.weight ?? 1);
      if (!item.staple && (role === 'main' || role === 'defining')) usesMain = true;
    }
    const facts = dishFacts(dish);
    // A list with meat, fish or tofu is about it: the dish uses it, or has a main of its kind it can stand in for.
    if (usesMain && proteins.length && !proteins.some((n) => best.some((b) => b.item === n))) {
      if (!proteins.some((n) => facts.mainProteins.has(items[n]!.protein!))) usesMain = false;
    }
    let have = 0;
    for (const hit of best) if (facts.countedSet.has(hit.ingredient)) have++;
    const share = facts.counted.length ? have / facts.counted.length : 1;
    scored.push({ dish, score, share, best, usesMain });
  }
  scored.sort((a, b) => b.score - a.score || b.share - a.share || a.dish.id.localeCompare(b.dish.id));
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

/** What matching reads of a dish on every request, kept per dish: its counted ingredients, the protein kinds of its mains. */
const dishFactsMemo = new WeakMap<DishMeta, { counted: number[]; countedSet: Set<number>; mainProteins: Set<string> }>();
function dishFacts(dish: DishMeta): { counted: number[]; countedSet: Set<number>; mainProteins: Set<string> } {
  let facts = dishFactsMemo.get(dish);
  if (!facts) {
    const counted: number[] = [];
    const mainProteins = new Set<string>();
    dish.ingredients.forEach((x, i) => {
      if (isCounted(x)) counted.push(i);
      if (x.role === 'main' || x.role === 'defining') {
        const kind = proteinKind(x.food);
        if (kind) mainProteins.add(kind);
      }
    });
    facts = { counted, countedSet: new Set(counted), mainProteins };
    dishFactsMemo.set(dish, facts);
  }
  return facts;
}

const weightOf = (dish: DishMeta, hit: IngredientHit) => ROLE_WEIGHT[dish.ingredients[hit.ingredient]!.role];
