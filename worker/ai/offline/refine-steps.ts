import { checkRecipe } from '../../../core/recipe-quality';
import type { ModelRecipe, Language } from '../provider';

/**
 * The step-text helpers the offline chef's refine shares (docs/decisions/058-offline-chef-refines-a-recipe.md):
 * the durations a step states (read and rewritten), its sentences, the words that name an oven, and the
 * staple findings a change must not add. The changes themselves are in refine-quicker.ts, refine-no-oven.ts,
 * refine-diet.ts and refine-heat.ts.
 */

/** A duration in a step: "**20 minutes**", "10-12 min", "20 Minuten"; group 1 the lower end of a range, group 2 the number. */
const DURATION = /(?:(\d+)\s*[-–]\s*)?(\d+)(\s*)(minutes?|mins?\.?|minutos?|Minuten?|Min\.)(?![\p{L}])/giu;

/** Each duration's number changed by `fn`. */
export function retime(step: string, fn: (minutes: number) => number): string {
  return step.replace(DURATION, (_whole, low: string | undefined, high: string, gap: string, unit: string) => {
    const next = fn(Number(high));
    const word = next === 1 ? unit.replace(/(minute|minuto|Minute)(s|n)$/i, '$1') : unit.replace(/^(minute|minuto)$/i, '$1s').replace(/^Minute$/, 'Minuten');
    const lower = low ? `${Math.max(1, Math.min(next - 1, Math.round((Number(low) * next) / Number(high))))}-` : '';
    return `${lower}${next}${gap}${word}`;
  });
}

/** Minutes a step states (the longest, as the gate's total reads it). */
export function minutesOf(step: string): number {
  let most = 0;
  for (const m of step.matchAll(DURATION)) most = Math.max(most, Number(m[2]));
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
