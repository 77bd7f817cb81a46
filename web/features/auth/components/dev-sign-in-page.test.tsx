import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const demoUsers = {
  users: [
    { email: 'cook@forkcast.test', name: 'Casey Cook', plan_type: 'free' },
    { email: 'chef@forkcast.test', name: 'Paula Chef', plan_type: 'monthly' },
  ],
};

function mockDevApi() {
  return mockApi({
    'GET /api/users/me': () => signedOut,
    'GET /api/dev/users': demoUsers,
    'POST /api/dev/codes': { code: 'dev_code_1' },
    'GET /api/oauth/google/redirect_url': { redirectUrl: '/dev/sign-in?state=fresh-state' },
  });
}

/**
 * Every place the router goes, as path and query: the callback screen goes on at once when its
 * code is already loaded, so where the sign-in page sent the cook is read from the history.
 */
function visitsOf(router: ReturnType<typeof renderApp>['router']): string[] {
  const visited: string[] = [];
  router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
  return visited;
}

describe('/dev/sign-in', () => {
  it('is labelled as local development, not Google, and lists the demo users with their plans', async () => {
    mockDevApi();
    renderApp('/dev/sign-in?state=s1');
    expect(
      await screen.findByRole('heading', { name: 'Local development sign-in — not Google' }),
    ).toBeInTheDocument();
    const casey = await screen.findByRole('button', { name: /Casey Cook/ });
    expect(casey).toHaveTextContent('cook@forkcast.test');
    expect(casey).toHaveTextContent('Free');
    expect(screen.getByRole('button', { name: /Paula Chef/ })).toHaveTextContent('Pro (monthly)');
  });

  it('choosing a demo user mints a code and continues at /auth/callback with the state', async () => {
    const api = mockDevApi();
    const visited = visitsOf(renderApp('/dev/sign-in?state=s1').router);
    await userEvent.click(await screen.findByRole('button', { name: /Casey Cook/ }));
    await waitFor(() => expect(visited).toContain('/auth/callback?code=dev_code_1&state=s1'));
    expect(api.calls.find((c) => c.path === '/api/dev/codes')?.body).toEqual({
      email: 'cook@forkcast.test',
      name: 'Casey Cook',
    });
  });

  it('signs in any email and name on a chosen plan, fetching a state when none was given', async () => {
    const api = mockDevApi();
    const visited = visitsOf(renderApp('/dev/sign-in').router);
    await userEvent.type(await screen.findByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'New Cook');
    await userEvent.selectOptions(screen.getByLabelText('Plan for a new account'), 'yearly');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(visited).toContain('/auth/callback?code=dev_code_1&state=fresh-state'));
    expect(api.calls.find((c) => c.path === '/api/dev/codes')?.body).toEqual({
      email: 'new@example.com',
      name: 'New Cook',
      planType: 'yearly',
    });
  });
});
