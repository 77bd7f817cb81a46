import { describe, expect, it } from 'vitest';
import { ingredientLines, instructionSteps } from './recipe-lines';

describe('recipe lines', () => {
  it('splits ingredients, stripping bullets and blank lines', () => {
    expect(ingredientLines('- 2 eggs\n\n• Salt\n200 g flour')).toEqual(['2 eggs', 'Salt', '200 g flour']);
  });
  it('splits steps, stripping leading numbers and blank lines', () => {
    expect(instructionSteps('1. Mix\n\n2) Bake **well**\nStep 3: Serve\nRest')).toEqual([
      'Mix',
      'Bake **well**',
      'Serve',
      'Rest',
    ]);
  });
});
