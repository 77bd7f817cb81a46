import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '#core/schemas/recipe';
import { recipeFixture } from '../../../test/fixtures';
import { draftOf, EMPTY_DRAFT, recipeBodyOf, sameDraft, type RecipeDraft } from './recipe-draft';

describe('recipe drafts', () => {
  it('a saved recipe becomes one field per ingredient and per step, numbers and bullets stripped', () => {
    const draft = draftOf(recipeFixture({ ingredients: '- 200 g spaghetti\n\n- 1 lemon', instructions: '1. Boil.\n2. Zest.' }));
    expect(draft).toMatchObject({
      title: 'Lemon Pasta',
      servings: '2',
      prep_time: '10',
      cook_time: '15',
      difficulty: 'easy',
      cuisine: 'italian',
      ingredients: ['200 g spaghetti', '1 lemon'],
      instructions: ['Boil.', 'Zest.'],
    });
  });

  it('the body drops blank lines, trims, and fills defaults for empty numbers', () => {
    const result = recipeBodyOf({
      ...EMPTY_DRAFT,
      title: '  Toast ',
      servings: '',
      ingredients: [' bread ', '  '],
      instructions: ['Toast it.', ''],
    });
    expect(result).toEqual({
      ok: true,
      body: {
        title: 'Toast',
        description: null,
        servings: 2,
        prep_time: 0,
        cook_time: 0,
        difficulty: 'medium',
        cuisine: null,
        ingredients: ['bread'],
        instructions: ['Toast it.'],
      },
    });
  });

  it('names every field that needs fixing', () => {
    const result = recipeBodyOf({ ...EMPTY_DRAFT, servings: '0', prep_time: '2.5', cook_time: '-1' });
    expect(result).toEqual({ ok: false, problems: ['title', 'ingredients', 'instructions', 'servings', 'prep_time', 'cook_time'] });
  });

  // The bounds the server's schema has (core/schemas/manual-recipe.ts): the limit passes, one more fails.
  it.each([
    ['servings', RECIPE_LIMITS.servings],
    ['prep_time', RECIPE_LIMITS.minutes],
    ['cook_time', RECIPE_LIMITS.minutes],
  ] as const)('%s: up to %d', (field, limit) => {
    const draft = { ...EMPTY_DRAFT, title: 'Toast', ingredients: ['bread'], instructions: ['Toast it.'] };
    expect(recipeBodyOf({ ...draft, [field]: String(limit) })).toMatchObject({ ok: true, body: { [field]: limit } });
    expect(recipeBodyOf({ ...draft, [field]: String(limit + 1) })).toEqual({ ok: false, problems: [field] });
  });

  const saved = draftOf(recipeFixture());
  it.each<[string, Partial<RecipeDraft>, boolean]>([
    ['nothing changed', {}, true],
    ['a letter added to the title', { title: `${saved.title}!` }, false],
    ['servings changed', { servings: '4' }, false],
    ['cuisine cleared', { cuisine: '' }, false],
    ['an ingredient line added', { ingredients: [...saved.ingredients, ''] }, false],
    ['a step reworded', { instructions: [saved.instructions[0] ?? '', 'Something else.'] }, false],
    ['the same lines in new arrays', { ingredients: [...saved.ingredients], instructions: [...saved.instructions] }, true],
  ])('sameDraft: %s -> %s', (_case, change, same) => {
    expect(sameDraft(saved, { ...saved, ...change })).toBe(same);
  });
});
