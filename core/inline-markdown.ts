/**
 * A tiny parser for the inline markdown recipe steps and notes use: **bold** (or __bold__),
 * *italic* (or _italic_) and [links](https://…). It returns segments that the web renders as
 * React elements (<strong>, <em>, <a>), so no HTML string is ever built. Unclosed markers stay
 * as literal text; a link whose address is not http(s) stays literal text too.
 */
export type InlineSegment =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: InlineSegment[] }
  | { type: 'em'; children: InlineSegment[] }
  | { type: 'link'; href: string; children: InlineSegment[] };

/** The address if it is an absolute http(s) URL (no javascript:, data:, relative paths), else null. */
export function safeLinkHref(raw: string): string | null {
  const value = raw.trim();
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `[label](address)` starting at `i`, when the address is safe. */
function tryLink(text: string, i: number): { segment: InlineSegment; next: number } | null {
  const labelEnd = text.indexOf('](', i + 1);
  if (labelEnd === -1 || text.slice(i + 1, labelEnd).includes('\n')) return null;
  const close = text.indexOf(')', labelEnd + 2);
  if (close === -1) return null;
  const href = safeLinkHref(text.slice(labelEnd + 2, close));
  const label = text.slice(i + 1, labelEnd);
  if (!href || !label.trim()) return null;
  return { segment: { type: 'link', href, children: parseInline(label) }, next: close + 1 };
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/** Index of the closing `**` / `__` for an opening at `from`, or -1. */
function findStrongClose(text: string, marker: string, from: number): number {
  let j = text.indexOf(marker, from);
  while (j !== -1) {
    // In a run like `***`, the closing pair is the last two characters of the run.
    let end = j;
    while (text[end + 2] === marker[0]) end += 1;
    if (end > from && !isSpace(text[end - 1])) return end;
    j = text.indexOf(marker, end + 2);
  }
  return -1;
}

/** Index of the closing `*` / `_` for an opening at `from`, or -1. */
function findEmClose(text: string, marker: string, from: number): number {
  for (let j = text.indexOf(marker, from); j !== -1; j = text.indexOf(marker, j + 1)) {
    if (j === from || isSpace(text[j - 1])) continue;
    if (marker === '_' && isWordChar(text[j + 1])) continue;
    if (marker === '*' && text[j + 1] === '*') {
      j += 1; // skip a `**` pair inside the italic text
      continue;
    }
    return j;
  }
  return -1;
}

function tryMarker(text: string, i: number): { segment: InlineSegment; next: number } | null {
  const ch = text[i];
  if (ch === '[') return tryLink(text, i);
  if (ch !== '*' && ch !== '_') return null;
  if (ch === '_' && isWordChar(text[i - 1])) return null; // snake_case stays literal
  if (text[i + 1] === ch) {
    const marker = ch + ch;
    if (isSpace(text[i + 2])) return null;
    const close = findStrongClose(text, marker, i + 2);
    if (close === -1) return null;
    return { segment: { type: 'strong', children: parseInline(text.slice(i + 2, close)) }, next: close + 2 };
  }
  if (isSpace(text[i + 1])) return null;
  const close = findEmClose(text, ch, i + 1);
  if (close === -1) return null;
  return { segment: { type: 'em', children: parseInline(text.slice(i + 1, close)) }, next: close + 1 };
}

export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let buffer = '';
  let i = 0;
  while (i < text.length) {
    const found = tryMarker(text, i);
    if (found) {
      if (buffer) segments.push({ type: 'text', text: buffer });
      buffer = '';
      segments.push(found.segment);
      i = found.next;
    } else {
      buffer += text[i];
      i += 1;
    }
  }
  if (buffer) segments.push({ type: 'text', text: buffer });
  return segments;
}
