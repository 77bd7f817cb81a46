import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeFixture } from '../../../test/fixtures';
import { json, mockApi, renderAt, sharedRecipe } from '../test/render';
import type { CommunityAccess } from './community-prompt';
import { DiscoverDetail } from './discover-detail';

afterEach(() => vi.restoreAllMocks());

function setup(access: CommunityAccess, remix: () => Response | Promise<Response>, over: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET /api/discover/sr-3': () => json(sharedRecipe(3, { title: 'Lemon tart', remixes_count: 4, is_own: false, ...over })),
    'GET /api/discover/sr-3/ratings': () => json({ average_rating: 0, total_ratings: 0, ratings: [], user_rating: null }),
    'GET /api/discover/sr-3/reviews': () => json({ reviews: [] }),
    'POST /api/discover/sr-3/remix': remix,
  });
  renderAt(<DiscoverDetail id="sr-3" access={access} />, {
    path: '/discover/sr-3',
    routePath: '/discover/:id',
    extra: [{ path: '/recipe/:id', element: <p>my copy page</p> }],
  });
  return api;
}

describe('Save to my recipes on a shared recipe', () => {
  it('saves a copy, shows the new count and opens the copy', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = setup('pro', async () => {
      await answered;
      return json({ created: true, recipe: recipeFixture({ id: 'copy-1', remix_of: 'sr-3' }) }, 201);
    });
    expect(await screen.findByText('Saved or remixed 4 times')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save to my recipes' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Saved to your recipes.')).toBeInTheDocument();
    expect(screen.getByText('Saved or remixed 5 times')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Open my copy' }));
    expect(await screen.findByText('my copy page')).toBeInTheDocument();
  });

  it('a recipe nobody has copied yet says so, and the first save reads "once"', async () => {
    setup('pro', () => json({ created: true, recipe: recipeFixture({ id: 'copy-1', remix_of: 'sr-3' }) }, 201), { remixes_count: 0 });
    expect(await screen.findByText('Not saved or remixed yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save to my recipes' }));
    expect(await screen.findByText('Saved or remixed once')).toBeInTheDocument();
  });

  it('says when it was already saved and does not count it again', async () => {
    setup('pro', () => json({ created: false, recipe: recipeFixture({ id: 'copy-1', remix_of: 'sr-3' }) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save to my recipes' }));
    expect(await screen.findByText('Already in your recipes.')).toBeInTheDocument();
    expect(screen.getByText('Saved or remixed 4 times')).toBeInTheDocument();
  });

  it('shows a failure and lets the cook try again', async () => {
    setup('pro', () => json({ error: 'boom', code: 'internal_error' }, 500));
    await userEvent.click(await screen.findByRole('button', { name: 'Save to my recipes' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.', { selector: 'p[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to my recipes' })).toBeEnabled();
  });

  it('signed out: no save button, a sign-in prompt that says what signing in gives', async () => {
    setup('signed-out', () => json({}, 500));
    const prompt = (await screen.findAllByTestId('sign-in-prompt')).find((p) => p.textContent?.includes('Forkcast is a kitchen app'));
    if (!prompt) throw new Error('no prompt says what Forkcast is');
    expect(prompt).toHaveTextContent('Forkcast is a kitchen app');
    expect(prompt).toHaveTextContent('Sign in to save this recipe, plan it and cook it.');
    expect(within(prompt).getByRole('button', { name: 'Sign in and cook it' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save to my recipes' })).not.toBeInTheDocument();
  });

  it('the creator sees no save button on their own recipe', async () => {
    setup('pro', () => json({}, 500), { is_own: true });
    expect(await screen.findByText('Saved or remixed 4 times')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to my recipes' })).not.toBeInTheDocument();
  });

  it('saves with a change: the instruction and the reader language are sent, the refined version counts as a remix', async () => {
    const api = setup('pro', () => json({ created: true, recipe: recipeFixture({ id: 'veg-1', remix_of: 'sr-3' }) }, 201));
    await userEvent.click(await screen.findByRole('button', { name: 'Save with a change' }));
    expect(screen.getByText(/A change counts as one recipe generation/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Change while saving'), 'Make it vegetarian');
    await userEvent.click(screen.getByRole('button', { name: 'Save changed' }));
    expect(await screen.findByText('Saved to your recipes.')).toBeInTheDocument();
    expect(screen.getByText('Saved or remixed 5 times')).toBeInTheDocument();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ instruction: 'Make it vegetarian', language: 'en' });
  });

  it('a change the offline chef does not understand shows what it does understand', async () => {
    setup('pro', () =>
      json(
        {
          error: 'The offline chef did not understand this instruction.',
          code: 'instruction_not_understood',
          details: 'The offline chef understands: Vegetarian, Vegan, Gluten-free.',
        },
        422,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save with a change' }));
    await userEvent.type(screen.getByLabelText('Change while saving'), 'like grandma');
    await userEvent.click(screen.getByRole('button', { name: 'Save changed' }));
    const alert = await screen.findByText('The chef did not understand this change.', { selector: 'p[role="alert"]' });
    expect(alert).toHaveTextContent('The offline chef understands: Vegetarian, Vegan, Gluten-free.');
    expect(screen.getByText('Saved or remixed 4 times')).toBeInTheDocument();
  });
});
