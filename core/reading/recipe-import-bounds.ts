import { isStory, withoutChatter } from './recipe-chatter';
import { MAX_MANUAL_INGREDIENTS, MAX_MANUAL_STEPS } from '#core/schemas/manual-recipe';

/**
 * What an imported recipe may hold, applied where it is read (core/reading/recipe-extract.ts and the
 * pasted-text splitter), so the reader returns exactly what is saved: control and bidirectional
 * characters dropped, a title, description and ingredient line bounded like a recipe written by
 * hand, a long step split at its sentences (never cut), and the lists bounded in count.
 */
export const IMPORT_LIMITS = { title: 200, description: 1000, ingredient: 300, step: 2000 } as const;

// eslint-disable-next-line no-control-regex -- control characters never reach a stored recipe
const CONTROL = /[\x00-\x08\x0B-\x1F\x7F]/g;
/** Bidirectional embedding, override and isolate controls: dropped, so text cannot be reordered. */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
/** Zero-width spaces and byte-order marks a page's editor left in: invisible, and no part of a word. */
const ZERO_WIDTH = /[\u200B\uFEFF]/g;

export const cleanText = (value: string) =>
  value.replace(CONTROL, ' ').replace(BIDI, '').replace(ZERO_WIDTH, '').replace(/\s+/g, ' ').trim();

/** Cuts at a word boundary when there is one near the end, with an ellipsis. */
function bound(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}

/** A step longer than `max` as several steps, split after sentences ("." "!" "?"), each within `max`. */
export function splitLongStep(step: string, max = IMPORT_LIMITS.step): string[] {
  if (step.length <= max) return [step];
  const sentences = step.match(/[^.!?]+(?:[.!?]+["”»)]?|$)\s*/g) ?? [step];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && (current + sentence).length > max) {
      out.push(current.trim());
      current = '';
    }
    current += sentence;
    while (current.length > max) {
      out.push(bound(current, max));
      current = current.slice(out.at(-1)!.length - 1).trimStart();
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

export interface BoundedFields {
  title: string;
  description: string | null;
  ingredients: string[];
  instructions: string[];
}

/**
 * The text fields of an imported recipe as they are saved: the blog's chatter taken out of the
 * steps, and a story dropped as the description (core/reading/recipe-chatter.ts).
 */
export function boundImported<T extends BoundedFields>(recipe: T): T {
  const told = recipe.description ? cleanText(recipe.description) : '';
  const description = told && !isStory(told) ? bound(told, IMPORT_LIMITS.description) : null;
  return {
    ...recipe,
    title: bound(cleanText(recipe.title), IMPORT_LIMITS.title),
    description: description || null,
    ingredients: recipe.ingredients
      .map((line) => bound(cleanText(line), IMPORT_LIMITS.ingredient))
      .filter(Boolean)
      .slice(0, MAX_MANUAL_INGREDIENTS),
    instructions: recipe.instructions
      .map((step) => withoutChatter(cleanText(step)))
      .filter(Boolean)
      .flatMap((step) => splitLongStep(step))
      .slice(0, MAX_MANUAL_STEPS),
  };
}
