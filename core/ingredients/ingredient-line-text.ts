import { HEDGES, HEDGES_BEFORE_NUMBER } from '#core/food/ingredient-words';

/**
 * An ingredient line as printed, made ready to read (core/ingredients/ingredient-parse.ts reads the amount,
 * unit and food from what this leaves): bullets and site checkboxes, footnote marks, notes in
 * brackets, Chefkoch's "Zehe/n", glued lengths and inch marks, hedges before the amount ("about",
 * "ca.", "unos") and the opening word of a range are taken off; section headings are told apart.
 */

const BULLET = /^\s*(?:[▢☐□◻■●○✓✔]\s*|[-*•·–—▪◦+]\s+)/u;
/** Footnote marks after a word ("flour*", "vanilla extract**", "sugar †", "milk¹"). */
const FOOTNOTE = /(?<=[\p{L}\p{N}.)])[*†‡¹²³⁴⁵⁶⁷⁸⁹]+(?=[\s,;:]|$)|\s[*†‡]+(?=\s|$)/gu;
/** Chefkoch's plurals ("Zehe/n", "Scheibe/n", "Dose/n"): the singular is read. */
const SLASH_PLURAL = /(\p{L}{2,})\/(?:n|en|e|s|er)(?![\p{L}])/gu;
/** "2-inch piece", "3-cm Stück": the length as a word of its own. */
const GLUED_LENGTH = /(\d)-(?=(?:inch|inches|cm)(?![\p{L}]))/giu;
/** "de 4 a 6 tortillas", "from 4 to 6": the range without its opening word. */
const RANGE_OPENING = /^(?:de|from|von)\s+(?=\d[\d/.,½¼¾⅓⅔]*\s*(?:a|to|bis|-|–)\s*\d)/i;
/** "entre 200 y 250 ml", "between 2 and 3 cups", "zwischen 2 und 3 EL": a range written "2 - 3". */
const BETWEEN = /^(?:entre|between|zwischen)\s+(\d[\d/.,½¼¾⅓⅔]*)\s+(?:y|and|und)\s+(?=\d)/i;
/** An inch mark after a number ('2" piece ginger'): the word inch. */
const INCH_MARK = /(\d)\s*["″”](?=\s|$)/g;
const HEDGE = new RegExp(
  `^(?:(?:${HEDGES.map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')).join('|')})(?![\\p{L}])[\\s:]*` +
    `|(?:${HEDGES_BEFORE_NUMBER.join('|')})\\s+(?=[\\d½¼¾⅓⅔⅛]))+`,
  'iu',
);
/** A label before the ingredient ("Optional: 1/4 cup pecans", "Opcional: 50 g de nueces"). */
export const LABEL = /^[\p{L}][\p{L}\s'’.-]{0,30}:\s+(?=\S)/u;

/** The line as read: bullets, footnote marks, notes in brackets, Chefkoch's plurals and hedges off. */
export function normalise(line: string): string {
  return line
    .replace(BULLET, '')
    .normalize('NFC')
    .replace(FOOTNOTE, '')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/(\p{L}\.?)\/(?=[\d½¼¾⅓⅔⅛])/gu, '$1 / ')
    .replace(SLASH_PLURAL, '$1')
    .replace(GLUED_LENGTH, '$1 ')
    .replace(INCH_MARK, '$1 inch')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(HEDGE, '')
    .replace(RANGE_OPENING, '')
    .replace(BETWEEN, '$1 - ');
}

/** A heading's opening words when it has no colon ("For the frosting", "PARA LA SALSA", "Für den Belag"). */
const HEADING_OPENING = /^(?:for\s+the|para\s+(?:el|la|los|las)|für\s+(?:den|die|das))\s+\p{L}/iu;

/**
 * A section heading ("For the sauce:", "Para la salsa:", "Zutaten für 4 Portionen:", "For the
 * frosting"): a line that ends in a colon and does not start with an amount, or a short line
 * without a number that opens as headings do.
 */
export const isHeading = (line: string) => {
  const plain = line.replace(/[*_#]+/g, '').trim();
  if (plain.endsWith(':')) return !/^[\d½¼¾⅓⅔⅛]/.test(plain);
  return HEADING_OPENING.test(plain) && !/[\d:]/.test(plain) && plain.split(/\s+/).length <= 5;
};
