import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAt, sharedRecipe } from '../test/render';
import type { CommunityAccess } from './community-prompt';
import { DiscoverDetail } from './discover-detail';

const recipe = sharedRecipe(7, {
  title: 'Shakshuka',
  cuisine: 'middle-eastern',
  cooking_method: 'braising',
  servings: 4,
  prep_time: 10,
  cook_time: 25,
  difficulty: 'medium',
  share_message: 'Best with crusty bread',
  upvotes_count: 9,
  downvotes_count: 2,
  views_count: 120,
  user_vote: 'downvote',
  ingredients: '- 4 eggs\n\n* 1 can tomatoes\n• 1 onion',
  instructions: '1. Fry the **onion**.\n\n2) Add *tomatoes*.\n3. Crack in the eggs.',
  average_rating: 4.25,
  total_ratings: 3,
  is_own: false,
});

const ratings = {
  average_rating: 4.25,
  total_ratings: 3,
  ratings: [
    { rating: 5, is_own: false },
    { rating: 4, is_own: true },
  ],
  user_rating: 4,
};
const reviews = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `rv-${i}`,
    user_name: `Reviewer ${i}`,
    user_avatar: null,
    review_text: `Review text ${i}`,
    created_at: '2026-03-10 10:00:00',
    updated_at: '2026-03-10 10:00:00',
    is_own: false,
  }));

function setup(access: CommunityAccess, extra: Parameters<typeof mockApi>[0] = {}, reviewCount = 2) {
  const api = mockApi({
    'GET /api/discover/sr-7': () => json(recipe),
    'GET /api/discover/sr-7/ratings': () => json(ratings),
    'GET /api/discover/sr-7/reviews': () => json({ reviews: reviews(reviewCount) }),
    ...extra,
  });
  const utils = renderAt(<DiscoverDetail id="sr-7" access={access} />, {
    path: '/discover/sr-7',
    routePath: '/discover/:id',
  });
  return { api, ...utils };
}

afterEach(() => vi.restoreAllMocks());

