import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeMe, mockApi, type MockRoute } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

const claude = { id: 'g1', name: 'Claude', scopes: ['read', 'write'], connected_at: '2026-12-01T10:00:00.000Z', last_used_at: '2026-12-06T18:30:00.000Z' };
const inspector = { id: 'g2', name: 'MCP Inspector', scopes: ['read'], connected_at: '2026-11-20T09:00:00.000Z', last_used_at: null };

function mockSettings(routes: Record<string, MockRoute>) {
  return mockApi({
    'GET /api/users/me': makeMe({ planType: 'monthly' }),
    'GET /api/usage': { planType: 'pro', billingPeriod: 'monthly', used: 0, limit: 1000, credits: 0 },
    'GET /api/leaderboard/settings': { show_real_name: false },
    'GET /api/diet-profile': { diets: [], allergens: [], dislikes: [] },
    'GET /api/household': () => ({ body: null }),
    ...routes,
  });
}

describe('Settings, connected assistants', () => {
  it('lists each assistant with what it may do and its last use, and disconnects one', async () => {
    const user = userEvent.setup();
    let assistants = [claude, inspector];
    const { calls } = mockSettings({
      'GET /api/assistants': () => ({ body: { assistants } }),
      'DELETE /api/assistants/g1': () => {
        assistants = [inspector];
        return { body: { success: true } };
      },
    });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Connected assistants' });
    const list = await within(section).findByTestId('assistants-list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Claude');
    expect(rows[0]).toHaveTextContent('Read and change');
    expect(rows[0]).toHaveTextContent('Last used');
    expect(rows[1]).toHaveTextContent('MCP Inspector');
    expect(rows[1]).toHaveTextContent('Read only');
    expect(rows[1]).toHaveTextContent('Not used yet');
    expect(within(section).getByTestId('assistants-server-url')).toHaveTextContent(`${window.location.origin}/mcp`);

    await user.click(within(section).getByRole('button', { name: 'Disconnect Claude' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/assistants/g1')).toBe(true);
    expect(within(section).queryByText('Claude')).toBeNull();
  });

  it('says in German when no assistant is connected', async () => {
    await i18n.changeLanguage('de');
    mockSettings({ 'GET /api/assistants': { assistants: [] } });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Verbundene Assistenten' });
    expect(await within(section).findByText('Kein Assistent ist verbunden.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
