import type { Language } from '../provider';
import { UNIT_LABELS } from '../../../core/units';
import type { Measure, Name } from './foods';

/**
 * How the offline chef writes amounts and names in en, es and de (docs/decisions/011-offline-chef.md): the noun agrees with its number ("1 onion", "2 cebollas", "2 Zwiebeln"), Spanish steps
 * use the article of the noun's gender and number ("la cebolla", "los tomates", contracted after
 * "de" and "a"), German steps use the bare noun of recipe style ("Zwiebel fein würfeln"), which
 * needs no case.
 */

/** One ingredient as the steps name it. */
export interface Mention {
  /** The noun as it appears (singular or plural already chosen). */
  word: string;
  plural: boolean;
  gender: Name['gender'];
}

export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Spanish gender and number of a noun the chef does not know, from its first word's ending. */
export function guessSpanish(word: string): { gender: 'm' | 'f'; plural: boolean } {
  const first = (word.trim().split(/\s+/)[0] ?? '').toLocaleLowerCase();
  const plural = /[^s]s$/.test(first) && first.length > 3;
  const stem = plural ? first.replace(/e?s$/, '') : first;
  const feminine = /(a|ión|dad|tad|umbre)$/.test(stem) && !/(ma|pa)$/.test(stem) ? true : /^(sal|miel|leche|carne|col|nata)$/.test(stem);
  return { gender: feminine ? 'f' : 'm', plural };
}

/** "the onions", "las cebollas", "Zwiebeln". */
export function the(language: Language, m: Mention): string {
  if (language === 'en') return `the ${m.word}`;
  if (language === 'de') return m.word;
  const article = m.gender === 'f' ? (m.plural ? 'las' : 'la') : m.plural ? 'los' : 'el';
  return `${article} ${m.word}`;
}

const AND: Record<Language, string> = { en: 'and', es: 'y', de: 'und' };

export function list(language: Language, items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  // Spanish "y" becomes "e" before an i- sound ("e hinojo").
  const and = language === 'es' && /^(?:el |la |los |las )?h?i(?![aeou])/i.test(last) ? 'e' : AND[language];
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/** "a, b and c" with each named as the steps name it. */
export const theList = (language: Language, items: Mention[]) => list(language, items.map((m) => the(language, m)));

/** Spanish contractions after the words are joined ("de el" -> "del", "a el" -> "al"). */
export const contract = (language: Language, text: string) =>
  language === 'es' ? text.replace(/\bde el\b/g, 'del').replace(/\ba el\b/g, 'al') : text;

/** Numbers as a cook writes them: halves as ½, others to one decimal ("1,5" in es and de). */
export function numberWord(language: Language, value: number): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (Math.abs(rest - 0.5) < 0.01) return whole ? `${whole} ½` : '½';
  if (Number.isInteger(value)) return String(value);
  const text = (Math.round(value * 10) / 10).toString();
  return language === 'en' ? text : text.replace('.', ',');
}

/** An amount rounded the way a cook measures it. */
export function roundAmount(measure: Measure, amount: number): number {
  switch (measure) {
    case 'g':
    case 'ml':
      // What a cook buys or weighs: 50 g steps from half a kilo, 25 g steps from 100 g.
      if (amount >= 500) return Math.round(amount / 50) * 50;
      if (amount >= 100) return Math.round(amount / 25) * 25;
      return Math.max(5, Math.round(amount / 5) * 5);
    case 'piece':
      return amount < 0.75 ? 0.5 : Math.round(amount * 2) / 2;
    case 'tbsp':
    case 'tsp':
      return Math.max(0.5, Math.round(amount * 2) / 2);
    default:
      return Math.max(1, Math.round(amount));
  }
}

/** Spoons as core/units.ts writes them ("1 tbsp", "2 cucharadas de", "1 EL"). */
const spoon = (language: Language, unit: 'tsp' | 'tbsp'): [string, string] => {
  const [one, many] = UNIT_LABELS[language][unit];
  return language === 'es' ? [`${one} de`, `${many} de`] : [one, many];
};

const UNIT: Record<Language, Partial<Record<Measure, [string, string]>>> = {
  en: { tbsp: spoon('en', 'tbsp'), tsp: spoon('en', 'tsp'), pinch: ['pinch of', 'pinches of'] },
  es: {
    tbsp: spoon('es', 'tbsp'),
    tsp: spoon('es', 'tsp'),
    pinch: ['pizca de', 'pizcas de'],
    clove: ['diente de', 'dientes de'],
  },
  de: { tbsp: spoon('de', 'tbsp'), tsp: spoon('de', 'tsp'), pinch: ['Prise', 'Prisen'], clove: ['Zehe', 'Zehen'] },
};

/**
 * An ingredient line: "300 g chicken", "300 g de pollo", "2 cebollas", "1 Zwiebel", "2 dientes de
 * ajo", "1 TL gemahlener Kreuzkümmel". Counted names (pieces, cloves in English, sprigs, leaves)
 * take their plural from `name` above one.
 */
export function amountLine(language: Language, measure: Measure, amount: number, name: Name): string {
  const value = roundAmount(measure, amount);
  const num = numberWord(language, value);
  const many = value > 1;
  switch (measure) {
    case 'g':
    case 'ml': {
      // A kilo and more as a cook says it: "1 kg", "1,5 l".
      const big = value >= 1000 && value % 100 === 0;
      const decimal = String(value / 1000);
      const shown = big ? `${language === 'en' ? decimal : decimal.replace('.', ',')} ${measure === 'g' ? 'kg' : 'l'}` : `${num} ${measure}`;
      return `${shown} ${language === 'es' ? 'de ' : ''}${name.one}`;
    }
    case 'piece':
    case 'sprig':
    case 'leaf':
      return `${num} ${many ? name.many : name.one}`;
    case 'clove':
      if (language === 'en') return `${num} ${many ? name.many : name.one}`;
      return `${num} ${(UNIT[language].clove ?? ['', ''])[many ? 1 : 0]} ${name.one}`;
    default: {
      const [one, several] = UNIT[language][measure] ?? ['', ''];
      return `${num} ${many ? several : one} ${name.one}`;
    }
  }
}
