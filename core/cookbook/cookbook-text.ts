/**
 * Text helpers of the cookbook's finders (docs/cookbook.md): names folded so that spelling,
 * accents and case are forgiven, split into words, and compared with a bounded edit distance.
 */

/** Lower case, no accents, ß as ss, anything but letters and digits a space. */
export const foldText = (text: string) =>
  // eslint-disable-next-line no-control-regex
  (/[^\x00-\x7f]/.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss') : text)
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Words that join a dish's name and carry nothing of it ("a la", "con", "mit", "alla"). */
const JOINERS = new Set(
  'a al alla all allo ai la le les el los las lo de del della delle dei di da du des d au aux en y e et and with of the in im vom von nach art mit und con sin ohne style a la'.split(' '),
);

/** A name's words, joiners left out. */
export const nameWords = (text: string) => foldText(text).split(' ').filter((w) => w && !JOINERS.has(w));

/** Plural and gender endings taken off for comparing (tomatoes/tomato, Tomaten/Tomate, frescas/fresca). */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:es|en|s|n|e|a|o)$/, '');
}

/**
 * Damerau-Levenshtein distance, stopping early once it is over `max` (then max + 1).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const prevPrev: number[] = new Array(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prevPrev[j] = prev[j]!;
    prev = cur;
  }
  return prev[b.length]!;
}

/** The typos a word of this length forgives: none up to four letters, one up to eleven, two from twelve. */
export const typosAllowed = (word: string) => (word.length <= 4 ? 0 : word.length <= 11 ? 1 : 2);

/** Whether two folded words are the same word, typos and plural endings forgiven. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length > 3 && b.length > 3 && stem(a) === stem(b)) return true;
  const max = Math.min(typosAllowed(a), typosAllowed(b));
  return max > 0 && editDistance(a, b, max) <= max;
}
