import { describe, expect, it } from 'vitest';
import { PARSE_CASES } from './ingredient-parse.cases';
import { parseIngredientLine } from './ingredient-parse';
import { readLabelled, score } from './ingredient-parse.score';

describe('parseIngredientLine', () => {
  for (const [kind, cases] of Object.entries(PARSE_CASES)) {
    describe(kind, () => {
      it.each(cases.map((c) => [c.line, c] as const))('%s', (line, expected) => {
        const parsed = parseIngredientLine(line);
        expect(parsed).not.toBeNull();
        expect(parsed).toMatchObject({ name: expected.name, quantity: expected.quantity, unit: expected.unit });
        if (expected.pack !== undefined) expect(parsed?.pack).toBe(expected.pack);
        expect(parsed?.quantityMin).toBe(expected.quantityMin);
        expect(parsed?.part).toBe(expected.part);
      });
    });
  }

  it('a line with nothing but an amount is no ingredient', () => {
    expect(parseIngredientLine('2 cups')).toBeNull();
    expect(parseIngredientLine('  ')).toBeNull();
  });

  it('a section heading is no ingredient', () => {
    for (const heading of ['For the sauce:', '**For the glaze:**', 'Topping:', 'Para la salsa:', 'Für den Teig:', 'Zum Bestreuen:'])
      expect(parseIngredientLine(heading)).toBeNull();
    expect(parseIngredientLine('Garnish: chopped chives')?.name).toBe('chives');
  });

  it('the same food meets under one key in any form', () => {
    const keys = ['chicken or vegetable stock', '1 quart chicken stock'].map((l) => parseIngredientLine(l)?.key);
    expect(keys[0]).toBe(keys[1]);
    expect(parseIngredientLine('juice of 1 lemon')?.key).toBe(parseIngredientLine('2 lemons')?.key);
  });
});

describe('the labelled lines (core/data/ingredient-lines.*.txt)', () => {
  it.each(['en', 'es', 'de'])('%s: food, quantity and unit right every line right (the set guards what was fixed)', async (lang) => {
    const { readFileSync } = await import('node:fs');
    const lines = readLabelled(readFileSync(`core/data/ingredient-lines.${lang}.txt`, 'utf8'));
    const result = score(parseIngredientLine, lines);
    expect(lines.length).toBeGreaterThanOrEqual(50);
    expect(result.misses.map((m) => m.line)).toEqual([]);
  });
});

/**
 * The held-out set (core/data/ingredient-lines-heldout.*.txt), written after the parser's rework:
 * the parser keeps its level there, and the lines it still misses are named, so a regression on
 * any other line fails and a fixed miss is taken off the list.
 */
const HELD_OUT_MISSES: Record<'en' | 'es' | 'de', string[]> = {
  // "warm" is how the water is prepared, and the parser takes it off; the label keeps it, as the
  // first set keeps "boiling water".
  en: ['2 cups warm water (110 degrees F/45 degrees C)'],
  es: [],
  // "Beet" (a punnet of cress) is no pack word: in English lines it is the vegetable.
  de: ['1 Beet Kresse'],
};

describe('the held-out lines (core/data/ingredient-lines-heldout.*.txt)', () => {
  it.each(['en', 'es', 'de'] as const)('%s: every line right but the known misses', async (lang) => {
    const { readFileSync } = await import('node:fs');
    const lines = readLabelled(readFileSync(`core/data/ingredient-lines-heldout.${lang}.txt`, 'utf8'));
    const result = score(parseIngredientLine, lines);
    expect(lines.length).toBeGreaterThanOrEqual(120);
    expect(result.misses.map((m) => m.line)).toEqual(HELD_OUT_MISSES[lang]);
  });
});
