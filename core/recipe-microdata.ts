import { decodeEntities, htmlToLines, htmlToText } from './recipe-html';
import { parseIsoDuration, parseYield, type ImportedRecipe } from './recipe-jsonld';

/**
 * schema.org Recipe in microdata (`itemscope itemtype=".../Recipe"` with `itemprop`s), read with
 * regular expressions (no DOM in the worker): the properties after the Recipe scope starts.
 */

interface Prop {
  names: string[];
  /** The attribute value (content, datetime, src, href) when the element has one. */
  attr: string | null;
  /** The element's inner HTML ('' for void elements). */
  inner: string;
}

const VOID = new Set(['meta', 'link', 'img', 'br', 'input', 'source']);
const TAG_WITH_PROP = /<([a-z][a-z0-9]*)\b([^<>]*?\bitemprop\s*=\s*(["'])([^"'<>]+)\3[^<>]*)>/gi;
/** Bounds on untrusted pages: properties read, and how far an element's end is looked for. */
const MAX_PROPS = 400;
const MAX_ELEMENT = 50_000;

function attribute(attrs: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(["'])([\\s\\S]*?)\\1`, 'i').exec(attrs);
  return m?.[2] !== undefined ? decodeEntities(m[2]) : null;
}

/** The inner HTML of the element opened at `from` (just after its start tag), nesting counted. */
function innerHtml(html: string, tag: string, from: number): string {
  const span = html.slice(from, from + MAX_ELEMENT);
  const pattern = new RegExp(`<(/?)${tag}\\b[^<>]*>`, 'gi');
  let depth = 1;
  for (let m = pattern.exec(span); m; m = pattern.exec(span)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return span.slice(0, m.index);
  }
  return span.slice(0, 2000);
}

function propsOf(html: string): Prop[] {
  const props: Prop[] = [];
  for (const m of html.matchAll(TAG_WITH_PROP)) {
    const tag = (m[1] ?? '').toLowerCase();
    const attrs = m[2] ?? '';
    const attr = attribute(attrs, 'content') ?? attribute(attrs, 'datetime') ??
      (tag === 'img' ? attribute(attrs, 'src') : null) ?? (tag === 'link' || tag === 'a' ? attribute(attrs, 'href') : null);
    const inner = VOID.has(tag) || attrs.trimEnd().endsWith('/') ? '' : innerHtml(html, tag, (m.index ?? 0) + m[0].length);
    props.push({ names: (m[4] ?? '').split(/\s+/), attr, inner });
    if (props.length >= MAX_PROPS) break;
  }
  return props;
}

const RECIPE_SCOPE = /<[a-z][a-z0-9]*\b[^<>]*\bitemtype\s*=\s*["'][^"'<>]*schema\.org\/Recipe["'][^<>]*>/i;

export function extractMicrodataRecipe(html: string): ImportedRecipe | null {
  const scope = RECIPE_SCOPE.exec(html);
  if (!scope) return null;
  const props = propsOf(html.slice(scope.index + scope[0].length));
  const all = (name: string) => props.filter((p) => p.names.includes(name));
  const first = (name: string) => all(name)[0];
  const value = (p: Prop | undefined) => (p ? (p.attr ?? htmlToText(p.inner)).trim() : '');
  const title = value(first('name'));
  const ingredients = [...all('recipeIngredient'), ...all('ingredients')].map(value).filter(Boolean);
  if (!title || ingredients.length === 0) return null;
  const instructions = all('recipeInstructions').flatMap((p) =>
    htmlToLines(p.attr ?? p.inner),
  );
  const prep = parseIsoDuration(value(first('prepTime')));
  const cook = parseIsoDuration(value(first('cookTime')));
  const total = parseIsoDuration(value(first('totalTime')));
  return {
    title,
    description: value(first('description')) || null,
    ingredients,
    instructions,
    prepTime: prep,
    cookTime: cook ?? (total !== null ? Math.max(total - (prep ?? 0), 0) : null),
    servings: parseYield(value(first('recipeYield'))),
    imageUrl: value(first('image')) || null,
    language: value(first('inLanguage')) || null,
  };
}
