import { FOOD_NAMES_TEXT } from './food-table.data';
import { SYNONYM_GROUPS } from './food-synonyms';
import { ADVICE_PHRASES, ALTERNATIVES, CONNECTORS, PREPARATION, PREPARATION_PHRASES, PREPARED_FOODS, PURPOSE_LEADS } from './ingredient-words';

/**
 * The name of an ingredient as a cook means it, and the key that matches the same ingredient
 * case-, accent- and plural-insensitively in en, es and de. Word boundaries are Unicode-aware
 * ("orégano" is no "or", "jalapeño" keeps its "o").
 */

/** Word keys that plural rules cannot reach. */
const KEY_OVERRIDES = new Map([
  ['eier', 'ei'],
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['knives', 'knife'],
  ['halves', 'half'],
]);

/**
 * The match key of one word: lower case, accents dropped, then trailing s/n/e removed while the
 * word is longer than three letters (tomatoes/tomato, cebollas/cebolla, Zwiebeln/Zwiebel,
 * limones/limón all meet), final y as i (berry/berries), -ces as z (nueces/nuez).
 */
export function wordKey(word: string): string {
  let w = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]/g, '');
  w = KEY_OVERRIDES.get(w) ?? w;
  if (w.length > 4 && w.endsWith('ces')) w = `${w.slice(0, -3)}z`;
  while (w.length > 3 && /[sne]$/.test(w) && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.replace(/y$/, 'i');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const phrases = (list: readonly string[]) => list.map((p) => escape(p).replace(/ /g, '\\s+')).join('|');

/**
 * Everything from an advice phrase ("to taste", "al gusto", "nach Belieben"), a semicolon or a dash
 * on; and, after a food, from a phrase of cut or state ("en rodajas", "in Scheiben") or a purpose
 * ("zum Bestreichen", "für die Form", "for deep-frying").
 */
const ADVICE = new RegExp(
  `(?:;|\\s[-–—]\\s|(?<![\\p{L}\\p{N}])(?:${phrases(ADVICE_PHRASES)})(?![\\p{L}\\p{N}])` +
    `|\\s(?:${phrases(PREPARATION_PHRASES)})(?![\\p{L}\\p{N}])` +
    `|\\s(?:${phrases(PURPOSE_LEADS)}|for(?=\\s+[\\p{L}-]+ing(?![\\p{L}])))\\s+\\p{L}).*$`,
  'iu',
);

const bare = (word: string) => word.toLowerCase().replace(/[.,:]+$/, '');
/** Egg sizes written after the food ("3 huevos L", "2 Eier M"), upper case only: "l" is a litre. */
const SIZE_LETTER = /^(?:XS|S|M|L|XL)$/;
const isPreparation = (word: string) => PREPARATION.has(bare(word));
const JOINERS = new Set(['and', 'y', 'e', 'und', '&']);

/**
 * The food table's names (core/food/food-table.data.ts) that hold a preparation word naming another
 * food than the name without it: "crushed red pepper" is chili flakes, not a red pepper, "crushed
 * tomatoes" come from a tin. Such a name is kept whole, as PREPARED_FOODS are; "fresh basil" and
 * "grated parmesan" name the food without the word and lose it. Read on first use.
 */
interface PreparedNames {
  /** Each prepared name's word keys and its row. */
  names: ReadonlyMap<string, number>;
  /** Every name's key, without its preparation words, and its row. */
  rowOf: ReadonlyMap<string, number>;
}

let tablePrepared: PreparedNames | undefined;
function tablePreparedFoods(): PreparedNames {
  tablePrepared ??= preparedOf(
    FOOD_NAMES_TEXT.split('\n').map((line) =>
      line
        .split('\t')
        .slice(2)
        .flatMap((cell) => (cell ? cell.split('|').flatMap((name) => name.split('/')) : [])),
    ),
  );
  return tablePrepared;
}

/**
 * Keys read the names of a food table being built (core/food/food-table-build.ts), each row's
 * names in all its languages, so a prepared name added to data/foods/foods.tsv is kept whole before
 * the generated file holds it.
 */
export function readFoodTableNames(rows: readonly (readonly string[])[]): void {
  tablePrepared = preparedOf(rows);
}

function preparedOf(names: readonly (readonly string[])[]): PreparedNames {
  const rows = names.map((row) => row.map((name) => name.toLowerCase().split(/\s+/).filter(Boolean)));
  const rowOf = new Map<string, number>();
  rows.forEach((row, n) => {
    for (const name of row) {
      const key = rawKey(trimPreparation(name, false));
      if (key && !rowOf.has(key)) rowOf.set(key, n);
    }
  });
  const found = new Map<string, number>();
  rows.forEach((row, n) => {
    for (const name of row) {
      if (!name.some(isPreparation)) continue;
      const other = rowOf.get(rawKey(trimPreparation(name, false)));
      if (other !== undefined && other !== n) found.set(name.map((word) => wordKey(word)).join(' '), n);
    }
  });
  return { names: found, rowOf };
}

/** Takes preparation words off both ends ("finely chopped parsley", "cebolla grande picada", "peeled and diced"). */
function trimPreparation(words: string[], table = true): string[] {
  const whole = words.map(bare).join(' ');
  for (const food of PREPARED_FOODS) if (` ${whole} `.includes(` ${food} `)) return trimAround(words, food);
  if (table) {
    // By word keys, so "crushed red peppers" is the table's "crushed red pepper".
    const keys = words.map((word) => wordKey(word)).join(' ');
    for (const [food, row] of tablePreparedFoods().names) {
      if (!` ${keys} `.includes(` ${food} `)) continue;
      // "crushed red pepper flakes": without the word it still names the same food, and loses it.
      const plain = trimPreparation(words, false);
      return tablePreparedFoods().rowOf.get(rawKey(plain)) === row ? plain : trimAround(words, food, wordKey);
    }
  }
  // Two foods joined ("salt and freshly ground pepper"): each is trimmed on its own.
  const join = words.findIndex((w, i) => i > 0 && i < words.length - 1 && JOINERS.has(bare(w)));
  if (join > 0) {
    const first = trimPreparation(words.slice(0, join), table);
    const second = trimPreparation(words.slice(join + 1), table);
    return first.length && second.length ? [...first, words[join]!, ...second] : first.length ? first : second;
  }
  const out = [...words];
  while (out.length > 1 && (isPreparation(out[0]!) || CONNECTORS.has(bare(out[0]!)) || JOINERS.has(bare(out[0]!)))) out.shift();
  while (out.length > 1 && (isPreparation(out.at(-1)!) || JOINERS.has(bare(out.at(-1)!)) || SIZE_LETTER.test(out.at(-1)!))) out.pop();
  return out.length === 1 && (isPreparation(out[0]!) || CONNECTORS.has(bare(out[0]!))) ? [] : out;
}

const rawKey = (words: string[]) =>
  words
    .map(wordKey)
    .filter((w) => w.length > 0)
    .join(' ');

/** Synonyms (core/food/food-synonyms.ts) by raw key: each name's key to its group's first name's key. */
let synonyms: Map<string, string> | null = null;
function synonymOf(key: string): string {
  if (!synonyms) {
    synonyms = new Map();
    for (const group of SYNONYM_GROUPS) {
      const keys = group.map((name) => rawKey(trimPreparation(name.split(/\s+/))));
      for (const key of keys) synonyms.set(key, keys[0]!);
    }
  }
  return synonyms.get(key) ?? key;
}

const keyOf = (words: string[]) => synonymOf(rawKey(words));

/** Trims preparation words around a prepared food's name, never inside it ("2 carne picada fresca"). */
function trimAround(words: string[], food: string, as: (word: string) => string = bare): string[] {
  const size = food.split(' ').length;
  const at = words.findIndex((_, i) => words.slice(i, i + size).map((word) => as(word)).join(' ') === food);
  // Only the ends: "carne de cerdo picada" keeps its "de".
  const before = words.slice(0, at);
  while (before.length && (isPreparation(before[0]!) || CONNECTORS.has(bare(before[0]!)))) before.shift();
  const after = words.slice(at + size);
  while (after.length && (isPreparation(after.at(-1)!) || JOINERS.has(bare(after.at(-1)!)))) after.pop();
  return [...before, ...words.slice(at, at + size), ...after];
}

/** The part of a name up to the first comma that still leaves a food ("large, ripe tomatoes" keeps going). */
function firstFoodSegment(text: string): string[] {
  let words: string[] = [];
  for (const segment of text.split(',')) {
    words = [...words, ...segment.split(/\s+/).filter(Boolean)];
    if (trimPreparation(words).length > 0) return words;
  }
  return words;
}

/**
 * A name cleaned of advice, notes and preparation words, with its match key. Two alternatives keep
 * the first ("butter or margarine" is butter), unless a one-word first alternative shares the
 * second's head ("chicken or vegetable stock": the name stays whole, the key is "chicken stock").
 */
export function cleanName(text: string): { name: string; key: string } {
  const cut = text.replace(/\([^)]*\)/g, ' ').replace(ADVICE, '');
  const words = firstFoodSegment(cut).map((w) => w.replace(/[,:]+$/, ''));
  const at = words.findIndex((w, i) => i > 0 && ALTERNATIVES.has(w.toLowerCase()));
  if (at > 0) {
    const first = trimPreparation(words.slice(0, at));
    const second = trimPreparation(words.slice(at + 1));
    if (first.length === 0) return { name: second.join(' '), key: keyOf(second) };
    if (first.length === 1 && second.length >= 2 && !CONNECTORS.has(bare(second[0]!))) {
      const shared = trimPreparation([...first, ...second.slice(1)]);
      return { name: `${first[0]} ${words[at]} ${second.join(' ')}`, key: keyOf(shared.length ? shared : second) };
    }
    return { name: first.join(' '), key: keyOf(first) };
  }
  const kept = trimPreparation(words);
  return { name: kept.join(' '), key: keyOf(kept) };
}

/** The match key of a name: each remaining word's key ("Chopped Tomatoes" -> "tomato"). */
export function ingredientKey(name: string): string {
  return cleanName(name).key;
}
