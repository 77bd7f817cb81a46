import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media';
import { makeMe, mockApi } from '../../test/mock-api';
import { renderCreator } from './test-render';

beforeEach(() => installMatchMedia());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the typed dish survives the limit modal, checkout and back', () => {
  it('a cook stopped by the limit finds their ingredients again when they come back', async () => {
    mockApi({
      'GET /api/users/me': makeMe({ planType: 'free' }),
      'GET /api/usage': { planType: 'free', billingPeriod: null, used: 3, limit: 3, credits: 0 },
      'POST /api/generate-recipe': () => ({ status: 429, body: { error: 'Recipe limit reached', code: 'limit_reached' } }),
    });
    renderCreator({ prefillIngredient: 'smoked tofu' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate quick recipe' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Generate quick recipe' }));
    expect(await screen.findByTestId('upsell-modal')).toHaveAttribute('data-reason', 'limit_reached');

    // Checkout leaves the app; coming back mounts a fresh creator with no navigation state.
    cleanup();
    renderCreator();
    expect(await screen.findByText('smoked tofu')).toBeInTheDocument();
  });
});
