import { cleanName, wordKey } from '#core/food/ingredient-key';
import {
  AND_A_PART,
  LENGTH_WORDS,
  OTHER_PART_WORDS,
  PACKS,
  PART_WORDS,
  PLUS_WORDS,
  PREPARATION,
  SIZE_WORDS,
  UNIT_PHRASES,
  VAGUE_AMOUNTS,
  WORD_NUMBERS,
} from '#core/food/ingredient-words';
import type { Unit } from '#core/kernel/kitchen-options';
import { leadingQuantity } from './recipe-scaling';
import { dimensionOf, toBase, unitWord } from '#core/kernel/units';
import { LABEL, isHeading, normalise } from './ingredient-line-text';

export { ingredientKey, wordKey } from '#core/food/ingredient-key';
export { guessCategory } from '#core/food/shopping-category';

/**
 * One ingredient line ("1 ½ cups milk", "2 cebollas", "eine Prise Salz") as quantity, unit and a
 * name, plus the key that matches the same ingredient case-, accent- and plural-insensitively in
 * en, es and de, ignoring preparation words. It reads ranges ("2-3", "2 or 3", "2 o 3"), a second
 * amount ("1/2 cup/100 g sugar", "100 g (3.5 oz)"), sizes before the unit ("1 large bunch basil"),
 * multiplied packs ("2 x 400 g tins"), parts of a food ("juice of 1 lemon") and alternatives
 * ("chicken or vegetable stock"). Quantities use core/ingredients/recipe-scaling's number reader.
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


const RANGE_WORD = /^(?:or|o|ó|u|oder|to|a|bis|-|–)\s+/i;

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
function splitPart(line: string): { part: 'juice' | 'zest' | null; rest: string } | null {
  // "finely grated zest of 1 orange", "freshly squeezed juice of 2 limes": the preparation is no part.
  const words = line.split(/\s+/);
  let at = 0;
  while (at < words.length - 1 && PREPARATION.has(bare(words[at]!))) at++;
  const text = words.slice(at).join(' ');
  const match = /^(?:the\s+|el\s+|la\s+|der\s+|die\s+|das\s+)?(?:abgeriebene\s+)?([\p{L}]+)(?:\s+(?:and|y|und)\s+[\p{L}]+)?\s+(?:of|de|von)?\s*(.+)$/iu.exec(text);
  const word = (match?.[1] ?? '').toLowerCase();
  const part = PART_WORDS.get(word) ?? (OTHER_PART_WORDS.has(word) ? null : undefined);
  if (!match || part === undefined) return null;
  const rest = match[2] ?? '';
  return splitAmount(rest).quantity === null ? null : { part, rest };
}

/** A unit word or two-word unit phrase at the start of `words`; how many words it took. */
function readUnit(words: string[]): { unit: Unit; times: number; taken: number } | null {
  for (const taken of [3, 2]) {
    const phrase = UNIT_PHRASES.get(words.slice(0, taken).join(' ').toLowerCase().replace(/\.$/, ''));
    const found = phrase && words.length >= taken ? unitWord(phrase) : null;
    if (found) return { ...found, taken };
  }
  // Old cookbooks' "T." is a tablespoon and "t." a teaspoon: only the case tells them apart.
  if (/^T\.?$/.test(words[0] ?? '')) return { unit: 'tbsp', times: 1, taken: 1 };
  if (/^t\.?$/.test(words[0] ?? '')) return { unit: 'tsp', times: 1, taken: 1 };
  const one = unitWord(words[0] ?? '');
  return one ? { ...one, taken: 1 } : null;
}

/** A pack word ("cans", "Dose") that has a food after it. */
const isPack = (words: string[], at = 0) => PACKS.has(bare(words[at] ?? '')) && words.length > at + 1;

/** Size words and sizes of a pack ("large", "15-ounce", "gehäufte") between the amount and the unit. */
const SIZE_TOKEN = /^\d+(?:[.,]\d+)?-?(?:ounce|oz|g|gram|ml|lb|pound|kg|kilo)s?\.?$/i;
/** The open first half of a size range ("2- to 3-pound"): "2-" and its joining word. */
const SIZE_RANGE_START = /^\d+(?:[.,]\d+)?-$/;
function skipSizes(words: string[]): string[] {
  let i = 0;
  for (;;) {
    if (i < words.length - 1 && (SIZE_WORDS.has(bare(words[i]!)) || SIZE_TOKEN.test(words[i]!))) i++;
    else if (SIZE_RANGE_START.test(words[i] ?? '') && RANGE_WORD.test(`${words[i + 1] ?? ''} `) && SIZE_TOKEN.test(words[i + 2] ?? '')) i += 2;
    else return words.slice(i);
  }
}

/**
 * A pack's size written after it in Spanish ("1 lata de 400 g de tomate", "un trozo de jengibre de
 * 2 cm"): "de", an amount and a unit or length, taken out of the words.
 */
