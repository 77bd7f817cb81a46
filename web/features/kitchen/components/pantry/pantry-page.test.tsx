import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi } from '../../../../test/mock-api';
import { pantryItem, renderKitchen } from '../../test/render';
import { PantryPage } from './pantry-page';

const TODAY = '2026-11-23';
const items = [
  pantryItem('milk', { name: 'Milk', expiry_date: '2026-11-20', quantity: 1, unit: 'liters', category: 'dairy', location: 'Fridge' }),
  pantryItem('spinach', { name: 'Spinach', expiry_date: '2026-11-23' }),
  pantryItem('eggs', { name: 'Eggs', expiry_date: '2026-11-26', quantity: 6, unit: 'pieces' }),
  pantryItem('rice', { name: 'Rice', expiry_date: '2027-05-01' }),
  pantryItem('salt', { name: 'Salt' }),
];

function renderPantry(plan: 'free' | 'monthly' = 'monthly', list = items, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/users/me': makeMe({ planType: plan }), 'GET /api/pantry': { items: list }, ...routes });
  const view = renderKitchen(<PantryPage today={TODAY} />, { path: '/pantry' });
  return { ...view, api };
}

const cardNames = () => screen.getAllByTestId('pantry-card').map((card) => within(card).getByRole('heading').textContent);

describe('PantryPage', () => {
  it('shows the four filters with their counts and filters the cards by freshness on the local date', async () => {
    renderPantry();
    const filters = await screen.findByRole('group', { name: 'Show' });
    const buttons = within(filters).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All5', 'Fresh2', 'Expiring soon2', 'Expired1']);
    expect(cardNames()).toEqual(['Milk', 'Spinach', 'Eggs', 'Rice', 'Salt']);

    await userEvent.click(within(filters).getByRole('button', { name: /Expiring soon/ }));
    expect(within(filters).getByRole('button', { name: /Expiring soon/ })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Spinach', 'Eggs']);

    await userEvent.click(within(filters).getByRole('button', { name: /Expired/ }));
    expect(cardNames()).toEqual(['Milk']);
    await userEvent.click(within(filters).getByRole('button', { name: /Fresh/ }));
    expect(cardNames()).toEqual(['Rice', 'Salt']);
  });

  it('writes the expiry line per the spec and tints expired and expiring cards', async () => {
    renderPantry();
    await screen.findAllByTestId('pantry-card');
    const line = (name: string) => {
      const card = screen.getAllByTestId('pantry-card').find((c) => within(c).queryByRole('heading', { name }));
      return { text: card && within(card).getByTestId('expiry-line').textContent, freshness: card?.dataset.freshness };
    };
    expect(line('Milk')).toEqual({ text: 'Expired 3 days ago', freshness: 'expired' });
    expect(line('Spinach')).toEqual({ text: 'Expires today', freshness: 'expiring_soon' });
    expect(line('Eggs')).toEqual({ text: 'Expires in 3 days', freshness: 'expiring_soon' });
    expect(line('Salt')).toEqual({ text: 'No expiry date', freshness: 'fresh' });
    expect(screen.getByText('1 liter')).toBeInTheDocument();
    expect(screen.getByText('Dairy')).toBeInTheDocument();
  });

  it('an empty filter says so and offers to show all', async () => {
    renderPantry('monthly', [pantryItem('salt', { name: 'Salt' })]);
    await userEvent.click(await screen.findByRole('button', { name: /Expired/ }));
    expect(screen.getByRole('heading', { name: 'No expired items' })).toBeInTheDocument();
    expect(screen.getByText('Try a different filter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(cardNames()).toEqual(['Salt']);
  });

  it('adds an item with empty fields sent as null, the name trimmed, and puts it on top', async () => {
    const { api } = renderPantry('monthly', [pantryItem('salt', { name: 'Salt' })], {
      'POST /api/pantry': (call) => ({ status: 201, body: { item: pantryItem('new', call.body as Record<string, unknown>) } }),
    });
    await screen.findByText('Salt');
    const add = screen.getByRole('button', { name: 'Add item' });
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add to pantry' });
    const save = within(dialog).getByRole('button', { name: 'Add to pantry' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Butter  ');
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '0.25');
    expect(save).toBeDisabled();
    expect(within(dialog).getByText(/steps of 0.1/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '0.5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Unit'), 'kg');
    await userEvent.click(save);
    expect(await screen.findByText('Item added to pantry')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Butter', 'Salt']);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Butter',
      quantity: 0.5,
      unit: 'kg',
      category: null,
      expiry_date: null,
      location: null,
      notes: null,
    });
    // The dialog closed: focus is back on the button that opened it.
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('shows location and notes, edits an item in place and deletes one after confirming', async () => {
    const list = [pantryItem('oats', { name: 'Oats', location: 'Cupboard', notes: 'Rolled, not instant' }), pantryItem('salt', { name: 'Salt' })];
    const { api } = renderPantry('monthly', list, {
      'PATCH /api/pantry/oats': (call) => ({ body: { item: { ...list[0], ...(call.body as object) } } }),
      'DELETE /api/pantry/salt': { success: true },
    });
    const oats = (await screen.findAllByTestId('pantry-card'))[0]!;
    expect(within(oats).getByText('Location: Cupboard')).toBeInTheDocument();
    expect(within(oats).getByText('Rolled, not instant')).toBeInTheDocument();

    await userEvent.click(within(oats).getByRole('button', { name: 'Edit Oats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pantry item' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Oats');
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Unit'), 'kg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Item updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: 'Oats', quantity: 2, unit: 'kg' });
    expect(within(screen.getAllByTestId('pantry-card')[0]!).getByText('2 kg')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Salt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Salt?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Oats']);
  });

  it("'Use in recipe' and 'Cook what's expiring' open the creator with the ingredients", async () => {
    const { router } = renderPantry();
    await userEvent.click(await screen.findByRole('button', { name: 'Use Rice in a recipe' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ prefillIngredient: 'Rice' });
    await router.navigate('/pantry');
    await userEvent.click(await screen.findByRole('button', { name: "Cook what's expiring" }));
    expect(router.state.location.state).toEqual({ prefillIngredients: ['Spinach', 'Eggs'] });
  });

  it('a free user gets the upgrade page with the PRO card and a button to /pricing', async () => {
    const { api } = renderPantry('free');
    expect(await screen.findByRole('heading', { name: 'Upgrade required' })).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/pricing');
    expect(api.calls.some((c) => c.path === '/api/pantry')).toBe(false);
  });
});
