import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Meal } from '../../api/meal-plans';
import { makeMe, mockApi } from '../../../../test/mock-api';
import { renderKitchen } from '../../test/render';
import { MealDialog } from './meal-dialog';
import { MealPlannerPage } from './meal-planner-page';
import { SlotCell } from './slot-cell';

/** Who's eating in the planner (docs/decisions/056-whos-eating.md). */

const members = [
  { id: 'h-me', name: 'Olga', is_me: true },
  { id: 'h-ana', name: 'Ana', is_me: false },
  { id: 'h-ben', name: 'Ben', is_me: false },
];
const pesto = {
  id: 'm1',
  plan_date: '2026-11-24',
  meal_type: 'dinner',
  recipe_id: 'r1',
  recipe_title: 'Green pasta',
  servings: 2,
  eaters: null,
  diet_conflicts: [
    { member_id: 'h-ana', name: 'Ana', ingredient: '50 g walnuts', rule: 'tree_nuts', term: 'walnuts' },
    { member_id: 'h-ben', name: 'Ben', ingredient: 'Green pasta', rule: 'vegan', term: 'parmesan' },
  ],
} as Meal;
const slot = { date: '2026-11-24', mealType: 'dinner' as const, dayLabel: 'Tuesday' };

describe('SlotCell: the conflict mark', () => {
  it('names who and what on the card, and in the button\'s accessible name', () => {
    renderKitchen(<SlotCell meals={[pesto]} mealType="dinner" dayLabel="Tuesday" onAdd={vi.fn()} onEdit={vi.fn()} onRemove={vi.fn()} />);
    const mark = screen.getByTestId('diet-conflict');
    expect(mark).toHaveTextContent('Contains walnuts: Ana is allergic (Tree nuts)');
    expect(mark).toHaveTextContent("Contains parmesan: Ben's diet is Vegan");
    expect(screen.getByRole('button', { name: /Green pasta.*Contains walnuts: Ana is allergic/ })).toBeInTheDocument();
  });

  it('shows no mark when nobody\'s profile is broken (or an old offline copy has no conflicts)', () => {
    const { diet_conflicts: _gone, ...old } = pesto;
    renderKitchen(<SlotCell meals={[{ ...pesto, diet_conflicts: [] }, { ...(old as Meal), id: 'm2' }]} mealType="dinner" dayLabel="Tuesday" onAdd={vi.fn()} onEdit={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.queryByTestId('diet-conflict')).toBeNull();
  });
});

describe('MealDialog: who is eating', () => {
  it('checks everyone by default, saves the chosen handles, and everyone again as null', async () => {
    const onSave = vi.fn();
    renderKitchen(<MealDialog slot={slot} meal={pesto} recipes={[]} saving={false} members={members} onSave={onSave} onRemove={vi.fn()} onClose={vi.fn()} />);
    const group = screen.getByRole('group', { name: "Who's eating" });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(within(group).getByRole('checkbox', { name: 'Olga (you)' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ eaters: ['h-me', 'h-ben'] }));
    // Keyboard: tab to Ana's box and tick it with space: everyone again.
    within(group).getByRole('checkbox', { name: 'Olga (you)' }).focus();
    await userEvent.tab();
    expect(within(group).getByRole('checkbox', { name: 'Ana' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ eaters: null }));
  });

  it('needs someone eating, and cooks for the chosen eaters', async () => {
    const onCookFor = vi.fn();
    renderKitchen(
      <MealDialog slot={slot} meal={{ ...pesto, eaters: ['h-ana'] }} recipes={[]} saving={false} members={members} onSave={vi.fn()} onRemove={vi.fn()} onClose={vi.fn()} onCookFor={onCookFor} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cook for these eaters' }));
    expect(onCookFor).toHaveBeenCalledWith([members[1]]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ana' }));
    expect(screen.getByText('Choose at least one person.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cook for these eaters' })).toBeNull();
  });

  it('offers no choice outside a household', () => {
    renderKitchen(<MealDialog slot={slot} meal={pesto} recipes={[]} saving={false} members={null} onSave={vi.fn()} onRemove={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('group', { name: "Who's eating" })).toBeNull();
  });
});

describe('MealPlannerPage: cook for tonight\'s eaters', () => {
  it('opens the recipe creator with the meal\'s eaters', async () => {
    mockApi({
      'GET /api/users/me': makeMe({ planType: 'weekly' }),
      'GET /api/meal-plans': { meals: [{ ...pesto, eaters: ['h-ana', 'h-ben'] }] },
      'GET /api/household': { id: 'hh', owner_id: 'h-me', role: 'owner', kitchen_pro: true, max_members: 6, members: members.map((m) => ({ ...m, picture: null, role: 'member', joined_at: '2026-11-01' })) },
    });
    const { router } = renderKitchen(<MealPlannerPage recipes={[]} today="2026-11-25" />, { path: '/meal-planner' });
    await userEvent.click((await screen.findAllByRole('button', { name: /^Edit .*Green pasta/i }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Cook for these eaters' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ cookFor: [{ id: 'h-ana', name: 'Ana' }, { id: 'h-ben', name: 'Ben' }] });
  });
});
