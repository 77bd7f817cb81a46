import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../test/match-media';
import { makeMe, mockApi } from '../../test/mock-api';
import { readCookFor } from './creator-page';
import { recipeFixture } from './test-fixtures';
import { renderCreator } from './test-render';

/** Cooking for household members, sent by the meal planner (docs/decisions/056-whos-eating.md). */

beforeEach(() => installMatchMedia());

function api() {
  return mockApi({
    'GET /api/users/me': makeMe({ planType: 'monthly' }),
    'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 1, limit: 100, credits: 0 },
    'POST /api/generate-recipe': { recipe: recipeFixture() },
  });
}

describe('readCookFor', () => {
  it.each([
    [{ cookFor: [{ id: 'h1', name: 'Ana' }, { id: 'h2', name: 'Ben' }] }, ['h1', 'h2']],
    [{ cookFor: [{ id: 'h1' }, 'x', null, { id: 'h2', name: 'Ben' }] }, ['h2']],
    [{ cookFor: [] }, null],
    [{ prefillIngredient: 'egg' }, null],
    [null, null],
  ])('%j', (state, ids) => {
    expect(readCookFor(state)?.map((e) => e.id) ?? null).toEqual(ids);
  });
});

// The creator's first render loads its lazy parts: slow on a busy machine.
const SLOW = 20_000;

describe('CreatorPage cooking for chosen eaters', () => {
  it('shows who it cooks for and sends their handles with the generation', async () => {
    const { calls } = api();
    renderCreator({ prefillIngredient: 'pasta', cookFor: [{ id: 'h1', name: 'Ana' }, { id: 'h2', name: 'Ben' }] });
    expect(await screen.findByTestId('cooking-for')).toHaveTextContent('Cooking for: Ana, Ben');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate quick recipe' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/generate-recipe')?.body).toMatchObject({ ingredients: ['pasta'], eaters: ['h1', 'h2'] }));
  }, SLOW);

  it('"Cook for me only" drops the eaters: the generation sends none', async () => {
    const { calls } = api();
    renderCreator({ prefillIngredient: 'pasta', cookFor: [{ id: 'h1', name: 'Ana' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cook for me only' }));
    expect(screen.queryByTestId('cooking-for')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate quick recipe' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/generate-recipe')).toBeDefined());
    expect(calls.find((c) => c.path === '/api/generate-recipe')?.body).not.toHaveProperty('eaters');
  }, SLOW);
});
