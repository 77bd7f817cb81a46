/**
 * Words as the diet checker and the food index compare them (docs/decisions.md, Diet and
 * allergens): lower case, accents off, ß as ss, and one plural or inflection ending off, so
 * "Eier" and "Ei", "nueces" and "nuez", "anchovies" and "anchovy" meet. Pure; shared by the
 * checker (core/allergens.ts) and the index compiler (core/food-index-build.ts).
 */

/** Lower case, accents off, ß as ss: "Weizenmehl" → "weizenmehl", "Mantequilla" → "mantequilla". */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

export interface Token {
  norm: string;
  start: number;
  end: number;
}

/** The words of a text (letters and digits, Unicode-aware), normalised, with their places. */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    norm: normalizeWord(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const STEM_ENDINGS = ['nen', 'es', 'en', 'er', 's', 'n', 'e'];

/** One normalised word without its plural or inflection ending; the same on both sides of a lookup. */
export function stem(word: string): string {
  if (word === 'eier') return 'ei';
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ces')) return `${word.slice(0, -3)}z`;
  for (const end of STEM_ENDINGS) {
    if (word.length - end.length >= 3 && word.endsWith(end)) return word.slice(0, -end.length);
  }
  return word;
}

/** The lookup key of a food name: its words stemmed and joined ("Lasagne sheets" → "lasagn sheet"). */
export const foodKey = (name: string) => tokenize(name).map((t) => stem(t.norm)).join(' ');
