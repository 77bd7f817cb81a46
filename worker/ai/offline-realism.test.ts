import { describe, expect, it } from 'vitest';
import { judgeCase } from './offline-realism';
import { REALISM_CASES, caseLabel } from './offline-realism.cases';

/**
 * The offline chef's realism set (docs/bench.md "Offline chef realism"): every fridge list and
 * named dish in en, es and de is written by the real chef, passes the quality gate with no
 * findings, and keeps what makes the dish that dish (servings, title, defining ingredients, steps).
 */
describe('offline chef realism', () => {
  it('holds at least 60 requests, at least 20 per language', () => {
    expect(REALISM_CASES.length).toBeGreaterThanOrEqual(60);
    for (const language of ['en', 'es', 'de'] as const) {
      expect(REALISM_CASES.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(20);
    }
  });

  it.each(REALISM_CASES.map((c) => [caseLabel(c), c] as const))('%s', (_label, c) => {
    const { recipe, problems } = judgeCase(c);
    expect(problems, JSON.stringify(recipe, null, 1)).toEqual([]);
  });
});
