import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGES, expectedRules, parseAllergenSet, precisionOf, recallOf, scoreAllergenSet } from './allergens.set';

/** A held-out set (core/diet/data/<file>.{en,es,de}.txt), labelled by hand before the checker ran on it. */
const readSet = (file: string) => SET_LANGUAGES.flatMap((lang) => parseAllergenSet(readFileSync(`core/diet/data/${file}.${lang}.txt`, 'utf8'), lang));
const lines = readSet('allergen-lines');
const lines2 = readSet('allergen-lines-2');

describe('held-out allergen lines', () => {
  it('hold at least 150 labelled lines per language', () => {
    for (const lang of SET_LANGUAGES) expect(lines.filter((l) => l.lang === lang).length).toBeGreaterThanOrEqual(150);
  });

  it('read labels as the rules a cook would name', () => {
    expect([...expectedRules(['pork'])].sort()).toEqual(['halal', 'pescatarian', 'vegan', 'vegetarian']);
    expect([...expectedRules(['fish'])].sort()).toEqual(['fish', 'vegan', 'vegetarian']);
    expect([...expectedRules(['gluten', 'alcohol'])].sort()).toEqual(['gluten', 'gluten_free', 'halal']);
    expect([...expectedRules(['milk'])].sort()).toEqual(['dairy_free', 'milk', 'vegan']);
    expect(() => parseAllergenSet('2 hake fillets | fihs', 'en')).toThrow(/unknown label/);
  });

  // First run, before the species, cheese, pork and drink names: precision 96.0 %, recall 70.0 %.
  it.each(SET_LANGUAGES)('are checked with precision and recall of at least 99 % (%s)', (lang) => {
    const score = scoreAllergenSet(lines.filter((l) => l.lang === lang));
    expect(precisionOf(score.byLang.get(lang)!)).toBeGreaterThanOrEqual(0.99);
    expect(recallOf(score.byLang.get(lang)!)).toBeGreaterThanOrEqual(0.99);
  });
});

// The second set (docs/decisions/072-allergen-species-and-held-out-lines.md): doughs, sweets, dressings,
// plant milks and look-alikes. First run, before its fixes: precision 95.0 %, recall 91.3 %
// (en 91.9 / 92.9, es 95.1 / 85.1, de 99.0 / 95.4). After: en 99.2 / 100, es 100 / 98.3, de 100 / 99.7;
// what is left is arguable or ambiguous (gallo, moscatel, prawn crackers, scallop roe, Remoulade).
describe('second held-out allergen lines', () => {
  it('hold at least 100 labelled lines per language, none from the first set', () => {
    for (const lang of SET_LANGUAGES) expect(lines2.filter((l) => l.lang === lang).length).toBeGreaterThanOrEqual(100);
    const first = new Set(lines.map((l) => l.line));
    expect(lines2.filter((l) => first.has(l.line))).toEqual([]);
  });

  it.each(SET_LANGUAGES)('are checked with precision of at least 99 % and recall of at least 98 % (%s)', (lang) => {
    const score = scoreAllergenSet(lines2.filter((l) => l.lang === lang));
    expect(precisionOf(score.byLang.get(lang)!)).toBeGreaterThanOrEqual(0.99);
    expect(recallOf(score.byLang.get(lang)!)).toBeGreaterThanOrEqual(0.98);
  });
});
