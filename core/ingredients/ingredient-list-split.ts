import {
  ADVICE_PHRASES,
  ALTERNATIVES,
  HEDGES,
  PREPARATION,
  PREPARATION_PHRASES,
  PURPOSE_LEADS,
} from '#core/food/ingredient-words';

/**
 * What a cook typed into one ingredient field, read as the list they meant (docs/product.md
 * "Creation flow"): "Zucchini, Feta, Eier, Tomaten, Zwiebel" is five ingredients. New lines,
 * semicolons and commas separate; a comma that only adds how much or how it is cut keeps the line
 * whole ("salt, to taste", "sal, al gusto", "Salz, nach Geschmack", "1 onion, finely chopped",
 * "2 Knoblauchzehen, in Scheiben"), as do commas inside brackets and decimal commas ("1,5 kg
 * Mehl"). Used by the creator, the pantry and the shopping list, so nothing typed as a list
 * becomes one item.
 */

/** Words that join preparation words ("peeled and diced", "pelado y picado", "geschält und gewürfelt"). */
const JOINERS = new Set(['and', 'y', 'e', 'und', '&']);

/** Phrases that, after a comma, say how much, how or what for: the comma belongs to the line before. */
const LEADING_PHRASES: readonly string[] = [...ADVICE_PHRASES, ...HEDGES, ...PREPARATION_PHRASES, ...PURPOSE_LEADS].map((p) =>
  p.toLowerCase(),
);

const BULLET = /^\s*(?:[-*•·–—▪◦]\s+|\d+[.)]\s+(?=\p{L}))/u;

const words = (segment: string) =>
  segment
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&.]+$/gu, ''))
    .filter(Boolean);

function startsWithPhrase(segment: string, phrase: string): boolean {
  if (!segment.startsWith(phrase)) return false;
  const next = segment.charAt(phrase.length);
  return next === '' || !/[\p{L}\p{N}]/u.test(next) || phrase.endsWith('.');
}

/** Whether a piece after a comma only qualifies the ingredient before it. */
export function isQualifier(segment: string): boolean {
  const lower = segment.trim().toLowerCase();
  if (lower === '') return false;
  if (LEADING_PHRASES.some((phrase) => startsWithPhrase(lower, phrase))) return true;
  const list = words(lower);
  const [first] = list;
  if (first !== undefined && ALTERNATIVES.has(first) && list.length > 1) return true; // "butter, or margarine"
  return list.every((w) => PREPARATION.has(w.replace(/\.$/, '')) || JOINERS.has(w));
}

/** Splits at top-level commas, never inside brackets nor between two digits ("1,5 kg"). */
function commaPieces(line: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === ',' && depth === 0 && !(/\d/.test(line[i - 1] ?? '') && /\d/.test(line[i + 1] ?? ''))) {
      pieces.push(line.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(line.slice(start));
  return pieces;
}

/** The ingredients in `text`, each trimmed, in the order typed; blank pieces are dropped. */
export function splitIngredientList(text: string): string[] {
  const result: string[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n|;/)) {
    const line = rawLine.replace(BULLET, '');
    let current: string | null = null;
    for (const piece of commaPieces(line)) {
      const trimmed = piece.trim();
      if (trimmed === '') continue;
      if (current !== null && isQualifier(trimmed)) {
        current = `${current}, ${trimmed}`;
        continue;
      }
      if (current !== null) result.push(current);
      current = trimmed;
    }
    if (current !== null) result.push(current);
  }
  return result;
}
