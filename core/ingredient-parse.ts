import { cleanName, wordKey } from './ingredient-key';
import { PACKS, PART_WORDS, SIZE_WORDS, TWO_WORD_UNITS, VAGUE_AMOUNTS, WORD_NUMBERS } from './ingredient-words';
import type { Unit } from './kitchen-options';
import { leadingQuantity } from './recipe-scaling';
import { unitWord } from './units';

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

const BULLET = /^\s*[-*•·–—▪◦+]\s+/;
const RANGE_WORD = /^(?:or|o|u|oder|to|a|bis|-|–)\s+/i;

const bare = (word: string) => word.toLowerCase().replace(/\.+$/, '');

interface Amount {
  quantity: number | null;
  min?: number;
  rest: string;
}

/** A leading amount: a number, a range ("2-3", "2 or 3": the upper bound) or number words ("half a"). */
function splitAmount(text: string): Amount {
  const lead = leadingQuantity(text);
  if (lead) {
    const { value } = lead;
    let { upper, rest } = lead;
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
  // "half a lemon", "einer halben Zitrone", "media taza": two number words make one amount.
  if (second !== undefined && words.length > 2) return { quantity: Math.min(first, second), rest: words.slice(2).join(' ') };
  return { quantity: first, rest: words.slice(1).join(' ') };
}

/** "juice of 1 lemon", "zest and juice of a lime", "el zumo de 1 limón", "Saft von ½ Zitrone", "Saft einer Zitrone". */
function splitPart(text: string): { part: 'juice' | 'zest'; rest: string } | null {
  const match = /^(?:the\s+|el\s+|la\s+|der\s+|die\s+)?(?:abgeriebene\s+)?([\p{L}]+)(?:\s+(?:and|y|und)\s+[\p{L}]+)?\s+(?:of|de|von)?\s*(.+)$/iu.exec(text);
  const part = match && PART_WORDS.get((match[1] ?? '').toLowerCase());
  if (!match || !part) return null;
  const rest = match[2] ?? '';
  return splitAmount(rest).quantity === null ? null : { part, rest };
}

/** A unit word or two-word unit phrase at the start of `words`; how many words it took. */
function readUnit(words: string[]): { unit: Unit; times: number; taken: number } | null {
  const two = TWO_WORD_UNITS.get(`${(words[0] ?? '').toLowerCase()} ${(words[1] ?? '').toLowerCase()}`.replace(/\.$/, ''));
  const twoUnit = two ? unitWord(two) : null;
  if (twoUnit) return { ...twoUnit, taken: 2 };
  const one = unitWord(words[0] ?? '');
  return one ? { ...one, taken: 1 } : null;
}

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

/** Parses one ingredient line; null for a line with no name left (a bare "2 cups"). */
export function parseIngredientLine(line: string): ParsedIngredient | null {
  let text = line
    .replace(BULLET, '')
    .normalize('NFC')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/(\p{L}\.?)\/(?=\d)/gu, '$1 / ')
    .replace(/\s+/g, ' ')
    .trim();
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
  const first = words[0] ?? '';
  if (VAGUE_AMOUNTS.has(bare(first))) {
    quantity = null;
    min = undefined;
    words = words.slice(1);
  } else if (quantity !== null) {
    const found = readUnit(words);
    if (found) {
      unit = found.unit;
      quantity *= found.times;
      if (min !== undefined) min *= found.times;
      words = skipSizes(dropSecondAmount(words.slice(found.taken).join(' ')).split(/\s+/));
      // A count of packs after a size ("2 x 400 g tins") is the size times the count.
      if (PACKS.has(bare(words[0] ?? ''))) words = words.slice(1);
      quantity *= multiplier;
    } else if (PACKS.has(bare(first))) {
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
    ...(part ? { part: part.part } : {}),
  };
}
