import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import type { DiscoverSort } from '../lib/feed-paging';
import { json, mockApi, renderAt, sharedRecipe } from '../test/render';
import { DiscoverFeed } from './discover-feed';

function Harness({ initial = 'trending' as DiscoverSort }) {
  const [sort, setSort] = useState<DiscoverSort>(initial);
  return <DiscoverFeed sort={sort} onSortChange={setSort} />;
}

const page = (from: number, count: number, prefix = '') =>
  Array.from({ length: count }, (_, i) => sharedRecipe(from + i, { title: `${prefix}Recipe ${from + i}` }));

afterEach(() => vi.restoreAllMocks());

describe('DiscoverFeed', () => {
  it('writes view and vote counts in the interface language', async () => {
    await i18n.changeLanguage('de');
    mockApi({
      'GET /api/discover': () => json({ recipes: [sharedRecipe(0, { views_count: 12345, upvotes_count: 1500 })], next_cursor: null }),
    });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('12.345');
    expect(card).toHaveTextContent('12.345 Aufrufe');
    expect(screen.getByRole('button', { name: /1\.500 positive Stimmen/ })).toHaveTextContent('1.500');
  });

  it('offers load more after a full page of 20 and stops after a shorter one', async () => {
    const api = mockApi({
      'GET /api/discover': (url) => {
        const offset = Number(url.searchParams.get('offset'));
        return json(offset === 0 ? { recipes: page(0, 20), next_cursor: 'after-19' } : { recipes: page(20, 5), next_cursor: null });
      },
    });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });

    expect(await screen.findByText('Recipe 0')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Recipe 24')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // The feed's pages (the switch's counts are another call).
    const pages = api.calls.filter((c) => c.url.pathname === '/api/discover').map((c) => ['offset', 'limit', 'cursor'].map((k) => c.url.searchParams.get(k)));
    expect(pages).toEqual([
      ['0', '20', null],
      ['20', '20', 'after-19'],
    ]);
  });

  it('shows no load more when the first page is short', async () => {
    mockApi({ 'GET /api/discover': () => json({ recipes: page(0, 19), next_cursor: null }) });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    expect(await screen.findByText('Recipe 18')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('starts again from the first page when the sort changes', async () => {
    const api = mockApi({
      'GET /api/discover': (url) => {
        const sort = url.searchParams.get('sort');
        const offset = Number(url.searchParams.get('offset'));
        if (sort === 'recent') return json({ recipes: page(0, 3, 'New '), next_cursor: null });
        return json({ recipes: offset === 0 ? page(0, 20) : page(20, 20), next_cursor: `c${offset}` });
      },
    });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    await screen.findByText('Recipe 0');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Recipe 39');

    await userEvent.click(screen.getByRole('button', { name: 'Most recent' }));
    expect(await screen.findByText('New Recipe 0')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Most recent' })).toHaveAttribute('aria-pressed', 'true');
    const last = api.calls.filter((c) => c.url.pathname === '/api/discover').at(-1)?.url;
    expect(last?.searchParams.get('sort')).toBe('recent');
    expect(last?.searchParams.get('offset')).toBe('0');
    expect(last?.searchParams.get('cursor')).toBeNull();
  });

  it('shows every card field and links to the shared recipe', async () => {
    mockApi({
      'GET /api/discover': () =>
        json({
          recipes: [
            sharedRecipe(1, {
              title: 'Lemon Pasta',
              share_message: 'My weeknight favourite',
              creator_display_name: 'Paula Chef',
              servings: 1,
              views_count: 42,
              upvotes_count: 7,
              cooking_method: 'sauteing',
              shared_at: new Date(Date.now() - 5 * 60_000).toISOString(),
            }),
          ],
          next_cursor: null,
        }),
    });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    const link = await screen.findByRole('link', { name: 'Lemon Pasta' });
    expect(link).toHaveAttribute('href', '/discover/sr-1');
    expect(screen.getByText('My weeknight favourite')).toBeInTheDocument();
    expect(screen.getByText('Paula Chef')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('1 serving')).toBeInTheDocument();
    expect(screen.getByText('Easy')).toBeInTheDocument();
    expect(screen.getByText('Italian')).toBeInTheDocument();
    expect(screen.getByText('Sautéed')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('42 views')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 upvotes – Upvote' })).toBeInTheDocument();
  });

  it('upvotes from the card, applies the answer and toasts only on added', async () => {
    mockApi({
      'GET /api/discover': () => json({ recipes: [sharedRecipe(1, { upvotes_count: 3 })], next_cursor: null }),
      'POST /api/discover/sr-1/vote': () =>
        json({ action: 'added', user_vote: 'upvote', upvotes_count: 4, downvotes_count: 1 }),
    });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    await userEvent.click(await screen.findByRole('button', { name: '3 upvotes – Upvote' }));
    const voted = await screen.findByRole('button', { name: '4 upvotes – Upvote' });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Upvoted!')).toBeInTheDocument();
  });

  it('removes an upvote without a toast', async () => {
    mockApi({
      'GET /api/discover': () =>
        json({ recipes: [sharedRecipe(1, { upvotes_count: 4, user_vote: 'upvote' })], next_cursor: null }),
      'POST /api/discover/sr-1/vote': () => json({ action: 'removed', user_vote: null, upvotes_count: 3, downvotes_count: 1 }),
    });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    await userEvent.click(await screen.findByRole('button', { name: '4 upvotes – Upvote' }));
    const cleared = await screen.findByRole('button', { name: '3 upvotes – Upvote' });
    await waitFor(() => expect(cleared).not.toBeDisabled());
    expect(cleared).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Upvoted!')).not.toBeInTheDocument();
  });

  it('puts the count back and shows the reason when a vote is refused', async () => {
    mockApi({
      'GET /api/discover': () => json({ recipes: [sharedRecipe(1, { upvotes_count: 3 })], next_cursor: null }),
      'POST /api/discover/sr-1/vote': () =>
        json({ error: 'You cannot vote on your own recipe', code: 'forbidden' }, 403),
    });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    await userEvent.click(await screen.findByRole('button', { name: '3 upvotes – Upvote' }));
    expect(await screen.findByText('You cannot vote on your own recipe.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '3 upvotes – Upvote' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the empty state with a create-first button to /', async () => {
    mockApi({ 'GET /api/discover': () => json({ recipes: [], next_cursor: null }) });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    expect(await screen.findByText('No shared recipes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first recipe' })).toHaveAttribute('href', '/');
  });

  it("sends a 403 to /pricing saying why in the reader's language, never the server's English", async () => {
    mockApi({
      'GET /api/discover': () => json({ error: 'The Discover feed requires a Pro plan', code: 'plan_required' }, 403),
    });
    await i18n.changeLanguage('es');
    const { router } = renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    expect(await screen.findByText('pricing page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?reason=discover&return_to=%2Fdiscover');
    expect(await screen.findByText('Descubrir forma parte de Pro: explora, cocina y guarda las recetas que comparten otros cocineros.')).toBeInTheDocument();
    expect(screen.queryByText('The Discover feed requires a Pro plan')).toBeNull();
    await i18n.changeLanguage('en');
  });

  it('toasts a load failure', async () => {
    mockApi({ 'GET /api/discover': () => json({ error: 'boom', code: 'internal_error' }, 500) });
    renderAt(<Harness />, { path: '/discover', routePath: '/discover' });
    await waitFor(() => expect(screen.getAllByText('Failed to load community recipes').length).toBeGreaterThan(0));
  });
});
