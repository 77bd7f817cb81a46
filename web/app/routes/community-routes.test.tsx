import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, signedOut } from '../../test/mock-api';
import { recipeFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const shared = {
  shared_recipe_id: 'sr-1',
  title: 'Spaghetti Carbonara',
  image_url: null,
  prep_time: 10,
  cook_time: 15,
  servings: 2,
  difficulty: 'medium',
  cuisine: 'italian',
  cooking_method: 'boiling',
  shared_at: '2026-03-10T10:00:00Z',
  share_message: 'No cream, ever.',
  creator_display_name: 'Paula Chef',
  creator_avatar: null,
  upvotes_count: 4,
  downvotes_count: 0,
  views_count: 65,
  average_rating: 4.7,
  total_ratings: 3,
  user_vote: null,
  ingredients: '200 g spaghetti',
  instructions: '1. Boil',
  is_own: false,
};
const feedback = {
  'GET /api/discover/sr-1/ratings': { average_rating: 4.7, total_ratings: 3, ratings: [], user_rating: null },
  'GET /api/discover/sr-1/reviews': { reviews: [] },
};

afterEach(() => vi.restoreAllMocks());

describe('community routes', { timeout: 30_000 }, () => {
  it('a shared link is readable signed out, with the sign-in prompt', async () => {
    mockApi({ 'GET /api/users/me': () => signedOut, 'GET /api/discover/sr-1': shared, ...feedback });
    const { router } = renderApp('/discover/sr-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spaghetti Carbonara' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Sign in to rate and review this recipe.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover/sr-1');
  });

  it('the feed and the leaderboard send a signed-out visitor to /', async () => {
    mockApi({ 'GET /api/users/me': () => signedOut });
    const feed = renderApp('/discover');
    await waitFor(() => expect(feed.router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    feed.unmount();
    const board = renderApp('/leaderboard');
    await waitFor(() => expect(board.router.state.location.pathname).toBe('/'), { timeout: 10_000 });
  });

  it('the feed reads its sort from the address', async () => {
    const api = mockApi({
      'GET /api/users/me': makeMe({ planType: 'monthly' }),
      'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 0, limit: 1000, credits: 0 },
      'GET /api/discover': { recipes: [shared], next_cursor: null },
    });
    renderApp('/discover?sort=recent');
    expect(await screen.findByRole('link', { name: 'Spaghetti Carbonara' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/discover/sr-1',
    );
    expect(screen.getByRole('button', { name: 'Most recent' })).toHaveAttribute('aria-pressed', 'true');
    const feedCall = api.calls.find((c) => c.path === '/api/discover');
    expect(new URLSearchParams(feedCall?.search).get('sort')).toBe('recent');
  });

  it('the own recipe page carries the share button and, once shared, its statistics', async () => {
    mockApi({
      'GET /api/users/me': makeMe({ planType: 'monthly' }),
      'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 0, limit: 1000, credits: 0 },
      'GET /api/recipes/r1': {
        recipe: recipeFixture({ ingredients: '200 g spaghetti', instructions: '1. Boil' }),
      },
      'GET /api/recipes/r1/share': {
        shared: true,
        shared_recipe_id: 'sr-9',
        upvotes_count: 5,
        downvotes_count: 0,
        views_count: 77,
        shared_at: '2026-11-02T10:00:00.000Z',
        share_message: null,
      },
    });
    renderApp('/recipe/r1');
    expect(await screen.findByRole('button', { name: 'Shared with community' }, { timeout: 10_000 })).toBeInTheDocument();
    const stats = await screen.findByTestId('share-stats');
    expect(stats).toHaveTextContent('77');
    expect(stats).toHaveTextContent('Nov 2, 2026');
  });
});
