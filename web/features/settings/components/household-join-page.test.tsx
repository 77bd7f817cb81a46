import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { takeReturnTo } from '../../../lib/return-to';
import { makeMe, mockApi, signedOut, type MockRoute } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PREVIEW = 'GET /api/household/invites/tok-1';
const open = { owner_name: 'Ana Owner', status: 'open', expires_at: '2026-12-10T10:00:00.000Z' };

function visit(me: MockRoute, routes: Record<string, MockRoute>) {
  const api = mockApi({ 'GET /api/users/me': me, ...routes });
  renderApp('/household/join?token=tok-1');
  return api;
}

describe('/household/join', () => {
  it('signed out: says whose household it is, then asks to sign in and come back to this link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const api = visit(() => signedOut, { [PREVIEW]: open, 'GET /api/oauth/google/redirect_url': { redirectUrl: '/dev/sign-in?state=j' } });
    // The first visit loads the lazy route: give it time on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: "Join Ana Owner's household" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('household-join-whose')).toHaveTextContent('Ana Owner invited you to share their kitchen on Forkcast.');
    expect(screen.queryByTestId('household-join')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to join' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/sign-in?state=j'));
    expect(takeReturnTo()).toBe('/household/join?token=tok-1');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('an owner who keeps their name private is not named', async () => {
    visit(() => signedOut, { [PREVIEW]: { ...open, owner_name: null } });
    expect(await screen.findByText(/A Forkcast cook who keeps their name private invited you/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a household' })).toBeInTheDocument();
  });

  it('a used link says so before any sign-in', async () => {
    visit(() => signedOut, { [PREVIEW]: { ...open, status: 'used' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link has already been used.');
    expect(screen.queryByRole('button', { name: 'Sign in to join' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Forkcast' })).toHaveAttribute('href', '/');
  });

  it('an unknown link is not valid', async () => {
    visit(() => signedOut, { [PREVIEW]: { owner_name: null, status: 'invalid', expires_at: null } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link is not valid.');
  });

  it('signed in, a used link is answered by joining (which knows whether this cook is in already)', async () => {
    visit(makeMe({ planType: 'free' }), {
      [PREVIEW]: { ...open, status: 'used' },
      'POST /api/household/join': () => ({ status: 409, body: { error: 'x', code: 'already_in_household' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join household' }, { timeout: 15_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already in a household.');
  });

  it('signed in: names the household and joins with one click', async () => {
    const api = visit(makeMe({ planType: 'free' }), { [PREVIEW]: open, 'POST /api/household/join': { household_id: 'h1' } });
    expect(await screen.findByRole('heading', { level: 1, name: "Join Ana Owner's household" })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Join household' }));
    expect(await screen.findByText('You joined the household.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'tok-1' });
  });

  it('in Spanish and German', async () => {
    await i18n.changeLanguage('es');
    visit(() => signedOut, { [PREVIEW]: open });
    expect(await screen.findByRole('heading', { level: 1, name: 'Únete al hogar de Ana Owner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inicia sesión para unirte' })).toBeInTheDocument();
    await i18n.changeLanguage('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tritt dem Haushalt von Ana Owner bei' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
