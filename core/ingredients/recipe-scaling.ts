/**
 * Scales the leading quantity of ingredient lines ("1 ½ cups flour", "2-3 cloves garlic",
 * "0.5 kg potatoes", "1,5 l Milch"). Lines without a leading quantity are returned unchanged.
 * Pure. The exact scaled line; core/recipe/recipe-scaling-cook.ts turns it into amounts a cook can
 * measure (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md).
 */

const UNICODE_FRACTIONS: Record<string, number> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');

/** Fractions we print as a glyph, with the tolerance used to snap to them. */
const NICE_FRACTIONS: Array<[number, string]> = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** One number, as a regular expression's source: "1 1/2", "1 ½", "1½", "½", "1/2", "1.5", "1,5", "2". */
export const NUMBER = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\s*[${FRACTION_CHARS}]|[${FRACTION_CHARS}]|\\d+\\/\\d+|\\d+(?:[.,]\\d+)?)`;
const LEADING = new RegExp(`^(\\s*(?:[-*•·]\\s+)?)(${NUMBER})(?:\\s*(?:-|–|—|to|a|bis)\\s*(${NUMBER}))?(?=\\s|$|[a-zA-ZÀ-ÿ])`);

export interface LeadingQuantity {
  /** The first number; for a range ("2-3") the lower bound. */
  value: number;
  /** The upper bound of a range, or null. */
  upper: number | null;
  /** The rest of the line after the quantity, trimmed ("cups flour"). */
  rest: string;
}

/** The leading quantity of an ingredient line ("1 ½ cups flour" -> 1.5, "cups flour"), or null. */
export function leadingQuantity(line: string): LeadingQuantity | null {
  const match = LEADING.exec(line);
  if (!match) return null;
  const [whole, , first = '', second] = match;
  const value = parseQuantity(first);
  if (value === null) return null;
  const upper = second === undefined ? null : parseQuantity(second);
  return { value, upper, rest: line.slice(whole.length).trim() };
}

/** A leading quantity with where it sits in the line, for rewriting the line around it. */
export interface LeadingMatch extends LeadingQuantity {
  /** A bullet before the number ("- "), or "". */
  prefix: string;
  /** The text between the two numbers of a range (" - ", "-", " to "), or "". */
  separator: string;
  /** Whether the number was written with a decimal comma ("1,5"). */
  comma: boolean;
  /** The line after the quantity, untrimmed ("g butter" when the unit is glued to "100"). */
  after: string;
}

/** The leading quantity of a line with its surroundings, or null. */
export function matchLeading(line: string): LeadingMatch | null {
  const match = LEADING.exec(line);
  if (!match) return null;
  const [whole, prefix = '', first = '', second] = match;
  const value = parseQuantity(first);
  if (value === null) return null;
  const upper = second === undefined ? null : parseQuantity(second);
  if (second !== undefined && upper === null) return null;
  const after = line.slice(whole.length);
  const separator = second === undefined ? '' : whole.slice(prefix.length + first.length, whole.length - second.length);
  return { value, upper, rest: after.trim(), prefix, separator, comma: /\d,\d/.test(first), after };
}

/** Parses one quantity token; null when it is not a number we understand. */
export function parseQuantity(token: string): number | null {
  const text = token.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return fraction(Number(mixed[1]), Number(mixed[2]), Number(mixed[3]));
  const glyph = new RegExp(`^(\\d*)\\s*([${FRACTION_CHARS}])$`).exec(text);
  if (glyph) return Number(glyph[1] || 0) + (UNICODE_FRACTIONS[glyph[2] ?? ''] ?? 0);
  // "11/2", "21/2", "13/4": a mixed number whose space a page lost (1 ½, 2 ½, 1 ¾), never eleven halves.
  const lost = /^(\d+)([1-7])\/([2348])$/.exec(text);
  if (lost && Number(lost[2]) < Number(lost[3])) return fraction(Number(lost[1]), Number(lost[2]), Number(lost[3]));
  const simple = /^(\d+)\/(\d+)$/.exec(text);
  if (simple) return fraction(0, Number(simple[1]), Number(simple[2]));
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return null;
}

function fraction(whole: number, num: number, den: number): number | null {
  return den === 0 ? null : whole + num / den;
}

/** Formats a scaled quantity: common fractions as glyphs ("1 ½"), else at most two decimals. */
export function formatQuantity(value: number, decimalComma = false): string {
  if (value >= 10) return String(Math.round(value));
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 0.03) return String(whole);
  if (rest > 0.97) return String(whole + 1);
  const nice = NICE_FRACTIONS.find(([f]) => Math.abs(rest - f) < 0.03);
  if (nice) return whole > 0 ? `${whole} ${nice[1]}` : nice[1];
  const text = String(Math.round(value * 100) / 100);
  return decimalComma ? text.replace('.', ',') : text;
}

/**
 * Scales one ingredient line by `factor` exactly (no rounding to measures: the value shown on
 * hover; core/recipe/recipe-scaling-cook.ts gives the amount a cook measures). Lines without a leading
 * quantity come back unchanged.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return line;
  const match = LEADING.exec(line);
  if (!match) return line;
  const [whole, prefix = '', first = '', second] = match;
  const a = parseQuantity(first);
  if (a === null) return line;
  const comma = /\d,\d/.test(first);
  let scaled = formatQuantity(a * factor, comma);
  if (second !== undefined) {
    const b = parseQuantity(second);
    if (b === null) return line;
    const separator = whole.slice(prefix.length + first.length, whole.length - second.length);
    scaled += separator + formatQuantity(b * factor, comma);
  }
  return prefix + scaled + line.slice(whole.length);
}

/** Scales every line of a newline-separated ingredient list from `from` to `to` servings. */
export function scaleIngredients(lines: readonly string[], from: number, to: number): string[] {
  const factor = from > 0 ? to / from : 1;
  return lines.map((line) => scaleIngredientLine(line, factor));
}
