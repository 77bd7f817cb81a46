import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';
import type { DietFacts } from '#core/diet/recipe-diet-facts';
import type { CookbookDish, CookbookIngredient, IngredientRole } from '#core/schemas/cookbook-dish';
import { editDistance, foldText, nameWords, stem, typosAllowed } from './cookbook-text';

/**
 * The cookbook's search index (docs/cookbook.md, docs/decisions/077-the-cookbook.md): every name
 * of every dish (titles and aliases in en, es and de) by its words, and every ingredient by the
 * words of its food and of its printed lines, each with an inverted map so a request touches only
 * the dishes that share a word. The bundled cookbook's index is built at build time
 * (scripts/cookbook-files.ts writes core/cookbook/cookbook-index.data.ts) with each dish's facts
 * but not its text; a test's dishes are indexed when first used.
 */

/**
 * What the index keeps of a dish: its facts, its titles and its ingredients' foods and parts, not
 * its printed lines, description, steps or notes, which are read from its dishes file only when it
 * is cooked or shown; with its file and its diet facts per language when built at build time. A
 * whole CookbookDish is one too.
 */
export type DishMeta = Omit<CookbookDish, 'text' | 'ingredients'> & {
  ingredients: Array<Pick<CookbookIngredient, 'food' | 'role' | 'optional'> & Partial<Pick<CookbookIngredient, RecipeLanguage>>>;
  text: Record<RecipeLanguage, { title: string }>;
  /** Its dishes file ("italian.json"). */
  file?: string;
  /** Its diet facts as the checker reads them (core/diet/recipe-diet-facts.ts), per language. */
  facts?: Record<RecipeLanguage, DietFacts>;
};

/** Words a cook adds to a dish's name that are not the dish: haste, ease, praise, diet, "vegetable". */
export const ADDED_WORDS = new Set(
  `quick quickly fast easy simple best classic homemade traditional healthy authentic light delicious tasty perfect my weeknight recipe dish style
  rapido rapida rapidos rapidas facil faciles sencillo sencilla clasico clasica casero casera tradicional sano sana autentico autentica rico rica mi receta plato estilo perfecto perfecta
  schnell schnelle schneller schnelles einfach einfache einfacher einfaches klassisch klassische klassischer hausgemacht hausgemachte traditionell traditionelle gesund gesunde authentisch lecker leckere leckerer mein meine rezept gericht perfekte
  vegetarian veggie vegetable vegetables meatless vegan plant based
  vegetariano vegetariana vegetarianos vegetarianas vegano vegana veganos veganas verdura verduras
  vegetarisch vegetarische vegetarischer vegetarisches vegan vegane veganer veganes gemuse fleischlos fleischlose`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words among ADDED_WORDS that ask for a meatless dish, and which diet. */
export function dietWord(word: string): 'vegetarian' | 'vegan' | null {
  if (/^vegan/.test(word)) return 'vegan';
  if (/^(?:vegetari|veggie|vegetable|verdura|gemuse|meatless|fleischlos)/.test(word)) return 'vegetarian';
  return null;
}

/** Compound prefixes split off a word ("Gemüselasagne" is Gemüse- + Lasagne). */
const ADDED_PREFIXES = ['gemuse', 'veggie', 'vegetarische', 'vegane'];

/** Cuisine words in the three languages, by cuisine id: they place a dish, they do not name it. */
export const CUISINE_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries({
    italian: 'italian italiano italiana italienisch italienische italienischer',
    mexican: 'mexican mexicano mexicana mexikanisch mexikanische mexikanischer',
    asian: 'asian asiatico asiatica asiatisch asiatische asiatischer',
    mediterranean: 'mediterranean mediterraneo mediterranea mediterran mediterrane mediterraner',
    indian: 'indian indio india hindu indisch indische indischer',
    french: 'french frances francesa franzosisch franzosische franzosischer',
    american: 'american americano americana amerikanisch amerikanische amerikanischer',
    chinese: 'chinese chino china chinesisch chinesische chinesischer',
    japanese: 'japanese japones japonesa japanisch japanische japanischer',
    thai: 'thai tailandes tailandesa thailandisch thailandische',
    greek: 'greek griego griega griechisch griechische griechischer',
    spanish: 'spanish espanol espanola spanisch spanische spanischer',
    'middle-eastern': 'lebanese arabic arabe libanes libanesa libanesisch orientalisch orientalische',
    korean: 'korean coreano coreana koreanisch koreanische koreanischer',
    vietnamese: 'vietnamese vietnamita vietnamesisch vietnamesische',
    moroccan: 'moroccan marroqui marokkanisch marokkanische marokkanischer',
  }).flatMap(([cuisine, words]) => words.split(' ').map((w) => [w, cuisine])),
);

