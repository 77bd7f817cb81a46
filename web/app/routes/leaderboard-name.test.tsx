import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { makeMe, mockApi } from '../../test/mock-api';
import { routes } from '../router';

// The settings page loads every section at once: more than 5 s on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

const board = (showRealName: boolean) => ({
  leaderboard: [
    {
      is_me: true,
      rank_position: 1,
      display_name: showRealName ? 'Paula Chef' : 'Anonymous',
      profile_picture_url: null,
      total_recipes: 12,
      leaderboard_score: 120,
      last_recipe_at: new Date().toISOString(),
    },
  ],
});

describe('the leaderboard after the name setting changes', () => {
  it('shows the cook under their real name once they turn it on, not the board cached before', async () => {
    let showRealName = false;
    const api = mockApi({
      'GET /api/users/me': makeMe({ planType: 'free' }),
      'GET /api/usage': { planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 },
      'GET /api/leaderboard': () => ({ body: board(showRealName) }),
      'GET /api/leaderboard/my-rank': { rank: 1, total_recipes: 12, score: 120 },
      'GET /api/leaderboard/settings': () => ({ body: { show_real_name: showRealName } }),
      'POST /api/leaderboard/settings': (call) => {
        showRealName = (call.body as { show_real_name: boolean }).show_real_name;
        return { body: { ok: true, show_real_name: showRealName } };
      },
      'GET /api/diet-profile': { diets: [], allergens: [], dislikes: [] },
      'GET /api/household': () => ({ body: null }),
    });
    // The app's own cache settings: a board read a moment ago is fresh for 30 s.
    const router = createMemoryRouter(routes, { initialEntries: ['/leaderboard'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText('Anonymous')).length).toBeGreaterThan(0);

    await act(() => router.navigate('/settings'));
    const toggle = await screen.findByRole('switch', { name: 'Show my real name on the leaderboard' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Real name will now show on leaderboard')).toBeInTheDocument();

    await act(() => router.navigate('/leaderboard'));
    expect((await screen.findAllByText('Paula Chef')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText('Anonymous')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/leaderboard')).toHaveLength(2);
  });
});
