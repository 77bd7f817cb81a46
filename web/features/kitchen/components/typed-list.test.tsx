import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi } from '../../../test/mock-api';
import { pantryItem, renderKitchen, shoppingItem } from '../test/render';
import { PantryPage } from './pantry/pantry-page';
import { ShoppingListPage } from './shopping/shopping-list-page';

/** A typed list becomes one item per name (core/ingredients/ingredient-list-split.ts), in the pantry and on the shopping list. */
describe('a typed list in the kitchen', () => {
  it('the pantry adds "Zucchini, Feta, Eier, Tomaten, Zwiebel" as five items, with the expiry given to each', async () => {
    const api = mockApi({
      'GET /api/users/me': makeMe({ planType: 'monthly' }),
      'GET /api/pantry': { items: [pantryItem('salt', { name: 'Salt' })] },
      'POST /api/pantry': (call) => ({ status: 201, body: { item: pantryItem(`new-${(call.body as { name: string }).name}`, call.body as Record<string, unknown>) } }),
    });
    renderKitchen(<PantryPage today="2026-11-23" />, { path: '/pantry' });
    await screen.findByText('Salt');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to pantry' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Zucchini, Feta, Eier, Tomaten, Zwiebel');
    await userEvent.type(within(dialog).getByLabelText('Expiry date'), '2026-11-30');
    expect(within(dialog).getByTestId('list-hint')).toHaveTextContent('5 items will be added');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 5 items' }));
    expect(await screen.findByText('5 items added to the pantry')).toBeInTheDocument();
    const posted = api.calls.filter((c) => c.method === 'POST').map((c) => c.body as { name: string; expiry_date: string; quantity: null });
    expect(posted.map((b) => b.name)).toEqual(['Zucchini', 'Feta', 'Eier', 'Tomaten', 'Zwiebel']);
    expect(posted.every((b) => b.expiry_date === '2026-11-30' && b.quantity === null)).toBe(true);
    expect(screen.getAllByTestId('pantry-card')).toHaveLength(6);
  });

  it('the pantry keeps "Salz, nach Geschmack" as one item', async () => {
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ planType: 'monthly' }),
      'GET /api/pantry': { items: [] },
      'POST /api/pantry': (call) => ({ status: 201, body: { item: pantryItem('new', call.body as Record<string, unknown>) } }),
    });
    renderKitchen(<PantryPage today="2026-11-23" />, { path: '/pantry' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to pantry' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Salz, nach Geschmack');
    expect(within(dialog).queryByTestId('list-hint')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to pantry' }));
    expect(await screen.findByText('Item added to pantry')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { name: string }).name)).toEqual(['Salz, nach Geschmack']);
  });

  it('the shopping list adds a list typed with semicolons and commas as one item each and says how many', async () => {
    const { calls } = mockApi({
      'GET /api/users/me': makeMe({ planType: 'yearly' }),
      'GET /api/shopping-list': { items: [shoppingItem('soap', { name: 'Soap' })] },
      'POST /api/shopping-list': (call) => ({
        status: 201,
        body: { item: shoppingItem(`new-${(call.body as { name: string }).name}`, call.body as Record<string, unknown>), merged: false },
      }),
    });
    renderKitchen(<ShoppingListPage />, { path: '/shopping-list' });
    await screen.findByText('Soap');
    await userEvent.type(screen.getByLabelText('Item'), 'milk; eggs, bread, salt, to taste');
    expect(screen.getByTestId('list-hint')).toHaveTextContent('4 items will be added');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('4 items added to the shopping list')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { name: string }).name)).toEqual(['milk', 'eggs', 'bread', 'salt, to taste']);
    expect(screen.getByLabelText('Item')).toHaveValue('');
  });
});
