import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-app';
import { UsageBanner } from './usage-banner';

const usage = { planType: 'monthly', billingPeriod: '2026-11', used: 1000, limit: 1000, credits: 1500 };

function renderBanner() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <UsageBanner onUpgrade={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UsageBanner numbers', () => {
  it.each([
    ['en', '1,000 of 1,000 recipes used this month', '+ 1,500 credits'],
    ['es', '1.000 de 1.000 recetas usadas este mes', '+ 1.500 créditos'],
    ['de', '1.000 von 1.000 Rezepten in diesem Monat genutzt', '+ 1.500 Credits'],
  ])('groups the figures in %s', async (language, line, credits) => {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/usage': usage });
    renderBanner();
    expect(await screen.findByText(credits)).toBeInTheDocument();
    expect(screen.getByTestId('usage-banner')).toHaveTextContent(line);
  });

  it('leads to the credit store', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/usage': usage });
    renderBanner();
    const banner = await screen.findByTestId('usage-banner');
    expect(within(banner).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });
});
