import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeFixture } from '../../../test/fixtures';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const usage = { planType: 'free', billingPeriod: null, used: 1, limit: 3, credits: 0 };

describe('recipe page scaling', { timeout: 20_000 }, () => {
  it('for 1 of 3 servings: measurable amounts, steps for 1 person, cook mode the same', async () => {
    const recipe = recipeFixture({
      servings: 3,
      ingredients: '3 eggs\n1 tbsp butter\nSalt',
      instructions: '1. Beat the eggs.\n2. Fold and cut into plates for 3 people.',
    });
    mockApi({ 'GET /api/users/me': makeMe(), 'GET /api/usage': usage, 'GET /api/recipes/r1': { recipe } });
    const user = userEvent.setup();
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('button', { name: 'Fewer servings' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    const list = screen.getByTestId('ingredient-list');
    expect(within(list).getByText('1 egg')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: '1 tsp butter' })).toHaveAccessibleDescription('Exact amount: ⅓ tbsp butter');
    expect(screen.getByTestId('instruction-list')).toHaveTextContent('Fold and cut into plates for 1 person.');

    await user.click(screen.getByTestId('cook-mode-open'));
    const cook = await screen.findByTestId('cook-mode');
    await user.click(within(cook).getByText('Ingredients for 1 serving'));
    expect(within(cook).getByText('1 egg')).toBeVisible();
    await user.click(within(cook).getByRole('button', { name: /Next/ }));
    expect(within(cook).getByTestId('cook-step')).toHaveTextContent('Fold and cut into plates for 1 person.');
  });

  it('the description follows the servings shown, and a vegetable count stays whole', async () => {
    const recipe = recipeFixture({
      servings: 4,
      description: 'A bright tomato soup. Serves 4.',
      ingredients: '1 onion\n800 g tomatoes',
      instructions: '1. Soften the onion.\n2. Simmer with the tomatoes.',
    });
    mockApi({ 'GET /api/users/me': makeMe(), 'GET /api/usage': usage, 'GET /api/recipes/r1': { recipe } });
    const user = userEvent.setup();
    renderApp('/recipe/r1');
    expect(await screen.findByText('A bright tomato soup. Serves 4.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByText('A bright tomato soup. Serves 6.')).toBeInTheDocument();
    const list = screen.getByTestId('ingredient-list');
    expect(within(list).getByRole('button', { name: '2 onions' })).toHaveAccessibleDescription('Exact amount: 1 ½ onion');
  });
});
