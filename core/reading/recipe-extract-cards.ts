import { htmlToLines } from './recipe-html';

/**
 * The ingredient list a cook sees in a page's recipe card, read from the markup of the widely used
 * recipe-card plugins (WP Recipe Maker, Tasty Recipes, Mediavine Create, Zip Recipes) and of the
 * h-recipe microformat. Linear passes over the page with indexOf and bounded slices: no pattern runs
 * across an untrusted page (docs/bench.md "Import on real pages" measures the time).
 */

/** How far an element's end is looked for (a recipe card is a few kilobytes, rarely 100). */
const MAX_CARD = 200_000;

/** The element whose start tag holds `at`: its tag name, where its start tag ends, its inner HTML. */
function elementAt(html: string, at: number): { tag: string; inner: string } | null {
  const start = html.lastIndexOf('<', at);
  if (start < 0) return null;
  const tag = /^<([a-z][a-z0-9]*)/i.exec(html.slice(start, start + 20))?.[1]?.toLowerCase();
  const open = html.indexOf('>', at);
  if (!tag || open < 0) return null;
  const span = html.slice(open + 1, open + 1 + MAX_CARD);
  const pattern = new RegExp(`<(/?)${tag}\\b[^<>]*>`, 'gi');
  let depth = 1;
  for (let m = pattern.exec(span); m; m = pattern.exec(span)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return { tag, inner: span.slice(0, m.index) };
  }
  return null;
}

/** Index of the first start tag whose class attribute holds `name` as a whole class, or -1. */
function classAt(html: string, name: string, from = 0): number {
  for (let at = html.indexOf(name, from); at >= 0; at = html.indexOf(name, at + name.length)) {
    const before = html[at - 1] ?? '';
    const after = html[at + name.length] ?? '';
    if (!/[\s"']/.test(before) || !/[\s"']/.test(after)) continue;
    // Inside a class attribute of a start tag, looked for in the 1,000 characters before it.
    const window = html.slice(Math.max(0, at - 1000), at);
    const tagStart = window.lastIndexOf('<');
    if (tagStart >= 0 && /^<[a-z][^<>]*\bclass\s*=\s*["'][^"'<>]*$/i.test(window.slice(tagStart))) return at;
  }
  return -1;
}

/**
 * `html` without the elements that hold one of `names` among their classes (their whole content),
 * nor any heading: a checkbox and its screen-reader label, a group heading ("For the sauce") are
 * no lines. One forward pass for each name.
 */
function without(html: string, names: string[]): string {
  let text = html;
  for (const name of names) {
    let out = '';
    let from = 0;
    for (let at = classAt(text, name); at >= 0; at = classAt(text, name, from)) {
      const start = text.lastIndexOf('<', at);
      const element = elementAt(text, at);
      if (!element || start < from) break;
      const innerStart = text.indexOf('>', at) + 1;
      const close = text.indexOf('>', innerStart + element.inner.length);
      if (close < 0) break;
      out += `${text.slice(from, start)} `;
      from = close + 1;
    }
    text = out + text.slice(from);
  }
  let out = '';
  let from = 0;
  const lower = text.toLowerCase();
  const heading = /<h[1-6]\b/gi;
  for (let m = heading.exec(text); m; m = heading.exec(text)) {
    const end = lower.indexOf('</h', m.index);
    if (end < 0) break;
    out += `${text.slice(from, m.index)}\n`;
    from = lower.indexOf('>', end) + 1 || text.length;
    heading.lastIndex = from;
  }
  return out + text.slice(from);
}

/**
 * WP Recipe Maker's notes span in brackets, as its own structured data writes it: a faded or smaller
 * note sets itself apart by its look on the page, and in a saved line only brackets can do that
 * ("1 cup cream (at room temperature)", not "1 cup cream at room temperature"). A note the card
 * already brackets is left as it is.
 */
function bracketNotes(html: string): string {
  const name = 'wprm-recipe-ingredient-notes';
  let out = '';
  let from = 0;
  for (let at = classAt(html, name); at >= 0; at = classAt(html, name, from)) {
    const element = elementAt(html, at);
    const innerStart = html.indexOf('>', at) + 1;
    if (!element || innerStart <= 0) break;
    const text = htmlToLines(element.inner).join(' ');
    const end = innerStart + element.inner.length;
    out += html.slice(from, innerStart) + (text && !text.startsWith('(') ? `(${element.inner})` : element.inner);
    from = end;
  }
  return out + html.slice(from);
}

/** The lines of the first element with class `container`, each `<li>`/`<p>` one line. */
function linesIn(html: string, container: string, drop: string[] = [], rewrite = (inner: string) => inner): string[] | null {
  const at = classAt(html, container);
  if (at < 0) return null;
  const element = elementAt(html, at);
  if (!element) return null;
  const lines = htmlToLines(rewrite(without(element.inner, drop)));
  return lines.length ? lines : null;
}

/** Each element with class `name` (after `from`) as one line, up to 200. */
function eachClass(html: string, name: string): string[] | null {
  const lines: string[] = [];
  for (let at = classAt(html, name); at >= 0 && lines.length < 200; at = classAt(html, name, at + name.length)) {
    const element = elementAt(html, at);
    if (!element) break;
    const line = htmlToLines(element.inner).join(' ');
    if (line) lines.push(line);
  }
  return lines.length ? lines : null;
}

/**
 * The first recipe card's ingredient lines, or null when the page has no card this reads. WP Recipe
 * Maker writes each line as amount, unit, name and notes spans inside a checkbox list; Tasty Recipes,
 * Mediavine Create and Zip Recipes a plain list in a container; h-recipe marks each line p-ingredient.
 */
export function cardIngredients(html: string): string[] | null {
  const wprm = linesIn(html, 'wprm-recipe-ingredients-container', ['wprm-checkbox-container', 'wprm-recipe-group-name', 'sr-only'], bracketNotes);
  if (wprm) return wprm;
  return (
    linesIn(html, 'tasty-recipes-ingredients-body') ??
    linesIn(html, 'tasty-recipes-ingredients', ['tasty-recipes-ingredients-header', 'tasty-recipes-cook-mode']) ??
    linesIn(html, 'mv-create-ingredients', ['mv-create-ingredients-header']) ??
    linesIn(html, 'zlrecipe-ingredients-list') ??
    eachClass(html, 'p-ingredient')
  );
}
