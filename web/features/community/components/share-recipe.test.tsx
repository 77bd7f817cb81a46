import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAt } from '../test/render';
import { ShareRecipe } from './share-recipe';
import { ShareStats } from './share-stats';

afterEach(() => vi.restoreAllMocks());

const notShared = { 'GET /api/recipes/r-1/share': () => json({ shared: false }) };
const shared = {
  'GET /api/recipes/r-1/share': () =>
    json({
      shared: true,
      shared_recipe_id: 'sr-1',
      upvotes_count: 12,
      views_count: 340,
      shared_at: '2026-03-01T10:00:00Z',
      share_message: 'Try it',
    }),
};

describe('ShareRecipe', () => {
  it('sends free users to the plans, saying why there and bringing them back to this recipe after paying', async () => {
    mockApi(notShared);
    renderAt(<ShareRecipe recipeId="r-1" plan="free" />, { path: '/recipe/r-1', routePath: '/recipe/:id' });
    expect(screen.getByRole('link', { name: 'Share with community' })).toHaveAttribute('href', '/pricing?reason=share&return_to=%2Frecipe%2Fr-1');
  });

  it('shares with a message, counting to 280, then reloads', async () => {
    const onDone = vi.fn();
    const api = mockApi({ ...notShared, 'POST /api/recipes/r-1/share': () => json({ shared: true }) });
    renderAt(<ShareRecipe recipeId="r-1" plan="monthly" onDone={onDone} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share with community' }));
    const box = screen.getByRole('textbox', { name: 'Message (optional)' });
    expect(box).toHaveAttribute('maxlength', '280');
    expect(screen.getByText('0/280')).toBeInTheDocument();
    await userEvent.type(box, 'So good');
    expect(screen.getByText('7/280')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share recipe' }));
    expect(await screen.findByText('Recipe shared with the community!')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ share_message: 'So good' });
  });

  it('shares without a message', async () => {
    const api = mockApi({ ...notShared, 'POST /api/recipes/r-1/share': () => json({ shared: true }) });
    renderAt(<ShareRecipe recipeId="r-1" plan="weekly" onDone={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share with community' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share recipe' }));
    await screen.findByText('Recipe shared with the community!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('says which plan shares on a 403 plan_required (not the server text), else the fallback', async () => {
    let status = 403;
    mockApi({
      ...notShared,
      'POST /api/recipes/r-1/share': () =>
        status === 403 ? json({ error: 'Sharing needs Pro', code: 'plan_required' }, 403) : json({ error: 'x', code: 'internal_error' }, 500),
    });
    const onDone = vi.fn();
    renderAt(<ShareRecipe recipeId="r-1" plan="monthly" onDone={onDone} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share with community' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share recipe' }));
    expect(await screen.findByText('Recipe sharing requires Monthly or Yearly plan')).toBeInTheDocument();
    expect(screen.queryByText('Sharing needs Pro')).toBeNull();
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Share recipe' }));
    expect(await screen.findByText('Failed to share recipe')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('unshares a shared recipe, then reloads', async () => {
    const onDone = vi.fn();
    const api = mockApi({ ...shared, 'DELETE /api/recipes/r-1/share': () => json({ shared: false }) });
    renderAt(<ShareRecipe recipeId="r-1" plan="yearly" onDone={onDone} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Shared with community' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from community' }));
    expect(await screen.findByText('Recipe removed from community')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('toasts a failed unshare', async () => {
    mockApi({ ...shared, 'DELETE /api/recipes/r-1/share': () => json({ error: 'x', code: 'internal_error' }, 500) });
    renderAt(<ShareRecipe recipeId="r-1" plan="yearly" onDone={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Shared with community' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from community' }));
    expect(await screen.findByText('Failed to remove recipe from community')).toBeInTheDocument();
  });
});

describe('ShareStats', () => {
  it('shows upvotes, views and the shared date when shared', async () => {
    mockApi(shared);
    renderAt(<ShareStats recipeId="r-1" plan="monthly" />);
    const card = await screen.findByTestId('share-stats');
    expect(card).toHaveTextContent('12');
    expect(card).toHaveTextContent('340');
    expect(card).toHaveTextContent('Mar 1, 2026');
    expect(screen.getByRole('link', { name: 'View in Discover' })).toHaveAttribute('href', '/discover/sr-1');
  });

  it('shows nothing when not shared', async () => {
    const api = mockApi(notShared);
    renderAt(<ShareStats recipeId="r-1" plan="monthly" />);
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    expect(screen.queryByTestId('share-stats')).not.toBeInTheDocument();
  });
});
