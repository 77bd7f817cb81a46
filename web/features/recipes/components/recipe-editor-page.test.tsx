import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeFixture, refineFamilyFixture } from '../../../test/fixtures';
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

  describe('Refine from the editor', () => {
    const { usage, original, vegetarian, family } = refineFamilyFixture();
    const routes = () => ({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/recipes/r1': { recipe: original, read_only: false },
      'GET /api/recipes/r2': { recipe: vegetarian, read_only: false },
      'GET /api/recipes/r1/versions': family,
      'GET /api/recipes/r2/versions': family,
      'GET /api/recipes/r2/share': { shared: false },
      'POST /api/recipes/r1/refine': () => ({ status: 201, body: { recipe: vegetarian } }),
    });

    it('refines the saved recipe, opens the new version, and lists the versions beside the form', async () => {
      const { calls } = mockApi(routes());
      const user = userEvent.setup();
      const { router } = renderApp('/recipe/r1/edit');
      const panel = await screen.findByTestId('refine-panel');
      expect(within(panel).getByRole('button', { name: 'Refine' })).toHaveAccessibleDescription(
        'Refine makes a new version from the saved recipe; this one stays as it is.',
      );
      const versions = await screen.findByRole('navigation', { name: 'Versions' });
      expect(within(versions).getByRole('link', { name: /Original/ })).toHaveAttribute('aria-current', 'page');

      await user.click(within(panel).getByRole('button', { name: 'Refine' }));
      await user.click(within(panel).getByRole('button', { name: 'Vegetarian' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/r2'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Lemon chickpeas' })).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/recipes/r1/refine',
        body: { instruction: 'Make it vegetarian', language: 'en' },
      });
    });

    it('waits while the form has unsaved changes, and says why', async () => {
      const { calls } = mockApi(routes());
      const user = userEvent.setup();
      renderApp('/recipe/r1/edit');
      const panel = await screen.findByTestId('refine-panel');
      const refine = within(panel).getByRole('button', { name: 'Refine' });
      // Open first: an edit in the form closes the panel rather than refine past the edit.
      await user.click(refine);
      expect(within(panel).getByRole('heading', { name: 'Refine this recipe' })).toBeInTheDocument();

      await user.type(screen.getByLabelText('Title'), ' with herbs');
      expect(within(panel).queryByRole('heading', { name: 'Refine this recipe' })).not.toBeInTheDocument();
      expect(refine).toHaveAttribute('aria-disabled', 'true');
      expect(refine).toHaveAccessibleDescription('You have unsaved changes. Save or cancel them first: Refine starts from the saved recipe.');
      await user.click(refine);
      expect(refine).toHaveAttribute('aria-expanded', 'false');
      expect(within(panel).queryByRole('button', { name: 'Vegetarian' })).not.toBeInTheDocument();
      // The edit is still there, and nothing was asked of the chef.
      expect(screen.getByLabelText('Title')).toHaveValue('Lemon chicken with herbs');
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      // Taking the edit back makes Refine available again.
      await user.clear(screen.getByLabelText('Title'));
      await user.type(screen.getByLabelText('Title'), 'Lemon chicken');
      expect(refine).not.toHaveAttribute('aria-disabled');
      await user.click(refine);
      expect(within(panel).getByRole('button', { name: 'Vegetarian' })).toBeInTheDocument();
    });

    it('a recipe being written for the first time has nothing to refine', async () => {
      mockApi({
        'GET /api/users/me': makeMe(),
        'GET /api/usage': usage,
      });
      renderApp('/recipe/new');
      expect(await screen.findByRole('heading', { level: 1, name: 'Write a recipe' })).toBeInTheDocument();
      expect(screen.queryByTestId('refine-panel')).not.toBeInTheDocument();
    });
  });
});
