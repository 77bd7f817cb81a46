import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, PAID_PLAN_TYPES, PLANS } from '#core/kernel/plans';
import i18n from '../../../lib/i18n';
import { takeReturnTo } from '../../../lib/return-to';
import { makeMe, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openPricing(me: ReturnType<typeof makeMe> | null, extra: Parameters<typeof mockApi>[0] = {}, path = '/pricing') {
  const api = mockApi({ 'GET /api/users/me': me ?? (() => signedOut), ...extra });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' });
  // Wait for the session to settle (the Free button's target depends on it).
  await waitFor(() => expect(api.calls.some((c) => c.path === '/api/users/me')).toBe(true));
  return { ...app, api };
}

/** Intl puts no-break spaces in some languages ("10,00 $"); text matching collapses whitespace. */
const price = (cents: number, language: string) => formatPrice(cents, language).replace(/\s/g, ' ');

const proCard = () => screen.getByRole('region', { name: /^Pro/ });
const freeCard = () => screen.getByRole('region', { name: /^Free/ });

// The first render loads the lazy route; a busy machine needs more than the default 5 s.
describe('/pricing plans', { timeout: 15_000 }, () => {
  it('shows every Pro period with its price and allowance from core/kernel/plans.ts', async () => {
    await openPricing(null);
    const price = within(proCard()).getByTestId('pro-price');
    expect(within(proCard()).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    const intervals = { weekly: '/ week', monthly: '/ month', yearly: '/ year' } as const;
    for (const period of PAID_PLAN_TYPES) {
      await userEvent.click(within(proCard()).getByRole('radio', { name: new RegExp(period, 'i') }));
      expect(price).toHaveTextContent(`${formatPrice(PLANS[period].priceCents, 'en')}${intervals[period]}`);
      // "Best value" belongs to the yearly period alone (under 14 cents a day).
      expect(within(proCard()).queryByText('Best value') !== null, period).toBe(period === 'yearly');
    }
    expect(within(proCard()).getByText('under 14 cents a day')).toBeInTheDocument();
    expect(within(proCard()).getByText('1,000 recipes a month')).toBeInTheDocument();
    expect(within(proCard()).getByText('Best value')).toBeInTheDocument();
    expect(within(freeCard()).getByTestId('free-price')).toHaveTextContent(`${formatPrice(0, 'en')}forever`);
    expect(within(freeCard()).getByText('3 recipes a month')).toBeInTheDocument();
  });

  it('formats prices and numbers in the interface language', async () => {
    await openPricing(null);
    await act(() => i18n.changeLanguage('de'));
    const card = screen.getByRole('region', { name: /^Pro/ });
    expect(within(card).getByTestId('pro-price')).toHaveTextContent(price(PLANS.monthly.priceCents, 'de'));
    expect(within(card).getByText('1.000 Rezepte pro Monat')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('radio', { name: 'Jährlich' }));
    expect(within(card).getByTestId('pro-price')).toHaveTextContent(price(PLANS.yearly.priceCents, 'de'));
    expect(within(card).getByText('unter 14 Cent pro Tag')).toBeInTheDocument();
  });

  it('signed out: Free goes to / and Pro signs in first, to come back to the chosen period', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const { api } = await openPricing(null, {
      'GET /api/oauth/google/redirect_url': { redirectUrl: '/dev/sign-in?state=abc' },
    });
    const pro = await within(proCard()).findByRole('button', { name: 'Sign in to get Pro' });
    expect(within(freeCard()).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
    await userEvent.click(within(proCard()).getByRole('radio', { name: 'Yearly' }));
    await userEvent.click(pro);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/sign-in?state=abc'));
    expect(api.calls.some((c) => c.path === '/api/oauth/google/redirect_url')).toBe(true);
    // /auth/callback comes back here and resumes the yearly checkout.
    expect(takeReturnTo()).toBe('/pricing?plan=yearly&checkout=1');
  });

  it('signed in on Free: Free goes to /dashboard and is the plan; Get Pro starts checkout for the chosen period', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const { api } = await openPricing(makeMe({ planType: 'free' }), {
      'POST /api/subscriptions/create-checkout': { checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    });
    const free = freeCard();
    expect(await within(free).findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(free).getByText('Your plan')).toBeInTheDocument();
    const pro = proCard();
    expect(within(pro).queryByText('Your plan')).not.toBeInTheDocument();
    await userEvent.click(within(pro).getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(within(pro).getByRole('button', { name: 'Get Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ path: '/api/subscriptions/create-checkout', body: { planType: 'weekly' } })]);
  });

  it('after signing in to buy, ?plan=yearly&checkout=1 starts that checkout once and drops the flag', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const api = mockApi({
      'GET /api/users/me': makeMe({ planType: 'free' }),
      'POST /api/subscriptions/create-checkout': { checkout_url: '/dev/checkout?session_id=cs_sim_1' },
    });
    const { router } = renderApp('/pricing?plan=yearly&checkout=1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/checkout?session_id=cs_sim_1'));
    expect(router.state.location.search).toBe('?plan=yearly');
    expect(within(proCard()).getByRole('radio', { name: 'Yearly' })).toBeChecked();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ planType: 'yearly' });
  });

  it('from a Pro gate: says why in one line, offers the way back, and the checkout carries the page to return to', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const api = mockApi({
      'GET /api/users/me': makeMe({ planType: 'free' }),
      'POST /api/subscriptions/create-checkout': { checkout_url: '/dev/checkout?session_id=cs_sim_2' },
    });
    renderApp('/pricing?reason=nutrition&return_to=%2Frecipe%2Fr-9');
    const note = await screen.findByTestId('pro-gate-note');
    expect(note).toHaveTextContent('Nutrition facts per serving come with Pro. After paying you come back to where you were.');
    expect(within(note).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/recipe/r-9');
    await userEvent.click(await within(proCard()).findByRole('button', { name: 'Get Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/checkout?session_id=cs_sim_2'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ planType: 'monthly', return_to: '/recipe/r-9' });
  });

  it('a return_to that is not a page on this site is neither offered nor sent', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const api = mockApi({
      'GET /api/users/me': makeMe({ planType: 'free' }),
      'POST /api/subscriptions/create-checkout': { checkout_url: '/dev/checkout?session_id=cs_sim_3' },
    });
    renderApp('/pricing?reason=share&return_to=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByTestId('pro-gate-note')).toHaveTextContent('Sharing a recipe to Discover comes with Pro.');
    expect(within(screen.getByTestId('pro-gate-note')).queryByRole('link')).toBeNull();
    await userEvent.click(await within(proCard()).findByRole('button', { name: 'Get Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ planType: 'monthly' });
  });

  it('signed out at a Pro gate: signing in to buy keeps the way back', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    await openPricing(null, { 'GET /api/oauth/google/redirect_url': { redirectUrl: '/dev/sign-in?state=abc' } }, '/pricing?reason=discover&return_to=%2Fdiscover');
    await userEvent.click(await within(proCard()).findByRole('button', { name: 'Sign in to get Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/sign-in?state=abc'));
    expect(takeReturnTo()).toBe('/pricing?plan=monthly&checkout=1&reason=discover&return_to=%2Fdiscover');
  });

  it('a user who is Pro already (409) is told so instead of paying twice', async () => {
    let planType: 'free' | 'monthly' = 'free';
    const api = mockApi({
      'GET /api/users/me': () => ({ body: makeMe({ planType }) }),
      'POST /api/subscriptions/create-checkout': () => {
        planType = 'monthly';
        return { status: 409, body: { error: 'Already subscribed', code: 'already_subscribed' } };
      },
    });
    renderApp('/pricing');
    const card = await screen.findByRole('region', { name: /^Pro/ });
    await userEvent.click(await within(card).findByRole('button', { name: 'Get Pro' }));
    expect(await screen.findByText('You already have Pro. Manage your plan instead.')).toBeInTheDocument();
    // The plan was reloaded: the card now offers Manage.
    expect(await within(proCard()).findByRole('button', { name: /Manage plan/ })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/users/me').length).toBeGreaterThanOrEqual(2);
  });

  it('signed in on Pro: the Pro card is the plan, shows its period, and Manage opens the portal in a new tab', async () => {
    const tab = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { api } = await openPricing(makeMe({ planType: 'yearly' }), {
      'GET /api/subscriptions/manage': { customer_portal_url: 'https://billing.stripe.com/p/session/test_1' },
    });
    const pro = proCard();
    expect(await within(pro).findByText('Your plan')).toBeInTheDocument();
    expect(within(pro).getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(pro).queryByRole('button', { name: 'Get Pro' })).not.toBeInTheDocument();
    await userEvent.click(within(pro).getByRole('button', { name: /^Manage plan\s*\(opens in a new tab\)$/ }));
    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://billing.stripe.com/p/session/test_1'));
    expect(tab.opener).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(within(freeCard()).queryByText('Your plan')).not.toBeInTheDocument();
  });

  it('points to the credit store', async () => {
    await openPricing(makeMe({ planType: 'free' }));
    const band = screen.getByRole('region', { name: 'Need just a few more recipes?' });
    expect(within(band).getByText(/one-time packages from \$2\.99/)).toBeInTheDocument();
    expect(await within(band).findByRole('link', { name: 'See credit packages' })).toHaveAttribute('href', '/credits');
  });
});

describe('/pricing content', () => {
  it('shows the band of Pro features', async () => {
    await openPricing(null);
    const band = screen.getByRole('region', { name: 'What Pro adds to your kitchen' });
    for (const name of ['Smart shopping lists', 'Pantry management', 'Community features', 'Advanced features']) {
      expect(within(band).getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('the FAQ answers open and close from the keyboard', async () => {
    await openPricing(null);
    const question = screen.getByRole('button', { name: 'What happens if I exceed my recipe limit?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/1 credit = 1 recipe generation/)).not.toBeVisible();
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/1 credit = 1 recipe generation.*Credits never expire\./)).toBeVisible();
    await userEvent.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/1 credit = 1 recipe generation/)).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Is there a free trial?' }));
    expect(screen.getByText(/There is no free trial\..*3 recipes a month/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Can I change my plan?' }));
    expect(screen.getByText(/Plan changes take effect immediately\./)).toBeVisible();
  });
});