export interface IndexedName {
  dish: number;
  language: RecipeLanguage;
  text: string;
  /** Its words that must be asked for. */
  words: string[];
  /** Its words a request may leave out ("vegetable", "quick"). */
  optional: string[];
}

export interface IndexedIngredient {
  dish: number;
  ingredient: number;
  role: IngredientRole;
  /** The English food's words, and each line's food words (en, es, de). */
  food: string[];
  lines: string[][];
}

export interface CookbookIndex {
  dishes: readonly DishMeta[];
  byId: ReadonlyMap<string, number>;
  names: IndexedName[];
  /** Name word -> names holding it. */
  nameWords: Map<string, number[]>;
  ingredients: IndexedIngredient[];
  /** Ingredient word (and its stem) -> ingredients holding it. */
  foodWords: Map<string, number[]>;
}

/** A name's words with the added-prefix compounds split ("gemuselasagne" -> "gemuse", "lasagne"). */
export function splitWords(text: string): string[] {
  return nameWords(text).flatMap((w) => {
    const prefix = ADDED_PREFIXES.find((p) => w.startsWith(p) && w.length >= p.length + 4);
    return prefix ? [prefix, w.slice(prefix.length)] : [w];
  });
}

const UNIT_WORDS = new Set(
  'g kg ml l cl dl tsp tbsp cup cups oz lb pinch handful bunch clove cloves can tin large small medium el tl prise bund dose stuck stk cucharada cucharadas cucharadita cucharaditas taza tazas pizca lata diente dientes manojo grande grandes pequeno pequena mediano mediana gross grosse grosser klein kleine frisch frische fresh fresco fresca dosen scheiben scheibe slices slice rodajas rodaja'.split(' '),
);

