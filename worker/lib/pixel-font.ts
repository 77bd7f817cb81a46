/**
 * A 5x7 pixel font of capitals, digits and common punctuation, with accents drawn above the
 * letter (Ä, É, Ñ, Ô...), for text on generated images in the worker (no font files, no native
 * code). Lower case is drawn as capitals; characters it does not have are left out.
 */
const GLYPHS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  ';': '..... .##.. .##.. ..... .##.. ..#.. .#...',
  '-': '..... ..... ..... ##### ..... ..... .....',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '"': '.#.#. .#.#. ..... ..... ..... ..... .....',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  '/': '....# ....# ...#. ..#.. .#... #.... #....',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  '·': '..... ..... ..... ..#.. ..... ..... .....',
  '%': '##..# ##.#. ...#. ..#.. .#... .#.## #..##',
};

/** Accents, two rows drawn above a capital, by their combining mark. */
const MARKS: Record<string, string> = {
  '\u0301': '...#. ..#..', // acute
  '\u0300': '.#... ..#..', // grave
  '\u0302': '..#.. .#.#.', // circumflex
  '\u0303': '.##.# #..#.', // tilde
  '\u0308': '.#.#. .....', // diaeresis
  '\u030a': '..#.. .#.#.', // ring
};

/** Other characters drawn as one the font has. */
const SUBSTITUTES: Record<string, string> = { '’': "'", '‘': "'", '“': '"', '”': '"', '«': '"', '»': '"', '–': '-', '—': '-', '…': '...', ß: 'SS' };

export interface Glyph {
  rows: string[];
  mark: string[] | null;
}

const parse = (pattern: string) => pattern.split(' ');

/** The glyphs of a text: capitals, accents kept as marks, unknown characters dropped. */
export function glyphsOf(text: string): Glyph[] {
  const out: Glyph[] = [];
  const expanded = [...text].map((ch) => SUBSTITUTES[ch] ?? ch).join('');
  for (const cluster of expanded.toLocaleUpperCase().normalize('NFD').match(/\P{M}\p{M}*/gu) ?? []) {
    const [base = '', ...marks] = [...cluster];
    const pattern = GLYPHS[base];
    if (!pattern) continue;
    const mark = marks.map((m) => MARKS[m]).find(Boolean);
    out.push({ rows: parse(pattern), mark: mark ? parse(mark) : null });
  }
  return out;
}

/** Width in font units (5 per glyph and 1 between glyphs). */
export const textUnits = (text: string) => Math.max(0, glyphsOf(text).length * 6 - 1);

export interface Canvas {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function fillRect(canvas: Canvas, x: number, y: number, w: number, h: number, color: number): void {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(canvas.width, Math.floor(x + w));
  const y1 = Math.min(canvas.height, Math.floor(y + h));
  for (let row = y0; row < y1; row++) canvas.pixels.fill(color, row * canvas.width + x0, row * canvas.width + x1);
}

function drawRows(canvas: Canvas, rows: string[], x: number, y: number, scale: number, color: number): void {
  rows.forEach((row, r) => {
    [...row].forEach((cell, col) => {
      if (cell === '#') fillRect(canvas, x + col * scale, y + r * scale, scale, scale, color);
    });
  });
}

/** Draws one line with its top-left at (x, y); accents go in the 3 units above y. */
export function drawText(canvas: Canvas, text: string, x: number, y: number, scale: number, color: number): void {
  glyphsOf(text).forEach((glyph, i) => {
    const left = x + i * 6 * scale;
    drawRows(canvas, glyph.rows, left, y, scale, color);
    if (glyph.mark) drawRows(canvas, glyph.mark, left, y - 3 * scale, scale, color);
  });
}

/** Words wrapped into at most `maxLines` lines of `maxUnits`; the last line ends in "..." when cut. */
export function wrapText(text: string, maxUnits: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (textUnits(next) <= maxUnits) current = next;
    else {
      if (current) lines.push(current);
      current = word;
      // A word wider than a line is broken where it reaches the edge.
      while (textUnits(current) > maxUnits) {
        let cut = current.length - 1;
        while (cut > 1 && textUnits(current.slice(0, cut)) > maxUnits) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && textUnits(`${last}...`) > maxUnits) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}...`;
  return kept;
}
