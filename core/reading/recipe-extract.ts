import { findRecipeNode, jsonLdBlocks, recipeFromNode, type ImportedRecipe } from './recipe-jsonld';
import { boundImported } from './recipe-import-bounds';
import { extractMicrodataRecipe } from './recipe-microdata';
import { cardIngredients } from './recipe-extract-cards';
import { extractHeadingRecipe, headingSections } from './recipe-headings';

export type { ImportedRecipe } from './recipe-jsonld';

type RecipeNode = NonNullable<ReturnType<typeof findRecipeNode>>;

/** The page's `<html lang>` when present. */
function pageLanguage(html: string): string | null {
  return /<html\b[^<>]*\blang\s*=\s*["']?([A-Za-z-]{2,20})/i.exec(html)?.[1] ?? null;
}

/** Text of a name or step for comparing: tags dropped, lower case, spaces collapsed, no closing dots. */
const plain = (text: string) =>
  text
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[\s.:…]+$/, '');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name that only numbers the step ("Step 1", "Schritt 2", "Paso 3", "stap1", "4."). */
const STEP_NUMBER = /^(?:\p{L}{1,12}\.?\s*)?#?\d{1,3}\s*[.:)]?$/u;

/**
 * recipeInstructions with each HowToStep's own heading kept: a step named "Preheat" whose text is
 * "Heat the oven to 180 °C." reads "**Preheat:** Heat the oven to 180 °C.", as a section's name
 * bolds its first step. A name that only repeats the step (whole, or cut short with "…") or the
 * recipe's title, or only numbers it ("Step 1"), adds nothing and is left out.
 */
function withStepHeadings(value: unknown, title: string, depth = 0): unknown {
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => withStepHeadings(item, title, depth + 1));
  if (!isObject(value)) return value;
  const type = value['@type'];
  const isStep = type === 'HowToStep' || (Array.isArray(type) && type.includes('HowToStep'));
  if (!isStep) {
    const items = value.itemListElement;
    return items === undefined ? value : { ...value, itemListElement: withStepHeadings(items, title, depth + 1) };
  }
  const { name, text } = value;
  if (typeof name !== 'string' || typeof text !== 'string') return value;
  const heading = plain(name);
  if (!heading || STEP_NUMBER.test(heading) || plain(text).startsWith(heading) || heading === plain(title)) return value;
  return { ...value, text: `**${name.trim().replace(/[\s:]+$/, '')}:** ${text}` };
}

/**
 * An ingredient line as a cook writes it: no list mark before it ("- 1 cup sugar", "• 2 eggs"), a
 * note the page wrapped twice in brackets once
 * ("1 chilli ((optional))"), no space before a comma, semicolon or closing bracket
 * ("1 carrot , peeled"), none inside an opening one.
 */
export function tidyIngredient(line: string): string {
  return line
    .replace(/^(?:[-–•*▢□☐]\s+)+/, '')
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .replace(/\(\s+/g, '(')
    .replace(/\s+([,;)])/g, '$1');
}

/**
 * A group heading a page put among its ingredient lines, which is not something to buy: a short line
 * ending in a colon with no number ("For the glaze:", "Für den Teig:"), a Markdown heading ("## Sauce")
 * and a short line with no number that starts "For the" / "Für den" / "Para la" ("FOR THE MARINADE").
 */
export function isIngredientHeading(line: string): boolean {
  const text = line.trim();
  const short = text.split(/\s+/).length <= 6 && !/\d/.test(text);
  return (
    (/^[^\d:]{1,60}:$/.test(text) && short) ||
    /^#{1,6}\s+\S/.test(text) ||
    (short && /^(?:for the|für (?:den|die|das)|para (?:el|la|los|las))\s+\p{L}/iu.test(text) && text.length <= 60)
  );
}

