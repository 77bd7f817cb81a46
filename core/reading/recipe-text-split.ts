import { parseDuration } from '#core/kernel/duration';
import { isSentence, isStory, withoutChatter } from './recipe-chatter';
import { boundImported } from './recipe-import-bounds';
import { parseYield, type ImportedRecipe } from './recipe-jsonld';
import type { RecipeLanguage } from '#core/kernel/options';

/**
 * A pasted block of recipe text split by rules into title, description, ingredient lines, steps,
 * times and servings (en, es, de). Headings ("Ingredients", "Zutaten", "Ingredientes"; "Method",
 * "Zubereitung", "Preparación") win; without them, quantity- or bullet-led short lines are
 * ingredients and numbered or sentence-like lines are steps. Times and yields are read from lines
 * of their own ("Prep: 15 min | Bake: 1 hr", "Makes 1 loaf (10 slices)", "Für 12 Stücke"); a
 * heading is never a time; prose between the title and the first list is the description, unless
 * it is the writer's story; the blog's chatter and a story before the title are dropped
 * (core/reading/recipe-chatter.ts).
 */

const INGREDIENT_HEADING = /^(?:ingredients?|zutaten|ingredientes)(?:\s+(?:for|für|para)\b.*)?\s*:?$/i;
const STEP_HEADING =
  /^(?:method|directions|instructions|preparation|steps|zubereitung|anleitung|arbeitsschritte|preparación|preparacion|elaboración|elaboracion|instrucciones|pasos|modo de preparación)\s*:?$/i;

type TimeKind = 'prep' | 'cook' | 'total';
const TIME_LABELS: Array<[TimeKind, RegExp]> = [
  ['total', /^(?:total(?:\s+time)?|ready\s+in|gesamtzeit|gesamt|tiempo\s+total)\b/i],
  ['prep', /^(?:prep(?:aration)?(?:\s+time)?|active\s+time|hands[- ]on(?:\s+time)?|vorbereitung(?:szeit)?|zubereitungszeit|arbeitszeit|tiempo\s+de\s+preparaci[oó]n|preparaci[oó]n)\b/i],
  ['cook', /^(?:cook(?:ing)?(?:\s+time)?|bake|baking(?:\s+time)?|roast(?:ing)?(?:\s+time)?|simmer|kochzeit|backzeit|garzeit|backen|koch(?:en)?|tiempo\s+de\s+(?:cocci[oó]n|horneado|horno)|cocci[oó]n|horneado|hornear)\b/i],
];
const YIELD_LABEL =
  /^(?:serves|servings?|yields?|makes|portions?|für|ergibt|portionen|raciones|porciones|rinde|para|cantidad)\b\s*:?\s*(.{1,40})$/i;
const YIELD_AFTER = /^(\d{1,3})\s*(?:servings|portions|portionen|personen|porciones|raciones|personas|stück|stücke)\b/i;

const BULLET = /^\s*[-*•·–—▪◦+]\s+/;
const NUMBERED = /^\s*(?:step\s*|schritt\s*|paso\s*)?\d{1,2}\s*[.):]\s+/i;
const QUANTITY_LED = /^(?:\d|[½¼¾⅓⅔⅛]|(?:a|an|one|two|three|a pinch|a handful|ein|eine|zwei|drei|una?|dos|tres|pizca)\b)/i;

