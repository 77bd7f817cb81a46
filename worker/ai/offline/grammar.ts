/**
 * Spanish grammar the offline refiner needs (docs/decisions/058-offline-chef-refines-a-recipe.md):
 * the gender and number of a substitute it puts in a step, so its article and pronouns agree
 * ("los garbanzos", "dóralos").
 */

/** Spanish gender and number of a noun, from its first word's ending. */
export function guessSpanish(word: string): { gender: 'm' | 'f'; plural: boolean } {
  const first = (word.trim().split(/\s+/)[0] ?? '').toLocaleLowerCase();
  const plural = /[^s]s$/.test(first) && first.length > 3;
  const stem = plural ? first.replace(/e?s$/, '') : first;
  const feminine = /(a|ión|dad|tad|umbre)$/.test(stem) && !/(ma|pa)$/.test(stem) ? true : /^(sal|miel|leche|carne|col|nata)$/.test(stem);
  return { gender: feminine ? 'f' : 'm', plural };
}