describe('DiscoverDetail', () => {
  it('shows the header, note, times, servings, counts and the cleaned steps', async () => {
    setup('pro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shakshuka' })).toBeInTheDocument();
    expect(screen.getByText('Middle Eastern')).toBeInTheDocument();
    expect(screen.getByText('Braised')).toBeInTheDocument();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(screen.getByText('Best with crusty bread')).toBeInTheDocument();
    expect(screen.getByText('10 min')).toBeInTheDocument();
    expect(screen.getByText('25 min')).toBeInTheDocument();
    expect(screen.getByText('35 min')).toBeInTheDocument();
    expect(screen.getByText('4 servings')).toBeInTheDocument();
    expect(screen.getByText('120 views')).toBeInTheDocument();

    const ingredients = within(screen.getByTestId('ingredient-list')).getAllByRole('listitem');
    expect(ingredients.map((li) => li.textContent)).toEqual(['4 eggs', '1 can tomatoes', '1 onion']);
    const steps = within(screen.getByTestId('instruction-list')).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['1Fry the onion.', '2Add tomatoes.', '3Crack in the eggs.']);
    expect(within(steps[0]!).getByText('onion').tagName).toBe('STRONG');
    expect(within(steps[1]!).getByText('tomatoes').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'Back to Discover' })).toHaveAttribute('href', '/discover');
  });

  it('links a shared remix back to the recipe it came from, and credits without a link once that is gone', async () => {
    setup('pro', {
      'GET /api/discover/sr-7': () => json({ ...recipe, remix_of: { id: 'sr-3', title: 'Green shakshuka', creator: 'Anonymous' } }),
    });
    const credit = await screen.findByTestId('remix-of');
    expect(credit).toHaveTextContent('Remix of Green shakshuka by Anonymous');
    expect(within(credit).getByRole('link', { name: 'Green shakshuka' })).toHaveAttribute('href', '/discover/sr-3');
  });

  it('shows a remix whose original is no longer shared without a dead link', async () => {
    setup('pro', {
      'GET /api/discover/sr-7': () => json({ ...recipe, remix_of: { id: null, title: 'Green shakshuka', creator: 'Ana' } }),
    });
    const credit = await screen.findByTestId('remix-of');
    expect(credit).toHaveTextContent('Remix of Green shakshuka by Ana');
    expect(within(credit).queryByRole('link')).toBeNull();
  });

  it('changes a downvote into an upvote from the answer, without a toast', async () => {
    setup('pro', {
      'POST /api/discover/sr-7/vote': () =>
        json({ action: 'changed', user_vote: 'upvote', upvotes_count: 10, downvotes_count: 1 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: '9 upvotes – Upvote' }));
    expect(await screen.findByRole('button', { name: '10 upvotes – Upvote' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1 downvote – Downvote' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Upvoted!')).not.toBeInTheDocument();
  });

  it('toasts a failed vote', async () => {
    setup('pro', { 'POST /api/discover/sr-7/vote': () => json({ error: 'x', code: 'internal_error' }, 500) });
    await userEvent.click(await screen.findByRole('button', { name: '2 downvotes – Downvote' }));
    expect(await screen.findByText('Failed to vote on recipe')).toBeInTheDocument();
  });

  it('prompts signed-out visitors to sign in instead of voting, rating and reviewing', async () => {
    setup('signed-out');
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    expect(screen.getAllByTestId('sign-in-prompt')).toHaveLength(2);
    expect(screen.getByText('Sign in to rate and review this recipe.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /– Upvote$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('signed out: the ratings and reviews read-only, Share, and "Sign in and cook it" that comes back to this recipe', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    setup('signed-out', { 'GET /api/oauth/google/redirect_url': () => json({ redirectUrl: '/dev/sign-in?state=s' }) });
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(await screen.findByText('Review text 0')).toBeInTheDocument();
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('3 ratings');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and cook it' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/sign-in?state=s'));
    // /auth/callback takes it and returns here.
    expect(sessionStorage.getItem('forkcast.returnTo')).toBe('/discover/sr-7');
    vi.unstubAllGlobals();
  });

  it('prompts free users to upgrade', async () => {
    setup('free');
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    expect(screen.getAllByTestId('upgrade-prompt')).toHaveLength(2);
    // After paying, the checkout brings the cook back to this recipe.
    expect(screen.getAllByRole('link', { name: 'Upgrade to Pro' })[0]).toHaveAttribute('href', '/pricing?return_to=%2Fdiscover%2Fsr-7');
  });

  it('copies the link when native share is missing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup('signed-out');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/discover/sr-7'));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
  });

  it('uses native share when available', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    setup('pro');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Shakshuka' }));
    Reflect.deleteProperty(navigator, 'share');
  });

  it('answers a 404 with a toast and /discover', async () => {
    mockApi({ 'GET /api/discover/sr-7': () => json({ error: 'Not found', code: 'not_found' }, 404) });
    renderAt(<DiscoverDetail id="sr-7" access="pro" />, { path: '/discover/sr-7', routePath: '/discover/:id' });
    expect(await screen.findByText('discover page')).toBeInTheDocument();
    expect(await screen.findByText('Recipe not found')).toBeInTheDocument();
  });

  it('answers another failure with a toast and /discover', async () => {
    mockApi({ 'GET /api/discover/sr-7': () => json({ error: 'x', code: 'internal_error' }, 500) });
    renderAt(<DiscoverDetail id="sr-7" access="pro" />, { path: '/discover/sr-7', routePath: '/discover/:id' });
    expect(await screen.findByText('discover page')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load recipe')).toBeInTheDocument();
  });
});

