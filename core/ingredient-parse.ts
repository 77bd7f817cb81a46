import { cleanName, wordKey } from './ingredient-key';
import {
  AND_A_PART,
  HEDGES,
  LENGTH_WORDS,
  OTHER_PART_WORDS,
  PACKS,
  PART_WORDS,
  PLUS_WORDS,
  SIZE_WORDS,
  TWO_WORD_UNITS,
  VAGUE_AMOUNTS,
  WORD_NUMBERS,
} from './ingredient-words';
import type { Unit } from './kitchen-options';
import { leadingQuantity } from './recipe-scaling';
import { dimensionOf, toBase, unitWord } from './units';

export { ingredientKey, wordKey } from './ingredient-key';
export { guessCategory } from './shopping-category';

/**
 * One ingredient line ("1 ½ cups milk", "2 cebollas", "eine Prise Salz") as quantity, unit and a
 * name, plus the key that matches the same ingredient case-, accent- and plural-insensitively in
 * en, es and de, ignoring preparation words. It reads ranges ("2-3", "2 or 3", "2 o 3"), a second
 * amount ("1/2 cup/100 g sugar", "100 g (3.5 oz)"), sizes before the unit ("1 large bunch basil"),
 * multiplied packs ("2 x 400 g tins"), parts of a food ("juice of 1 lemon") and alternatives
 * ("chicken or vegetable stock"). Quantities use core/recipe-scaling's number reader.
 */
export interface ParsedIngredient {
  /** The name as written, without quantity, unit and preparation words ("Mehl", "garlic"). */
  name: string;
  /** The match key ("cebollas" and "Cebolla" both give "cebolla"). */
  key: string;
  /** Null when the line gives none ("salt to taste", "a pinch of salt"). For a range, its upper bound. */
  quantity: number | null;
  unit: Unit | null;
  /** A container or part counted in pieces ("cloves", "Dose", "lata"), as its word key; else null. */
  pack: string | null;
  /** The lower bound of a range ("2 or 3" gives 2), else absent. */
  quantityMin?: number;
  /** The part of the food the line uses ("juice of 1 lemon": juice); the amount counts whole foods. */
  part?: 'juice' | 'zest';
}

