import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi } from '../../test/mock-api';
import { recipeFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const usage = { planType: 'free', billingPeriod: null, used: 1, limit: 3, credits: 0 };


afterEach(() => {
  vi.restoreAllMocks();
});

describe('/recipe/{id}', { timeout: 20_000 }, () => {
  it('a missing recipe shows "Recipe not found" and goes to /dashboard', async () => {
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/my-recipes': { recipes: [], total: 0, next_cursor: null },
      'GET /api/recipes/gone': () => ({ status: 404, body: { error: 'Recipe not found', code: 'not_found' } }),
    });
    const { router } = renderApp('/recipe/gone');
    expect(await screen.findByText('Recipe not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('any other failure shows "Failed to load recipe" and goes to /dashboard', async () => {
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/my-recipes': { recipes: [], total: 0, next_cursor: null },
      'GET /api/recipes/r1': () => ({ status: 500, body: { error: 'boom', code: 'internal_error' } }),
    });
    const { router } = renderApp('/recipe/r1');
    expect(await screen.findByText('Failed to load recipe')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('/recipe without an id goes to /dashboard', async () => {
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': usage,
      'GET /api/my-recipes': { recipes: [], total: 0, next_cursor: null },
    });
    const { router } = renderApp('/recipe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('renders bold and italic as elements, with cuisine label and times', async () => {
    mockApi({ 'GET /api/users/me': makeMe(), 'GET /api/usage': usage, 'GET /api/recipes/r1': { recipe: recipeFixture() } });
    renderApp('/recipe/r1');
    const steps = await screen.findByTestId('instruction-list');
    expect(within(steps).getByText('pasta').tagName).toBe('STRONG');
    expect(within(steps).getByText('lemon').tagName).toBe('EM');
    expect(within(steps).queryByText(/\*\*/)).toBeNull();
    expect(screen.getByText('Italian')).toBeInTheDocument();
    expect(screen.getByText('25 min')).toBeInTheDocument();
  });

  it("a free user's Unlock nutrition goes to /pricing, saying why and where to come back to", async () => {
    mockApi({ 'GET /api/users/me': makeMe(), 'GET /api/usage': usage, 'GET /api/recipes/r1': { recipe: recipeFixture() } });
    renderApp('/recipe/r1');
    expect(await screen.findByRole('link', { name: 'Unlock nutrition' })).toHaveAttribute('href', '/pricing?reason=nutrition&return_to=%2Frecipe%2Fr1');
  });

  it("a 403 on nutrition shows the server's text", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/users/me': makeMe({ planType: 'monthly' }),
      'GET /api/usage': { ...usage, planType: 'pro', billingPeriod: 'monthly' },
      'GET /api/recipes/r1': { recipe: recipeFixture() },
      'POST /api/recipes/r1/nutrition': () => ({
        status: 403,
        body: { error: 'Nutritional analysis requires Monthly or Yearly plan', code: 'plan_required' },
      }),
    });
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('button', { name: 'Get nutrition facts' }));
    expect(await screen.findByText('Nutritional analysis requires Monthly or Yearly plan')).toBeInTheDocument();
  });

  it('a Pro user fetches nutrition, then toggles it', async () => {
    const user = userEvent.setup();
    const nutrition = { calories: 150, protein: 5, carbs: 20, fat: 4.5, fiber: 2, sugar: 3, sodium: 200 };
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ planType: 'yearly' }),
      'GET /api/usage': { ...usage, planType: 'pro', billingPeriod: 'yearly' },
      'GET /api/recipes/r1': { recipe: recipeFixture() },
      'POST /api/recipes/r1/nutrition': { nutrition },
    });
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('button', { name: 'Get nutrition facts' }));
    expect(await screen.findByTestId('nutrition-values')).toHaveTextContent('150 kcal');
    await user.click(screen.getByRole('button', { name: 'Hide nutrition' }));
    expect(screen.queryByTestId('nutrition-values')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show nutrition' }));
    expect(screen.getByTestId('nutrition-values')).toHaveTextContent('200 mg');
    expect(calls.filter((c) => c.path === '/api/recipes/r1/nutrition')).toHaveLength(1);
  });
});