/** A line's letters and digits only, lower case: what is compared between two copies of a line. */
const squashed = (line: string) => (line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join('');

/**
 * The ingredient lines a cook reads on the page. The structured data is a plugin's copy of the lines
 * its recipe card shows (core/reading/recipe-extract-cards.ts), and the copy can lose the start of a line:
 * "5 tsp grated ginger" where the card shows "1.5 tsp grated ginger". An amount lost is an amount a
 * cook would get wrong, so when the card lists as many lines as the structured data (the same
 * recipe), a card line wins when its structured line is only its end (its letters and digits end
 * the card line's, and are fewer). Otherwise the structured line stays: a card's own formatting (a
 * fraction slash, "tsp" written out, a comma before a note) and a note the structured data leaves
 * out (a long tip, a shop link) are no reason to change what it says.
 */
function ingredientsAsShown(structured: string[], html: string): string[] {
  const lines = structured.filter((line) => !isIngredientHeading(line));
  const card = cardIngredients(html)?.filter((line) => !isIngredientHeading(line));
  if (!card) return isStub(lines) ? (listedUnderHeading(lines, html) ?? lines) : lines;
  if (card.length !== lines.length) return lines;
  return lines.map((line, i) => {
    const shown = card[i]!;
    const mine = squashed(line);
    const theirs = squashed(shown);
    return mine.length > 0 && mine.length < theirs.length && theirs.endsWith(mine) ? shown : line;
  });
}

/**
 * Structured ingredient lines that are a stub of the list a page shows: at most three lines, or no
 * amount in any line ("Chicken"; "Sonnenblumenöl", "Popcornmais", … beside "20 g Sonnenblumenöl").
 */
const isStub = (lines: string[]) => lines.length <= 3 || !lines.some((line) => /\d/.test(line));

/**
 * The list under the page's "Ingredients" heading (core/reading/recipe-headings.ts) in place of a
 * stub, when it has more lines and holds the same ingredients: every structured line is in it, or
 * (one run-together line) it is all in the structured line. Null when it is no such list.
 */
function listedUnderHeading(lines: string[], html: string): string[] | null {
  const shown = headingSections(html)?.ingredients.filter((line) => !isIngredientHeading(line));
  if (!shown || shown.length <= lines.length) return null;
  const page = squashed(shown.join(' '));
  const data = squashed(lines.join(' '));
  const contains = lines.every((line) => page.includes(squashed(line))) || shown.every((line) => data.includes(squashed(line)));
  // The page's lines are ingredient lines with amounts, not names and amounts on lines of their own.
  const amounts = shown.filter((line) => /\d/.test(line)).length;
  return contains && amounts * 3 >= shown.length * 2 ? shown : null;
}

function tidied(recipe: ImportedRecipe, html: string): ImportedRecipe {
  return boundImported({
    ...recipe,
    ingredients: ingredientsAsShown(recipe.ingredients, html).map(tidyIngredient),
    language: recipe.language ?? pageLanguage(html),
  });
}

function fromNode(node: RecipeNode): ImportedRecipe | null {
  const instructions = node.recipeInstructions;
  const title = typeof node.name === 'string' ? node.name : '';
  const named = instructions === undefined ? node : ({ ...node, recipeInstructions: withStepHeadings(instructions, title) } as RecipeNode);
  return recipeFromNode(named);
}

/**
 * A structured Recipe with no ingredient lines (some sites give only the name, times and steps) takes
 * the lines the page's recipe card shows (core/reading/recipe-extract-cards.ts), as a cook reading the page
 * would, else the list under the page's "Ingredients" heading (core/reading/recipe-headings.ts), with
 * the steps under its "Instructions" heading when the structured data has none; null when the page
 * shows neither.
 */
function fromNodeAndCard(node: RecipeNode, html: string): ImportedRecipe | null {
  const recipe = fromNode(node);
  if (recipe) return recipe;
  const card = cardIngredients(html);
  if (card) return fromNode({ ...node, recipeIngredient: card } as RecipeNode);
  const shown = headingSections(html);
  if (!shown) return null;
  const read = fromNode({ ...node, recipeIngredient: shown.ingredients } as RecipeNode);
  return read && read.instructions.length === 0 ? { ...read, instructions: shown.instructions } : read;
}

/**
 * A JSON-LD block as the loose JSON some sites write: wrapped in `// <![CDATA[ … // ]]>` or an HTML
 * comment, a `;` after it, `\'` escapes, and commas before a closing bracket. Each fix is one linear
 * pass; only read when the page's blocks gave no recipe as strict JSON.
 */
export function parseLooseJson(body: string): unknown {
  const text = body.trim().replace(/^(?:\/\/[^\n]*\n|<!--|<!\[CDATA\[|\s)+/, '');
  // The closing wrapper is looked for in the last 200 characters only, so no pattern runs over the block.
  const cut = Math.max(0, text.length - 200);
  const repaired = (text.slice(0, cut) + text.slice(cut).replace(/(?:\/\/[^\n]*|-->|\]\]>|;|\s)+$/, ''))
    .replace(/\\'/g, "'")
    .replace(/,(\s*[}\]])/g, '$1');
  try {
    return JSON.parse(repaired);
  } catch {
    return undefined;
  }
}

/** The page's JSON-LD script bodies, in one linear pass (as core/reading/recipe-jsonld.ts reads them). */
function jsonLdBodies(html: string): string[] {
  const lower = html.toLowerCase();
  const open = /<script\b([^<>]*)>/gi;
  const bodies: string[] = [];
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const start = m.index + m[0].length;
    const end = lower.indexOf('</script', start);
    if (end < 0) break;
    open.lastIndex = end;
    if (/\btype\s*=\s*["']?application\/ld\+json/i.test(m[1] ?? '')) bodies.push(html.slice(start, end));
  }
  return bodies;
}

/**
 * The recipe on a page exactly as an import saves it: JSON-LD first (as loose JSON when no block
 * parses strictly into a recipe), microdata when no JSON-LD recipe is usable, else the lists under
 * the page's "Ingredients" and "Instructions" headings (core/reading/recipe-headings.ts), then bounded (core/reading/recipe-import-bounds.ts); null when none. Measured on real
 * pages in docs/bench.md "Import on real pages".
 */
export function extractRecipe(html: string): ImportedRecipe | null {
  for (const block of jsonLdBlocks(html)) {
    const node = findRecipeNode(block);
    const recipe = node ? fromNodeAndCard(node, html) : null;
    if (recipe) return tidied(recipe, html);
  }
  for (const body of jsonLdBodies(html)) {
    const loose = parseLooseJson(body);
    const node = loose === undefined ? null : findRecipeNode(loose as Parameters<typeof findRecipeNode>[0]);
    const recipe = node ? fromNodeAndCard(node, html) : null;
    if (recipe) return tidied(recipe, html);
  }
  const micro = extractMicrodataRecipe(html);
  if (micro) return tidied(micro, html);
  const shown = extractHeadingRecipe(html);
  return shown ? tidied(fromHeadings(shown, html), html) : null;
}

/** A recipe read from the page's headings: no times, servings or image (the page gives none in data). */
function fromHeadings(shown: NonNullable<ReturnType<typeof extractHeadingRecipe>>, html: string): ImportedRecipe {
  return { ...shown, description: null, prepTime: null, cookTime: null, totalTime: null, servings: null, imageUrl: null, language: pageLanguage(html) };
}
