import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeMe, mockApi, type MockRoute } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Many clicks and keystrokes on a loaded machine: more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

function mockDietApi(put: MockRoute, start = { diets: ['vegan'], allergens: ['peanuts'], dislikes: ['cilantro'] }) {
  return mockApi({
    'GET /api/users/me': makeMe(),
    'GET /api/usage': { planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 },
    'GET /api/leaderboard/settings': { show_real_name: false },
    'GET /api/diet-profile': start,
    'PUT /api/diet-profile': put,
  });
}

async function openDiet() {
  renderApp('/settings');
  const section = await screen.findByRole('region', { name: 'Diet and allergies' });
  await within(section).findByRole('button', { name: 'Save diet and allergies' });
  return section;
}

describe('Diet and allergies settings', () => {
  it('shows the saved profile, edits diets, allergens and dislikes, and saves the whole profile', async () => {
    const user = userEvent.setup();
    const { calls } = mockDietApi((call) => ({ body: call.body }));
    const section = await openDiet();

    expect(within(section).getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Tree nuts' })).not.toBeChecked();
    expect(within(section).getAllByRole('checkbox')).toHaveLength(7 + 14);

    await user.click(within(section).getByRole('checkbox', { name: 'Vegan' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Gluten-free' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Sesame' }));
    await user.click(within(section).getByRole('button', { name: 'Remove cilantro' }));
    expect(within(section).getByRole('textbox', { name: 'Foods you dislike' })).toHaveFocus();
    await user.type(within(section).getByRole('textbox', { name: 'Foods you dislike' }), '  olives {Enter}');
    await user.type(within(section).getByRole('textbox', { name: 'Foods you dislike' }), 'Olives');
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Olives is already on your list.');
    expect(within(within(section).getByRole('list', { name: 'Foods you dislike' })).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Save diet and allergies' }));
    expect(await screen.findByText('Diet and allergies saved')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ diets: ['gluten_free'], allergens: ['peanuts', 'sesame'], dislikes: ['olives'] });
  });

  it('says so when saving fails and keeps the edits', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockDietApi(() => ({ status: 500, body: { error: 'boom', code: 'internal_error' } }));
    const section = await openDiet();
    await user.click(within(section).getByRole('checkbox', { name: 'Halal' }));
    await user.click(within(section).getByRole('button', { name: 'Save diet and allergies' }));
    expect(await screen.findByText('Could not save your diet and allergies. Please try again.')).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'Halal' })).toBeChecked();
  });

  it('refuses a 21st dislike before sending anything', async () => {
    const user = userEvent.setup();
    const twenty = Array.from({ length: 20 }, (_, i) => `food ${i}`);
    const { calls } = mockDietApi((call) => ({ body: call.body }), { diets: [], allergens: [], dislikes: twenty });
    const section = await openDiet();
    await user.type(within(section).getByRole('textbox', { name: 'Foods you dislike' }), 'okra{Enter}');
    expect(within(section).getByRole('alert')).toHaveTextContent('You can add at most 20 dislikes.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is translated in German', async () => {
    await i18n.changeLanguage('de');
    mockDietApi((call) => ({ body: call.body }));
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Ernährung und Allergien' });
    expect(await within(section).findByRole('checkbox', { name: 'Schalenfrüchte' })).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Vegan' })).toBeChecked());
    await i18n.changeLanguage('en');
  });
});
