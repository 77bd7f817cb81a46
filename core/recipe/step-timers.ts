/**
 * The timed parts of a recipe step, in en, es and de ("simmer 20 minutes", "1 hour 30 minutes",
 * "1½ Stunden", "45 Min. backen", "cuece 25 minutos", "2-3 minutes"), each as a duration in
 * seconds that cook mode offers as a one-tap timer (docs/decisions/043-cook-mode-timers.md).
 * A range counts as its upper bound (the cook checks at the end of the window); words with no
 * number ("overnight", "until golden") name no timer. Pure.
 *
 * core/kernel/duration.ts `parseDuration` reads a field that is a duration as a whole ("PT1H30M"); here
 * the duration sits inside prose, so the amounts (fractions, ranges, "an hour", "media hora") are
 * read by this file's own patterns.
 */

/** The longest timer the kitchen timer runs. */
export const STEP_TIMER_MAX_S = 12 * 3600;

export interface StepTimer {
  /** The words the duration was read from, as written ("20 minutes"). */
  text: string;
  /** Where `text` starts in the step. */
  index: number;
  seconds: number;
}

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
const WORD_AMOUNTS: Record<string, number> = {
  a: 1, an: 1, one: 1, un: 1, una: 1, uno: 1, ein: 1, eine: 1, einer: 1, einen: 1,
  'half an': 0.5, 'a half': 0.5, media: 0.5, medio: 0.5, 'eine halbe': 0.5, halbe: 0.5,
  anderthalb: 1.5, eineinhalb: 1.5,
};

const NUMBER = String.raw`\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?\s?[½¼¾⅓⅔]?|[½¼¾⅓⅔]`;
const WORDS = String.raw`half an|a half|eine halbe|anderthalb|eineinhalb|an?|one|una?|uno|medi[ao]|eine[nr]?|ein|halbe`;
const AMOUNT = String.raw`(?:${NUMBER}|(?<![\p{L}])(?:${WORDS}))`;
/** "2-3", "2 to 3", "2 a 3", "2 bis 3": the upper bound is the amount. */
const RANGE = String.raw`(?:(?:${NUMBER})\s*(?:-|–|—|\s(?:to|or|a|o|bis|oder)\s)\s*)?${AMOUNT}`;

const HOUR = String.raw`hours?|hrs?\.?|h|stunden?|std\.?|horas?`;
const MINUTE = String.raw`minutes?|mins?\.?|minuten|minutos?`;
const SECOND = String.raw`seconds?|secs?\.?|sekunden?|sek\.?|segundos?|segs?\.?`;
const END = String.raw`(?![\p{L}\d])`;
const JOIN = String.raw`\s*(?:,\s*|\s(?:and|y|und)\s+)?\s*`;

const part = (unit: string, name: string) => String.raw`(?<${name}>${RANGE})\s*(?:${unit})${END}`;
const PATTERN = new RegExp(
  [
    String.raw`${part(HOUR, 'h')}(?:${JOIN}${part(MINUTE, 'hm')})?`,
    String.raw`${part(MINUTE, 'm')}(?:${JOIN}${part(SECOND, 'ms')})?`,
    part(SECOND, 's'),
  ].join('|'),
  'giu',
);

/** The amount of one "<range> <unit>" group: the upper bound of a range, fractions and words read. */
function amountOf(group: string | undefined): number {
  if (!group) return 0;
  const text = group.trim().toLowerCase();
  const upper = /(?:-|–|—|\s(?:to|or|a|o|bis|oder)\s)\s*([^-–—]+)$/u.exec(text);
  const value = (upper?.[1] ?? text).trim();
  const word = WORD_AMOUNTS[value];
  if (word !== undefined) return word;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(value);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(value);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const withGlyph = /^(\d+(?:[.,]\d+)?)?\s?([½¼¾⅓⅔])?$/u.exec(value);
  if (!withGlyph) return 0;
  return Number((withGlyph[1] ?? '0').replace(',', '.')) + (withGlyph[2] ? (FRACTIONS[withGlyph[2]] ?? 0) : 0);
}

/** Every duration named in a step, in reading order; none above 12 hours or at zero. */
export function readStepTimers(step: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of step.matchAll(PATTERN)) {
    const g = match.groups ?? {};
    const seconds = Math.round(
      amountOf(g.h) * 3600 + amountOf(g.hm) * 60 + amountOf(g.m) * 60 + amountOf(g.ms) + amountOf(g.s),
    );
    if (seconds <= 0 || seconds > STEP_TIMER_MAX_S) continue;
    timers.push({ text: match[0].trim(), index: match.index, seconds });
  }
  return timers;
}

/** "m:ss", or "h:mm:ss" from a full hour: how a running timer shows its time. */
export function formatClock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
