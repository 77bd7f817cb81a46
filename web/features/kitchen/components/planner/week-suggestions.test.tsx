import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DINNER_BUDGET_MINUTES } from '#core/schemas/meal-suggest';
import { makeMe, mockApi, type ApiCall } from '../../../../test/mock-api';
import { renderKitchen } from '../../test/render';
import { MealPlannerPage } from './meal-planner-page';

// Wednesday: its week runs Monday 23 to Sunday 29 November 2026.
const TODAY = '2026-11-25';
const planned = { id: 'm1', plan_date: '2026-11-26', meal_type: 'dinner', recipe_id: 'r9', recipe_title: 'Risotto', servings: 2 };
const suggestion = (date: string, recipe_id: string, recipe_title: string, reason: object) => ({ date, meal_type: 'dinner', source: 'recipe', recipe_id, dish_id: null, recipe_title, reason });
const fromCookbook = (date: string, dish_id: string, recipe_title: string) => ({ date, meal_type: 'dinner', source: 'cookbook', recipe_id: null, dish_id, recipe_title, reason: { code: 'quick', minutes: 30 } });

function renderPlanner() {
  const suggestBodies: unknown[] = [];
  const api = mockApi({
    'GET /api/users/me': makeMe({ planType: 'weekly' }),
    'GET /api/meal-plans': () => ({ body: { meals: [planned] } }),
    'GET /api/household': () => ({ body: { id: 'h', owner_id: 'a', role: 'owner', kitchen_pro: true, max_members: 6, members: [
      { id: 'a', name: 'Ana', picture: null, role: 'owner', joined_at: '2026-11-01', is_me: true },
      { id: 'b', name: 'Ben', picture: null, role: 'member', joined_at: '2026-11-02', is_me: false },
    ] } }),
    'POST /api/meal-plans/suggest': (call: ApiCall) => {
      const body = call.body as { slots: { date: string }[]; exclude?: string[] };
      suggestBodies.push(body);
      if (body.exclude) return { body: { suggestions: [suggestion(body.slots[0]!.date, 'r4', 'Tomato soup', { code: 'fits', minutes: 30 })] } };
      return { body: { suggestions: [
        suggestion('2026-11-25', 'r1', 'Spinach dal', { code: 'expiring', items: ['spinach'], minutes: 35 }),
        suggestion('2026-11-27', 'r2', 'Quick omelette', { code: 'quick', minutes: 15 }),
        suggestion('2026-11-28', 'r3', 'Pork roast', { code: 'fits', minutes: 240 }),
      ] } };
    },
    'POST /api/meal-plans': (call: ApiCall) => ({ status: 201, body: { meal: { id: `n-${(call.body as { recipe_id: string }).recipe_id}`, ...(call.body as object), recipe_title: 'x', servings: null } } }),
  });
  renderKitchen(<MealPlannerPage recipes={[]} today={TODAY} />, { path: '/meal-planner' });
  return { api, suggestBodies };
}

