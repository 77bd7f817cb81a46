import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { mockApi, type ApiCall } from '../../../test/mock-api';
import { renderScreen } from '../test/render';
import { CreditsPage } from './credits-page';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const summary = {
  balance: 33,
  totalPurchased: 30,
  totalUsed: 2,
  packages: [
    { id: 'starter', credits: 10, bonus: 0, priceCents: 299, currency: 'usd' },
    { id: 'popular', credits: 25, bonus: 5, priceCents: 599, currency: 'usd' },
    { id: 'power', credits: 60, bonus: 15, priceCents: 1299, currency: 'usd' },
    { id: 'ultimate', credits: 150, bonus: 50, priceCents: 2999, currency: 'usd' },
  ],
};

/** 23 ledger lines, newest first: two spends, the popular purchase with its bonus, then 19 older spends. */
function ledger() {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, 59 - minute)).toISOString();
  const lines = [
    { id: 't1', delta: -1, reason: 'spend', created_at: at(0) },
    { id: 't2', delta: -1, reason: 'spend', created_at: at(1) },
    { id: 't3', delta: 25, reason: 'purchase', created_at: at(2), package: 'popular' },
    { id: 't4', delta: 5, reason: 'bonus', created_at: at(2), package: 'popular' },
    { id: 't5', delta: 1, reason: 'refund', created_at: at(3) },
    { id: 't6', delta: 3, reason: 'grant', created_at: at(4) },
  ];
  for (let i = 7; i <= 23; i += 1) lines.push({ id: `t${i}`, delta: -1, reason: 'spend', created_at: at(i) });
  return lines;
}

/** The ledger in pages of 20 behind an opaque cursor, like the API. */
function pagedLedger(lines = ledger()) {
  return (call: ApiCall) => {
    const cursor = new URLSearchParams(call.search).get('cursor');
    const start = cursor ? Number(cursor.replace('after-', '')) : 0;
    const page = lines.slice(start, start + 20);
    const next = start + 20 < lines.length ? `after-${start + 20}` : null;
    return { body: { transactions: page, next_cursor: next } };
  };
}

function openStore(routes: Parameters<typeof mockApi>[0] = {}, path = '/credits') {
  const api = mockApi({
    'GET /api/credits': summary,
    'GET /api/credits/transactions': pagedLedger(),
    ...routes,
  });
  renderScreen('/credits', <CreditsPage />, path);
  return api;
}

const rows = () => screen.getAllByTestId('credit-transaction');

describe('/credits store', () => {
  it('shows balance, purchased and used, and the four packages with bonus and price', async () => {
    openStore();
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('33');
    expect(screen.getByTestId('credit-purchased')).toHaveTextContent('30');
    expect(screen.getByTestId('credit-used')).toHaveTextContent('2');
    const popular = screen.getByRole('group', { name: 'Popular' });
    expect(within(popular).getByText('30 credits')).toBeInTheDocument();
    expect(within(popular).getByText('25 credits + 5 bonus credits')).toBeInTheDocument();
    expect(within(popular).getByText('$5.99')).toBeInTheDocument();
    expect(within(popular).getByText('Most popular')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Starter' })).getByText('$2.99')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Ultimate' })).getByText('150 credits + 50 bonus credits')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Buy / })).toHaveLength(4);
    expect(document.title).toBe('Credits · Forkcast');
  });

  it('Buy starts a one-time checkout for that package', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const api = openStore({ 'POST /api/credits/checkout': { checkout_url: '/dev/checkout?session_id=cs_sim_9' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Popular: 30 credits for $5.99' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/checkout?session_id=cs_sim_9'));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ path: '/api/credits/checkout', body: { package: 'popular' } })]);
  });

  it('a failed purchase says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openStore({ 'POST /api/credits/checkout': () => ({ status: 500, body: { error: 'x', code: 'internal_error' } }) });
    await userEvent.click(await screen.findByRole('button', { name: /^Buy Starter/ }));
    expect(await screen.findByText('Failed to purchase credits')).toBeInTheDocument();
  });

  it('pages the history with Load more, moving focus to the first new line', async () => {
    const api = openStore();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(within(rows()[2] as HTMLElement).getByText('Purchase')).toBeInTheDocument();
    expect(rows()[2]).toHaveTextContent('Popular package');
    expect(rows()[2]).toHaveTextContent('+25');
    expect(rows()[3]).toHaveTextContent(/Bonus.*\+5/);
    expect(rows()[0]).toHaveTextContent(/Recipe generation.*\u22121/);
    expect(rows()[4]).toHaveTextContent('Returned (generation failed)');
    expect(rows()[5]).toHaveTextContent('Gift');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    await waitFor(() => expect(rows()[20]).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = api.calls.filter((c) => c.path === '/api/credits/transactions').map((c) => c.search);
    expect(pages).toEqual(['', '?cursor=after-20']);
  });

  it('says when there is no history yet', async () => {
    openStore({ 'GET /api/credits/transactions': { transactions: [], next_cursor: null } });
    expect(await screen.findByText(/No transactions yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('a failed load says so and can be tried again', async () => {
    let fail = true;
    openStore({
      'GET /api/credits': () => (fail ? { status: 500, body: { error: 'x', code: 'internal_error' } } : { body: summary }),
    });
    expect(await screen.findByText('Failed to load credit information')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('33');
  });

  it('is written in German with localised reasons and prices', async () => {
    await act(() => i18n.changeLanguage('de'));
    openStore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows()[2]).toHaveTextContent('Kauf');
    expect(rows()[0]).toHaveTextContent('Rezepterstellung');
    // Intl writes a no-break space ("5,99 $"); text matching reads it as a plain space.
    expect(within(screen.getByRole('group', { name: 'Beliebt' })).getByText('5,99 $')).toBeInTheDocument();
  });

  it('back from a paid checkout: confirms the purchase once the credits are granted, then reloads the balance', async () => {
    let granted = false;
    let statusAsked = 0;
    openStore(
      {
        'GET /api/credits': () => ({ body: granted ? { ...summary, balance: 63, totalPurchased: 60 } : summary }),
        'GET /api/subscriptions/checkout/cs_sim_7': () => {
          statusAsked += 1;
          if (statusAsked === 2) granted = true;
          return { body: { status: 'complete', mode: 'payment', plan_active: granted, plan_type: 'free' } };
        },
      },
      '/credits?session_id=cs_sim_7',
    );
    expect(await screen.findByTestId('purchase-notice')).toHaveTextContent('Confirming your payment…');
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('33');
    await waitFor(() => expect(screen.getByTestId('purchase-notice')).toHaveTextContent('Payment received: your credits have been added.'), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent('63'));
  });

  it("back with someone else's session: says the confirmation is not valid", async () => {
    openStore({}, '/credits?session_id=cs_other');
    expect(await screen.findByText('This purchase confirmation is not valid.')).toBeInTheDocument();
  });
});
