import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeFixture } from '../../../test/fixtures';
import { makeMe, mockApi, type ApiCall, type MockAnswer } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

function setup(importAnswer: (call: ApiCall) => MockAnswer) {
  const saved = recipeFixture({ id: 'imp1', title: 'Tomato Soup', source_url: 'https://www.example.com/soup' });
  const api = mockApi({
    'GET /api/users/me': makeMe({ planType: 'free' }),
    'GET /api/usage': { planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 },
    'GET /api/my-recipes': { recipes: [recipeFixture()], total: 1, next_cursor: null },
    'POST /api/recipes/import': importAnswer,
    'GET /api/recipes/imp1': { recipe: saved },
    'GET /api/recipes/imp1/share': { shared: false },
  });
  return { ...api, ...renderApp('/my-recipes') };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import recipe' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Import a recipe' }, { timeout: 10_000 });
}

const refusal = (status: number, code: string) => () => ({ status, body: { error: 'server text', code } });

describe('import recipe dialog', () => {
  it.each([
    [422, 'no_recipe_found', 'We could not find a recipe there. Try the recipe\'s own page, or paste its text instead.'],
    [400, 'url_not_allowed', 'That address cannot be imported. Use a public web page starting with http:// or https://.'],
    [429, 'rate_limited', 'You have imported many recipes in the last hour. Please try again later.'],
    [502, 'upstream_failed', 'The page did not answer. Check the address or try again later.'],
  ])('a %i %s answer shows its own message and keeps the address for another try', async (status, code, message) => {
    const { calls } = setup(refusal(status, code));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Recipe page address'), 'https://blog.example.com/soup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Recipe page address')).toHaveValue('https://blog.example.com/soup');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ url: 'https://blog.example.com/soup' }]);
  });

  it('imports pasted text from the second tab and opens the recipe page with its source link', async () => {
    const { calls, router } = setup(() => ({ status: 201, body: { recipe: recipeFixture({ id: 'imp1' }) } }));
    const dialog = await openDialog();
    const textTab = within(dialog).getByRole('tab', { name: 'Pasted text' });
    within(dialog).getByRole('tab', { name: 'Web address' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(textTab).toHaveAttribute('aria-selected', 'true');
    expect(textTab).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Recipe text'), 'Soup{Enter}1 onion{Enter}1. Cook it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/imp1'), { timeout: 10_000 });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Soup\n1 onion\n1. Cook it.' });
    const source = await screen.findByRole('link', { name: 'Source: example.com' }, { timeout: 10_000 });
    expect(source).toHaveAttribute('href', 'https://www.example.com/soup');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('an address typed without a scheme is sent as https', async () => {
    const { calls } = setup(refusal(422, 'no_recipe_found'));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Recipe page address'), 'www.example.com/soup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ url: 'https://www.example.com/soup' });
  });

  it('switching tabs clears an old error', async () => {
    setup(refusal(422, 'no_recipe_found'));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Recipe page address'), 'https://blog.example.com/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Pasted text' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
