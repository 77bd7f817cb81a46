import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, type MockRoute } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

function mockAccountApi(deleteRoute: MockRoute) {
  return mockApi({
    'GET /api/users/me': makeMe({ planType: 'monthly' }),
    'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 1, limit: 2000, credits: 0 },
    'GET /api/leaderboard/settings': { show_real_name: false },
    'GET /api/diet-profile': { diets: [], allergens: [], dislikes: [] },
    'DELETE /api/users/me': deleteRoute,
  });
}

async function openDialog() {
  const app = renderApp('/settings');
  const zone = await screen.findByRole('region', { name: 'Delete account' });
  return { app, zone };
}

describe('Settings: delete account', { timeout: 30_000 }, () => {
  it('deletes only after the email is typed, with the chosen option, then lands signed out with a toast', async () => {
    const user = userEvent.setup();
    const { calls } = mockAccountApi({ ok: true });
    const { app, zone } = await openDialog();
    expect(within(zone).getByText(/cancelled immediately/)).toBeInTheDocument();
    await user.click(within(zone).getByRole('radio', { name: /Keep them as Anonymous/ }));
    await user.click(within(zone).getByRole('button', { name: 'Delete my account…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const input = within(dialog).getByLabelText(/Type your email/);
    expect(input).toHaveFocus();
    expect(confirm).toBeDisabled();
    await user.type(input, 'someone@example.com');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('That is not the email of this account.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'PAULA@example.com');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ confirm_email: 'PAULA@example.com', shared_recipes: 'keep_anonymous' });
    expect(await screen.findByText(/Your account has been deleted/)).toBeInTheDocument();
  });

  it('shows the server error in the dialog and returns focus to the button when cancelled', async () => {
    const user = userEvent.setup();
    mockAccountApi(() => ({
      status: 400,
      body: { error: 'The email does not match this account', code: 'validation_failed', details: 'confirm_email' },
    }));
    const { zone } = await openDialog();
    const opener = within(zone).getByRole('button', { name: 'Delete my account…' });
    expect(within(zone).getByRole('radio', { name: /Unshare them/ })).toBeChecked();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Type your email/), 'paula@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is not the email of this account.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
