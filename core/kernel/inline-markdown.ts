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

/** A letter or digit (ASCII answered without the Unicode test). */
function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return /[\p{L}\p{N}]/u.test(ch);
}

/** White space, or the edge of the text (ASCII answered without the test). */
function isSpace(ch: string | undefined): boolean {
  if (ch === undefined) return true;
  const code = ch.charCodeAt(0);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(ch);
}

/**
 * What the parser looks up while reading one text, computed once in a pass from the end so every
 * look-up is constant time: the parse is linear in the text (a scan per opening marker made text
 * like `._a` repeated quadratic). `next*[p]` is the first index >= p with the property, or -1.
 */
class Lookups {
  readonly nextLinkMid: Int32Array;
  readonly nextNewline: Int32Array;
  readonly nextParen: Int32Array;
  readonly nextNonSpace: Int32Array;
  /** The next valid `*` / `_` closing an italic. */
  readonly nextEmClose: Record<'*' | '_', Int32Array>;
  /** The start of the next run of two or more `*` / `_` that can close bold. */
  readonly nextStrongRun: Record<'*' | '_', Int32Array>;
  /** For an index inside a run of its character: the run's first and last index. */
  readonly runStart: Int32Array;
  readonly runEnd: Int32Array;
  private readonly hrefs = new Map<number, string | null>();

  constructor(
    readonly text: string,
    readonly depth: number,
  ) {
    const n = text.length;
    const make = () => new Int32Array(n + 1).fill(-1);
    this.nextLinkMid = make();
    this.nextNewline = make();
    this.nextParen = make();
    this.nextNonSpace = make();
    this.nextEmClose = { '*': make(), _: make() };
    this.nextStrongRun = { '*': make(), _: make() };
    this.runStart = new Int32Array(n + 1).fill(-1);
    this.runEnd = new Int32Array(n + 1).fill(-1);
    for (let p = 0; p < n; p++) this.runStart[p] = p > 0 && text[p - 1] === text[p] ? this.runStart[p - 1]! : p;
    for (let p = n - 1; p >= 0; p--) {
      const ch = text[p];
      this.runEnd[p] = text[p + 1] === ch ? this.runEnd[p + 1]! : p;
    }
    for (let p = n - 1; p >= 0; p--) {
      const ch = text[p]!;
      this.nextLinkMid[p] = ch === ']' && text[p + 1] === '(' ? p : this.nextLinkMid[p + 1]!;
      this.nextNewline[p] = ch === '\n' ? p : this.nextNewline[p + 1]!;
      this.nextParen[p] = ch === ')' ? p : this.nextParen[p + 1]!;
      this.nextNonSpace[p] = isSpace(ch) ? this.nextNonSpace[p + 1]! : p;
      for (const m of ['*', '_'] as const) {
        this.nextEmClose[m][p] = this.isEmClose(m, p) ? p : this.nextEmClose[m][p + 1]!;
        const runStart = ch === m && text[p - 1] !== m;
        const runLength = runStart ? this.runEnd[p]! - p + 1 : 0;
        // A run of two closes bold when it follows a non-space; a longer one always does.
        const closes = runLength >= 3 || (runLength === 2 && !isSpace(text[p - 1]));
        this.nextStrongRun[m][p] = closes ? p : this.nextStrongRun[m][p + 1]!;
      }
    }
  }

  /**
   * Whether the `m` at `j` closes an italic that opened before its run: after a non-space; `_`
   * not before a letter or digit (snake_case); a `*` pairs up with the one after it into `**`
   * (read from the run's first character not after a space), so only an odd one out closes.
   */
  private isEmClose(m: '*' | '_', j: number): boolean {
    const text = this.text;
    if (text[j] !== m) return false;
    if (m === '_') return !isSpace(text[j - 1]) && !isWordChar(text[j + 1]);
    if (text[j + 1] === '*') return false;
    const runStart = this.runStart[j]!;
    const first = isSpace(text[runStart - 1]) ? runStart + 1 : runStart;
    return first <= j && (j - first) % 2 === 0;
  }

  safeHref(labelEnd: number, close: number): string | null {
    let href = this.hrefs.get(labelEnd);
    if (href === undefined) {
      href = safeLinkHref(this.text.slice(labelEnd + 2, close));
      this.hrefs.set(labelEnd, href);
    }
    return href;
  }
}

const at = (a: Int32Array, p: number) => (p < a.length ? a[p]! : -1);

/** `[label](address)` starting at `i`, when the address is safe. */
function tryLink(look: Lookups, i: number): { segment: InlineSegment; next: number } | null {
  const labelEnd = at(look.nextLinkMid, i + 1);
  if (labelEnd === -1) return null;
  const newline = at(look.nextNewline, i + 1);
  if (newline !== -1 && newline < labelEnd) return null;
  const close = at(look.nextParen, labelEnd + 2);
  if (close === -1) return null;
  const href = look.safeHref(labelEnd, close);
  const firstNonSpace = at(look.nextNonSpace, i + 1);
  if (!href || firstNonSpace === -1 || firstNonSpace >= labelEnd) return null;
  return { segment: { type: 'link', href, children: parseInline(look.text.slice(i + 1, labelEnd), look.depth + 1) }, next: close + 1 };
}

/** Index of the closing `**` / `__` for an opening whose text starts at `from`, or -1. */
function findStrongClose(look: Lookups, m: '*' | '_', from: number): number {
  const text = look.text;
  let after = from;
  // `from` inside a run of the marker (`***x`): that run's rest is looked at first.
  if (text[from] === m && text[from + 1] === m) {
    const end = look.runEnd[from]! - 1;
    if (end > from && !isSpace(text[end - 1])) return end;
    after = end + 2;
  } else if (text[from] === m) {
    after = from + 1;
  }
  const run = at(look.nextStrongRun[m], after);
  return run === -1 ? -1 : look.runEnd[run]! - 1;
}

function tryMarker(look: Lookups, i: number): { segment: InlineSegment; next: number } | null {
  const text = look.text;
  const ch = text[i];
  if (ch === '[') return tryLink(look, i);
  if (ch !== '*' && ch !== '_') return null;
  if (ch === '_' && isWordChar(text[i - 1])) return null; // snake_case stays literal
  if (text[i + 1] === ch) {
    if (isSpace(text[i + 2])) return null;
    const close = findStrongClose(look, ch, i + 2);
    if (close === -1) return null;
    return { segment: { type: 'strong', children: parseInline(text.slice(i + 2, close), look.depth + 1) }, next: close + 2 };
  }
  if (isSpace(text[i + 1])) return null;
  const close = at(look.nextEmClose[ch], i + 2);
  if (close === -1) return null;
  return { segment: { type: 'em', children: parseInline(text.slice(i + 1, close), look.depth + 1) }, next: close + 1 };
}

/**
 * Markup nested deeper than this stays literal text: each level reads its text once more, and a
 * run of 20,000 `*` would otherwise nest 10,000 deep (and overflow the stack).
 */
const MAX_DEPTH = 8;

export function parseInline(text: string, depth = 0): InlineSegment[] {
  if (depth > MAX_DEPTH) return text ? [{ type: 'text', text }] : [];
  const look = new Lookups(text, depth);
  const segments: InlineSegment[] = [];
  let buffer = '';
  let i = 0;
  while (i < text.length) {
    const found = tryMarker(look, i);
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
