import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, signedOut } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import type { RouteObject } from 'react-router';
import { APP_ROUTES } from '#core/kernel/routes';
import { routes } from './router';

afterEach(() => vi.restoreAllMocks());

// The creator is the creator engineer's; here only its place at / matters.
vi.mock('../features/creator/creator-page', () => ({ CreatorPage: () => <p>The recipe creator</p> }));

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...pathsOf(r.children ?? [])]);
}

describe('routes', () => {
  it('declares exactly the pages of core/kernel/routes.ts, the list the worker answers 404 from', () => {
    expect(pathsOf(routes).sort()).toEqual([...APP_ROUTES].sort());
  });

  it('has a catch-all for unknown paths', () => {
    expect(routes[0]?.children?.some((r) => r.path === '*')).toBe(true);
  });

  it('shows the not-found page for an unknown path', async () => {
    mockApi({ 'GET /api/users/me': () => signedOut });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/', () => {
  it('is the landing page when signed out', async () => {
    mockApi({ 'GET /api/users/me': () => signedOut });
    renderApp('/');
    expect(await screen.findByTestId('landing-content')).toBeInTheDocument();
    expect(screen.queryByText('The recipe creator')).not.toBeInTheDocument();
  });

  it('is the recipe creator when signed in', async () => {
    mockApi({ 'GET /api/users/me': makeMe() });
    renderApp('/');
    expect(await screen.findByText('The recipe creator')).toBeInTheDocument();
    expect(screen.queryByTestId('landing-content')).not.toBeInTheDocument();
  });
});

describe('the guard', () => {
  it('sends a signed-out visitor of /settings to the landing page at /', async () => {
    mockApi({ 'GET /api/users/me': () => signedOut });
    const { router } = renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: /fridge into tonight's dinner/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user see /settings', async () => {
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/usage': { planType: 'free', billingPeriod: null, used: 1, limit: 3, credits: 0 },
      'GET /api/leaderboard/settings': { show_real_name: false },
    });
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows a spinner, not the screen, while the session loads', async () => {
    let answer: (value: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/settings');
    await waitFor(() => expect(screen.getAllByRole('status').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
    answer(new Response('{}', { status: 401 }));
  });
});
