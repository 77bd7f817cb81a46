import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UPSELL_REASONS, UpsellModal, type UpsellReason } from './upsell-modal';

function renderModal(reason: UpsellReason, onOpenChange = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <UpsellModal open onOpenChange={onOpenChange} reason={reason} /> },
      { path: '/pricing', element: <h1>Pricing</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onOpenChange };
}

const titles: Record<UpsellReason, string> = {
  limit_reached: 'Recipe limit reached',
  missing_features: 'Unlock customization',
  pro_upgrade: 'Upgrade to Pro',
  default: 'Go Pro',
};

describe('UpsellModal', () => {
  it.each(UPSELL_REASONS)('has its own title for %s and offers only Pro', (reason) => {
    renderModal(reason);
    expect(screen.getByRole('dialog', { name: titles[reason] })).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('1,000 recipes per month')).toBeInTheDocument();
    expect(screen.queryByText(/weekly|yearly|credit/i)).toBeNull();
  });

  it('says the limit is reached in the words of the spec', () => {
    renderModal('limit_reached');
    expect(screen.getByText('Recipe limit reached. Please upgrade your plan to continue.')).toBeInTheDocument();
  });

  it('leads to /pricing and closes', async () => {
    const { router, onOpenChange } = renderModal('default');
    await userEvent.click(screen.getByRole('link', { name: 'See Pro plans' }));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('can be dismissed', async () => {
    const { onOpenChange } = renderModal('pro_upgrade');
    await userEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
