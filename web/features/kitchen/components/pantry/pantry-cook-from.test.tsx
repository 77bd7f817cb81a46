import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n';
import { makeMe, mockApi } from '../../../../test/mock-api';
import { pantryItem, renderKitchen } from '../../test/render';
import { PantryPage } from './pantry-page';

const matches = [
  { kind: 'cookbook', dish_id: 'spinach-frittata', recipe_id: null, title: 'Spinach frittata', have: ['Spinach', 'Eggs'], missing: ['feta'], share: 0.67 },
];

function renderPantry(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/users/me': makeMe({ planType: 'monthly' }),
    'GET /api/pantry': { items: [pantryItem('spinach', { name: 'Spinach', expiry_date: '2026-11-23' }), pantryItem('eggs', { name: 'Eggs' })] },
    ...routes,
  });
  const view = renderKitchen(<PantryPage today="2026-11-23" />, { path: '/pantry' });
  return { ...view, api };
}

describe('PantryPage: What can I cook?', () => {
  it('matches the pantry, focuses the list, and Cook this opens the creator cooking that dish', async () => {
    const { api, router } = renderPantry({ 'POST /api/cookbook/match': { matches } });
    await userEvent.click(await screen.findByRole('button', { name: 'What can I cook?' }));
    const panel = await screen.findByTestId('cook-from');
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'What you can cook' })).toHaveFocus());
    expect(api.calls.find((c) => c.path === '/api/cookbook/match')?.body).toEqual({ source: 'pantry', language: 'en' });
    expect(within(panel).getByTestId('cook-from-count')).toHaveTextContent('2 of 3 at hand');
    expect(panel).toHaveTextContent('Missing: feta');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cook this: Spinach frittata' }));
    expect(await screen.findByText('creator page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ cookDish: 'spinach-frittata' });
  });

  it('puts the missing items on the shopping list and says how many, in German', async () => {
    const { api } = renderPantry({
      'POST /api/cookbook/match': { matches },
      'POST /api/shopping-list': (call) => ({ status: 201, body: { item: { id: 'n', name: (call.body as { name: string }).name }, merged: false } }),
    });
    await i18n.changeLanguage('de');
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Was kann ich kochen?' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Fehlendes auf die Liste: Spinach frittata' }));
      expect(await screen.findByText('1 Artikel auf deine Einkaufsliste gesetzt.')).toBeInTheDocument();
      expect(api.calls.filter((c) => c.path === '/api/shopping-list').map((c) => c.body)).toEqual([{ name: 'feta' }]);
      expect(api.calls.find((c) => c.path === '/api/cookbook/match')?.body).toEqual({ source: 'pantry', language: 'de' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