/** The food words of a printed line: before its first comma or bracket and any "for ..." / "para ..." / "für ...", no amounts or units. */
export function lineFoodWords(line: string): string[] {
  const head = line.split(/[,(;]| for | para | fur | für | zum | zur /i)[0] ?? line;
  return foldText(head)
    .split(' ')
    .filter((w) => w.length >= 3 && !/^\d/.test(w) && !UNIT_WORDS.has(w));
}

function push<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

/** The index of whole dishes; `metas`, when given, are what it keeps of them (dishMeta), in the same order. */
export function buildCookbookIndex(dishes: readonly CookbookDish[], metas: readonly DishMeta[] = dishes): CookbookIndex {
  const index: CookbookIndex = { dishes: metas, byId: new Map(), names: [], nameWords: new Map(), ingredients: [], foodWords: new Map() };
  const byId = index.byId as Map<string, number>;
  dishes.forEach((dish, d) => {
    byId.set(dish.id, d);
    const seen = new Set<string>();
    for (const language of RECIPE_LANGUAGES) {
      const text = dish.text[language];
      for (const name of [text.title, ...text.aliases]) {
        const key = foldText(name);
        if (seen.has(key)) continue;
        seen.add(key);
        const all = splitWords(name);
        const words = all.filter((w) => !ADDED_WORDS.has(w) && !CUISINE_WORDS[w]);
        const optional = all.filter((w) => ADDED_WORDS.has(w) || CUISINE_WORDS[w]);
        if (!words.length) continue;
        const n = index.names.push({ dish: d, language, text: name, words, optional }) - 1;
        for (const w of words) push(index.nameWords, w, n);
      }
    }
    dish.ingredients.forEach((ingredient, i) => {
      const food = foldText(ingredient.food).split(' ');
      const lines = RECIPE_LANGUAGES.map((language) => lineFoodWords(ingredient[language]));
      const words = new Set<string>([...food, ...lines.flat()]);
      const n = index.ingredients.push({ dish: d, ingredient: i, role: ingredient.role, food, lines }) - 1;
      for (const w of words) {
        push(index.foodWords, w, n);
        const s = stem(w);
        if (s !== w) push(index.foodWords, s, n);
      }
    });
  });
  return index;
}

/** The index as the build writes it (core/cookbook/cookbook-index.data.ts): plain JSON, names and ingredients as tuples, maps as entries. */
export interface CookbookIndexData {
  dishes: DishMeta[];
  /** [dish, language, text, words, optional] */
  names: Array<[number, RecipeLanguage, string, string[], string[]]>;
  /** [dish, ingredient, role, food, lines] */
  ingredients: Array<[number, number, IngredientRole, string[], string[][]]>;
  nameWords: Array<[string, number[]]>;
  foodWords: Array<[string, number[]]>;
}

/** What the index keeps of a whole dish (DishMeta), with its file and diet facts. */
export function dishMeta(dish: CookbookDish, file: string, facts: Record<RecipeLanguage, DietFacts>): DishMeta {
  const text = Object.fromEntries(RECIPE_LANGUAGES.map((l) => [l, { title: dish.text[l].title }])) as DishMeta['text'];
  const ingredients = dish.ingredients.map((x) => ({ food: x.food, role: x.role, ...(x.optional ? { optional: true } : {}) }));
  const { text: _text, ingredients: _ingredients, ...rest } = dish;
  return { ...rest, ingredients, text, file, facts };
}

export function cookbookIndexData(index: CookbookIndex): CookbookIndexData {
  return {
    dishes: [...index.dishes],
    names: index.names.map((n) => [n.dish, n.language, n.text, n.words, n.optional]),
    ingredients: index.ingredients.map((x) => [x.dish, x.ingredient, x.role, x.food, x.lines]),
    nameWords: [...index.nameWords],
    foodWords: [...index.foodWords],
  };
}

export function cookbookIndexFromData(data: CookbookIndexData): CookbookIndex {
  return {
    dishes: data.dishes,
    byId: new Map(data.dishes.map((dish, d) => [dish.id, d])),
    names: data.names.map(([dish, language, text, words, optional]) => ({ dish, language, text, words, optional })),
    nameWords: new Map(data.nameWords),
    ingredients: data.ingredients.map(([dish, ingredient, role, food, lines]) => ({ dish, ingredient, role, food, lines })),
    foodWords: new Map(data.foodWords),
  };
}

interface Vocabulary {
  /** Words by their first letter. */
  byFirst: Map<string, string[]>;
  /** Words by stem. */
  byStem: Map<string, string[]>;
  /** Words by each of their ends of five letters or more ("blattspinat" under "spinat"). */
  bySuffix: Map<string, string[]>;
}
const vocabularies = new WeakMap<ReadonlyMap<string, number[]>, Vocabulary>();
const likeCache = new WeakMap<ReadonlyMap<string, number[]>, Map<string, string[]>>();

function add(map: Map<string, string[]>, key: string, word: string) {
  const list = map.get(key);
  if (list) list.push(word);
  else map.set(key, [word]);
}

function vocabularyOf(map: ReadonlyMap<string, number[]>): Vocabulary {
  let v = vocabularies.get(map);
  if (!v) {
    v = { byFirst: new Map(), byStem: new Map(), bySuffix: new Map() };
    for (const key of map.keys()) {
      add(v.byFirst, key[0]!, key);
      if (key.length > 3) add(v.byStem, stem(key), key);
      for (let i = 1; key.length - i >= 5; i++) add(v.bySuffix, key.slice(i), key);
    }
    vocabularies.set(map, v);
  }
  return v;
}

/**
 * Vocabulary words of `map` that are `word`: the same word, the same stem, or (a word the cookbook
 * does not hold itself) a typo or two away; with `compounds`, also the words `word` ends or starts
 * with as a German compound does, or that end or start with it (five letters or more). Remembered
 * per word; each kind of look-up reads an index, so the cost does not grow with the cookbook.
 */
export function wordsLike(map: ReadonlyMap<string, number[]>, word: string, compounds: boolean): string[] {
  let cache = likeCache.get(map);
  if (!cache) likeCache.set(map, (cache = new Map()));
  const key = `${compounds ? 'c' : 'w'}${word}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const v = vocabularyOf(map);
  const out = new Set<string>();
  if (map.has(word)) out.add(word);
  if (word.length > 3) for (const w of v.byStem.get(stem(word)) ?? []) out.add(w);
  // A word the vocabulary holds is no typo: "pesto" never finds "pisto".
  const max = map.has(word) ? 0 : typosAllowed(word);
  const first = v.byFirst.get(word[0] ?? '') ?? [];
  if (max > 0) {
    for (const candidate of first) {
      if (Math.abs(candidate.length - word.length) <= max && editDistance(word, candidate, max) <= max) out.add(candidate);
    }
  }
  if (compounds) {
    for (let i = 5; i < word.length; i++) {
      const head = word.slice(0, i);
      const tail = word.slice(word.length - i);
      if (map.has(head)) out.add(head);
      if (map.has(tail)) out.add(tail);
    }
    if (word.length >= 5) {
      for (const w of v.bySuffix.get(word) ?? []) if (w.length > word.length + 2) out.add(w);
      for (const candidate of first) if (candidate.length > word.length + 2 && candidate.startsWith(word)) out.add(candidate);
    }
  }
  const list = [...out];
  if (cache.size > 5000) cache.clear();
  cache.set(key, list);
  return list;
}
