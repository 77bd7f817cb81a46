/**
 * Words as the diet checker and the food index compare them (docs/decisions/040-diet-and-allergens-the-food-index.md): lower case, accents off, ß as ss, and one plural or inflection ending off, so
 * "Eier" and "Ei", "nueces" and "nuez", "anchovies" and "anchovy" meet. Pure; shared by the
 * checker (core/diet/allergens.ts) and the index compiler (core/diet/food-index-build.ts).
 */

/** Lower case, accents off, ß as ss: "Weizenmehl" → "weizenmehl", "Mantequilla" → "mantequilla". */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

export interface Token {
  norm: string;
  start: number;
  end: number;
  /** Written with a capital (German nouns are): a lower-case word is split as a compound only at a longer head. */
  upper?: boolean;
}

/** The words of a text (letters and digits, Unicode-aware), normalised, with their places. */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    norm: normalizeWord(m[0]),
    start: m.index,
    end: m.index + m[0].length,
    upper: /^\p{Lu}/u.test(m[0]),
  }));
}

export type FoodLanguage = 'en' | 'es' | 'de';
export const FOOD_LANGUAGES: FoodLanguage[] = ['en', 'es', 'de'];

/** A name as the index keys it: its normalised words joined by one space ("Lasagne-Platten" → "lasagne platten"). */
export const nameKey = (name: string) => tokenize(name).map((t) => t.norm).join(' ');

const DE_ENDINGS = ['nen', 'en', 'er', 'n', 'e', 's'];

/**
 * The singular forms a plural word may have in one language: "anchovies" → "anchovy", "nueces" →
 * "nuez", "Nudeln" → "nudel", "Eier" → "ei". Language by language, so a German "Beere" never
 * becomes the English "beer".
 */
export function singulars(word: string, language: FoodLanguage): string[] {
  const out: string[] = [];
  const add = (w: string) => {
    if (w.length >= 3 && w !== word && !out.includes(w)) out.push(w);
  };
  if (language === 'en') {
    if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
    if (word.endsWith('ves')) add(`${word.slice(0, -3)}f`);
    if (/(?:oes|ches|shes|xes|sses)$/.test(word)) add(word.slice(0, -2));
    if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  } else if (language === 'es') {
    if (word.endsWith('ces')) add(`${word.slice(0, -3)}z`);
    if (word.endsWith('es')) add(word.slice(0, -2));
    if (word.endsWith('s')) add(word.slice(0, -1));
  } else {
    if (word === 'eier') out.push('ei');
    for (const end of DE_ENDINGS) if (word.length - end.length >= 3 && word.endsWith(end)) add(word.slice(0, -end.length));
  }
  return out;
}

/** The forms of a multi-word key with its plural word made singular: the last word in en and de, the first in es. */
export function keyVariants(key: string, language: FoodLanguage): string[] {
  const words = key.split(' ');
  const at = language === 'es' ? 0 : words.length - 1;
  return singulars(words[at]!, language).map((w) => {
    const copy = [...words];
    copy[at] = w;
    return copy.join(' ');
  });
}
