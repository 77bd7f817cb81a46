import { isChatter } from './recipe-chatter';
import { decodeEntities, dropHidden } from './recipe-html';

/**
 * The recipe a page shows as plain HTML, with no structured data and no recipe-card plugin: a list
 * under a heading such as "Ingredients", "Zutaten", "Ingredientes" or "Ingrédients", and the steps
 * under "Instructions", "Method", "Zubereitung", "Preparación"... A heading is an `<h1>`–`<h6>` or a
 * line that is all bold (`<strong>`/`<b>`, a bold paragraph). Only read when the page has no
 * structured recipe (core/reading/recipe-extract.ts). One linear pass over the page's tags turns it
 * into lines; no pattern runs across the page (docs/bench.md "Import on real pages" measures it).
 */

interface Line {
  /** A heading (h1–h6 or an all-bold line), a list item, other text, or where a part of the page ends. */
  kind: 'heading' | 'item' | 'text' | 'end';
  /** 1–6 for h1–h6; 7 for a bold line; 8 for anything else. */
  level: number;
  text: string;
  /** For a list item: which of the page's lists holds it (the innermost). */
  list?: number;
}

/** Words a page heads its ingredient list with, at the heading's start ("Zutaten für 4 Personen"). */
const INGREDIENTS =
  /^(?:ingredients?|zutaten|ingredientes|ingrediënten|ingredienten|ingrédients|ingredienti|ingredienser|ingredienset|ainekset|składniki|hozzávalók|benodigdheden|what you(?:'|’)ll need|you(?:'|’)ll need)(?!\p{L})/iu;

