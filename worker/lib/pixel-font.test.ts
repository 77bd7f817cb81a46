import { describe, expect, it } from 'vitest';
import { drawText, glyphsOf, textUnits, wrapText, type Canvas } from './pixel-font';

describe('the pixel font', () => {
  it('draws capitals, keeps accents as marks and leaves out what it lacks', () => {
    const glyphs = glyphsOf('Käse ñ ß 🍕');
    // K Ä S E _ Ñ _ S S _ (the emoji is left out)
    expect(glyphs).toHaveLength(10);
    expect(glyphs[1]?.mark).not.toBeNull();
    expect(glyphs[5]?.mark).not.toBeNull();
    expect(glyphs[0]?.mark).toBeNull();
    expect(textUnits('AB')).toBe(11);
  });

  it('wraps words into lines, breaks a word wider than a line and cuts with "..."', () => {
    expect(wrapText('one two three', 41, 3)).toEqual(['one two', 'three']);
    const long = 'x'.repeat(60);
    const broken = wrapText(long, 59, 10);
    expect(broken.every((line) => textUnits(line) <= 59)).toBe(true);
    expect(broken.join('')).toBe(long);
    const cut = wrapText('a b c d e f g h i j', 11, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith('...')).toBe(true);
  });

  it('sets pixels only inside the canvas', () => {
    const canvas: Canvas = { width: 20, height: 10, pixels: new Uint8Array(200) };
    drawText(canvas, 'I', 0, 2, 1, 7);
    // The I's top bar: columns 1 to 3 of row 2.
    expect([...canvas.pixels.subarray(40, 45)]).toEqual([0, 7, 7, 7, 0]);
    drawText(canvas, 'WWWWWW', 15, 8, 2, 3);
    expect(canvas.pixels.length).toBe(200);
  });
});
