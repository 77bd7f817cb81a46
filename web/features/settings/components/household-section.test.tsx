import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, type MockRoute } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

const member = (id: string, name: string, role: 'owner' | 'member', isMe: boolean) => ({
  id,
  name,
  picture: null,
  role,
  joined_at: '2026-11-01T10:00:00.000Z',
  is_me: isMe,
});

const ownersHousehold = {
  id: 'h1',
  owner_id: 'm-ana',
  role: 'owner',
  kitchen_pro: true,
  max_members: 6,
  members: [member('m-ana', 'Ana Owner', 'owner', true), member('m-ben', 'Ben Member', 'member', false)],
};

function mockHousehold(planType: 'free' | 'monthly', routes: Record<string, MockRoute>) {
  return mockApi({
    'GET /api/users/me': makeMe({ planType }),
    'GET /api/usage': { planType: planType === 'free' ? 'free' : 'pro', billingPeriod: null, used: 0, limit: 3, credits: 0 },
    'GET /api/leaderboard/settings': { show_real_name: false },
    'GET /api/diet-profile': { diets: [], allergens: [], dislikes: [] },
    ...routes,
  });
}

const openSection = async () => {
  renderApp('/settings');
  return screen.findByRole('region', { name: 'Household' });
};

describe('Household settings', () => {
  it('a free user without a household sees what Pro gives and a link to the plans, no invite button', async () => {
    mockHousehold('free', { 'GET /api/household': () => ({ body: null }) });
    const section = await openSection();
    expect(await within(section).findByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
    expect(within(section).queryByRole('button', { name: 'Create invite link' })).toBeNull();
  });

  it('a Pro user creates an invite link and sees it to copy, also once the household exists', async () => {
    const user = userEvent.setup();
    let household: unknown = null;
    const { calls } = mockHousehold('monthly', {
      'GET /api/household': () => ({ body: household }),
      'POST /api/household/invites': () => {
        // The first invite makes the household, with only its owner in it.
        household = { ...ownersHousehold, members: [ownersHousehold.members[0]!] };
        return {
          status: 201,
          body: { token: 'tok', invite_url: 'http://localhost/household/join?token=tok', expires_at: '2026-11-30T10:00:00.000Z' },
        };
      },
    });
    const section = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Create invite link' }));
    expect(await within(section).findByLabelText('Invite link')).toHaveValue('http://localhost/household/join?token=tok');
    expect(await within(section).findByText('You own this household. Invite someone to share your kitchen.')).toBeVisible();
    expect(within(section).getByLabelText('Invite link')).toHaveValue('http://localhost/household/join?token=tok');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/household/invites')).toHaveLength(1);
  });

  it('the owner removes a member after confirming, by the member handle', async () => {
    const user = userEvent.setup();
    let household = ownersHousehold;
    const { calls } = mockHousehold('monthly', {
      'GET /api/household': () => ({ body: household }),
      'DELETE /api/household/members/m-ben': () => {
        household = { ...ownersHousehold, members: [ownersHousehold.members[0]!] };
        return { body: { success: true } };
      },
    });
    const section = await openSection();
    expect(await within(section).findAllByTestId('household-member')).toHaveLength(2);
    await user.click(within(section).getByRole('button', { name: 'Remove Ben Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben Member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section).getAllByTestId('household-member')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/household/members/m-ben')).toBe(true);
  });

  it('a member sees whose kitchen they share, cannot remove anyone, and leaves', async () => {
    const user = userEvent.setup();
    let household: unknown = {
      ...ownersHousehold,
      role: 'member',
      members: [member('m-ana', 'Ana Owner', 'owner', false), member('m-ben', 'Ben Member', 'member', true)],
    };
    mockHousehold('free', {
      'GET /api/household': () => ({ body: household }),
      'POST /api/household/leave': () => {
        household = null;
        return { body: { success: true, dissolved: false } };
      },
    });
    const section = await openSection();
    expect(await within(section).findByText("You share Ana Owner's shopping list, pantry and meal plan.")).toBeVisible();
    expect(within(section).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Leave household' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave household' }));
    expect(await within(section).findByRole('link', { name: 'See Pro plans' })).toBeVisible();
  });
});
