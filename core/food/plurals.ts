import { FOOD_PLURALS } from './food-table.data';
import type { RecipeLanguage } from '#core/kernel/options';

/**
 * Singular and plural of the words an ingredient line counts: units, containers and countable
 * foods, in en, es and de (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md). A typed
 * table, so "1 Ei" / "2 Eier" and "1 diente" / "2 dientes" come from data; English and Spanish
 * words missing from the table follow the regular rules, German ones are left as written.
 */

/**
 * [singular, plural] pairs of the words that are no food (units, containers, parts); words that do
 * not change (tsp, EL, Stück) need no entry. The foods' own plurals are written once, in the one
 * food table (data/foods/foods.tsv as "tomato/tomatoes"; docs/decisions/082-one-food-table.md).
 */
const TABLE: Record<RecipeLanguage, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ['cup', 'cups'], ['teaspoon', 'teaspoons'], ['tablespoon', 'tablespoons'], ['pinch', 'pinches'],
    ['white', 'whites'], ['clove', 'cloves'], ['leaf', 'leaves'], ['loaf', 'loaves'], ['half', 'halves'],
    ['can', 'cans'], ['tin', 'tins'], ['slice', 'slices'], ['sprig', 'sprigs'], ['stalk', 'stalks'],
    ['stick', 'sticks'], ['bunch', 'bunches'], ['head', 'heads'], ['jar', 'jars'], ['package', 'packages'],
    ['packet', 'packets'], ['fillet', 'fillets'], ['breast', 'breasts'], ['thigh', 'thighs'],
    ['piece', 'pieces'], ['bun', 'buns'],
  ],
  es: [
    ['taza', 'tazas'], ['cucharadita', 'cucharaditas'], ['cucharada', 'cucharadas'], ['cdta', 'cdtas'],
    ['cda', 'cdas'], ['pizca', 'pizcas'], ['diente', 'dientes'], ['hoja', 'hojas'], ['lata', 'latas'],
    ['rebanada', 'rebanadas'], ['loncha', 'lonchas'], ['ramita', 'ramitas'], ['tallo', 'tallos'], ['rama', 'ramas'],
    ['manojo', 'manojos'], ['cabeza', 'cabezas'], ['bote', 'botes'], ['paquete', 'paquetes'],
    ['pechuga', 'pechugas'], ['tortilla', 'tortillas'], ['pieza', 'piezas'], ['unidad', 'unidades'],
  ],
  de: [
    ['Tasse', 'Tassen'], ['Prise', 'Prisen'], ['Zehe', 'Zehen'], ['Lauchstange', 'Lauchstangen'],
    ['Blatt', 'Blätter'], ['Dose', 'Dosen'], ['Scheibe', 'Scheiben'], ['Zweig', 'Zweige'],
    ['Stange', 'Stangen'], ['Bund', 'Bund'], ['Kopf', 'Köpfe'], ['Glas', 'Gläser'], ['Packung', 'Packungen'],
    ['Päckchen', 'Päckchen'], ['Becher', 'Becher'], ['Stück', 'Stück'],
  ],
};

interface Forms {
  one: string;
  other: string;
}

const fold = (word: string) => word.toLocaleLowerCase('de');

/** Lower-case word -> its two forms, per language. */
const INDEX: Record<RecipeLanguage, Map<string, Forms>> = {
  en: new Map(),
  es: new Map(),
  de: new Map(),
};
for (const lang of Object.keys(TABLE) as RecipeLanguage[]) {
  for (const [one, other] of [...TABLE[lang], ...FOOD_PLURALS[lang]]) {
    if (INDEX[lang].has(fold(one))) continue;
    INDEX[lang].set(fold(one), { one, other });
    INDEX[lang].set(fold(other), { one, other });
  }
}

/** Whether the table knows `word` (either form) in `lang`. */
export function knowsWord(word: string, lang: RecipeLanguage): boolean {
  return INDEX[lang].has(fold(word));
}

/** The grammatical number an amount takes: ½ and 1 are singular, above 1 plural (en, es, de alike). */
export function isSingular(amount: number): boolean {
  return amount <= 1;
}

/**
 * `word` in the number `amount` needs, keeping the writer's capital first letter. Known words come
 * from the table; unknown English and Spanish words follow the regular rules (egg/eggs,
 * berry/berries, limón/limones is in the table); unknown German words come back unchanged.
 */
export function agreeWord(word: string, amount: number, lang: RecipeLanguage): string {
  const singular = isSingular(amount);
  const known = INDEX[lang].get(fold(word));
  const form = known ? (singular ? known.one : known.other) : regular(word, singular, lang);
  return matchCase(form, word, lang);
}

function matchCase(form: string, original: string, lang: RecipeLanguage): string {
  if (lang === 'de') return form; // German nouns carry their capital in the table.
  const first = original.charAt(0);
  return first !== first.toLowerCase() ? form.charAt(0).toUpperCase() + form.slice(1) : form.toLowerCase();
}

function regular(word: string, singular: boolean, lang: RecipeLanguage): string {
  if (lang === 'de' || !/^[\p{L}]+$/u.test(word) || word.length < 3) return word;
  const lower = word.toLowerCase();
  if (lang === 'en') {
    if (singular) {
      if (lower.endsWith('ss') || !lower.endsWith('s')) return word;
      if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
      if (/(?:ch|sh|x|ss)es$/.test(lower)) return word.slice(0, -2);
      return word.slice(0, -1);
    }
    if (lower.endsWith('s')) return word;
    if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
    if (/(?:ch|sh|x)$/.test(lower)) return `${word}es`;
    return `${word}s`;
  }
  // Spanish: a vowel takes -s, a consonant -es (words with accents shifting are in the table).
  if (singular) {
    if (!lower.endsWith('s')) return word;
    return /[lnrj]es$/.test(lower) ? word.slice(0, -2) : word.slice(0, -1);
  }
  if (lower.endsWith('s')) return word;
  return /[aeiouáéó]$/.test(lower) ? `${word}s` : `${word}es`;
}
