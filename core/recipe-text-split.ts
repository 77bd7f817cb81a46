import type { ImportedRecipe } from './recipe-jsonld';
import type { RecipeLanguage } from './options';

/**
 * A pasted block of recipe text split by rules into title, ingredient lines and steps (en, es,
 * de). Headings ("Ingredients", "Zutaten", "Ingredientes"; "Method", "Zubereitung",
 * "Preparación") win; without them, quantity- or bullet-led short lines are ingredients and
 * numbered or sentence-like lines are steps.
 */

const INGREDIENT_HEADING = /^(?:ingredients?|zutaten|ingredientes)(?:\s+(?:for|für|para)\b.*)?\s*:?$/i;
const STEP_HEADING =
  /^(?:method|directions|instructions|preparation|steps|zubereitung|anleitung|arbeitsschritte|preparación|preparacion|elaboración|elaboracion|instrucciones|pasos|modo de preparación)\s*:?$/i;
const SERVINGS =
  /\b(?:serves|servings|yield|makes|für|portionen|personen|porciones|raciones|rinde|para)\b\D{0,12}(\d{1,3})|(\d{1,3})\s*(?:servings|portions|portionen|personen|porciones|raciones|personas)\b/i;
const PREP = /\b(?:prep(?:aration)?(?: time)?|vorbereitung(?:szeit)?|tiempo de preparación|preparación)\s*:?\s*(\d{1,4})\s*(h|std|hours?|stunden?|horas?|min)?/i;
const COOK = /\b(?:cook(?:ing)?(?: time)?|kochzeit|backzeit|garzeit|tiempo de cocción|cocción)\s*:?\s*(\d{1,4})\s*(h|std|hours?|stunden?|horas?|min)?/i;

const BULLET = /^\s*[-*•·–—▪◦+]\s+/;
const NUMBERED = /^\s*(?:step\s*|schritt\s*|paso\s*)?\d{1,2}\s*[.):]\s+/i;
const QUANTITY_LED = /^(?:\d|[½¼¾⅓⅔⅛]|(?:a|an|one|two|three|a pinch|a handful|ein|eine|zwei|drei|una?|dos|tres|pizca)\b)/i;

const meta = (line: string) => SERVINGS.test(line) && line.length < 60 && !/[.!?]$/.test(line);
const timeLine = (line: string) => (PREP.test(line) || COOK.test(line)) && line.length < 60;

function minutesOf(match: RegExpExecArray | null): number | null {
  if (!match?.[1]) return null;
  const n = Number(match[1]);
  return Math.min(/^(?:h|std|hour|stunde|hora)/i.test(match[2] ?? '') ? n * 60 : n, 1440);
}

/** Looks like an ingredient line: bullet or quantity-led, short, not a sentence. */
function ingredientLike(line: string): boolean {
  if (NUMBERED.test(line)) return false;
  const bare = line.replace(BULLET, '');
  return (BULLET.test(line) || QUANTITY_LED.test(bare)) && bare.length <= 90 && !/[.!?]$/.test(bare);
}

const clean = (line: string) => line.replace(BULLET, '').replace(NUMBERED, '').trim();

function guessLanguage(text: string): RecipeLanguage {
  if (/\b(?:zutaten|zubereitung|anleitung|esslöffel|teelöffel|prise|und|mit)\b/i.test(text)) return 'de';
  if (/\b(?:ingredientes|preparación|preparacion|cucharada|cucharadita|pizca|con|y)\b/i.test(text)) return 'es';
  return 'en';
}

export interface SplitRecipe extends Omit<ImportedRecipe, 'language'> {
  language: RecipeLanguage;
}

type Section = 'none' | 'ingredients' | 'steps';

/** The recipe in `text`, or null when no ingredient line and step can be told apart. */
export function splitRecipeText(text: string): SplitRecipe | null {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
  let title = '';
  let section: Section = 'none';
  const ingredients: string[] = [];
  const steps: string[] = [];
  const prepTime = minutesOf(PREP.exec(text));
  const cookTime = minutesOf(COOK.exec(text));
  const servingsMatch = lines.map((line) => (meta(line) ? SERVINGS.exec(line) : null)).find(Boolean);
  for (const line of lines) {
    if (INGREDIENT_HEADING.test(line.replace(/[#*]/g, '').trim())) section = 'ingredients';
    else if (STEP_HEADING.test(line.replace(/[#*]/g, '').trim())) section = 'steps';
    else if (meta(line) || timeLine(line)) continue;
    else if (!title && section === 'none' && !ingredientLike(line) && !NUMBERED.test(line) && line.length <= 120) {
      title = line.replace(/^#+\s*/, '');
    } else if (section === 'ingredients' && (ingredientLike(line) || !NUMBERED.test(line))) ingredients.push(clean(line));
    else if (section === 'steps' || NUMBERED.test(line) || !ingredientLike(line)) steps.push(clean(line));
    else ingredients.push(clean(line));
  }
  const kept = { ingredients: ingredients.filter(Boolean), steps: steps.filter(Boolean) };
  if (kept.ingredients.length === 0 || kept.steps.length === 0) return null;
  const n = Number(servingsMatch?.[1] ?? servingsMatch?.[2]);
  return {
    title: title || (kept.ingredients[0] ?? ''),
    description: null,
    ingredients: kept.ingredients,
    instructions: kept.steps,
    prepTime,
    cookTime,
    servings: n >= 1 ? Math.min(n, 100) : null,
    imageUrl: null,
    language: guessLanguage(text),
  };
}
