import { findIngredient } from '#core/ingredients/ingredient-kinds';
import { parsedLine, wordKeyOf } from './recipe-quality-memo';
import { isRequestText, readRecipeRequest } from '#core/recipe/recipe-request';
import { leadingQuantity, scaleIngredientLine } from '#core/ingredients/recipe-scaling';
import type { QualityFinding, QualityRequest, RecipeDraft } from './recipe-quality-types';

/**
 * What the cook asked for (docs/decisions/039-recipe-quality-gate.md): the servings and dish of a
 * description, and every ingredient they gave. Servings and a title that is the request itself
 * are repaired in code; a different dish or a given ingredient left out goes back to the model.
 */

/** Words that name no dish ("with", "con", "mit", articles). */
const FILLER_WORDS = new Set(
  `a an the and with of in on for style homemade easy quick simple classic
  un una unos unas el la los las y con de del al a en para casero casera facil rapido rapida
  ein eine einen der die das den dem und mit vom von nach art im in hausgemacht einfach schnell schnelle`
    .split(/\s+/)
    .map((w) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
);

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map((w) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .filter((w) => !FILLER_WORDS.has(w))
    .map(wordKeyOf)
    .filter((k) => k.length >= 3);
}

/** Two word keys name the same thing: equal, a shared start of 5+ letters, or one inside the other (German compounds). */
function related(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = a.length <= b.length ? a : b;
  const longer = shorter === a ? b : a;
  if (shorter.length >= 4 && longer.includes(shorter)) return true;
  let common = 0;
  while (common < shorter.length && a[common] === b[common]) common++;
  return common >= 5;
}

/** Whether a text mentions something named by `name` (any of its content words). */
export function mentions(text: string, name: string): boolean {
  return mentionedIn(contentWords(text), name);
}

function mentionedIn(have: string[], name: string): boolean {
  const wanted = contentWords(name);
  if (!wanted.length) return true;
  return wanted.some((w) => have.some((h) => related(w, h)));
}

export function checkRequest(recipe: RecipeDraft, request: QualityRequest): QualityFinding[] {
  const findings: QualityFinding[] = [];
  if (request.servings !== undefined && recipe.servings !== request.servings) {
    findings.push({
      rule: 'servings_mismatch',
      message: `The cook asked for ${request.servings} servings; the recipe serves ${recipe.servings}. Write it for ${request.servings}.`,
    });
  }
  if (isRequestText(recipe.title, request.language)) {
    findings.push({
      rule: 'dish_mismatch',
      message: `The title "${recipe.title}" repeats the request; the title is the dish's name${request.dish ? ` ("${request.dish}")` : ''}.`,
      line: recipe.title,
    });
  } else if (request.dish && !mentions(recipe.title, request.dish)) {
    findings.push({
      rule: 'dish_mismatch',
      message: `The cook asked for "${request.dish}"; the recipe "${recipe.title}" is another dish. Write ${request.dish}.`,
      line: recipe.title,
    });
  }
  const allWords = request.definingIngredients?.length ? recipe.ingredients.map(contentWords) : [];
  for (const group of request.definingIngredients ?? []) {
    const found = group.some((name) => allWords.some((words) => mentionedIn(words, name)) || sameNarrowEntry(name, recipe.ingredients, request.language));
    if (!found && group.length) {
      findings.push({
        rule: 'dish_mismatch',
        message: `${request.dish ? `"${request.dish}"` : 'This dish'} is made with ${group[0]}; the recipe has none. Write the dish with its defining ingredients.`,
      });
    }
  }
  const lineWords = request.givenIngredients?.length ? recipe.ingredients.map(contentWords) : [];
  for (const given of request.givenIngredients ?? []) {
    const name = parsedLine(given)?.name ?? given;
    if (!lineWords.some((words) => mentionedIn(words, name)) && !sameNarrowEntry(name, recipe.ingredients, request.language)) {
      findings.push({
        rule: 'given_missing',
        message: `The cook gave "${given}"; use it in the ingredient list.`,
        line: given,
      });
    }
  }
  return findings;
}

/** Most names an entry may have for its lines to stand in for each other ("cilantro" and "fresh coriander", not "broccoli" and "spinach"). */
const NARROW = 6;

/** A given ingredient named by a synonym in the recipe: the same entry of the kinds table, when that entry is narrow. */
function sameNarrowEntry(name: string, lines: string[], language: QualityRequest['language']): boolean {
  const entry = findIngredient(name, language);
  if (!entry || entry.names[language].length > NARROW) return false;
  return lines.some((line) => findIngredient(parsedLine(line)?.name ?? line, language) === entry);
}

/** Keys of eggs, counted whole (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md: whole eggs, never below 1). */
const EGG_KEYS = new Set(['egg', 'huevo', 'ei']);

/** One line scaled by `factor`: counted items to the nearest half (eggs whole, at least 1), measures as they come. */
export function scaleLine(line: string, factor: number): string {
  const lead = leadingQuantity(line);
  const parsed = parsedLine(line);
  if (!lead || !parsed) return line;
  if (parsed.unit !== 'pieces') return scaleIngredientLine(line, factor);
  const value = lead.upper ?? lead.value;
  const whole = EGG_KEYS.has(parsed.key.split(' ').pop() ?? '') && !parsed.pack;
  const scaled = whole ? Math.max(1, Math.round(value * factor)) : Math.max(0.5, Math.round(value * factor * 2) / 2);
  return scaleIngredientLine(line, scaled / value);
}

/** The title and servings the cook asked for, where that is safe to do in code. */
export function repairRequest<T extends RecipeDraft>(recipe: T, request: QualityRequest): T {
  let out = recipe;
  if (isRequestText(out.title, request.language)) {
    // The dish asked for, else the title without its request words ("Curry for Two" -> "Curry").
    const title = request.dish ?? readRecipeRequest(out.title, request.language).dish;
    if (title) out = { ...out, title };
  }
  if (request.servings !== undefined && out.servings !== request.servings && out.servings > 0) {
    const factor = request.servings / out.servings;
    out = { ...out, servings: request.servings, ingredients: out.ingredients.map((line) => scaleLine(line, factor)) };
  }
  return out;
}
