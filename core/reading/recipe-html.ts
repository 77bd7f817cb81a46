import { decode } from 'html-entities';

/** Small HTML helpers for recipe import: entity decoding and tag-free text. Pure, no DOM. */

/** Decodes every named (HTML5) and numeric character reference, with a maintained decoder. */
export function decodeEntities(text: string): string {
  return decode(text, { level: 'html5' });
}

// eslint-disable-next-line no-control-regex -- control characters are dropped from imported text
const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;

/**
 * Removes comments and script/style/template elements in one linear pass (an unclosed one runs to
 * the end): pages are untrusted, so no pattern here may backtrack across the whole text.
 */
export function dropHidden(html: string): string {
  const lower = html.toLowerCase();
  const opener = /<!--|<(script|style|template)\b/gi;
  let out = '';
  let at = 0;
  for (let m = opener.exec(html); m; m = opener.exec(html)) {
    out += `${html.slice(at, m.index)} `;
    const comment = m[0] === '<!--';
    const end = lower.indexOf(comment ? '-->' : `</${(m[1] ?? '').toLowerCase()}`, m.index + m[0].length);
    if (end < 0) return out;
    at = comment ? end + 3 : lower.indexOf('>', end) + 1 || html.length;
    opener.lastIndex = at;
  }
  return out + html.slice(at);
}

/**
 * HTML (or plain text holding entities) as text lines: scripts and styles dropped, block tags and
 * `<br>` end a line, other tags removed, entities decoded, spaces collapsed, blank lines skipped.
 */
export function htmlToLines(html: string): string[] {
  const text = dropHidden(html)
    .replace(/<br\s*\/?>|<\/?(?:p|div|li|ol|ul|h[1-6]|tr|section|article|header|footer)\b[^<>]*>/gi, '\n')
    .replace(/<[^<>]*>/g, '');
  return decodeEntities(text)
    .replace(CONTROL, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

/** HTML as one line of text. */
export function htmlToText(html: string): string {
  return htmlToLines(html).join(' ');
}
