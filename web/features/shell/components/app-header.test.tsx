import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREF_KEYS } from '../../../lib/preferences';
import { setViewport } from '../../../test/match-media';
import { makeMe, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// The first render loads lazy routes; on a shared, busy machine that can take over 5 s.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

const menuButton = () => screen.getByRole('button', { name: /open menu|close menu/i });

async function renderSignedIn(path = '/somewhere') {
  const api = mockApi({ 'GET /api/users/me': makeMe(), 'GET /api/logout': { ok: true } });
  const app = renderApp(path);
  await screen.findByRole('button', { name: /account menu/i }, { timeout: 5000 });
  return { ...app, api };
}

describe('the mobile menu', () => {
  it('opens from the hamburger with aria-expanded and aria-controls', async () => {
    setViewport({ width: 390 });
    await renderSignedIn();
    const toggle = menuButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menu).toHaveAttribute('id', 'mobile-menu');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'My recipes' })).toBeInTheDocument();
  });

  it('closes on route change', async () => {
    setViewport({ width: 390 });
    const { router } = await renderSignedIn();
    await userEvent.click(menuButton());
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the viewport reaches 768 px', async () => {
    setViewport({ width: 390 });
    await renderSignedIn();
    await userEvent.click(menuButton());
    act(() => setViewport({ width: 767 }));
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    act(() => setViewport({ width: 768 }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    setViewport({ width: 390 });
    await renderSignedIn();
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('offers Home and sign-in to a signed-out visitor', async () => {
    mockApi({ 'GET /api/users/me': () => signedOut });
    renderApp('/somewhere');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(menu).queryByRole('link', { name: 'My recipes' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('the header', () => {
  it('shows Home and Pricing to a signed-out visitor', async () => {
    mockApi({ 'GET /api/users/me': () => signedOut });
    renderApp('/somewhere');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
    ]);
  });

  it('shows the desktop links and the initials avatar of a signed-in user', async () => {
    await renderSignedIn();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/my-recipes',
      '/discover',
      '/leaderboard',
      '/shopping-list',
      '/pantry',
      '/meal-planner',
      '/pricing',
    ]);
    expect(screen.getByRole('link', { name: 'Forkcast home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('PC')).toBeInTheDocument();
  });

  it('the language switch changes the visible text and remembers the choice', async () => {
    await renderSignedIn();
    expect(screen.getByRole('link', { name: 'My recipes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Language: English/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Deutsch/ }));
    expect(await screen.findByRole('link', { name: 'Meine Rezepte' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My recipes' })).not.toBeInTheDocument();
    expect(localStorage.getItem(PREF_KEYS.language)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('the theme button switches to dark at once and remembers it', async () => {
    await renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(PREF_KEYS.theme)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('logout ends the session, clears the user, says so and returns to the landing page', async () => {
    const { api, router } = await renderSignedIn('/elsewhere');
    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/api/logout')).toBe(true);
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('a failed logout still clears the local user and says it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/users/me': makeMe(),
      'GET /api/logout': () => ({ status: 500, body: { error: 'Boom', code: 'internal_error' } }),
    });
    const { router } = renderApp('/elsewhere');
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Failed to log out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });
});
