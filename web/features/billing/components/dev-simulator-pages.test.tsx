import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/mock-api';
import { renderScreen } from '../test/render';
import { DevCheckoutPage } from './dev-checkout-page';
import { DevPortalPage } from './dev-portal-page';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const yearly = {
  id: 'cs_sim_1',
  mode: 'subscription',
  plan_type: 'yearly',
  package: null,
  amount_cents: 4999,
  currency: 'usd',
  status: 'open',
  success_url: '/subscription/success?session_id=cs_sim_1',
  cancel_url: '/pricing',
};

describe('/dev/checkout', () => {
  it('is labelled as the local simulator and shows what is bought and its price', async () => {
    mockApi({ 'GET /api/dev/checkout/cs_sim_1': yearly });
    renderScreen('/dev/checkout', <DevCheckoutPage />, '/dev/checkout?session_id=cs_sim_1');
    expect(await screen.findByTestId('dev-checkout-item')).toHaveTextContent('Forkcast Pro (yearly)');
    expect(screen.getByText('Local billing simulator')).toBeInTheDocument();
    expect(screen.getByTestId('dev-checkout-amount')).toHaveTextContent('$49.99 / year');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/pricing');
    expect(document.title).toBe('Checkout (Local billing simulator) · Forkcast');
  });

  it('Pay completes the session and goes to the success URL', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const api = mockApi({
      'GET /api/dev/checkout/cs_sim_1': yearly,
      'POST /api/dev/checkout/complete': { success_url: yearly.success_url },
    });
    renderScreen('/dev/checkout', <DevCheckoutPage />, '/dev/checkout?session_id=cs_sim_1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $49.99' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/subscription/success?session_id=cs_sim_1'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ session_id: 'cs_sim_1' });
  });

  it('names a credit package with its bonus', async () => {
    mockApi({
      'GET /api/dev/checkout/cs_sim_2': { ...yearly, id: 'cs_sim_2', mode: 'payment', plan_type: null, package: 'popular', amount_cents: 599 },
    });
    renderScreen('/dev/checkout', <DevCheckoutPage />, '/dev/checkout?session_id=cs_sim_2');
    expect(await screen.findByTestId('dev-checkout-item')).toHaveTextContent('Popular credit package25 credits + 5 bonus');
    expect(screen.getByRole('button', { name: 'Pay $5.99' })).toBeInTheDocument();
  });

  it("someone else's or an unknown session says so", async () => {
    mockApi({});
    renderScreen('/dev/checkout', <DevCheckoutPage />, '/dev/checkout?session_id=cs_other');
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout does not exist or is not yours.');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});

describe('/dev/portal', () => {
  function portalApi() {
    let state = { plan_type: 'yearly', status: 'active', current_period_end: '2027-11-23T05:00:00.000Z', cancel_at_period_end: false };
    const api = mockApi({
      'GET /api/dev/portal': () => ({ body: state }),
      'POST /api/dev/portal': (call: ApiCall) => {
        const body = call.body as { action: string; plan_type?: string };
        if (body.action === 'switch') state = { ...state, plan_type: body.plan_type ?? state.plan_type };
        if (body.action === 'cancel_at_period_end') state = { ...state, cancel_at_period_end: true };
        if (body.action === 'resume') state = { ...state, cancel_at_period_end: false };
        if (body.action === 'cancel_now') state = { ...state, plan_type: 'free', status: 'canceled', cancel_at_period_end: false };
        return { body: state };
      },
    });
    renderScreen('/dev/portal', <DevPortalPage />, '/dev/portal');
    return api;
  }

  it('switches period, cancels at period end and resumes', async () => {
    const api = portalApi();
    expect(await screen.findByTestId('portal-plan')).toHaveTextContent('Pro (yearly)');
    expect(screen.getByText('November 23, 2027')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to monthly' }));
    await waitFor(() => expect(screen.getByTestId('portal-plan')).toHaveTextContent('Pro (monthly)'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(screen.getByTestId('portal-status')).toHaveTextContent('Active · Cancels at the end of the period'));
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(screen.getByTestId('portal-status')).toHaveTextContent(/^Active$/));
    const actions = api.calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(actions).toEqual([{ action: 'switch', plan_type: 'monthly' }, { action: 'cancel_at_period_end' }, { action: 'resume' }]);
  });

  it('cancel now asks first, then ends Pro', async () => {
    const api = portalApi();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel now' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Yes, cancel now' });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('portal-plan')).toHaveTextContent('Free'));
    expect(screen.getByTestId('portal-status')).toHaveTextContent('Cancelled');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});
