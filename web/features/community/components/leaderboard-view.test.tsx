import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { json, mockApi, renderAt } from '../test/render';
import { LeaderboardView } from './leaderboard-view';

const row = (rank: number, overrides: Record<string, unknown> = {}) => ({
  is_me: false,
  rank_position: rank,
  display_name: `Chef ${rank}`,
  profile_picture_url: null,
  total_recipes: 20 - rank,
  leaderboard_score: 1000 - rank * 10,
  last_recipe_at: new Date(Date.now() - rank * 3_600_000).toISOString(),
  ...overrides,
});

function setMatchMedia(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('LeaderboardView', () => {
  it('shows a table on desktop with the podium labels, titles and columns', async () => {
    setMatchMedia(true);
    mockApi({
      'GET /api/leaderboard': () => json({ leaderboard: [row(1), row(2), row(3), row(4, { is_me: true })] }),
      'GET /api/leaderboard/my-rank': () => json({ rank: 4, total_recipes: 16, score: 960 }),
    });
    renderAt(<LeaderboardView />, { path: '/leaderboard', routePath: '/leaderboard' });
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Rank', 'Chef', 'Recipes', 'Score', 'Last active']);
    // The title once under the name: the place is the badge's ("Champion · Recipe Champion" said it twice).
    expect(within(table).getByText('Recipe Champion')).toBeInTheDocument();
    expect(within(table).getByText('Recipe Master')).toBeInTheDocument();
    expect(within(table).getByText('Recipe Expert')).toBeInTheDocument();
    expect(within(table).queryByText(/Champion · /)).toBeNull();
    const rows = within(table).getAllByRole('row');
    expect(rows[4]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[4]!).getByText('4 hours ago')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('960')).toBeInTheDocument();
    expect(screen.getByTestId('my-rank')).toHaveTextContent('#4');
  });

  it('shows cards on mobile, "Not yet ranked" and a privacy link on the anonymous own row', async () => {
    setMatchMedia(false);
    mockApi({
      'GET /api/leaderboard': () =>
        json({ leaderboard: [row(1), row(2, { is_me: true, display_name: 'Anonymous', profile_picture_url: null })] }),
      'GET /api/leaderboard/my-rank': () => json({ rank: null, total_recipes: 0, score: 0 }),
    });
    renderAt(<LeaderboardView />, { path: '/leaderboard', routePath: '/leaderboard' });
    expect(await screen.findByText('Chef 1')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The cards' list (a toast on screen is a list item too).
    const cards = screen.getByText('Chef 1').closest('ol')!;
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Not yet ranked');
    expect(screen.getByRole('link', { name: 'Show your name on the leaderboard' })).toHaveAttribute(
      'href',
      '/settings#privacy',
    );
  });

  it('offers no privacy link on another anonymous row', async () => {
    mockApi({
      'GET /api/leaderboard': () => json({ leaderboard: [row(1, { display_name: 'Anonymous' })] }),
      'GET /api/leaderboard/my-rank': () => json({ rank: null, total_recipes: 0, score: 0 }),
    });
    renderAt(<LeaderboardView />, { path: '/leaderboard', routePath: '/leaderboard' });
    expect(await screen.findByText('Anonymous')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show your name on the leaderboard' })).not.toBeInTheDocument();
  });

  it('formats scores and recipe counts in the interface language', async () => {
    setMatchMedia(true);
    await i18n.changeLanguage('de');
    mockApi({
      'GET /api/leaderboard': () => json({ leaderboard: [row(1, { leaderboard_score: 12500, total_recipes: 1200 })] }),
      'GET /api/leaderboard/my-rank': () => json({ rank: 1, total_recipes: 1200, score: 12500 }),
    });
    renderAt(<LeaderboardView />, { path: '/leaderboard', routePath: '/leaderboard' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('12.500')).toBeInTheDocument();
    expect(within(table).getByText('1.200')).toBeInTheDocument();
    expect(within(screen.getByTestId('my-rank')).getByText('12.500')).toBeInTheDocument();
  });

  it('toasts a load failure', async () => {
    mockApi({
      'GET /api/leaderboard': () => json({ error: 'x', code: 'internal_error' }, 500),
      'GET /api/leaderboard/my-rank': () => json({ rank: null, total_recipes: 0, score: 0 }),
    });
    renderAt(<LeaderboardView />, { path: '/leaderboard', routePath: '/leaderboard' });
    expect((await screen.findAllByText('Failed to load leaderboard data')).length).toBeGreaterThan(0);
  });
});
