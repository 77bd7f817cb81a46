import { checkRecipe } from '#core/quality/recipe-quality';
import type { ModelRecipe, Language } from '../provider';

/**
 * The step-text helpers the offline chef's refine shares (docs/decisions/058-offline-chef-refines-a-recipe.md):
 * the durations a step states (read and rewritten), its sentences, the words that name an oven, and the
 * staple findings a change must not add. The changes themselves are in refine-quicker.ts, refine-no-oven.ts,
 * refine-diet.ts and refine-heat.ts.
 */

/**
 * A duration in a step: "**20 minutes**", "10-12 min", "20 Minuten", "1 hour 15 minutes", "1½ Stunden",
 * "1 hora"; groups: an hour amount with its unit and extra minutes, or a minute range's lower end,
 * its number and unit.
 */
const DURATION =
  /(\d+(?:[.,]\d+)?\s*[½¼¾]?|[½¼¾])(\s*)(hours?|horas?|Stunden?)(?:(\s*(?:and |y |und )?)(\d+)(\s*)(minutes?|minutos?|Minuten?))?(?![\p{L}])|(?:(\d+)\s*[-–]\s*)?(\d+)(\s*)(minutes?|mins?\.?|minutos?|Minuten?|Min\.)(?![\p{L}])/giu;

const FRACTION: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
const hoursOf = (text: string) => {
  const t = text.replace(/\s+/g, '');
  const frac = /[½¼¾]$/.exec(t);
  const whole = frac ? t.slice(0, -1) : t;
  return (whole ? Number(whole.replace(',', '.')) : 0) + (frac ? FRACTION[frac[0]]! : 0);
};

/** Minutes as a step writes them, in the language of the unit it replaces ("hour", "hora", "Stunde"). */
function durationText(total: number, unit: string): string {
  const lang = /^hora/i.test(unit) ? 'es' : /^stunde/i.test(unit) ? 'de' : 'en';
  const mins = (n: number) => (lang === 'es' ? `${n} minuto${n === 1 ? '' : 's'}` : lang === 'de' ? `${n} Minute${n === 1 ? '' : 'n'}` : `${n} minute${n === 1 ? '' : 's'}`);
  if (total < 60) return mins(total);
  const h = Math.floor(total / 60);
  const m = total % 60;
  const hours = lang === 'es' ? `${h} hora${h === 1 ? '' : 's'}` : lang === 'de' ? `${h} Stunde${h === 1 ? '' : 'n'}` : `${h} hour${h === 1 ? '' : 's'}`;
  return m ? `${hours}${lang === 'es' ? ' y ' : ' '}${mins(m)}` : hours;
}

/** Each duration's number (in minutes) changed by `fn`. */
export function retime(step: string, fn: (minutes: number) => number): string {
  return step.replace(
    DURATION,
    (whole, hourAmount: string | undefined, _g: string, hourUnit: string, _j: string, extra: string | undefined, _g2: string, _u2: string, low: string | undefined, high: string, gap: string, unit: string) => {
      if (hourAmount !== undefined) {
        const total = Math.round(hoursOf(hourAmount) * 60) + (extra ? Number(extra) : 0);
        const next = fn(total);
        return next === total ? whole : durationText(next, hourUnit);
      }
      const next = fn(Number(high));
      const word = next === 1 ? unit.replace(/(minute|minuto|Minute)(s|n)$/i, '$1') : unit.replace(/^(minute|minuto)$/i, '$1s').replace(/^Minute$/, 'Minuten');
      const lower = low ? `${Math.max(1, Math.min(next - 1, Math.round((Number(low) * next) / Number(high))))}-` : '';
      return `${lower}${next}${gap}${word}`;
    },
  );
}

/** Minutes a step states (the longest, as the gate's total reads it). */
export function minutesOf(step: string): number {
  let most = 0;
  for (const m of step.matchAll(DURATION)) {
    most = Math.max(most, m[1] !== undefined ? Math.round(hoursOf(m[1]) * 60) + (m[5] ? Number(m[5]) : 0) : Number(m[9]));
  }
  return most;
}

/** A step's sentences (a new one starts after . ! or ? with a capital, bold or ¡¿). */
export const sentences = (step: string) => step.split(/(?<=[.!?])\s+(?=[\p{Lu}*¡¿])/u);

/** Staple findings of a recipe (rice, pasta, potatoes, pulses long enough). */
export const stapleFindings = (recipe: ModelRecipe, language: Language) =>
  checkRecipe(recipe, { language }).filter((f) => f.rule === 'staple_undercooked').length;

/** Words that name an oven, a bake, a roast or a gratin. */
export const OVEN: Record<Language, RegExp> = {
  en: /\b(?:oven|bake[sd]?|baking (?:dish|tray|tin|sheet)|roast(?:ed|ing)?(?! peppers)|roasting (?:tin|tray)|gratin\w*|broil\w*|grill (?:it |them )?until)\b/i,
  es: /\b(?:horno|hornea\w*|hornear|gratina\w*|gratín|as(?:a|ar|ado|ados|ada|adas)(?= | \*\*|$)|bandeja de horno|fuente de horno)\b/i,
  de: /(?:ofen|backofen|backen|backe\b|überbacken|gratinier\w*|backblech|auflaufform|umluft|ober-\/unterhitze)/i,
};

/** A text as a literal inside a RegExp. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
