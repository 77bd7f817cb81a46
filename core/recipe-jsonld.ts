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
const asArray = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** `@type` as a list of bare names ("http://schema.org/Recipe" and "schema:Recipe" become "Recipe"). */
function typesOf(node: JsonObject): string[] {
  return asArray(node['@type']).flatMap((t) => (typeof t === 'string' ? [t.replace(/^.*[/:#]/, '')] : []));
}

/** ISO 8601 duration ("PT1H30M", "P0DT45M", "PT90S") in whole minutes, or null. */
export function parseIsoDuration(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?\s*$/i.exec(value);
  if (!m || value.trim().length <= 1 || /T\s*$/i.test(value)) return null;
  const [, d, h, min, s] = m.map((part) => Number(part ?? 0));
  const total = Math.round((d ?? 0) * 1440 + (h ?? 0) * 60 + (min ?? 0) + (s ?? 0) / 60);
  return Math.min(total, 1440);
}

/** recipeYield as servings: 4, "4", "Serves 4-6", ["4", "4 servings"]; null when no positive number. */
export function parseYield(value: unknown): number | null {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'number' && Number.isFinite(item) && item >= 1) return Math.min(Math.floor(item), 100);
    if (typeof item === 'string') {
      const n = /\d+/.exec(item);
      if (n && Number(n[0]) >= 1) return Math.min(Number(n[0]), 100);
    }
  }
  return null;
}

/** The first image URL of a string, an ImageObject (`url` / `contentUrl`) or an array of either. */
export function imageOf(value: Json | undefined): string | null {
  for (const item of asArray(value)) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    if (isObject(item)) {
      const url = imageOf(item.url ?? item.contentUrl);
      if (url) return url;
    }
  }
  return null;
}

const text = (value: Json | undefined): string => (typeof value === 'string' ? htmlToText(value) : '');

/** Steps from a string, a list, HowToStep, HowToSection (its name bolds its first step) or ItemList. */
export function instructionsOf(value: Json | undefined, depth = 0): string[] {
  if (depth > 6) return [];
  if (typeof value === 'string') return htmlToLines(value);
  if (Array.isArray(value)) return value.flatMap((item) => instructionsOf(item, depth + 1));
  if (!isObject(value)) return [];
  const types = typesOf(value);
  const children = value.itemListElement ?? (types.includes('HowToStep') ? undefined : value.steps);
  if (types.includes('HowToSection') || (children !== undefined && !types.includes('HowToStep'))) {
    const steps = instructionsOf(children, depth + 1);
    const name = text(value.name);
    if (name && steps[0]) steps[0] = `**${name.replace(/:$/, '')}:** ${steps[0]}`;
    return steps;
  }
  const own = text(value.text) || text(value.name) || text(value.description);
  return own ? [own] : [];
}

function ingredientsOf(node: JsonObject): string[] {
  return asArray(node.recipeIngredient ?? node.ingredients).flatMap((item) => (typeof item === 'string' ? htmlToLines(item) : []));
}

export function recipeFromNode(node: JsonObject): ImportedRecipe | null {
  const title = text(node.name) || text(node.headline);
  const ingredients = ingredientsOf(node);
  const instructions = instructionsOf(node.recipeInstructions);
  if (!title || ingredients.length === 0) return null;
  const prep = parseIsoDuration(node.prepTime);
  const cook = parseIsoDuration(node.cookTime);
  const total = parseIsoDuration(node.totalTime);
  const language = typeof node.inLanguage === 'string' ? node.inLanguage : null;
  return {
    title,
    description: text(node.description) || null,
    ingredients,
    instructions,
    prepTime: prep,
    cookTime: cook ?? (total !== null ? Math.max(total - (prep ?? 0), 0) : null),
    servings: parseYield(node.recipeYield),
    imageUrl: imageOf(node.image),
    language,
  };
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
    try {
      blocks.push(JSON.parse(body) as Json);
    } catch {
      // A broken block on the page: look at the others.
    }
  }
  return blocks;
}
