import { describe, expect, it } from 'vitest';
import { STEP_CASES } from './recipe-scaling-steps.cases';
import { scaleStepsForCook } from './recipe-scaling-steps';

/** The step set (recipe-scaling-steps.cases.ts) run through the steps' scaling every caller uses. */

describe('amounts in a scaled step agree with the scaled list', () => {
  it.each(STEP_CASES.map((x, i) => [i + 1, x.lang, x.step, x] as const))('%i %s: %s', (_, _lang, _step, x) => {
    expect(scaleStepsForCook([x.step], x.ingredients, x.from, x.to, x.lang)).toEqual([x.expected]);
  });
});
