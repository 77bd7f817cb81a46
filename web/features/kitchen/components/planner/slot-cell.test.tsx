import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Meal } from '../../api/meal-plans';
import { renderKitchen } from '../../test/render';
import { SlotCell } from './slot-cell';

const planned = { id: 'm1', plan_date: '2026-11-24', meal_type: 'dinner', recipe_id: 'r1', recipe_title: 'Tomato soup', servings: 2 } as Meal;
const custom = { ...planned, id: 'm2', recipe_id: null, recipe_title: 'Leftovers' } as Meal;
const recipes = [
  { id: 'r1', title: 'Tomato soup', servings: 2, picture: { photoUrl: null, aiImageUrl: null, ingredients: '1 kg tomatoes\n1 onion' } },
];

describe('SlotCell: a planned recipe shows its picture', () => {
  it('draws the recipe’s illustration for a planned recipe, nothing for a custom meal', () => {
    renderKitchen(
      <SlotCell meals={[planned, custom]} mealType="dinner" recipes={recipes} dayLabel="Tuesday" onAdd={vi.fn()} onEdit={vi.fn()} onRemove={vi.fn()} />,
    );
    const [recipeMeal, customMeal] = screen.getAllByTestId('planned-meal');
    expect(within(recipeMeal!).getByTestId('recipe-illustration').querySelector('svg')).not.toBeNull();
    expect(within(customMeal!).queryByTestId('recipe-illustration')).toBeNull();
  });

  it('shows the photo when the recipe has one', () => {
    const withPhoto = [{ ...recipes[0]!, picture: { ...recipes[0]!.picture, photoUrl: '/api/images/p.jpg' } }];
    renderKitchen(<SlotCell meals={[planned]} mealType="dinner" recipes={withPhoto} dayLabel="Tuesday" onAdd={vi.fn()} onEdit={vi.fn()} onRemove={vi.fn()} />);
    expect(within(screen.getByTestId('planned-meal')).getByTestId('recipe-picture-photo')).toHaveAttribute('src', '/api/images/p.jpg');
  });
});

describe('SlotCell: a planned meal opens its recipe', () => {
  it('links a meal with a recipe to /recipe/{id}; a custom meal has no link', () => {
    renderKitchen(
      <SlotCell meals={[planned, custom]} mealType="dinner" recipes={recipes} dayLabel="Tuesday" onAdd={vi.fn()} onEdit={vi.fn()} onRemove={vi.fn()} />,
    );
    const [recipeMeal, customMeal] = screen.getAllByTestId('planned-meal');
    expect(within(recipeMeal!).getByRole('link', { name: 'Open the recipe Tomato soup' })).toHaveAttribute('href', '/recipe/r1');
    expect(within(customMeal!).queryByRole('link')).toBeNull();
  });
});