describe('Plan my week', () => {
  it('suggests the empty dinners from today, says why, and saves only the kept ones after a swap', async () => {
    const user = userEvent.setup();
    const { api, suggestBodies } = renderPlanner();
    await user.click(await screen.findByRole('button', { name: 'Plan my week' }));
    const panel = await screen.findByTestId('week-suggestions');
    expect(within(panel).getByRole('heading', { name: 'Suggested week' })).toHaveFocus();
    // Who's eating: both members, the budget as set.
    // The same picker as a meal's: the cook by name, everyone checked to begin with.
    expect(within(panel).getByRole('group', { name: "Who's eating" })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Ana (you)' })).toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'Ben' }));
    const budget = within(panel).getByRole('spinbutton', { name: 'Weekday dinners within (minutes)' });
    await user.clear(budget);
    await user.type(budget, '30');
    await user.click(within(panel).getByRole('button', { name: 'Suggest dinners' }));
    const rows = await within(panel).findAllByTestId('suggestion');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Uses spinach before it expires · 35 min'),
      expect.stringContaining('Quick weeknight dinner · 15 min'),
      expect.stringContaining('Fits everyone eating · 240 min'),
    ]);
    expect(suggestBodies[0]).toMatchObject({
      start_date: '2026-11-23',
      today: '2026-11-25',
      weekday_dinner_minutes: 30,
      eaters: ['a'],
      // Wednesday on, without Thursday's planned dinner.
      slots: ['2026-11-25', '2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({ date, meal_type: 'dinner' })),
    });
    await user.click(within(panel).getByRole('button', { name: 'Swap Pork roast for another recipe' }));
    expect(await within(panel).findByText('Tomato soup')).toBeInTheDocument();
    expect(suggestBodies[1]).toMatchObject({ exclude: ['r1', 'r2', 'r3'] });
    await user.click(within(panel).getByRole('button', { name: 'Keep Quick omelette' }));
    await user.click(within(panel).getByRole('button', { name: 'Save 2 meals' }));
    await waitFor(() => expect(screen.queryByTestId('week-suggestions')).toBeNull());
    const saved = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/meal-plans').map((c) => c.body);
    // Saved for the eaters they were suggested for.
    expect(saved).toEqual([
      { plan_date: '2026-11-25', meal_type: 'dinner', recipe_id: 'r1', eaters: ['a'] },
      { plan_date: '2026-11-28', meal_type: 'dinner', recipe_id: 'r4', eaters: ['a'] },
    ]);
    expect(screen.getByRole('button', { name: 'Plan my week' })).toHaveFocus();
  });

  it('keeps the budget within the bounds the server takes', async () => {
    const user = userEvent.setup();
    const { suggestBodies } = renderPlanner();
    await user.click(await screen.findByRole('button', { name: 'Plan my week' }));
    const panel = await screen.findByTestId('week-suggestions');
    const budget = within(panel).getByRole('spinbutton', { name: 'Weekday dinners within (minutes)' });
    expect(budget).toHaveAttribute('min', String(DINNER_BUDGET_MINUTES.min));
    expect(budget).toHaveAttribute('max', String(DINNER_BUDGET_MINUTES.max));
    expect(budget).toHaveValue(DINNER_BUDGET_MINUTES.default);
    await user.clear(budget);
    await user.type(budget, '600');
    await user.click(within(panel).getByRole('button', { name: 'Suggest dinners' }));
    await within(panel).findAllByTestId('suggestion');
    expect(suggestBodies[0]).toMatchObject({ weekday_dinner_minutes: DINNER_BUDGET_MINUTES.max });
  });

  it('marks the cookbook\'s suggestions, cooks a kept one into the cook\'s recipes before saving it, and counts the dinners left empty', async () => {
    const user = userEvent.setup();
    const cooked: unknown[] = [];
    const suggestBodies: unknown[] = [];
    const api = mockApi({
      'GET /api/users/me': makeMe({ planType: 'weekly' }),
      'GET /api/meal-plans': () => ({ body: { meals: [planned] } }),
      'GET /api/household': () => ({ body: null }),
      'POST /api/meal-plans/suggest': (call: ApiCall) => {
        suggestBodies.push(call.body);
        return { body: { suggestions: [
          suggestion('2026-11-25', 'r1', 'Spinach dal', { code: 'fits', minutes: 35 }),
          fromCookbook('2026-11-27', 'shakshuka', 'Shakshuka'),
          fromCookbook('2026-11-28', 'masoor-dal', 'Masoor dal'),
        ] } };
      },
      'POST /api/generate-recipe': (call: ApiCall) => {
        cooked.push(call.body);
        return { body: { recipe: { id: `new-${(call.body as { dish_id: string }).dish_id}`, title: 'x' } } };
      },
      'POST /api/meal-plans': (call: ApiCall) => ({ status: 201, body: { meal: { id: 'n', ...(call.body as object), recipe_title: 'x', servings: null } } }),
    });
    renderKitchen(<MealPlannerPage recipes={[]} today={TODAY} />, { path: '/meal-planner' });
    await user.click(await screen.findByRole('button', { name: 'Plan my week' }));
    const panel = await screen.findByTestId('week-suggestions');
    await user.click(within(panel).getByRole('button', { name: 'Suggest dinners' }));
    const rows = await within(panel).findAllByTestId('suggestion');
    expect(suggestBodies[0]).toMatchObject({ language: 'en' });
    expect(rows.map((r) => within(r).queryByText('From the cookbook') !== null)).toEqual([false, true, true]);
    // Four dinners asked for (Wednesday on, Thursday planned), three suggested.
    expect(within(panel).getByRole('status')).toHaveTextContent('1 dinner has no suggestion');
    expect(within(panel).getByRole('link', { name: 'Create a recipe' })).toHaveAttribute('href', '/');
    expect(within(panel).getByText('Saving adds the 2 cookbook dishes to your recipes (one generation each).')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Keep Masoor dal' }));
    await user.click(within(panel).getByRole('button', { name: 'Save 2 meals' }));
    await waitFor(() => expect(screen.queryByTestId('week-suggestions')).toBeNull());
    expect(cooked).toEqual([{ dish_id: 'shakshuka', language: 'en', type: 'quick', generationType: 'prompt' }]);
    const saved = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/meal-plans').map((c) => c.body);
    expect(saved).toEqual([
      { plan_date: '2026-11-25', meal_type: 'dinner', recipe_id: 'r1' },
      { plan_date: '2026-11-27', meal_type: 'dinner', recipe_id: 'new-shakshuka' },
    ]);
  });
});
