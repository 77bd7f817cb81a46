import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeFixture } from '../../../test/fixtures';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

describe('recipe editor', () => {
  it('writes a recipe by hand from My recipes and opens it', async () => {
    const saved = recipeFixture({ id: 'new1', title: 'Toast', ingredients: 'bread\nbutter', instructions: 'Toast the bread.' });
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ planType: 'free' }),
      'GET /api/usage': { planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 },
      'GET /api/my-recipes': { recipes: [], total: 0, next_cursor: null },
      'POST /api/recipes': () => ({ status: 201, body: { recipe: saved } }),
      'GET /api/recipes/new1': { recipe: saved },
    });
    const { router } = renderApp('/my-recipes');
    await userEvent.click((await screen.findAllByRole('link', { name: 'Write a recipe' }))[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a recipe' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(screen.getByText('Please give the recipe a title.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one ingredient.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Title'), 'Toast');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ingredient 1' }), 'bread{Enter}');
    expect(screen.getByRole('textbox', { name: 'Ingredient 2' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ingredient 2' }), 'butter');
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Toast the bread.');
    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/new1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Toast',
      ingredients: ['bread', 'butter'],
      instructions: ['Toast the bread.'],
      servings: 2,
      difficulty: 'medium',
      language: 'en',
    });
  });

  it('edits an own recipe from its page and sends the changed recipe', async () => {
    const recipe = recipeFixture();
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ planType: 'monthly' }),
      'GET /api/recipes/r1': { recipe },
      'GET /api/recipes/r1/share': { shared: false },
      'PATCH /api/recipes/r1': () => ({ body: { recipe: { ...recipe, title: 'Lemon Pasta Deluxe' } } }),
    });
    const { router } = renderApp('/recipe/r1');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit recipe' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Lemon Pasta');
    const steps = screen.getByRole('group', { name: 'Steps' });
    expect(within(steps).getAllByRole('textbox').map((s) => (s as HTMLTextAreaElement).value)).toEqual([
      'Boil the **pasta** well.',
      'Add *lemon* zest.',
    ]);
    await userEvent.type(screen.getByLabelText('Title'), ' Deluxe');
    await userEvent.click(screen.getByRole('button', { name: 'Remove ingredient 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/r1'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      title: 'Lemon Pasta Deluxe',
      ingredients: ['200 g spaghetti', '1 lemon'],
    });
  });
});
