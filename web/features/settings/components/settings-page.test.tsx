import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { PREF_KEYS } from '../../../lib/preferences';
import { sharedKeys } from '../../../lib/query-keys';
import { makeMe, mockApi, type MockRoute } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Every settings section renders (and loads) at once on a loaded machine: more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

function mockSettingsApi(overrides: Record<string, MockRoute> = {}, planType: 'free' | 'monthly' = 'free') {
  let showRealName = false;
  return mockApi({
    'GET /api/users/me': makeMe({ planType }),
    'GET /api/usage': { planType: planType === 'free' ? 'free' : 'pro', billingPeriod: null, used: 2, limit: 3, credits: 0 },
    'GET /api/leaderboard/settings': () => ({ body: { show_real_name: showRealName } }),
    'GET /api/diet-profile': { diets: [], allergens: [], dislikes: [] },
    'GET /api/household': () => ({ body: null }),
    'POST /api/leaderboard/settings': (call) => {
      const body = call.body as { show_real_name: boolean };
      showRealName = body.show_real_name;
      return { body: { ok: true, show_real_name: showRealName } };
    },
    ...overrides,
  });
}

async function openSettings(path = '/settings') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return app;
}

describe('/settings', () => {
  it('writes the usage figures and the join date in the interface language', async () => {
    await i18n.changeLanguage('es');
    mockSettingsApi({ 'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 1200, limit: 2000, credits: 0 } }, 'monthly');
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Ajustes' });
    expect(await screen.findByTestId('usage-line')).toHaveTextContent('1.200 de 2.000');
    expect(screen.getByText('14 de marzo de 2026')).toBeInTheDocument();
  });

  it('shows the profile: name, email, join date, plan with used/limit, upgrade and sign out', async () => {
    mockSettingsApi();
    await openSettings();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Paula Chef')).toBeInTheDocument();
    expect(within(profile).getByText('paula@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('March 14, 2026')).toBeInTheDocument();
    expect(within(profile).getByTestId('current-plan')).toHaveTextContent('Free');
    expect(await within(profile).findByText('2 of 3 recipes used this month')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(within(profile).queryByRole('button', { name: 'Manage plan' })).not.toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/support');
  });

  it('on Pro: the renewal date and Manage plan, which opens the billing portal in a new tab', async () => {
    const tab = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockSettingsApi({ 'GET /api/subscriptions/manage': { customer_portal_url: '/dev/portal' } }, 'monthly');
    await openSettings();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Pro (monthly)');
    expect(screen.getByTestId('plan-period')).toHaveTextContent('Renews on December 14, 2026');
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Manage plan\s*\(opens in a new tab\)$/ }));
    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://localhost:3000/dev/portal'));
  });

  it('cancelling at period end reads "Pro until {date}"', async () => {
    mockSettingsApi({ 'GET /api/users/me': makeMe({ planType: 'yearly', subscription: { cancel_at_period_end: true } }) });
    await openSettings();
    expect(screen.getByTestId('plan-period')).toHaveTextContent('Pro until December 14, 2026');
  });

  it('a failed payment is said plainly', async () => {
    mockSettingsApi({ 'GET /api/users/me': makeMe({ planType: 'weekly', subscription: { status: 'past_due' } }) });
    await openSettings();
    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment failed.');
  });

  it('when the portal cannot open, the new tab closes and the error is named', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tab = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockSettingsApi({ 'GET /api/subscriptions/manage': () => ({ status: 500, body: { error: 'x', code: 'internal_error' } }) }, 'monthly');
    renderApp('/settings');
    await userEvent.click(await screen.findByRole('button', { name: /^Manage plan/ }));
    expect(await screen.findByText('Failed to open subscription management')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it('shows the credits and links to the credit store', async () => {
    mockSettingsApi();
    await openSettings();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(await screen.findByTestId('credit-count')).toHaveTextContent('0 credits');
  });

  it('marks notifications and profile editing as coming soon', async () => {
    mockSettingsApi();
    await openSettings();
    for (const name of ['Notifications', 'Edit profile']) {
      expect(within(screen.getByRole('region', { name })).getByText('Coming soon')).toBeInTheDocument();
    }
  });

  it('the font, theme and language pickers apply at once and are remembered', async () => {
    mockSettingsApi();
    await openSettings();
    await userEvent.click(screen.getByRole('radio', { name: /Open Sans/ }));
    expect(document.documentElement.dataset.font).toBe('open-sans');
    expect(localStorage.getItem(PREF_KEYS.font)).toBe('open-sans');
    expect(screen.getByRole('radio', { name: /Open Sans/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(PREF_KEYS.theme)).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(localStorage.getItem(PREF_KEYS.language)).toBe('es');
  });

  it('the leaderboard real-name switch saves and confirms both ways', async () => {
    const api = mockSettingsApi();
    const { queryClient } = await openSettings();
    // The board and the cook's rank, as the community pages cached them, show the old name.
    queryClient.setQueryData(sharedKeys.leaderboardRows, { entries: [] });
    queryClient.setQueryData(sharedKeys.myRank, { rank: 3 });
    const toggle = await screen.findByRole('switch', { name: 'Show my real name on the leaderboard' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Real name will now show on leaderboard')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ show_real_name: true }]);
    // They are reloaded when next shown, with the new name.
    expect(queryClient.getQueryState(sharedKeys.leaderboardRows)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sharedKeys.myRank)?.isInvalidated).toBe(true);

    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText('Name will now show as Anonymous on leaderboard')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('says so when the setting cannot be saved, and keeps the saved value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockSettingsApi({
      'POST /api/leaderboard/settings': () => ({ status: 500, body: { error: 'Boom', code: 'internal_error' } }),
    });
    await openSettings();
    const toggle = await screen.findByRole('switch', { name: 'Show my real name on the leaderboard' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('/settings#privacy scrolls to the privacy section once loaded', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    mockSettingsApi();
    await openSettings('/settings#privacy');
    const privacy = screen.getByRole('region', { name: 'Privacy & security' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    await waitFor(() => expect(scroll.mock.contexts).toContain(privacy));
  });
});

describe('/settings: sign out everywhere', () => {
  it('ends every session (DELETE /api/sessions), says so and returns to the landing page', async () => {
    const api = mockSettingsApi({ 'DELETE /api/sessions': { ok: true, ended: 3 } });
    const { router } = await openSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/sessions')).toBe(true);
    expect(api.calls.some((c) => c.path === '/api/logout')).toBe(false);
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
  });
});