const BULLET = /^\s*(?:[▢☐□◻■●○✓✔]\s*|[-*•·–—▪◦+]\s+)/u;
const RANGE_WORD = /^(?:or|o|ó|u|oder|to|a|bis|-|–)\s+/i;
/** Footnote marks after a word ("flour*", "vanilla extract**", "sugar †", "milk¹"). */
const FOOTNOTE = /(?<=[\p{L}\p{N}.)])[*†‡¹²³⁴⁵⁶⁷⁸⁹]+(?=[\s,;:]|$)|\s[*†‡]+(?=\s|$)/gu;
/** Chefkoch's plurals ("Zehe/n", "Scheibe/n", "Dose/n"): the singular is read. */
const SLASH_PLURAL = /(\p{L}{2,})\/(?:n|en|e|s|er)(?![\p{L}])/gu;
/** "2-inch piece", "3-cm Stück": the length as a word of its own. */
const GLUED_LENGTH = /(\d)-(?=(?:inch|inches|cm)(?![\p{L}]))/giu;
/** "de 4 a 6 tortillas", "from 4 to 6": the range without its opening word. */
const RANGE_OPENING = /^(?:de|from|von)\s+(?=\d[\d/.,½¼¾⅓⅔]*\s*(?:a|to|bis|-|–)\s*\d)/i;
const HEDGE = new RegExp(
  `^(?:(?:${HEDGES.map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')).join('|')})(?![\\p{L}])[\\s:]*|(?:unos|unas)\\s+(?=\\d))+`,
  'iu',
);
/** A label before the ingredient ("Optional: 1/4 cup pecans", "Opcional: 50 g de nueces"). */
const LABEL = /^[\p{L}][\p{L}\s'’.-]{0,30}:\s+(?=\S)/u;

const bare = (word: string) => word.toLowerCase().replace(/\.+$/, '');

interface Amount {
  quantity: number | null;
  min?: number;
  rest: string;
}

/** "1 y 1/2 taza", "2 and 1/2 cups": a whole number and a fraction joined by a word. */
function joinedFraction(value: number, rest: string): { value: number; rest: string } {
  const joined = /^(?:y|and|und)\s+(.*)$/i.exec(rest);
  const part = joined ? leadingQuantity(joined[1] ?? '') : null;
  return part && part.upper === null && part.value < 1 && Number.isInteger(value) ? { value: value + part.value, rest: part.rest } : { value, rest };
}

/** A leading amount: a number, a range ("2-3", "2 or 3": the upper bound) or number words ("half a"). */
function splitAmount(text: string): Amount {
  const lead = leadingQuantity(text);
  if (lead) {
    let { value, upper, rest } = lead;
    if (upper === null) ({ value, rest } = joinedFraction(value, rest));
    if (upper === null && RANGE_WORD.test(rest)) {
      const second = leadingQuantity(rest.replace(RANGE_WORD, ''));
      if (second && second.value > value) ({ upper, rest } = { upper: second.value, rest: second.rest });
    }
    return upper === null ? { quantity: value, rest } : { quantity: upper, min: value, rest };
  }
  const words = text.split(/\s+/);
  const first = WORD_NUMBERS.get(bare(words[0] ?? ''));
  if (first === undefined || words.length < 2) return { quantity: null, rest: text };
  const second = WORD_NUMBERS.get(bare(words[1] ?? ''));
  // "half a lemon", "einer halben Zitrone", "a couple of": two number words make one amount.
  if (second !== undefined && words.length > 2) return { quantity: first * second, rest: words.slice(2).join(' ') };
  return { quantity: first, rest: words.slice(1).join(' ') };
}

/** "juice of 1 lemon", "zest and juice of a lime", "el zumo de 1 limón", "Saft von ½ Zitrone", "Mark von 1 Vanilleschote". */
function splitPart(text: string): { part: 'juice' | 'zest' | null; rest: string } | null {
  const match = /^(?:the\s+|el\s+|la\s+|der\s+|die\s+|das\s+)?(?:abgeriebene\s+)?([\p{L}]+)(?:\s+(?:and|y|und)\s+[\p{L}]+)?\s+(?:of|de|von)?\s*(.+)$/iu.exec(text);
  const word = (match?.[1] ?? '').toLowerCase();
  const part = PART_WORDS.get(word) ?? (OTHER_PART_WORDS.has(word) ? null : undefined);
  if (!match || part === undefined) return null;
  const rest = match[2] ?? '';
  return splitAmount(rest).quantity === null ? null : { part, rest };
}

/** A unit word or two-word unit phrase at the start of `words`; how many words it took. */
function readUnit(words: string[]): { unit: Unit; times: number; taken: number } | null {
  const two = TWO_WORD_UNITS.get(`${(words[0] ?? '').toLowerCase()} ${(words[1] ?? '').toLowerCase()}`.replace(/\.$/, ''));
  const twoUnit = two ? unitWord(two) : null;
  if (twoUnit) return { ...twoUnit, taken: 2 };
  // Old cookbooks' "T." is a tablespoon and "t." a teaspoon: only the case tells them apart.
  if (/^T\.?$/.test(words[0] ?? '')) return { unit: 'tbsp', times: 1, taken: 1 };
  if (/^t\.?$/.test(words[0] ?? '')) return { unit: 'tsp', times: 1, taken: 1 };
  const one = unitWord(words[0] ?? '');
  return one ? { ...one, taken: 1 } : null;
}

/** A pack word ("cans", "Dose") that has a food after it. */
const isPack = (words: string[], at = 0) => PACKS.has(bare(words[at] ?? '')) && words.length > at + 1;

/** Size words and sizes of a pack ("large", "15-ounce", "gehäufte") between the amount and the unit. */
const SIZE_TOKEN = /^\d+(?:[.,]\d+)?-?(?:ounce|oz|g|gram|ml|lb|pound)s?\.?$/i;
function skipSizes(words: string[]): string[] {
  let i = 0;
  while (i < words.length - 1 && (SIZE_WORDS.has(bare(words[i]!)) || SIZE_TOKEN.test(words[i]!))) i++;
  return words.slice(i);
}

/** Drops a second amount that restates the first ("/ 100 g", "| 3.5 oz", "= 2 cups"). */
function dropSecondAmount(rest: string): string {
  const match = /^(?:\/|\||=|or)\s*(.*)$/i.exec(rest);
  if (!match) return rest;
  const second = splitAmount(match[1] ?? '');
  if (second.quantity === null) return rest;
  const words = second.rest.split(/\s+/);
  const unit = readUnit(words);
  return unit ? words.slice(unit.taken).join(' ') : rest;
}

/**
 * What follows the unit and adds to the amount, in the unit's measure: "1 cup plus 2 tablespoons"
 * (a second amount of the same kind), "1 taza y media", "1 kilo and a half".
 */
function addedAmount(words: string[], unit: Unit): { add: number; words: string[] } {
  const half = AND_A_PART.get(words.slice(0, 2).join(' ').toLowerCase()) ?? AND_A_PART.get(words.slice(0, 3).join(' ').toLowerCase());
  if (half !== undefined) {
    const taken = AND_A_PART.has(words.slice(0, 2).join(' ').toLowerCase()) ? 2 : 3;
    return { add: half, words: words.slice(taken) };
  }
  if (!PLUS_WORDS.has(bare(words[0] ?? ''))) return { add: 0, words };
  const second = splitAmount(words.slice(1).join(' '));
  const rest = second.rest.split(/\s+/);
  const found = second.quantity !== null ? readUnit(rest) : null;
  if (second.quantity === null || !found || dimensionOf(found.unit) !== dimensionOf(unit) || unit === 'pieces') return { add: 0, words };
  return { add: toBase(second.quantity * found.times, found.unit) / toBase(1, unit), words: rest.slice(found.taken) };
}

/** The line as read: bullets, footnote marks, notes in brackets, Chefkoch's plurals and hedges off. */
function normalise(line: string): string {
  return line
    .replace(BULLET, '')
    .normalize('NFC')
    .replace(FOOTNOTE, '')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/(\p{L}\.?)\/(?=\d)/gu, '$1 / ')
    .replace(SLASH_PLURAL, '$1')
    .replace(GLUED_LENGTH, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(HEDGE, '')
    .replace(RANGE_OPENING, '');
}

/** A section heading ("For the sauce:", "Para la salsa:", "Für den Teig:"): a line that ends in a colon, with no amount. */
const isHeading = (line: string) => {
  const plain = line.replace(/[*_#]+/g, '').trim();
  return plain.endsWith(':') && !/\d/.test(plain);
};

/**
 * Parses one ingredient line; null for a line with no name left (a bare "2 cups") and for a
 * section heading ("For the sauce:"), which names no ingredient.
 */
export function parseIngredientLine(line: string): ParsedIngredient | null {
  if (isHeading(line)) return null;
  const text = normalise(line);
  const label = LABEL.exec(text);
  if (!label) return parseText(text);
  // "Flour: 250 g": a label with only an amount after it names the food.
  const rest = normalise(text.slice(label[0].length));
  return parseText(rest) ?? parseText(`${rest} ${label[0].replace(/:\s*$/, '')}`) ?? parseText(text);
}

function parseText(line: string): ParsedIngredient | null {
  let text = line;
  const part = splitPart(text);
  if (part) text = part.rest;
  let { quantity, min, rest } = splitAmount(text);
  // "2 x 400 g tins tomatoes": the count times the size.
  const times = quantity !== null ? /^[x×]\s*(.*)$/i.exec(rest) : null;
  let multiplier = 1;
  if (times && quantity !== null) {
    const inner = splitAmount(times[1] ?? '');
    if (inner.quantity !== null) ({ multiplier, quantity, rest } = { multiplier: quantity, quantity: inner.quantity, rest: inner.rest });
  }
  let unit: Unit | null = null;
  let pack: string | null = null;
  let words = quantity !== null ? skipSizes(rest.split(/\s+/)) : rest.split(/\s+/);
  // "3/4 de taza": Spanish puts "de" between the amount and the unit.
  if (quantity !== null && bare(words[0] ?? '') === 'de' && readUnit(words.slice(1))) words = words.slice(1);
  const first = words[0] ?? '';
  if (VAGUE_AMOUNTS.has(bare(first))) {
    quantity = null;
    min = undefined;
    words = words.slice(1);
    // "a few sprigs of thyme", "unas ramitas de perejil": the sprigs are no food.
    if (isPack(words)) words = words.slice(1);
  } else if (quantity !== null && LENGTH_WORDS.has(bare(first))) {
    // "2-inch piece of ginger", "2 cm Ingwer": one piece of that length.
    ({ quantity, min, unit } = { quantity: 1, min: undefined, unit: 'pieces' });
    words = words.slice(1);
    if (readUnit(words)?.unit === 'pieces' || isPack(words)) words = words.slice(1);
  } else if (quantity !== null) {
    const found = readUnit(words);
    if (found) {
      unit = found.unit;
      quantity *= found.times;
      if (min !== undefined) min *= found.times;
      words = skipSizes(dropSecondAmount(words.slice(found.taken).join(' ')).split(/\s+/));
      const added = addedAmount(words, unit);
      if (added.add) ({ quantity, words } = { quantity: quantity + added.add, words: added.words });
      // A count of packs after a size ("2 x 400 g tins") is the size times the count.
      if (isPack(words)) words = words.slice(1);
      quantity *= multiplier;
    } else if (isPack(words)) {
      pack = first;
      unit = 'pieces';
      words = words.slice(1);
    } else {
      unit = 'pieces';
    }
  }
  // "2 Knoblauchzehen": the German compound names the food and its part.
  const clove = pack === null && quantity !== null ? /^(\p{L}{3,})(zehen?)(,?)$/iu.exec(words[0] ?? '') : null;
  if (clove) ({ pack, words } = { pack: clove[2]!, words: [`${clove[1]}${clove[3]}`, ...words.slice(1)] });
  const { name, key } = cleanName(words.join(' '));
  if (!key) return null;
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    name: pack ? `${name} (${pack})` : name,
    key,
    quantity: quantity === null ? null : round(quantity),
    unit,
    pack: pack ? wordKey(pack) : null,
    ...(min !== undefined && quantity !== null ? { quantityMin: round(min) } : {}),
    ...(part?.part ? { part: part.part } : {}),
  };
}