/** The times named on one line ("Prep: 15 min | Cook: 30 min"), or null when the line is none. */
function timesOf(line: string): Partial<Record<TimeKind, number>> | null {
  if (line.length > 80) return null;
  const found: Partial<Record<TimeKind, number>> = {};
  for (const part of line.split(/\s*(?:\||·|•|;|,|\s{2,}|\t)\s*/)) {
    const bare = part.replace(/[*_#]/g, '').trim();
    const label = TIME_LABELS.find(([, pattern]) => pattern.test(bare));
    if (!label) continue;
    const rest = bare.replace(label[1], '').replace(/^[\s:.-]+/, '').replace(/^(?:ca\.?|approx\.?|about|unos|etwa)\s*/i, '');
    const minutes = /\d/.test(rest) ? parseDuration(rest) : null;
    if (minutes !== null && minutes > 0) found[label[0]] = minutes;
  }
  return Object.keys(found).length ? found : null;
}

/** The servings a yield line names ("Makes 1 loaf (10 slices)", "Raciones: 4", "4 servings"), or null. */
function yieldOf(line: string): number | null {
  if (line.length > 60 || /[.!?]$/.test(line)) return null;
  const bare = line.replace(/[*_#]/g, '').trim();
  const labelled = YIELD_LABEL.exec(bare);
  if (labelled) return parseYield(labelled[1]);
  const after = YIELD_AFTER.exec(bare);
  return after ? parseYield(after[1]) : null;
}

/** Looks like an ingredient line: bullet or quantity-led, short, not a sentence. */
function ingredientLike(line: string): boolean {
  if (NUMBERED.test(line)) return false;
  const bare = line.replace(BULLET, '');
  return (BULLET.test(line) || QUANTITY_LED.test(bare)) && bare.length <= 90 && !/[.!?]$/.test(bare);
}

/** Prose: a sentence of some length, not a list item. */
const prose = (line: string) => !BULLET.test(line) && !NUMBERED.test(line) && /[.!?]["”»]?$/.test(line) && line.length >= 40;

const clean = (line: string) => line.replace(BULLET, '').replace(NUMBERED, '').trim();
const heading = (line: string) => line.replace(/[#*]/g, '').trim();

function guessLanguage(text: string): RecipeLanguage {
  if (/\b(?:zutaten|zubereitung|anleitung|esslöffel|teelöffel|prise|und|mit)\b/i.test(text)) return 'de';
  if (/\b(?:ingredientes|preparación|preparacion|cucharada|cucharadita|pizca|con|y)\b/i.test(text)) return 'es';
  return 'en';
}

export interface SplitRecipe extends Omit<ImportedRecipe, 'language'> {
  language: RecipeLanguage;
}

type Section = 'none' | 'ingredients' | 'steps';

/** The recipe in `text` as an import saves it, or null when no ingredient line and step can be told apart. */
export function splitRecipeText(text: string): SplitRecipe | null {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
  let title = '';
  let section: Section = 'none';
  const description: string[] = [];
  const ingredients: string[] = [];
  const steps: string[] = [];
  const times: Partial<Record<TimeKind, number>> = {};
  let servings: number | null = null;
  for (const raw of lines) {
    // The blog's chatter ("Pin it!", "Jump to recipe", "Subscribe to my newsletter") is no part of the recipe.
    const line = withoutChatter(raw);
    if (!line) continue;
    const lineTimes = timesOf(line);
    const lineYield = lineTimes ? null : yieldOf(line);
    const beforeLists = section === 'none' && ingredients.length === 0 && steps.length === 0;
    if (INGREDIENT_HEADING.test(heading(line))) section = 'ingredients';
    else if (STEP_HEADING.test(heading(line))) section = 'steps';
    else if (lineTimes) Object.assign(times, { ...lineTimes, ...times });
    else if (lineYield !== null) servings ??= lineYield;
    // The story a blog tells before the recipe is neither its title nor its description.
    else if (!title && beforeLists && (prose(line) || isSentence(line) || isStory(line))) continue;
    else if (!title && section === 'none' && !ingredientLike(line) && !NUMBERED.test(line) && line.length <= 120) {
      title = line.replace(/^#+\s*/, '');
    } else if (beforeLists && prose(line)) {
      if (!isStory(line)) description.push(line);
    }
    else if (section === 'ingredients' && (ingredientLike(line) || !NUMBERED.test(line))) ingredients.push(clean(line));
    else if (section === 'steps' || NUMBERED.test(line) || !ingredientLike(line)) steps.push(clean(line));
    else ingredients.push(clean(line));
  }
  const kept = { ingredients: ingredients.filter(Boolean), steps: steps.filter(Boolean) };
  if (kept.ingredients.length === 0 || kept.steps.length === 0) return null;
  const prepTime = times.prep ?? null;
  const cookTime = times.cook ?? null;
  return boundImported({
    title: title || (kept.ingredients[0] ?? ''),
    description: description.length ? description.join(' ') : null,
    ingredients: kept.ingredients,
    instructions: kept.steps,
    prepTime,
    cookTime,
    totalTime: times.total ?? (prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) : null),
    servings,
    imageUrl: null,
    language: guessLanguage(text),
  });
}
