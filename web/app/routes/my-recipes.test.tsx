import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { listedRecipe } from '../../test/fixtures';

/**
 * docs/decisions/014-hardening.md: the My recipes screen loads past the API's first page, so the count, the
 * cards, search and filters cover the whole history (the hook alone: get-my-recipes.test.tsx).
 */
const recipe = (n: number) => listedRecipe(`r${n}`, `Recipe number ${n}`, { cuisine: n === 120 ? 'thai' : 'italian' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/my-recipes', { timeout: 60_000 }, () => {
  it('shows all 120 recipes served 100 a page, and search and filters find one on the second page', async () => {
    const all = Array.from({ length: 120 }, (_, i) => recipe(i + 1));
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ name: 'Paula Chef', planType: 'monthly' }),
      'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 6, limit: 1000, credits: 0 },
      'GET /api/my-recipes': (call: ApiCall) => {
        const start = Number(new URLSearchParams(call.search).get('cursor') ?? '0');
        const end = Math.min(start + 100, all.length);
        return { body: { recipes: all.slice(start, end), total: all.length, next_cursor: end < all.length ? String(end) : null } };
      },
    });
    renderApp('/my-recipes');
    expect(await screen.findByTestId('recipe-count', {}, { timeout: 15_000 })).toHaveTextContent('120 recipes created');
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(120);
    expect(calls.filter((c) => c.path === '/api/my-recipes').map((c) => new URLSearchParams(c.search).get('cursor'))).toEqual([null, '100']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search recipes' }));
    await user.paste('number 120');
    const cards = screen.getAllByTestId('recipe-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Recipe number 120']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search recipes' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cuisine' }), 'thai');
    expect(screen.getAllByTestId('recipe-card').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Recipe number 120']);
  });
});
