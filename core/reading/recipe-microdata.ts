import { decodeEntities, htmlToLines, htmlToText } from './recipe-html';
import { pageTimes, parseYield, type ImportedRecipe } from './recipe-jsonld';

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
/** Bounds on untrusted pages: properties read, and how far an element's end is looked for. */
const MAX_PROPS = 400;
const MAX_ELEMENT = 50_000;

function attribute(attrs: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(["'])([\\s\\S]*?)\\1`, 'i').exec(attrs);
  return m?.[2] !== undefined ? decodeEntities(m[2]) : null;
}

/** The inner HTML of the element opened at `from` (just after its start tag), nesting counted. */
function innerHtml(html: string, tag: string, from: number, max = MAX_ELEMENT): string {
  const span = html.slice(from, from + max);
  const pattern = new RegExp(`<(/?)${tag}\\b[^<>]*>`, 'gi');
  let depth = 1;
  for (let m = pattern.exec(span); m; m = pattern.exec(span)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return span.slice(0, m.index);
  }
  // Unclosed: a property's element is cut short; the Recipe's own scope runs to the page's end.
  return max > MAX_ELEMENT ? span : span.slice(0, 2000);
}

/** Start tags that carry an itemprop or open an item scope, in page order. */
const TAG_WITH_PROP_OR_SCOPE = /<([a-z][a-z0-9]*)\b([^<>]*?\b(?:itemprop|itemscope)\b[^<>]*)>/gi;
const PROP_NAMES = /\bitemprop\s*=\s*(["'])([^"'<>]+)\1/i;

/**
 * The Recipe's own properties: those inside a nested item (an author, a breadcrumb, a rating) belong
 * to that item, so the nested element is one property (when it has an itemprop) and its inside is
 * skipped ("Accueil" from a breadcrumb is not the title).
 */
function propsOf(html: string): Prop[] {
  const props: Prop[] = [];
  let skipUntil = 0;
  for (const m of html.matchAll(TAG_WITH_PROP_OR_SCOPE)) {
    const at = m.index ?? 0;
    if (at < skipUntil) continue;
    const tag = (m[1] ?? '').toLowerCase();
    const attrs = m[2] ?? '';
    const isVoid = VOID.has(tag) || attrs.trimEnd().endsWith('/');
    const inner = isVoid ? '' : innerHtml(html, tag, at + m[0].length);
    if (/\bitemscope\b/i.test(attrs)) skipUntil = at + m[0].length + inner.length;
    const names = PROP_NAMES.exec(attrs)?.[2];
    if (!names) continue;
    const attr = attribute(attrs, 'content') ?? attribute(attrs, 'datetime') ??
      (tag === 'img' ? attribute(attrs, 'src') : null) ?? (tag === 'link' || tag === 'a' ? attribute(attrs, 'href') : null);
    props.push({ names: names.split(/\s+/), attr, inner });
    if (props.length >= MAX_PROPS) break;
  }
  return props;
}

const RECIPE_SCOPE = /<[a-z][a-z0-9]*\b[^<>]*\bitemtype\s*=\s*["'][^"'<>]*schema\.org\/Recipe["'][^<>]*>/i;

export function extractMicrodataRecipe(html: string): ImportedRecipe | null {
  const scope = RECIPE_SCOPE.exec(html);
  if (!scope) return null;
  const tag = /^<([a-z][a-z0-9]*)/i.exec(scope[0])?.[1] ?? 'div';
  const from = scope.index + scope[0].length;
  const props = propsOf(innerHtml(html, tag, from, html.length));
  const all = (name: string) => props.filter((p) => p.names.includes(name));
  const first = (name: string) => all(name)[0];
  const value = (p: Prop | undefined) => (p ? (p.attr ?? htmlToText(p.inner)).trim() : '');
  const title = value(first('name'));
  const ingredients = [...all('recipeIngredient'), ...all('ingredients')].map(value).filter(Boolean);
  if (!title || ingredients.length === 0) return null;
  const instructions = all('recipeInstructions').flatMap((p) =>
    htmlToLines(p.attr ?? p.inner),
  );
  return {
    title,
    description: value(first('description')) || null,
    ingredients,
    instructions,
    ...pageTimes(value(first('prepTime')), value(first('cookTime')), value(first('totalTime'))),
    servings: parseYield(value(first('recipeYield'))),
    imageUrl: value(first('image')) || null,
    language: value(first('inLanguage')) || null,
  };
}
