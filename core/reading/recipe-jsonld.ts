import { parseDuration } from '#core/kernel/duration';
import { htmlToLines, htmlToText } from './recipe-html';

/**
 * A recipe read from a web page (schema.org Recipe as JSON-LD, else microdata). Pure: the worker
 * fetches the page, this reads it. Times are minutes; null means the page did not say.
 */
export interface ImportedRecipe {
  title: string;
  description: string | null;
  ingredients: string[];
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  /** The page's total time; prep plus cook only when the page gives no total. */
  totalTime: number | null;
  servings: number | null;
  /** As the page gives it (may be relative). */
  imageUrl: string | null;
  /** The page's language tag when it gives one ("de-DE"). */
  language: string | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A property by name in any case ("recipeInstructions", "RecipeInstructions", "recipeinstructions"). */
function prop(node: JsonObject, name: string): Json | undefined {
  if (name in node) return node[name];
  const lower = name.toLowerCase();
  const key = Object.keys(node).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : node[key];
}

const asArray = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** `@type` as a list of bare names ("http://schema.org/Recipe" and "schema:Recipe" become "Recipe"). */
function typesOf(node: JsonObject): string[] {
  return asArray(prop(node, '@type')).flatMap((t) => (typeof t === 'string' ? [t.replace(/^.*[/:#]/, '')] : []));
}

/** A page's duration in whole minutes: ISO 8601 in strict and loose forms, or words (core/kernel/duration.ts). */
export const parseIsoDuration = parseDuration;

/** A count of portions in brackets wins over the yield's first number: "1 loaf (10 slices)", "1 Blech (12 Stücke)". */
const PORTIONS_IN_BRACKETS =
  /\((\d{1,3})\s*(?:slices?|servings?|pieces?|portions?|muffins?|cookies?|porciones|raciones|trozos|rebanadas|st(?:ü|u)cke?|portionen|scheiben)\)/i;

/** recipeYield as servings: 4, "4", "Serves 4-6", "8-10", "Makes 12 muffins", ["4", "4 servings"]; null when no positive number. */
export function parseYield(value: unknown): number | null {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'number' && Number.isFinite(item) && item >= 1) return Math.min(Math.floor(item), 100);
    if (typeof item === 'string') {
      const n = PORTIONS_IN_BRACKETS.exec(item) ?? /\d+/.exec(item);
      const count = Number(n?.[1] ?? n?.[0]);
      if (count >= 1) return Math.min(count, 100);
    }
  }
  return null;
}

/** The first image URL of a string, an ImageObject (`url` / `contentUrl`) or an array of either. */
export function imageOf(value: Json | undefined): string | null {
  for (const item of asArray(value)) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    if (isObject(item)) {
      const url = imageOf(prop(item, 'url') ?? prop(item, 'contentUrl'));
      if (url) return url;
    }
  }
  return null;
}

const text = (value: Json | undefined): string => (typeof value === 'string' ? htmlToText(value) : '');

/**
 * Steps from a string, a list (nested lists too), HowToStep (its own text, else its item list of
 * HowToDirection/HowToTip), HowToSection (its name bolds its first step) or ItemList.
 */
export function instructionsOf(value: Json | undefined, depth = 0): string[] {
  if (depth > 6) return [];
  if (typeof value === 'string') return htmlToLines(value);
  if (Array.isArray(value)) return value.flatMap((item) => instructionsOf(item, depth + 1));
  if (!isObject(value)) return [];
  const types = typesOf(value);
  const step = types.includes('HowToStep');
  const own = text(prop(value, 'text'));
  const children = prop(value, 'itemListElement') ?? (step ? undefined : prop(value, 'steps'));
  if (types.includes('HowToSection') || (children !== undefined && !step)) {
    const steps = instructionsOf(children, depth + 1);
    const name = text(prop(value, 'name'));
    if (name && steps[0]) steps[0] = `**${name.replace(/:$/, '')}:** ${steps[0]}`;
    return steps;
  }
  if (own) return [own];
  if (step && children !== undefined) return instructionsOf(children, depth + 1);
  const fallback = text(prop(value, 'name')) || text(prop(value, 'description'));
  return fallback ? [fallback] : [];
}

/** Ingredient lines from a string, a list, nested lists, or objects that carry a name or text. */
function linesOf(value: Json | undefined, depth = 0): string[] {
  if (depth > 4 || value === undefined || value === null) return [];
  if (typeof value === 'string') return htmlToLines(value);
  if (Array.isArray(value)) return value.flatMap((item) => linesOf(item, depth + 1));
  if (isObject(value)) return linesOf(prop(value, 'text') ?? prop(value, 'name'), depth + 1);
  return [];
}

function ingredientsOf(node: JsonObject): string[] {
  return linesOf(prop(node, 'recipeIngredient') ?? prop(node, 'ingredients'));
}

export function recipeFromNode(node: JsonObject): ImportedRecipe | null {
  const title = text(prop(node, 'name')) || text(prop(node, 'headline'));
  const ingredients = ingredientsOf(node);
  const instructions = instructionsOf(prop(node, 'recipeInstructions'));
  if (!title || ingredients.length === 0) return null;
  const language = prop(node, 'inLanguage');
  return {
    title,
    description: text(prop(node, 'description')) || null,
    ingredients,
    instructions,
    ...pageTimes(prop(node, 'prepTime'), prop(node, 'cookTime'), prop(node, 'totalTime')),
    servings: parseYield(prop(node, 'recipeYield')),
    imageUrl: imageOf(prop(node, 'image')),
    language: typeof language === 'string' ? language : null,
  };
}

/**
 * A page's times: prep and cook as given (cook from total minus prep when only those are given),
 * and the total as given, else prep plus cook.
 */
export function pageTimes(prepValue: unknown, cookValue: unknown, totalValue: unknown) {
  const prepTime = parseIsoDuration(prepValue);
  const cook = parseIsoDuration(cookValue);
  const total = parseIsoDuration(totalValue);
  const cookTime = cook ?? (total !== null ? Math.max(total - (prepTime ?? 0), 0) : null);
  const totalTime = total ?? (prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) : null);
  return { prepTime, cookTime, totalTime };
}

/** Depth-first search for a Recipe node: top level, arrays, `@graph`, and nested values (mainEntity). */
export function findRecipeNode(value: Json, depth = 0): JsonObject | null {
  if (depth > 8) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipeNode(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (typesOf(value).includes('Recipe')) return value;
  for (const [key, child] of Object.entries(value)) {
    if (key === '@context') continue;
    const found = findRecipeNode(child, depth + 1);
    if (found) return found;
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- raw control characters inside JSON strings break JSON.parse
const CONTROL_CHARS = /[\u0000-\u001F]+/g;

function parseJson(body: string): Json | undefined {
  try {
    return JSON.parse(body) as Json;
  } catch {
    return undefined;
  }
}

/** Every JSON-LD block of the page that parses (broken ones are skipped); one linear pass. */
export function jsonLdBlocks(html: string): Json[] {
  const lower = html.toLowerCase();
  const open = /<script\b([^<>]*)>/gi;
  const blocks: Json[] = [];
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const start = m.index + m[0].length;
    const end = lower.indexOf('</script', start);
    if (end < 0) break;
    open.lastIndex = end;
    if (!/\btype\s*=\s*["']?application\/ld\+json/i.test(m[1] ?? '')) continue;
    const body = html.slice(start, end).trim().replace(/^<!\[CDATA\[|\]\]>$/g, '');
    const parsed = parseJson(body) ?? parseJson(body.replace(CONTROL_CHARS, ' '));
    // A block that parses neither way is broken: the others are looked at.
    if (parsed !== undefined) blocks.push(parsed);
  }
  return blocks;
}