describe('Ratings and reviews', () => {
  it('shows the average with one decimal, the count and the own rating, and rates', async () => {
    let stored = 4;
    const { api } = setup('pro', {
      'GET /api/discover/sr-7/ratings': () => json({ ...ratings, user_rating: stored }),
      'POST /api/discover/sr-7/rate': async (_url, init) => {
        stored = (JSON.parse(String(init?.body)) as { rating: number }).rating;
        return json({ ok: true });
      },
    });
    const summary = await screen.findByTestId('rating-summary');
    await waitFor(() => expect(summary).toHaveTextContent('4.3'));
    expect(summary).toHaveTextContent('3 ratings');
    expect(screen.getByTestId('own-rating')).toHaveTextContent('Your rating: 4/5');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(await screen.findByText('Rating submitted!')).toBeInTheDocument();
    expect(screen.getByTestId('own-rating')).toHaveTextContent('Your rating: 5/5');
    expect(api.calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/rate'))?.body).toEqual({ rating: 5 });
  });

  it('lets the keyboard choose a rating', async () => {
    const { api } = setup('pro', { 'POST /api/discover/sr-7/rate': () => json({ ok: true }) });
    const four = await screen.findByRole('radio', { name: '4 stars' });
    await waitFor(() => expect(four).toBeChecked());
    four.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.pathname.endsWith('/rate') && JSON.stringify(c.body) === '{"rating":3}')).toBe(true),
    );
  });

  it('uses the singular for one rating', async () => {
    setup('pro', { 'GET /api/discover/sr-7/ratings': () => json({ average_rating: 5, total_ratings: 1, ratings: [], user_rating: null }) });
    const summary = await screen.findByTestId('rating-summary');
    await waitFor(() => expect(summary).toHaveTextContent('1 rating'));
    expect(summary).toHaveTextContent('5.0');
    expect(screen.getByTestId('own-rating')).toHaveTextContent('Not rated yet');
  });

  it('shows the first 3 reviews, then all, then 3 again', async () => {
    setup('pro', {}, 5);
    expect(await screen.findByText('Review text 2')).toBeInTheDocument();
    expect(screen.queryByText('Review text 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all (2 more)' }));
    expect(screen.getByText('Review text 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('Review text 3')).not.toBeInTheDocument();
  });

  it('has no toggle with 3 reviews or fewer', async () => {
    setup('pro', {}, 3);
    await screen.findByText('Review text 2');
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('counts review characters, refuses a blank review and submits a trimmed one', async () => {
    const { api } = setup('pro', { 'POST /api/discover/sr-7/review': () => json({ ok: true }) });
    const box = await screen.findByRole('textbox', { name: 'Write a review' });
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxlength', '500');

    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a review');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(box);
    await userEvent.type(box, ' Lovely ');
    expect(screen.getByText('8/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ review_text: 'Lovely' });
    expect(box).toHaveValue('');
  });

  it('lets the creator review but not rate or vote on their own recipe', async () => {
    setup('pro', { 'GET /api/discover/sr-7': () => json({ ...recipe, is_own: true }) });
    expect(await screen.findByText("This is your recipe: others rate it, you can't.")).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /– Upvote$/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('puts the own review in the box to update it', async () => {
    const { api } = setup('pro', {
      'GET /api/discover/sr-7/reviews': () =>
        json({ reviews: [{ ...reviews(1)[0], review_text: 'Nice and easy', is_own: true }] }),
      'POST /api/discover/sr-7/review': () => json({ review: {} }),
    });
    const box = await screen.findByRole('textbox', { name: 'Your review' });
    expect(box).toHaveValue('Nice and easy');
    expect(screen.getByText('13/500')).toBeInTheDocument();
    await userEvent.type(box, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Update review' }));
    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ review_text: 'Nice and easy!' });
  });

  it('shows the server reason when a rating is refused', async () => {
    setup('pro', {
      'POST /api/discover/sr-7/rate': () => json({ error: 'You cannot rate your own recipe', code: 'forbidden' }, 403),
    });
    await waitFor(() => expect(screen.getByTestId('own-rating')).toHaveTextContent('Your rating: 4/5'));
    await userEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    expect(await screen.findByText("This is your recipe: others rate it, you can't.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked());
  });
});
