import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, type ApiCall, type MockRoute } from '../../../../test/mock-api';
import { setViewport } from '../../../../test/match-media';
import { renderKitchen } from '../../test/render';
import { MealPlannerPage } from './meal-planner-page';

// Wednesday: its week runs Monday 23 to Sunday 29 November 2026.
const TODAY = '2026-11-25';
const recipes = [
  { id: 'r1', title: 'Lemon Pasta', servings: 2 },
  { id: 'r2', title: 'Thai Curry', servings: 4 },
];
const lasagne = { id: 'm1', plan_date: '2026-11-24', meal_type: 'dinner', recipe_id: 'r1', recipe_title: 'Lemon Pasta', servings: 2 };

function renderPlanner(meals: (call: ApiCall) => unknown[] = () => [], routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /api/users/me': makeMe({ planType: 'weekly' }),
    'GET /api/meal-plans': (call) => ({ body: { meals: meals(call) } }),
    ...routes,
  });
  return { ...renderKitchen(<MealPlannerPage recipes={recipes} today={TODAY} />, { path: '/meal-planner' }), api };
}

const weeksAsked = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/meal-plans' && c.method === 'GET').map((c) => c.search);

describe('MealPlannerPage: the week', () => {
  it('starts on the Monday of the current week and moves by 7 days', async () => {
    const { api } = renderPlanner();
    expect(await screen.findByTestId('week-range')).toHaveTextContent('Nov 23 – Nov 29, 2026');
    const headers = within(await screen.findByTestId('week-grid')).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual([
      'Monday, November 23',
      'Tuesday, November 24',
      'Wednesday, November 25',
      'Thursday, November 26',
      'Friday, November 27',
      'Saturday, November 28',
      'Sunday, November 29',
    ]);
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();
    // Four meals a day, in the order of a day.
    const rows = within(screen.getByTestId('week-grid')).getAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByTestId('week-range')).toHaveTextContent('Nov 30 – Dec 6, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByTestId('week-range')).toHaveTextContent('Nov 16 – Nov 22, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByTestId('week-range')).toHaveTextContent('Nov 23 – Nov 29, 2026');
    await waitFor(() =>
      expect([...new Set(weeksAsked(api.calls))]).toEqual([
        '?start=2026-11-23&end=2026-11-29',
        '?start=2026-11-30&end=2026-12-06',
        '?start=2026-11-16&end=2026-11-22',
      ]),
    );
  });

  it('on a phone the week is a day-by-day list (no grid)', async () => {
    setViewport({ width: 375 });
    renderPlanner(() => [lasagne]);
    const list = await screen.findByTestId('day-list');
    expect(screen.queryByTestId('week-grid')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').filter((li) => li.parentElement === list)).toHaveLength(7);
    expect(within(list).getByRole('button', { name: 'Edit Dinner on Tuesday, November 24: Lemon Pasta' })).toBeInTheDocument();
  });

  it('shows the empty state and no generate button when nothing is planned', async () => {
    renderPlanner();
    expect(await screen.findByTestId('planner-empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate shopping list' })).not.toBeInTheDocument();
  });
});

describe('MealPlannerPage: the meal dialog', () => {
  it('a saved recipe or a custom name: choosing one clears the other; save waits for one', async () => {
    const { api } = renderPlanner(() => [], {
      'POST /api/meal-plans': (call) => ({ status: 201, body: { meal: { id: 'm9', ...(call.body as object), recipe_title: 'Thai Curry' } } }),
    });
    const slot = await screen.findByRole('button', { name: 'Add Breakfast on Monday, November 23' });
    await userEvent.click(slot);
    const dialog = await screen.findByRole('dialog', { name: 'Add Breakfast' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const recipe = within(dialog).getByLabelText('One of your recipes');
    const custom = within(dialog).getByLabelText('Custom meal name');
    expect(save).toBeDisabled();

    await userEvent.type(custom, 'Pizza night');
    expect(save).toBeEnabled();
    await userEvent.selectOptions(recipe, 'r2');
    expect(custom).toHaveValue('');
    expect(within(dialog).getByLabelText(/Servings/)).toHaveValue(4);
    await userEvent.type(custom, 'Leftovers');
    expect(recipe).toHaveValue('');
    await userEvent.clear(custom);
    expect(save).toBeDisabled();
    await userEvent.selectOptions(recipe, 'r2');
    await userEvent.click(save);

    expect(await screen.findByText('Meal added to plan!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      plan_date: '2026-11-23',
      meal_type: 'breakfast',
      recipe_id: 'r2',
      recipe_title: null,
      servings: 4,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an existing meal for editing (PUT) and removes a meal', async () => {
    let meals = [lasagne];
    const { api } = renderPlanner(() => meals, {
      'PUT /api/meal-plans/m1': (call) => ({ body: { meal: { ...lasagne, ...(call.body as object), recipe_title: 'Soup' } } }),
      'DELETE /api/meal-plans/m1': () => {
        meals = [];
        return { body: { success: true } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Dinner on Tuesday, November 24: Lemon Pasta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dinner' });
    expect(within(dialog).getByLabelText('One of your recipes')).toHaveValue('r1');
    await userEvent.type(within(dialog).getByLabelText('Custom meal name'), 'Soup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Meal updated!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ recipe_id: null, recipe_title: 'Soup' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Lemon Pasta from Tuesday, November 24' }));
    expect(await screen.findByText('Meal removed from plan!')).toBeInTheDocument();
    expect(await screen.findByTestId('planner-empty')).toBeInTheDocument();
  });

  it('generates the shopping list for the week shown and goes to /shopping-list with the result', async () => {
    const result = { added: [], merged: [], skipped: [{ name: 'Salt', reason: 'in_pantry', detail: null }] };
    const { api, router } = renderPlanner(() => [lasagne], {
      'POST /api/meal-plans/generate-shopping-list': () => ({ body: result }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate shopping list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopping-list'));
    expect(router.state.location.state).toEqual({ generated: result });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-29' });
  });

  it('a free user gets the upgrade page with pricing and dashboard buttons', async () => {
    mockApi({ 'GET /api/users/me': makeMe({ planType: 'free' }) });
    renderKitchen(<MealPlannerPage recipes={recipes} today={TODAY} />, { path: '/meal-planner' });
    expect(await screen.findByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
