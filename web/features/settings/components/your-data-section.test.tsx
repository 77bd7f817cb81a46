import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, type MockRoute } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

function mockSettings(importAnswer: MockRoute) {
  return mockApi({
    'GET /api/users/me': makeMe(),
    'GET /api/usage': { planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 },
    'GET /api/leaderboard/settings': { show_real_name: false },
    'GET /api/diet-profile': { diets: [], allergens: [], dislikes: [] },
    'POST /api/import': importAnswer,
  });
}

async function chooseAndImport() {
  const user = userEvent.setup();
  renderApp('/settings');
  const section = await screen.findByRole('region', { name: 'Your data' });
  const button = within(section).getByRole('button', { name: 'Import' });
  expect(button).toBeDisabled();
  const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'forkcast-export-2026-11-23.zip', { type: 'application/zip' });
  await user.upload(within(section).getByLabelText('Export file (.zip)'), file);
  await user.click(button);
  return section;
}

describe('Your data settings', () => {
  it('imports the chosen zip and says what was added and what was already there', async () => {
    const { calls } = mockSettings({ recipes: 3, recipes_skipped: 1, photos: 2, pantry: 4, shopping: 0, meals: 1, diet_profile: true });
    const section = await chooseAndImport();
    expect(await within(section).findByText('3 recipes added')).toBeVisible();
    expect(within(section).getByText('2 photos added')).toBeVisible();
    expect(within(section).getByText('4 pantry items added')).toBeVisible();
    expect(within(section).getByText('1 planned meal added')).toBeVisible();
    expect(within(section).getByText('Diet profile updated')).toBeVisible();
    expect(within(section).getByText('1 recipe was already in your account.')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/import')).toBe(true);
  });

  it('shows why a file was refused, with the detail the server gives', async () => {
    mockSettings(() => ({ status: 400, body: { error: 'This is not a Forkcast export', code: 'validation_failed', details: 'manifest.json must be the first file in the zip' } }));
    const section = await chooseAndImport();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('This file is not a Forkcast export that can be read.');
    expect(alert).toHaveTextContent('manifest.json must be the first file in the zip');
  });
});
