/**
 * Durations as recipe pages and pasted recipes write them, in whole minutes (at most a day):
 * ISO 8601 in strict and loose forms ("PT1H30M", "P0DT45M", "PT0D1H0M", "P0Y0M0DT0H35M", "PT20.5M",
 * "pt 20 m") and words in en, es and de ("1 hour 30 minutes", "1 hr 10 mins", "90 min", "1h30",
 * "1 Std. 30 Min.", "1 hora y 30 minutos", "45 Minuten"). Pure.
 */

const DAY = 1440;

/** The ISO designators after "P": D, H, M (minutes after a T, or with no T and no date part), S; W and D as days. */
function fromIso(value: string): number | null {
  const text = value.replace(/\s+/g, '').toUpperCase();
  if (!/^P[\dYMWDTHS.,]*$/.test(text) || !/\d/.test(text)) return null;
  const at = text.indexOf('T');
  const datePart = at < 0 ? text.slice(1) : text.slice(1, at);
  const timePart = at < 0 ? '' : text.slice(at + 1);
  let minutes = 0;
  const read = (part: string, time: boolean) => {
    for (const [, n = '0', unit] of part.matchAll(/(\d+(?:[.,]\d+)?)([YMWDHS])/g)) {
      const value = Number(n.replace(',', '.'));
      if (unit === 'W') minutes += value * 7 * DAY;
      else if (unit === 'D') minutes += value * DAY;
      else if (unit === 'H') minutes += value * 60;
      else if (unit === 'S') minutes += value / 60;
      else if (unit === 'M' && (time || !/[YWD]/.test(datePart))) minutes += value;
    }
  };
  read(datePart, false);
  read(timePart, true);
  return minutes;
}

const HOURS = '(?:h|hr|hrs|hour|hours|std|stunde|stunden|hora|horas)';
const MINUTES = '(?:m|min|mins|minute|minutes|minuten|minuto|minutos)';
const HOUR_WORDS = new RegExp(`(\\d+(?:[.,]\\d+)?|½|an?|una?|eine)\\s*${HOURS}\\.?(?![\\p{L}])`, 'giu');
const MINUTE_WORDS = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*${MINUTES}\\.?(?![\\p{L}])`, 'giu');
/** "1h30", "1:30 h": hours with minutes and no minute word. */
const CLOCK = /^(\d{1,2})\s*(?:h|:)\s*(\d{2})\s*h?$/i;

const amount = (word: string) => (/^\d/.test(word) ? Number(word.replace(',', '.')) : word === '½' ? 0.5 : 1);

/** Minutes in words, or null when the text names no duration. */
function fromWords(value: string): number | null {
  const text = value.trim();
  const clock = CLOCK.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  let found = false;
  let minutes = 0;
  for (const m of text.matchAll(HOUR_WORDS)) {
    found = true;
    minutes += amount((m[1] ?? '').toLowerCase()) * 60;
  }
  for (const m of text.matchAll(MINUTE_WORDS)) {
    found = true;
    minutes += Number((m[1] ?? '0').replace(',', '.'));
  }
  return found ? minutes : null;
}

/** A duration in whole minutes (capped at a day), or null when the value is none. */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.min(Math.round(value), DAY) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const minutes = /^\s*p/i.test(value) ? fromIso(value) : fromWords(value);
  return minutes === null ? null : Math.min(Math.round(minutes), DAY);
}
