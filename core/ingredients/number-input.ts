import { parseQuantity } from './recipe-scaling';

/**
 * Reads a number typed in the interface language: "1.5" and "1,5" both mean one and a half in
 * every language (kitchen amounts are small); the language's own grouping ("1,500" in English,
 * "1.500" in German and Spanish: exactly three digits after each mark) means thousands.
 * Returns null for anything that is not a plain finite number ("", "abc", "1e3", "1,5,5").
 */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (!/^[-+]?[\d.,]+$/.test(trimmed) || !/\d/.test(trimmed)) return null;
  const group = groupSeparator(locale);
  const decimal = group === '.' ? ',' : '.';
  let normalised = trimmed;
  const marks = trimmed.replace(/[^.,]/g, '');
  const groupingPattern = new RegExp(`^[-+]?\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d+)?$`);
  if (marks.includes(group) && groupingPattern.test(trimmed)) {
    normalised = trimmed.split(group).join('');
  } else if (marks.length > 1) {
    return null;
  }
  normalised = normalised.replace(',', '.');
  if (/^[-+]?\.$|^[-+]?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * An amount as cooks type it: a plain number in the language's format (parseLocaleNumber), or a
 * fraction, mixed number or fraction glyph ("1/2", "1 1/2", "1½", "¾", "1 ¾").
 */
export function parseAmountInput(text: string, locale: string): number | null {
  const plain = parseLocaleNumber(text, locale);
  if (plain !== null) return plain;
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return /^\d*\s?(?:\d+\/\d+|[¼½¾⅓⅔⅛⅜⅝⅞])$/.test(trimmed) ? parseQuantity(trimmed) : null;
}

/** The thousands separator the language uses: "," (en) or "." (de, es). */
function groupSeparator(locale: string): ',' | '.' {
  const part = new Intl.NumberFormat(locale).formatToParts(12345.6).find((p) => p.type === 'group');
  // Spanish leaves four-digit numbers ungrouped; ask with a larger number.
  const fallback = new Intl.NumberFormat(locale).formatToParts(1234567.5).find((p) => p.type === 'decimal');
  if (part?.value === '.' || part?.value === ',') return part.value;
  return fallback?.value === ',' ? '.' : ',';
}
