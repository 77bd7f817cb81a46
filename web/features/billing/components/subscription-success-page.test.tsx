import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '../../../test/mock-api';
import { renderScreen } from '../test/render';
import { SubscriptionSuccessPage } from './subscription-success-page';

const CHECKOUT = 'GET /api/subscriptions/checkout/cs_test_1';
const pro = { status: 'complete', mode: 'subscription', plan_active: true, plan_type: 'yearly' };
const notYet = { status: 'complete', mode: 'subscription', plan_active: false, plan_type: 'free' };

/** Moves the fake clock and lets the answers of the mocked API settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function open(search: string, routes: Record<string, MockRoute> = {}) {
  const api = mockApi(routes);
  const view = renderScreen('/subscription/success', <SubscriptionSuccessPage />, `/subscription/success${search}`, {
    toasts: false,
  });
  return { ...view, api };
}

const processing = () => screen.queryByRole('heading', { level: 1, name: 'Confirming your payment…' });
const welcome = () => screen.queryByRole('heading', { level: 1, name: 'Welcome to Pro!' });
const checkoutCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.path.startsWith('/api/subscriptions/checkout/'));

// A busy machine can make the first render slow; the clock under test is the fake one.
describe('/subscription/success', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows processing for 3 s even when the plan already reads Pro, then the welcome page', async () => {
    open('?session_id=cs_test_1', { [CHECKOUT]: pro });
    await advance(10);
    expect(processing()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This takes a few seconds');
    await advance(2980);
    expect(processing()).toBeInTheDocument();
    expect(welcome()).toBeNull();
    await advance(10);
    expect(welcome()).toBeInTheDocument();
    expect(welcome()).toHaveFocus();
    expect(screen.getByText('Your Pro (yearly) plan is active. Here is what you can do now:')).toBeInTheDocument();
    expect(screen.getByText('1,000 recipes a month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Welcome to Pro! · Forkcast');
  });

  it('after paying at a Pro gate, the welcome leads back to where the cook was before the dashboard', async () => {
    open('?session_id=cs_test_1&return_to=%2Frecipe%2Fr-9%3Fx%3D1', { [CHECKOUT]: pro });
    await advance(3010);
    expect(welcome()).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links[0]).toEqual(['Back to where you were', '/recipe/r-9?x=1']);
    expect(links).toContainEqual(['Go to dashboard', '/dashboard']);
  });

  it('never offers a way back to another site', async () => {
    open('?session_id=cs_test_1&return_to=https%3A%2F%2Fevil.example%2F', { [CHECKOUT]: pro });
    await advance(3010);
    expect(welcome()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).toBeNull();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/dashboard');
  });

  it('keeps processing past 3 s until the webhook has made the plan Pro (it polls)', async () => {
    let answers = 0;
    const { api } = open('?session_id=cs_test_1', {
      [CHECKOUT]: () => {
        answers += 1;
        return { body: answers < 4 ? notYet : pro };
      },
    });
    await advance(3000);
    expect(processing()).toBeInTheDocument();
    await advance(1500);
    expect(processing()).toBeInTheDocument();
    await advance(1500);
    expect(welcome()).toBeInTheDocument();
    expect(checkoutCalls(api)).toHaveLength(4);
    // Once it has landed, it stops asking.
    await advance(10_000);
    expect(checkoutCalls(api)).toHaveLength(4);
  });

  it('says it is taking longer than usual after 30 s, with a way out', async () => {
    open('?session_id=cs_test_1', { [CHECKOUT]: notYet });
    await advance(30_000);
    expect(processing()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('taking longer than usual');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('without a session id: the Subscription Error page at once, and nothing is asked', async () => {
    const { api } = open('');
    await advance(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid subscription confirmation');
    expect(screen.getByRole('link', { name: 'Return to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(processing()).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("someone else's session (404): the Subscription Error page", async () => {
    open('?session_id=cs_test_1', {
      [CHECKOUT]: () => ({ status: 404, body: { error: 'Not found', code: 'not_found' } }),
    });
    await advance(10);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid subscription confirmation');
    expect(welcome()).toBeNull();
  });

  it('a malformed session id is refused without asking the server', async () => {
    const { api } = open('?session_id=../../users/me');
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid subscription confirmation');
    expect(api.calls).toEqual([]);
  });

  it('an expired checkout says nothing was charged', async () => {
    open('?session_id=cs_test_1', { [CHECKOUT]: { ...notYet, status: 'expired' } });
    await advance(10);
    expect(screen.getByRole('alert')).toHaveTextContent('This checkout expired before it was paid. Nothing was charged.');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('a credit package shows "credits added" after processing, with the way to the store', async () => {
    open('?session_id=cs_test_1', {
      [CHECKOUT]: { status: 'complete', mode: 'payment', plan_active: true, plan_type: 'free' },
    });
    await advance(2990);
    expect(processing()).toBeInTheDocument();
    await advance(10);
    expect(screen.getByRole('heading', { level: 1, name: 'Credits added' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your credits' })).toHaveAttribute('href', '/credits');
  });
});
