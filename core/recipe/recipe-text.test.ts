import { describe, expect, it } from 'vitest';
import { ingredientLines, instructionSteps } from './recipe-text';

describe('ingredientLines', () => {
  it('splits ingredients, stripping bullets and blank lines', () => {
    expect(ingredientLines('- 2 eggs\n\n• Salt\n200 g flour')).toEqual(['2 eggs', 'Salt', '200 g flour']);
  });

  it('strips leading bullet marks and skips blank lines', () => {
    const text = '- 2 eggs\n* 1 cup flour\n\n• 200 g butter\n  · salt  \n– pepper\n+ chives\nolive oil\n   \n';
    expect(ingredientLines(text)).toEqual(['2 eggs', '1 cup flour', '200 g butter', 'salt', 'pepper', 'chives', 'olive oil']);
  });

  it('keeps bold markers and inner hyphens', () => {
    expect(ingredientLines('**2** eggs\n- half-and-half')).toEqual(['**2** eggs', 'half-and-half']);
  });

  it('handles Windows line ends and empty input', () => {
    expect(ingredientLines('- a\r\n- b')).toEqual(['a', 'b']);
    expect(ingredientLines('')).toEqual([]);
    expect(ingredientLines(null)).toEqual([]);
  });
});

describe('instructionSteps', () => {
  it('splits steps, stripping leading numbers and blank lines', () => {
    expect(instructionSteps('1. Mix\n\n2) Bake **well**\nStep 3: Serve\nRest')).toEqual([
      'Mix',
      'Bake **well**',
      'Serve',
      'Rest',
    ]);
  });

  it('strips leading numbers in their common forms and skips blank lines', () => {
    const text = '1. Heat the pan.\n\n2) Add **butter**.\n3: Stir *gently*.\nStep 4: Serve.\n5 - Enjoy.\n**6.** Clean up.';
    expect(instructionSteps(text)).toEqual([
      'Heat the pan.',
      'Add **butter**.',
      'Stir *gently*.',
      'Serve.',
      'Enjoy.',
      'Clean up.',
    ]);
  });

  it('keeps quantities that start a step without a list mark', () => {
    expect(instructionSteps('2 eggs go in first.\n10 minutes later, stir.')).toEqual([
      '2 eggs go in first.',
      '10 minutes later, stir.',
    ]);
  });

  it('keeps a decimal quantity that starts a step', () => {
    expect(instructionSteps('1.5 cups of stock go in.\n2. Simmer.')).toEqual(['1.5 cups of stock go in.', 'Simmer.']);
  });

  it('strips bullets used as step marks', () => {
    expect(instructionSteps('- Chop onions\n- Fry them')).toEqual(['Chop onions', 'Fry them']);
  });
});