function dropPackSize(words: string[]): string[] {
  for (let i = 0; i < words.length - 1; i++) {
    if (bare(words[i]!) !== 'de') continue;
    const amount = splitAmount(words.slice(i + 1).join(' '));
    if (amount.quantity === null || /^\p{L}/u.test(words[i + 1]!)) continue;
    const after = amount.rest.split(/\s+/);
    const taken = readUnit(after)?.taken ?? (LENGTH_WORDS.has(bare(after[0] ?? '')) ? 1 : 0);
    if (taken) return [...words.slice(0, i), ...after.slice(taken)].filter(Boolean);
  }
  return words;
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

const IMPERIAL: ReadonlySet<Unit> = new Set<Unit>(['lbs', 'oz', 'cups', 'tbsp', 'tsp']);

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
  const plus = PLUS_WORDS.has(bare(words[0] ?? ''));
  const second = splitAmount(words.slice(plus ? 1 : 0).join(' '));
  const rest = second.rest.split(/\s+/);
  const found = second.quantity !== null ? readUnit(rest) : null;
  if (second.quantity === null || !found || dimensionOf(found.unit) !== dimensionOf(unit) || unit === 'pieces') return { add: 0, words };
  // Without "plus", only an imperial amount in a smaller unit adds ("1 lb 8 oz", "1 cup 2 tbsp").
  if (!plus && !(IMPERIAL.has(unit) && IMPERIAL.has(found.unit) && toBase(1, found.unit) < toBase(1, unit))) return { add: 0, words };
  return { add: toBase(second.quantity * found.times, found.unit) / toBase(1, unit), words: rest.slice(found.taken) };
}


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

/** A pack's size written twice ("2 5-ounces ounce cans"): the second unit word is a slip, not the amount's unit. */
const DOUBLED_SIZE_UNIT = /(\d-(?:ounces?|oz|grams?|g))\s+(?:ounces?|oz|grams?)\b/i;

/**
 * A count and the size of each piece ("2 - 15 oz cans", "2 15 oz cans", "2 - 400 g Dosen", "1 - 3
 * pound whole chicken", "1 3 lb pork shoulder"): the size before a pack word or with no dash before
 * it, or an English weight word in the singular
 * after a number above one, describes each piece, as "1 3-pound chicken" does; written joined
 * ("2 15-oz cans"), the size is read as such. A range keeps its plural or has no pack after it
 * ("1 - 3 pounds chicken", "3/4 - 1 cup cream", "1 - 1,5 kg Hähnchen").
 */
const SIZED_PACK = /^(\d+)\s+(?:[-–]\s*)?(\d+(?:[.,]\d+)?)\s*(ounces?|oz|grams?|g|gr|ml|lbs?|pounds?|kg|kilos?)\.?\s+(?=\p{L}+)/iu;
const SIZED_PIECE = /^(\d+)\s+[-–]\s+(\d+(?:[.,]\d+)?)\s+(pound|ounce)\s+(?=\p{L})/iu;
function sizeOfEachPiece(text: string): string {
  const piece = SIZED_PIECE.exec(text);
  if (piece && Number(piece[2]!.replace(',', '.')) > 1) return `${piece[1]} ${piece[2]}-${piece[3]} ${text.slice(piece[0].length)}`;
  const pack = SIZED_PACK.exec(text);
  if (!pack) return text;
  const after = text.slice(pack[0].length);
  // Without a dash the size is each piece's even with no pack after it ("1 3 lb pork shoulder").
  const joined = !/[-–]/.test(pack[0]);
  return joined || isPack(after.split(/\s+/)) ? `${pack[1]} ${pack[2]}-${pack[3]!.replace(/^gr$/i, 'g')} ${after}` : text;
}

function parseText(line: string): ParsedIngredient | null {
  let text = sizeOfEachPiece(line.replace(DOUBLED_SIZE_UNIT, '$1'));
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
  if (quantity === null) {
    // "small bunch of coriander" (one bunch), "generous pinch of salt": sizes before a pack or a vague amount.
    const sized = skipSizes(words);
    if (sized.length < words.length && (VAGUE_AMOUNTS.has(bare(sized[0] ?? '')) || isPack(sized))) {
      words = sized;
      if (isPack(words)) quantity = 1;
    }
    // "taza y media de agua", "kilo y medio de patatas": a unit with no number is one of it.
    const unitFirst = readUnit(words);
    if (unitFirst && addedAmount(words.slice(unitFirst.taken), unitFirst.unit).add) quantity = 1;
  }
  const first = words[0] ?? '';
  if (VAGUE_AMOUNTS.has(bare(first))) {
    quantity = null;
    min = undefined;
    // "a few dashes hot sauce", "unas gotas de tabasco": each vague word goes.
    while (VAGUE_AMOUNTS.has(bare(words[0] ?? '')) && words.length > 1) words = words.slice(1);
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
      words = dropSecondAmount(words.slice(found.taken).join(' ')).split(/\s+/);
      const added = addedAmount(words, unit);
      if (added.add) ({ quantity, words } = { quantity: quantity + added.add, words: added.words });
      words = skipSizes(words);
      // A count of packs after a size ("2 x 400 g tins") is the size times the count.
      if (isPack(words)) words = words.slice(1);
      quantity *= multiplier;
    } else if (isPack(words)) {
      pack = first;
      unit = 'pieces';
      words = dropPackSize(words.slice(1));
    } else {
      unit = 'pieces';
    }
    // "2/3 dientes de ajo", "3/4 patatas": a range of whole things written with a slash (a plural
    // follows); "3/4 cebolla" stays three quarters of one.
    const slash = unit === 'pieces' && /[sn]$/i.test(rest.split(/\s+/)[0] ?? '') ? /^(\d+)\/(\d+)(?![\d/])/.exec(text) : null;
    if (slash && Number(slash[1]) >= 2 && Number(slash[2]) === Number(slash[1]) + 1)
      ({ quantity, min } = { quantity: Number(slash[2]), min: Number(slash[1]) });
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
