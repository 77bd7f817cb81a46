import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, type MockRoute } from '../test/mock-api';
import { createTestQueryClient } from '../test/render-app';
import { UPSELL_REASONS, UpsellModal, type UpsellReason } from './upsell-modal';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderModal(reason: UpsellReason, routes: Record<string, MockRoute> = {}, onOpenChange = vi.fn(), at = '/') {
  const api = mockApi({ 'GET /api/users/me': makeMe({ planType: 'free' }), ...routes });
  const router = createMemoryRouter(
    [
      { path: '/', element: <UpsellModal open onOpenChange={onOpenChange} reason={reason} /> },
      { path: '/recipe/:id', element: <UpsellModal open onOpenChange={onOpenChange} reason={reason} /> },
      { path: '/pricing', element: <h1>Pricing</h1> },
      { path: '/credits', element: <h1>Credits</h1> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onOpenChange, api };
}

const titles: Record<UpsellReason, string> = {
  limit_reached: 'Recipe limit reached',
  missing_features: 'Unlock customisation',
  pro_upgrade: 'Upgrade to Pro',
  default: 'Go Pro',
};

describe('UpsellModal', () => {
  it('sells only what the pricing page sells: no priority support', async () => {
    renderModal('default');
    expect(await screen.findByText('Share, rate and discover community recipes')).toBeInTheDocument();
    expect(screen.queryByText(/support/i)).toBeNull();
  });

  it.each(UPSELL_REASONS)('has its own title for %s and offers only Pro', (reason) => {
    renderModal(reason);
    expect(screen.getByRole('dialog', { name: titles[reason] })).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('1,000 recipes per month')).toBeInTheDocument();
    expect(screen.queryByText(/weekly|yearly/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Pro' })).toBeInTheDocument();
  });

  it('says the limit is reached once (title, then what to do), and offers credits too', () => {
    renderModal('limit_reached');
    expect(screen.getAllByText(/Recipe limit reached/)).toHaveLength(1);
    expect(screen.getByText('You have used every recipe your plan includes this month. Upgrade to keep cooking.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Or buy credits for a few more recipes' })).toHaveAttribute('href', '/credits');
  });

  it('offers credits only at the limit', () => {
    renderModal('missing_features');
    expect(screen.queryByRole('link', { name: /credits/i })).toBeNull();
  });

  it('Get Pro starts the monthly checkout it shows the price of', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const { api } = renderModal('pro_upgrade', {
      'POST /api/subscriptions/create-checkout': { checkout_url: '/dev/checkout?session_id=cs_sim_2' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Get Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/checkout?session_id=cs_sim_2'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ planType: 'monthly', return_to: '/' });
  });

  it('after paying, the checkout brings the cook back to the page the upsell opened on', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const { api } = renderModal('missing_features', {
      'POST /api/subscriptions/create-checkout': { checkout_url: '/dev/checkout?session_id=cs_sim_4' },
    }, vi.fn(), '/recipe/r-3');
    expect(screen.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing?return_to=%2Frecipe%2Fr-3');
    await userEvent.click(screen.getByRole('button', { name: 'Get Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/checkout?session_id=cs_sim_4'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ planType: 'monthly', return_to: '/recipe/r-3' });
  });

  it('See Pro plans leads to /pricing and closes', async () => {
    const { router, onOpenChange } = renderModal('default');
    await userEvent.click(screen.getByRole('link', { name: 'See Pro plans' }));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a user who is Pro already (at the Pro allowance) is offered credits, not Pro again', async () => {
    renderModal('limit_reached', { 'GET /api/users/me': makeMe({ planType: 'monthly' }) });
    expect(await screen.findByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('button', { name: 'Get Pro' })).toBeNull();
  });

  it('can be dismissed', async () => {
    const { onOpenChange } = renderModal('pro_upgrade');
    await userEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
