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
