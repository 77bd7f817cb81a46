import { describe, expect, it } from 'vitest';
import { STEP_CASES } from './recipe-scaling-steps.cases';
import { scaleServingsMentions } from './recipe-scaling-servings';

/**
 * The step set (recipe-scaling-steps.cases.ts) run through what the app does to a step when the
 * cook changes the servings today: only the servings mentions follow.
 */
const scaleStep = (step: string, _ingredients: readonly string[], from: number, to: number) => scaleServingsMentions(step, from, to);

describe('amounts in a scaled step agree with the scaled list', () => {
  it.each(STEP_CASES.map((x, i) => [i + 1, x.lang, x.step, x] as const))('%i %s: %s', (_, _lang, _step, x) => {
    expect(scaleStep(x.step, x.ingredients, x.from, x.to)).toBe(x.expected);
  });
});
