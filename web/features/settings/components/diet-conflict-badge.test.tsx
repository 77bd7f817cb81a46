import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, type MockRoute } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import type { DietProfile } from '#core/diet/allergens';
import { dietProfileQuery } from '../api/use-diet-profile';
import { DietConflictBadge } from './diet-conflict-badge';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

const shared = {
  shared_recipe_id: 'sr-1',
  title: 'Satay noodles',
  image_url: null,
  prep_time: 10,
  cook_time: 20,
  servings: 2,
  difficulty: 'easy',
  cuisine: 'thai',
  cooking_method: 'stir-frying',
  shared_at: '2026-03-10T11:00:00Z',
  share_message: null,
  creator_display_name: 'Paula Chef',
  creator_avatar: null,
  upvotes_count: 3,
  downvotes_count: 1,
  views_count: 12,
  user_vote: null,
  ingredients: '- 200 g rice noodles\n- 3 tbsp peanut butter\n- 1 handful cilantro\n- 2 tbsp lime juice',
  instructions: '1. Cook\n2. Toss',
  average_rating: null,
  total_ratings: 0,
  is_own: false,
};

function mockDiscover(me: MockRoute | undefined, profile: MockRoute) {
  return mockApi({
    ...(me ? { 'GET /api/users/me': me } : {}),
    'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 0, limit: 2000, credits: 0 },
    'GET /api/discover/sr-1': shared,
    'GET /api/discover/sr-1/ratings': { average_rating: null, total_ratings: 0, ratings: [], user_rating: null },
    'GET /api/discover/sr-1/reviews': { reviews: [] },
    'GET /api/diet-profile': profile,
  });
}

describe('diet conflict badge on a shared recipe', () => {
  it('names the viewer’s broken rules and the words that break them', async () => {
    mockDiscover(makeMe({ planType: 'monthly' }), { diets: [], allergens: ['peanuts', 'gluten'], dislikes: ['Cilantro'] });
    renderApp('/discover/sr-1');
    // The checker and its food index load lazily, so the first check may take a moment.
    const note = await screen.findByRole('note', { name: 'Check before you cook' }, { timeout: 20_000 });
    expect(note).toHaveTextContent('This recipe conflicts with your diet and allergies (Peanuts, dislikes): peanut, cilantro.');
    // Rice noodles are not gluten.
    expect(note).not.toHaveTextContent('Gluten');
  });

  it('shows nothing when the recipe fits the profile, and the conflict when it does not', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const withProfile = (allergens: string[]) => {
      client.setQueryData(dietProfileQuery.queryKey, { diets: ['vegan'], allergens, dislikes: [] } as DietProfile);
      return render(
        <QueryClientProvider client={client}>
          <DietConflictBadge ingredients={shared.ingredients} />
        </QueryClientProvider>,
      );
    };
    // The checker loads lazily: the conflict shows once it has arrived; after that a clear recipe shows nothing.
    const conflict = withProfile(['peanuts']);
    expect(await screen.findByRole('note', {}, { timeout: 20_000 })).toHaveTextContent('(Peanuts): peanut.');
    conflict.unmount();
    const clear = withProfile(['milk']);
    expect(clear.container).toBeEmptyDOMElement();
  });

  it('does not ask for a profile when signed out', async () => {
    const { calls } = mockDiscover(() => ({ status: 401, body: { error: 'Sign in', code: 'unauthorized' } }), {
      diets: [],
      allergens: ['peanuts'],
      dislikes: [],
    });
    renderApp('/discover/sr-1');
    await screen.findByRole('heading', { level: 1, name: 'Satay noodles' });
    expect(screen.queryByRole('note', { name: 'Check before you cook' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/diet-profile')).toBe(false);
  });
});