/** Words a page heads its steps with. */
const STEPS =
  /^(?:instructions?|method|directions?|preparation|steps|step[- ]by[- ]step|procedure|(?:here(?:'|’)s )?how to make(?: it)?|zubereitung|anleitung|so geht(?:'|’)?s|preparación|elaboración|instrucciones|modo de preparo|preparo|bereiding(?:swijze)?|werkwijze|aan de slag|préparation|étapes|procédure|preparazione|procedimento|instruktioner|tillagning|gör så här|fremgangsmåde|fremgangsmåte|przygotowanie|sposób przygotowania|elkészítés|valmistus)(?!\p{L})/iu;

/** Headings that end a recipe's steps: notes, tips, nutrition, comments, sharing, more recipes. */
const AFTER =
  /^(?:notes?|tips?|nutrition|comments?|related|you may also like|more recipes|share|teilen|compartir|partager|delen|notizen|tipps?|hinweis|nährwerte|kommentare|notas|consejos|comentarios|información nutricional|remarques|astuces|commentaires|opmerkingen|tips en|reacties)(?!\p{L})/iu;

/** Tags that end a line of text. */
const BLOCK = new Set([
  'p', 'div', 'br', 'tr', 'dt', 'dd', 'table', 'section', 'article', 'header', 'footer',
  'main', 'aside', 'nav', 'form', 'blockquote', 'figure', 'figcaption', 'hr', 'label', 'button',
]);

/** At most this many "Ingredients" headings are tried (a recipe page has one or a few). */
const MAX_TRIED = 20;

/** At most this many lines are read in a section (a recipe has fewer; a page's footer may have more). */
const MAX_SECTION = 120;

const decoded = (line: string) => (line.includes('&') ? decodeEntities(line).replace(/\s+/g, ' ').trim() : line);

/** The page's body as lines, in one pass over its tags (other lines than headings keep their entities). */
function pageLines(html: string): Line[] {
  const bodyAt = html.search(/<body\b/i);
  const page = dropHidden(bodyAt >= 0 ? html.slice(bodyAt) : html);
  const lines: Line[] = [];
  let kind: Line['kind'] = 'text';
  let level = 8;
  let text = '';
  let boldChars = 0;
  let plainChars = 0;
  let bold = 0;
  let items = 0;
  const lists: number[] = [];
  let listId = 0;
  /** The lists open around the current point, innermost last. */
  const ids: number[] = [];
  const add = (raw: string) => {
    // Only letters and digits count: "<b>Ingredients</b>:" is a bold line.
    if (bold > 0 ? boldChars === 0 : plainChars === 0) {
      if (/[0-9A-Za-z\u00C0-\uFFFF]/.test(raw)) {
        if (bold > 0) boldChars++;
        else plainChars++;
      }
    }
    text += raw;
  };
  const flush = () => {
    // Entities are decoded only in headings and in the lines a recipe keeps (few of a page's lines).
    const line = text.length ? text.replace(/\s+/g, ' ').trim() : '';
    if (line) {
      // An all-bold line is a heading; an all-bold list item too when it holds no amount ("Garnish").
      const allBold = boldChars > 0 && plainChars === 0 && line.length <= 80 && (kind === 'text' || (kind === 'item' && !/\d/.test(line)));
      lines.push(
        allBold
          ? { kind: 'heading', level: 7, text: decoded(line) }
          : kind === 'heading'
            ? { kind, level, text: decoded(line) }
            : kind === 'item'
              ? { kind, level, text: line, list: ids.at(-1) ?? 0 }
              : { kind, level, text: line },
      );
    }
    text = '';
    boldChars = 0;
    plainChars = 0;
    kind = items > 0 ? 'item' : 'text';
    level = 8;
  };
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g;
  let at = 0;
  for (let m = tag.exec(page); m; m = tag.exec(page)) {
    if (m.index > at) add(page.slice(at, m.index));
    at = m.index + m[0].length;
    const name = m[2]!.toLowerCase();
    const closing = m[1] === '/';
    if (name === 'strong' || name === 'b') {
      bold = Math.max(0, bold + (closing ? -1 : 1));
    } else if (/^h[1-6]$/.test(name)) {
      flush();
      if (!closing) {
        kind = 'heading';
        level = Number(name[1]);
      }
    } else if (name === 'li') {
      flush();
      items = Math.max(0, items + (closing ? -1 : 1));
      kind = items > 0 ? 'item' : 'text';
    } else if (name === 'ul' || name === 'ol') {
      flush();
      // A list's end closes the items it holds, even those whose `</li>` the page left out.
      if (!closing) {
        lists.push(items);
        ids.push(++listId);
      } else if (lists.length) {
        items = lists.pop()!;
        ids.pop();
      }
      kind = items > 0 ? 'item' : 'text';
    } else if (closing ? name === 'article' || name === 'main' : name === 'footer' || name === 'nav' || name === 'aside') {
      // The end of the article, or a footer, menu or sidebar: no recipe section runs on into it.
      flush();
      lines.push({ kind: 'end', level: 0, text: '' });
    } else if (name === 'td' || name === 'th') {
      // A table row is one line: "150 ml | red wine".
      text += ' ';
    } else if (BLOCK.has(name)) {
      // Inside a list item, paragraphs and line breaks are one item.
      if (items > 0 && kind === 'item') text += ' ';
      else flush();
    }
  }
  add(page.slice(at));
  flush();
  return lines;
}

const headingText = (line: Line) => line.text.replace(/[\s:*.]+$/, '').trim();
const isHeading = (line: Line, words: RegExp) =>
  line.kind === 'heading' && line.text.length <= 60 && words.test(headingText(line));

/**
 * The lines of the section under `lines[start]`: up to the next heading of the same or a higher
 * level, the article's end, a footer, menu or sidebar, or a heading that starts another part (ingredients, steps, notes). A lower heading inside
 * ("For the sauce") is a group heading and is left out. The section's list items when a list comes
 * first (short lines such as "Serves 4" may stand before it); else its paragraphs, up to the first
 * list after two of them (share buttons, a footer's links). Lines that talk to the reader (core/reading/recipe-chatter.ts)
 * are left out.
 */
function section(lines: Line[], start: number): { lines: string[]; end: number } {
  const head = lines[start]!;
  const items: Item[] = [];
  const texts: string[] = [];
  let listAfterTexts = false;
  let groups = false;
  /** Paragraphs of 40 characters or more: a section of prose, not a note ("Serves 4", "1x 2x"). */
  let prose = 0;
  let i = start + 1;
  for (; i < lines.length && i - start <= MAX_SECTION; i++) {
    const line = lines[i]!;
    if (line.kind === 'end') break;
    if (line.kind === 'heading') {
      // A heading right under "Ingredients" (a servings line at most between) names its first group,
      // and the next headings of that level name the others.
      if (line.level === head.level && items.length === 0 && texts.length <= 1 && prose === 0) groups = true;
      if (line.level <= head.level && line.level < 7 && !(groups && line.level === head.level)) break;
      if (head.level === 7 && line.level < 7) break;
      const said = headingText(line);
      if (INGREDIENTS.test(said) || STEPS.test(said) || AFTER.test(said)) break;
      continue;
    }
    const text = decoded(line.text);
    if (!text) continue;
    if (line.kind === 'item') {
      if (items.length === 0 && prose >= 2) listAfterTexts = true;
      if (!listAfterTexts) items.push({ text, list: line.list ?? 0, run: texts.length });
    } else if (!listAfterTexts) {
      texts.push(text);
      if (text.length >= 40) prose++;
    }
  }
  return { lines: items.length && !listAfterTexts ? withoutVariants(items) : texts, end: i };
}

/** A list item in a section: its list, and how many text lines came before it in the section. */
interface Item {
  text: string;
  list: number;
  run: number;
}

/** The last word of a line, lower case: "3 oz butterscotch candies" and "85 g butterscotch candies" share it. */
const lastWord = (line: string) => /([\p{L}]+)[^\p{L}]*$/u.exec(line.toLowerCase())?.[1] ?? '';

/**
 * A section's list items without the lists that repeat an earlier one in other units (a page's
 * metric, imperial and US cups lists, shown one at a time): a list as long as an earlier one whose
 * lines end, nearly all, in the same words.
 */
function withoutVariants(items: Item[]): string[] {
  const lists: string[][] = [];
  let last: Item | null = null;
  for (const item of items) {
    // A line between items ("Imperial") starts another run of them, as another list does.
    if (!last || item.list !== last.list || item.run !== last.run) lists.push([]);
    lists.at(-1)!.push(item.text);
    last = item;
  }
  const kept: string[][] = [];
  for (const list of lists) {
    const variant = kept.some(
      (earlier) =>
        earlier.length === list.length &&
        list.length >= 2 &&
        list.filter((line, k) => lastWord(line) !== '' && lastWord(line) === lastWord(earlier[k]!)).length >= list.length * 0.8,
    );
    if (!variant) kept.push(list);
  }
  return kept.flat();
}

export interface HeadingRecipe {
  title: string;
  ingredients: string[];
  instructions: string[];
}

/**
 * The page's title: the `<h1>` the og:title (else the `<title>`) starts with, else an `<h1>` it holds
 * ("Snacks > Fruit Skewers | Site"), else the og:title cut at " | " or " - ", else the first `<h1>`.
 */
function titleOf(html: string, lines: Line[]): string {
  const head = html.slice(0, Math.max(0, html.search(/<body\b/i)) || 200_000);
  const meta =
    /<meta\b[^<>]*\bproperty\s*=\s*["']og:title["'][^<>]*\bcontent\s*=\s*"([^"]*)"/i.exec(head)?.[1] ??
    /<meta\b[^<>]*\bcontent\s*=\s*"([^"]*)"[^<>]*\bproperty\s*=\s*["']og:title["']/i.exec(head)?.[1] ??
    /<title\b[^<>]*>([^<]*)<\/title>/i.exec(head)?.[1] ??
    '';
  const named = decodeEntities(meta).replace(/\s+/g, ' ').trim();
  const h1s = lines.filter((l) => l.kind === 'heading' && l.level === 1).slice(0, 8).map((l) => l.text);
  const lower = named.toLowerCase();
  const match =
    h1s.find((h) => h.length > 1 && lower.startsWith(h.toLowerCase())) ?? h1s.find((h) => h.length > 3 && lower.includes(h.toLowerCase()));
  if (match) return match;
  const cut = named.split(/\s+[|–—-]\s+/)[0]?.trim() ?? '';
  return cut || h1s[0] || '';
}

