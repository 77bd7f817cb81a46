import { describe, expect, it } from 'vitest';
import { BROKEN_RECIPES } from '#core/quality/recipe-quality.broken';
import { gateOnBroken } from './broken-check';

// The cookbook's first load (its index of every name) takes a few seconds on a busy machine.
describe('the quality gate on broken recipes', { timeout: 60_000 }, () => {
  it('catches at least 90 % of them, and 85 % in each language', async () => {
    const caught = await Promise.all(BROKEN_RECIPES.map(async (b) => (await gateOnBroken(b)).length > 0));
    expect(caught.filter(Boolean).length / caught.length).toBeGreaterThanOrEqual(0.9);
    for (const language of ['en', 'es', 'de'] as const) {
      const mine = caught.filter((_, i) => BROKEN_RECIPES[i]!.language === language);
      expect(mine.filter(Boolean).length / mine.length, language).toBeGreaterThanOrEqual(0.85);
    }
  });

  it.each(BROKEN_RECIPES.filter((b) => ['form_verb', 'served_raw', 'sweet_savoury'].includes(b.expect)).map((b) => [`${b.language} ${b.flaw}`, b] as const))(
    'stops %s by its rule',
    async (_label, b) => {
      // Slicing flour is the chopping rule's (a powder cannot be cut); the rest are the food-form rules'.
      const rules = (await gateOnBroken(b)).map((f) => f.rule);
      expect(rules.some((rule) => rule === b.expect || (b.expect === 'form_verb' && rule === 'chop_unchoppable'))).toBe(true);
    },
  );
});
