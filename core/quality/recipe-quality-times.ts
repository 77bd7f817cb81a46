import type { QualityLanguage } from './recipe-quality-types';
import { memo } from './recipe-quality-memo';
import { parseQuantity } from '#core/ingredients/recipe-scaling';

/**
 * Times written in a step, in en, es and de ("**10-12 minutes**", "1 hour 15 minutes",
 * "media hora", "eine halbe Stunde"), for the quality gate's time rules.
 */

const WORD_NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, fifteen: 15, twenty: 20, thirty: 30, forty: 40,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, diez: 10, quince: 15, veinte: 20, treinta: 30,
  ein: 1, eine: 1, einer: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, zehn: 10, fünfzehn: 15, zwanzig: 20, dreißig: 30,
};

const WORDS = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUM = `\\d+(?:[.,]\\d+)?(?:\\s*[½¼¾])?|[½¼¾]|(?:${WORDS})(?![a-zäöüßñé])`;
const HOURS = 'h|hrs?|hours?|horas?|stunden?|std\\.?';
const MINUTES = 'm|mins?\\.?|minutes?|minutos?|minuten?';
const JOIN = '\\s*(?:-|–|—|to|a|bis|or|o|oder)\\s*';

const TIME = new RegExp(
  `(every|cada|alle)?\\s*(?<![a-zA-Z0-9äöüßñé])(?:(${NUM})(?:${JOIN}(${NUM}))?\\s*(${HOURS}|${MINUTES})(?![a-zäöüß])(?:\\s*(?:and|y|und)?\\s*(\\d+)\\s*(?:${MINUTES})(?![a-zäöüß]))?)`,
  'gi',
);

/** Fixed phrases: half an hour, an hour and a half. */
const PHRASES: Array<[RegExp, number]> = [
  [/\b(?:an hour and a half|one and a half hours|hora y media|una hora y media|anderthalb stunden|eineinhalb stunden)\b/gi, 90],
  [/\b(?:half an hour|media hora|(?:eine|einer) halben? stunde)\b/gi, 30],
  [/\b(?:a quarter of an hour|un cuarto de hora|(?:eine|einer) viertelstunde)\b/gi, 15],
];

function numberOf(token: string | undefined): number | null {
  if (!token) return null;
  const lower = token.toLowerCase().trim();
  if (lower in WORD_NUMBERS) return WORD_NUMBERS[lower]!;
  return parseQuantity(lower.replace(/\s+/g, ' '));
}

const HOURS_ONLY = new RegExp(`^(?:${HOURS})$`, 'i');

/** Each duration a step names, in minutes (a range gives its upper bound); "every 5 minutes" is no duration. */
export const stepMinutes: (step: string) => number[] = memo(readMinutes);

function readMinutes(step: string): number[] {
  let text = step.replace(/\*+/g, '');
  const found: number[] = [];
  for (const [pattern, minutes] of PHRASES) {
    text = text.replace(pattern, () => {
      found.push(minutes);
      return ' ';
    });
  }
  for (const match of text.matchAll(TIME)) {
    const [, every, first, second, unit = '', extraMinutes] = match;
    if (every) continue;
    const low = numberOf(first);
    const high = second === undefined ? low : numberOf(second);
    if (low === null || high === null) continue;
    const hours = HOURS_ONLY.test(unit);
    if (unit.toLowerCase() === 'm' && !/\d/.test(first ?? '')) continue; // "a m..." is no time
    found.push(Math.max(low, high) * (hours ? 60 : 1) + (extraMinutes ? Number(extraMinutes) : 0));
  }
  return found;
}

/** A step's own duration for the total: its longest time (a later "check after 20 minutes" is not added). */
export const stepDuration = (step: string) => Math.max(0, ...stepMinutes(step));

/** Everything a step waits, added up: how long a staple in it has to cook ("simmer 10, rest 10"). */
export const stepTotal = (step: string) => stepMinutes(step).reduce((a, b) => a + b, 0);

/** Steps done while another runs ("Meanwhile, ...") or waiting no stated time counts ("marinate overnight"). */
const PARALLEL: Record<QualityLanguage, RegExp> = {
  en: /^\s*(?:\*+)?(?:meanwhile|while|in the meantime|at the same time)\b/i,
  es: /^\s*(?:\*+)?(?:mientras|entretanto|al mismo tiempo|mientras tanto)\b/i,
  de: /^\s*(?:\*+)?(?:inzwischen|währenddessen|in der zwischenzeit|gleichzeitig|während)\b/i,
};

/** Passive waits (marinating, chilling, rising, soaking): often left out of the stated times. */
const PASSIVE: Record<QualityLanguage, RegExp> = {
  en: /\b(?:marinate|marinade|chill|refrigerate|fridge|soak|rise|prove|proof|cool|freeze|overnight|set aside for)\b/i,
  es: /\b(?:marinar|marine|refriger|nevera|enfr[ií]|remojo|remoja|repos|levar|leve|congel|toda la noche)/i,
  de: /(?:marinier|kühl|kalt stellen|einweichen|ruhen|gehen lassen|abkühlen|einfrieren|über nacht|quellen)/i,
};

/** The minutes the steps add up to, leaving out parallel and passive steps. */
export function activeMinutes(steps: readonly string[], language: QualityLanguage): number {
  return steps
    .filter((step) => !PARALLEL[language].test(step) && !PASSIVE[language].test(step))
    .reduce((sum, step) => sum + stepDuration(step), 0);
}
