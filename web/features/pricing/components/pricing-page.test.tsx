import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, PAID_PLAN_TYPES, PLANS } from '../../../../core/plans';
import i18n from '../../../lib/i18n';
import { makeMe, mockApi, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openPricing(me: ReturnType<typeof makeMe> | null, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/users/me': me ?? (() => signedOut), ...extra });
  const app = renderApp('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' });
  // Wait for the session to settle (the Free button's target depends on it).
  await waitFor(() => expect(api.calls.some((c) => c.path === '/api/users/me')).toBe(true));
  return { ...app, api };
}

/** Intl puts no-break spaces in some languages ("10,00 $"); text matching collapses whitespace. */
const price = (cents: number, language: string) => formatPrice(cents, language).replace(/\s/g, ' ');

const proCard = () => screen.getByRole('region', { name: /^Pro/ });
const freeCard = () => screen.getByRole('region', { name: /^Free/ });

describe('/pricing plans', () => {
  it('shows every Pro period with its price and allowance from core/plans.ts', async () => {
    await openPricing(null);
    const price = within(proCard()).getByTestId('pro-price');
    expect(within(proCard()).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    const intervals = { weekly: '/ week', monthly: '/ month', yearly: '/ year' } as const;
    for (const period of PAID_PLAN_TYPES) {
      await userEvent.click(within(proCard()).getByRole('radio', { name: new RegExp(period, 'i') }));
      expect(price).toHaveTextContent(`${formatPrice(PLANS[period].priceCents, 'en')}${intervals[period]}`);
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

  it('signed out: Free goes to / and Pro starts sign-in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const { api } = await openPricing(null, {
      'GET /api/oauth/google/redirect_url': { redirectUrl: '/dev/sign-in?state=abc' },
    });
    const pro = await within(proCard()).findByRole('button', { name: 'Sign in to get Pro' });
    expect(within(freeCard()).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
    await userEvent.click(pro);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/sign-in?state=abc'));
    expect(api.calls.some((c) => c.path === '/api/oauth/google/redirect_url')).toBe(true);
  });

  it('signed in on Free: Free goes to /dashboard and is marked as the plan; Pro is disabled with the checkout note', async () => {
    const { api } = await openPricing(makeMe({ planType: 'free' }));
    const free = freeCard();
    expect(await within(free).findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(free).getByText('Your plan')).toBeInTheDocument();
    const pro = proCard();
    const button = within(pro).getByRole('button', { name: 'Get Pro' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Online checkout opens soon');
    expect(within(pro).getByText('Online checkout opens soon')).toBeVisible();
    expect(within(pro).queryByText('Your plan')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('signed in on Pro: the Pro card is marked as the plan and shows its period', async () => {
    await openPricing(makeMe({ planType: 'yearly' }));
    const pro = proCard();
    expect(await within(pro).findByText('Your plan')).toBeInTheDocument();
    expect(within(pro).getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(pro).getByRole('button', { name: 'Get Pro' })).toBeDisabled();
    expect(within(freeCard()).queryByText('Your plan')).not.toBeInTheDocument();
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
