import { RECIPE_LANGUAGES, type RecipeLanguage } from '../options';
import type { CookbookDish, IngredientRole } from './cookbook-schema';
import { foldText, nameWords, sameWord, stem, typosAllowed } from './cookbook-text';

/**
 * The cookbook's search index (docs/cookbook.md, docs/decisions/077-the-cookbook.md), built once
 * per isolate when the cookbook is first used: every name of every dish (titles and aliases in
 * en, es and de) by its words, and every ingredient by the words of its food and of its printed
 * lines, each with an inverted map so a request touches only the dishes that share a word.
 */

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
  /** The food in English and the start of its lines in en, es and de, as words. */
  words: Set<string>;
}

export interface CookbookIndex {
  dishes: readonly CookbookDish[];
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

export function buildCookbookIndex(dishes: readonly CookbookDish[]): CookbookIndex {
  const index: CookbookIndex = { dishes, byId: new Map(), names: [], nameWords: new Map(), ingredients: [], foodWords: new Map() };
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
      const words = new Set<string>(foldText(ingredient.food).split(' '));
      for (const language of RECIPE_LANGUAGES) for (const w of lineFoodWords(ingredient[language])) words.add(w);
      const n = index.ingredients.push({ dish: d, ingredient: i, role: ingredient.role, words }) - 1;
      for (const w of words) {
        push(index.foodWords, w, n);
        const s = stem(w);
        if (s !== w) push(index.foodWords, s, n);
      }
    });
  });
  return index;
}

const likeCache = new WeakMap<ReadonlyMap<string, number[]>, Map<string, string[]>>();

/**
 * Vocabulary words of `map` that are `word` (typos, plurals) or, with `compounds`, that `word` ends
 * or starts with as a German compound does (five letters or more). Remembered per word.
 */
export function wordsLike(map: ReadonlyMap<string, number[]>, word: string, compounds: boolean): string[] {
  let cache = likeCache.get(map);
  if (!cache) likeCache.set(map, (cache = new Map()));
  const key = `${compounds ? 'c' : 'w'}${word}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out: string[] = [];
  const max = typosAllowed(word);
  for (const candidate of map.keys()) {
    if (candidate === word) out.push(candidate);
    else if (Math.abs(candidate.length - word.length) <= max && (candidate[0] === word[0] || candidate[1] === word[1]) && sameWord(word, candidate)) out.push(candidate);
    else if (word.length > 3 && candidate.length > 3 && stem(word) === stem(candidate)) out.push(candidate);
    else if (compounds && candidate.length >= 5 && word.length > candidate.length && (word.endsWith(candidate) || word.startsWith(candidate))) out.push(candidate);
    else if (compounds && word.length >= 5 && candidate.length > word.length + 2 && (candidate.endsWith(word) || candidate.startsWith(word))) out.push(candidate);
  }
  if (cache.size > 5000) cache.clear();
  cache.set(key, out);
  return out;
}
