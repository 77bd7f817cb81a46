import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../lib/i18n';
import { makeMe, mockApi, type MockRoute } from '../../../../test/mock-api';
import { renderKitchen, shoppingItem } from '../../test/render';
import { ShoppingListPage } from './shopping-list-page';

const items = [
  shoppingItem('milk', { name: 'Milk', category: 'dairy', quantity: 490, unit: 'ml', recipes: ['Pancakes', 'Porridge'] }),
  shoppingItem('soap', { name: 'Soap', category: 'other' }),
  shoppingItem('bread', { name: 'Bread', category: 'bakery' }),
  shoppingItem('tomato', { name: 'Tomatoes', category: 'produce', quantity: 3, unit: 'pieces' }),
  shoppingItem('apple', { name: 'Apples', category: 'produce' }),
  shoppingItem('juice', { name: 'Juice', category: 'beverages', is_purchased: true }),
];

function renderList(routes: Record<string, MockRoute> = {}, state?: unknown) {
  const api = mockApi({ 'GET /api/users/me': makeMe({ planType: 'yearly' }), 'GET /api/shopping-list': { items }, ...routes });
  return { ...renderKitchen(<ShoppingListPage />, { path: '/shopping-list', state }), api };
}

const section = (name: string) => screen.getByRole('region', { name });
const groupsIn = (region: HTMLElement) => within(region).getAllByTestId('category-group').map((g) => g.dataset.category);

