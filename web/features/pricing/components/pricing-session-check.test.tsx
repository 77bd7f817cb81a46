import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQuery } from '../../../lib/session';
import { makeMe, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  document.cookie = 'fc_signed_in=; Max-Age=0';
  vi.restoreAllMocks();
});

/**
 * A prerendered /pricing is hydrated signed out, then asks who is there when the session hint
 * cookie says someone is (web/app/start.tsx). While it asks, the Pro button is a disabled "Get Pro",
 * never "Sign in to get Pro" (a signed-in visitor's tap would have started a sign-in).
 */
describe('/pricing while it asks who is signed in', { timeout: 15_000 }, () => {
  it('waits with a disabled Get Pro, then offers checkout', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    let signedIn = false;
    mockApi({
      'GET /api/users/me': () => (signedIn ? new Promise((resolve) => (answer = resolve)) : signedOut),
    });
    const app = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' });
    const pro = () => within(screen.getByRole('region', { name: /^Pro/ }));
    // As the prerendered page: signed out.
    expect(await pro().findByRole('button', { name: 'Sign in to get Pro' })).toBeEnabled();

    // The hint cookie is there and the page asks again (what web/app/start.tsx does after hydrating).
    document.cookie = 'fc_signed_in=1';
    signedIn = true;
    await act(async () => {
      void app.queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    });
    // The query cache tells its observers on the next task, so the page is waited for.
    expect(await pro().findByRole('button', { name: 'Get Pro' })).toBeDisabled();
    expect(pro().queryByRole('button', { name: 'Sign in to get Pro' })).toBeNull();

    await act(async () => answer({ body: makeMe({ planType: 'free' }) }));
    expect(await pro().findByRole('button', { name: 'Get Pro' })).toBeEnabled();
  });
});