/** The lines under the first steps heading in lines[from, to) with any, up to an ingredients heading. */
function stepsBetween(lines: Line[], from: number, to: number): string[] | null {
  for (let j = from; j < to; j++) {
    if (isHeading(lines[j]!, INGREDIENTS)) return null;
    if (!isHeading(lines[j]!, STEPS)) continue;
    const steps = section(lines, j);
    if (steps.lines.length > 0) return steps.lines;
  }
  return null;
}

/** The ingredient lines and steps under their headings, or null when the page has no such pair. */
export function headingSections(html: string): { ingredients: string[]; instructions: string[]; lines: Line[] } | null {
  const lines = pageLines(html);
  let best: { ingredients: string[]; instructions: string[] } | null = null;
  let tried = 0;
  let previous = -1;
  for (let i = 0; i < lines.length && tried < MAX_TRIED; i++) {
    if (!isHeading(lines[i]!, INGREDIENTS)) continue;
    tried++;
    const ingredients = section(lines, i);
    if (ingredients.lines.length === 0) continue;
    // The steps under the next steps heading; else, as some pages put the method first, the steps
    // heading before the ingredients (after any earlier ingredients heading).
    const steps = stepsBetween(lines, ingredients.end, lines.length) ?? stepsBetween(lines, previous + 1, i);
    previous = i;
    if (steps) {
      const said = (text: string) => !isChatter(text);
      best = { ingredients: ingredients.lines.filter(said), instructions: steps.filter(said) };
      break;
    }
  }
  return best ? { ...best, lines } : null;
}

/** The recipe under the page's headings, titled by its og:title or `<h1>`; null when there is none. */
export function extractHeadingRecipe(html: string): HeadingRecipe | null {
  const found = headingSections(html);
  if (!found) return null;
  const title = titleOf(html, found.lines);
  return title ? { title, ingredients: found.ingredients, instructions: found.instructions } : null;
}