describe('ShoppingListPage', () => {
  it('groups pending items by category in store-walk order, names A-Z, and shows what each is for', async () => {
    renderList();
    await screen.findByText('Milk');
    const pending = section('To buy');
    expect(groupsIn(pending)).toEqual(['produce', 'bakery', 'dairy', 'other']);
    const produce = within(pending).getAllByTestId('category-group')[0];
    expect(within(produce!).getAllByRole('checkbox').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mark Apples as bought',
      'Mark Tomatoes as bought',
    ]);
    expect(within(pending).getByText('For: Pancakes, Porridge')).toBeInTheDocument();
    expect(within(pending).getByText('490 ml')).toBeInTheDocument();
    expect(groupsIn(section('In the basket'))).toEqual(['beverages']);
    expect(screen.getByTestId('pending-count')).toHaveTextContent('5 items to buy');
  });

  it('a tick moves the item to the basket at once (before the server answers) and sends is_purchased', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { api } = renderList({
      'PATCH /api/shopping-list/bread': () => new Promise((resolve) => (answer = resolve)),
    });
    const tick = await screen.findByRole('checkbox', { name: 'Mark Bread as bought' });
    await userEvent.click(tick);
    expect(within(section('To buy')).queryByText('Bread')).toBeNull();
    const ticked = within(section('In the basket')).getByRole('checkbox', { name: 'Mark Bread as not bought' });
    expect(ticked).toHaveAttribute('aria-checked', 'true');
    expect(groupsIn(section('To buy'))).toEqual(['produce', 'dairy', 'other']);
    expect(groupsIn(section('In the basket'))).toEqual(['bakery', 'beverages']);
    expect(screen.getByTestId('pending-count')).toHaveTextContent('4 items to buy');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_purchased: true });
    answer({ body: { item: { ...items[2], is_purchased: true } } });
    await waitFor(() => expect(within(section('In the basket')).getByText('Bread')).toBeInTheDocument());
  });

  it('puts the checklist before the add form and the basket (first on a phone)', async () => {
    renderList();
    await screen.findByText('Milk');
    const pending = section('To buy');
    const form = screen.getByRole('form', { name: 'Add an item' });
    expect(pending.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.compareDocumentPosition(section('In the basket')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('unticks an item in the basket: sends is_purchased false and it counts as to buy again', async () => {
    const { api } = renderList({
      'PATCH /api/shopping-list/juice': { item: { ...items[5], is_purchased: false } },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mark Juice as not bought' }));
    expect(screen.getByRole('checkbox', { name: 'Mark Juice as bought' })).toHaveAttribute('aria-checked', 'false');
    expect(api.calls.find((c) => c.method === 'PATCH' && c.path === '/api/shopping-list/juice')?.body).toEqual({ is_purchased: false });
    expect(screen.getByTestId('pending-count')).toHaveTextContent('6 items to buy');
  });

  it("an item's delete button removes that item only, on the server and on screen", async () => {
    const { api } = renderList({ 'DELETE /api/shopping-list/soap': { success: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Soap' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/shopping-list/soap']);
    expect(screen.queryByText('Soap')).not.toBeInTheDocument();
    expect(screen.getByText('Bread')).toBeInTheDocument();
    expect(screen.getByTestId('pending-count')).toHaveTextContent('4 items to buy');
  });

  it("Undo in the delete toast puts the item back as it was: its amount, aisle and notes, on the server and on screen", async () => {
    const restored = { ...items[0], id: 'milk-2' };
    const { api } = renderList({
      'DELETE /api/shopping-list/milk': { success: true },
      'POST /api/shopping-list': { item: restored, merged: false },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Milk' }));
    await screen.findByText('Item deleted');
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Milk is back on your list')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Milk', quantity: 490, unit: 'ml', category: 'dairy', notes: null });
    expect(within(section('To buy')).getByText('Milk')).toBeInTheDocument();
    expect(screen.getByTestId('pending-count')).toHaveTextContent('5 items to buy');
  });

  it('Undo of an item deleted from the basket puts it back in the basket (ticked again)', async () => {
    const back = { ...items[5], id: 'juice-2', is_purchased: false };
    const { api } = renderList({
      'DELETE /api/shopping-list/juice': { success: true },
      'POST /api/shopping-list': { item: back, merged: false },
      'PATCH /api/shopping-list/juice-2': { item: { ...back, is_purchased: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Juice' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText('Juice is back on your list');
    expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/shopping-list/juice-2', body: { is_purchased: true } });
    expect(within(section('In the basket')).getByText('Juice')).toBeInTheDocument();
  });

  it('a failed Undo says so in the reader\'s words', async () => {
    renderList({
      'DELETE /api/shopping-list/soap': { success: true },
      'POST /api/shopping-list': () => ({ status: 500, body: { error: 'x', code: 'internal_error' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Soap' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Could not bring the item back')).toBeInTheDocument();
  });

  it('without signal, Undo still brings the item back: the delete and the add wait in the queue, no request is sent', async () => {
    const { api } = renderList({});
    await screen.findByText('Soap');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Soap' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Soap' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Delete Soap' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a failed tick is undone and says so', async () => {
    renderList({ 'PATCH /api/shopping-list/bread': () => ({ status: 500, body: { error: 'x', code: 'internal_error' } }) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mark Bread as bought' }));
    expect(await screen.findByText('Failed to update item')).toBeInTheDocument();
    const back = within(section('To buy')).getByRole('checkbox', { name: 'Mark Bread as bought' });
    expect(back).toHaveAttribute('aria-checked', 'false');
    expect(within(section('In the basket')).queryByText('Bread')).toBeNull();
  });

  it('adding a name already pending merges and says so; add stays disabled without a name', async () => {
    const { api } = renderList({
      'POST /api/shopping-list': () => ({
        status: 201,
        body: { item: { ...items[3], quantity: 5 }, merged: true },
      }),
    });
    await screen.findByText('Milk');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Item'), ' tomatoes ');
    await userEvent.type(screen.getByLabelText('Quantity'), '2');
    await userEvent.click(add);
    expect(await screen.findByText('Added to the Tomatoes already on your list')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'tomatoes',
      quantity: 2,
      unit: null,
      category: null,
      notes: null,
    });
    expect(screen.getAllByText('Tomatoes')).toHaveLength(1);
    expect(screen.getByText('5 pieces')).toBeInTheDocument();
    expect(screen.getByLabelText('Item')).toHaveValue('');
  });

  it("shows what the planner's generation added, merged and skipped, each with its reason", async () => {
    renderList({}, {
      generated: {
        added: [{ name: 'Flour', quantity: 700, unit: 'g', category: 'pantry', recipes: ['Bread', 'Pizza'] }],
        merged: [{ name: 'Milk', quantity: 250, unit: 'ml', item_id: 'milk' }],
        skipped: [
          { name: 'Rice', reason: 'in_pantry', detail: '1 kg' },
          { name: 'Soap', reason: 'already_on_list', detail: null },
        ],
      },
    });
    const report = await screen.findByTestId('generation-report');
    expect(report).toHaveFocus();
    expect(within(report).getByTestId('report-details')).not.toHaveAttribute('open');
    expect(within(report).getByTestId('report-summary')).toHaveTextContent('added 1, merged 1, skipped 2');
    expect(within(report).getByText('Flour')).not.toBeVisible();
    await userEvent.click(within(report).getByText('Built from your meal plan'));
    expect(within(report).getByText('Flour')).toBeVisible();
    expect(within(report).getByTestId('report-added')).toHaveTextContent('Flour 700 gFor: Bread, Pizza');
    expect(within(report).getByTestId('report-merged')).toHaveTextContent('Milk +250 ml');
    expect(within(report).getByTestId('report-skipped')).toHaveTextContent('Rice: in your pantry (1 kg)');
    expect(within(report).getByTestId('report-skipped')).toHaveTextContent('Soap: already on your list');
    await userEvent.click(within(report).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('generation-report')).not.toBeInTheDocument();
  });

  it("'Move purchased to pantry' sends every ticked item and the cook's date, says how many moved and the rows leave the list", async () => {
    // 23:30 on 29 November on the cook's clock, whatever the date in UTC: the estimates count from it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 23, 30));
    let listed = items;
    const { api } = renderList({
      'GET /api/shopping-list': () => ({ body: { items: listed } }),
      'PATCH /api/shopping-list/bread': () => ({ body: { item: { ...items[2], is_purchased: true } } }),
      'POST /api/shopping-list/move-to-pantry': (call) => {
        const ids = (call.body as { ids: string[] }).ids;
        listed = items.filter((item) => !ids.includes(item.id));
        return { body: { moved: ids.length, pantry_items: [] } };
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mark Bread as bought' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move purchased to pantry' }));
    expect(await screen.findByText('2 items moved to the pantry')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/shopping-list/move-to-pantry')?.body).toEqual({ ids: ['bread', 'juice'], today: '2026-11-29' });
    await waitFor(() => expect(screen.queryByText('Bread')).not.toBeInTheDocument());
    expect(screen.queryByText('Juice')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move purchased to pantry' })).toBeDisabled();
  });

  it("'Clear purchased' deletes the ticked items only", async () => {
    const { api } = renderList({ 'DELETE /api/shopping-list/clear-purchased': { success: true, deleted: 1 } });
    await screen.findByText('Juice');
    await userEvent.click(screen.getByRole('button', { name: 'Clear purchased' }));
    expect(await screen.findByText('Purchased items cleared')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/shopping-list/clear-purchased')).toBe(true);
    expect(screen.queryByText('Juice')).not.toBeInTheDocument();
    expect(screen.getByText('Milk')).toBeInTheDocument();
  });

  describe('in German', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('names units and categories in the interface language, in the list and the planner report', async () => {
      await act(() => i18n.changeLanguage('de'));
      renderList({}, {
        generated: {
          added: [{ name: 'Mehl', quantity: 1.5, unit: 'kg', category: 'pantry', recipes: ['Brot'] }],
          merged: [{ name: 'Milch', quantity: 2, unit: 'cups', item_id: 'milk' }],
          skipped: [{ name: 'Reis', reason: 'in_pantry', detail: '1 liters' }],
        },
      });
      const pending = await screen.findByRole('region', { name: 'Zu kaufen' });
      expect(within(pending).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Obst & Gemüse',
        'Backwaren',
        'Milchprodukte',
        'Sonstiges',
      ]);
      expect(within(pending).getByText('3 Stück')).toBeInTheDocument();
      const report = screen.getByTestId('generation-report');
      expect(within(report).getByTestId('report-added')).toHaveTextContent('Mehl 1,5 kg');
      expect(within(report).getByTestId('report-merged')).toHaveTextContent('Milch +2 Tassen');
      expect(within(report).getByTestId('report-skipped')).toHaveTextContent('Reis: in deiner Vorratskammer (1 Liter)');
    });
  });

  it('a free user gets the upgrade page', async () => {
    mockApi({ 'GET /api/users/me': makeMe({ planType: 'free' }) });
    renderKitchen(<ShoppingListPage />, { path: '/shopping-list' });
    expect(await screen.findByRole('heading', { name: 'Upgrade required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/pricing');
  });
});
