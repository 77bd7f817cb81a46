import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('/auth/callback', () => {
  it('shows the completing message while the code is exchanged', async () => {
    mockApi({
      'GET /api/users/me': () => signedOut,
      'POST /api/sessions': () => new Promise(() => {}),
    });
    renderApp('/auth/callback?code=abc123&state=xyz');
    expect(await screen.findByText('Completing sign-in…', { selector: 'p' })).toBeInTheDocument();
  });

  it('exchanges code and state for a session, reloads the user and goes to /dashboard', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/users/me': () => (signedIn ? { body: makeMe() } : signedOut),
      'POST /api/sessions': () => {
        signedIn = true;
        return { body: { ok: true } };
      },
    });
    const { router } = renderApp('/auth/callback?code=abc123&state=xyz');
    // Navigation completes once the lazy dashboard module has loaded (slow on first transform).
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 20_000 });
    const posts = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/sessions');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ code: 'abc123', state: 'xyz' });
    // The user was reloaded after the exchange (the second /users/me answered signed in).
    const meCalls = api.calls.filter((c) => c.path === '/api/users/me');
    expect(meCalls.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('returns to the page asked for before sign-in, once', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/users/me': () => (signedIn ? { body: makeMe() } : signedOut),
      'POST /api/sessions': () => {
        signedIn = true;
        return { body: { ok: true } };
      },
      'GET /api/leaderboard': { leaderboard: [], total_users: 0 },
      'GET /api/leaderboard/me': { rank: null, total_recipes: 0, score: 0 },
    });
    sessionStorage.setItem('forkcast.returnTo', '/leaderboard?tab=me');
    const { router } = renderApp('/auth/callback?code=abc123&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboard'), { timeout: 20_000 });
    expect(router.state.location.search).toBe('?tab=me');
    expect(sessionStorage.getItem('forkcast.returnTo')).toBeNull();
  }, 30_000);

  it('never follows a stored address on another site', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/users/me': () => (signedIn ? { body: makeMe() } : signedOut),
      'POST /api/sessions': () => {
        signedIn = true;
        return { body: { ok: true } };
      },
    });
    sessionStorage.setItem('forkcast.returnTo', '//evil.example/x');
    const { router } = renderApp('/auth/callback?code=abc123&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 20_000 });
  }, 30_000);

  it('goes to / and logs the failure when the exchange fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/users/me': () => signedOut,
      'POST /api/sessions': () => ({ status: 400, body: { error: 'Bad state', code: 'invalid_state' } }),
    });
    const { router } = renderApp('/auth/callback?code=abc123&state=wrong');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(error).toHaveBeenCalled();
    expect(await screen.findByText('Failed to sign in with Google')).toBeInTheDocument();
  });

  it('goes to / without calling the API when there is no code', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({ 'GET /api/users/me': () => signedOut });
    const { router } = renderApp('/auth/callback?state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(error).toHaveBeenCalled();
    expect(api.calls.some((c) => c.path === '/api/sessions')).toBe(false);
  });
});
