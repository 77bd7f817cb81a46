import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MyRecipesPage } from './my-recipes-page';
import { listedRecipe } from '../../../test/fixtures';

const recipe = (id: string, title: string, cuisine: string | null, difficulty: 'easy' | 'medium' | 'hard') => listedRecipe(id, title, { cuisine, difficulty });

const state = vi.hoisted(() => ({ recipes: [] as unknown[] }));
vi.mock('../api/get-my-recipes', () => ({
  useMyRecipes: () => ({
    recipes: state.recipes,
    total: state.recipes.length,
    isPending: false,
    isError: false,
    refetch: vi.fn(),
  }),
}));
vi.mock('../../../lib/usage', () => ({
  useUsage: () => ({ data: { used: 0, limit: 3, credits: 0, planType: 'free', billingPeriod: null } }),
}));

function renderPage() {
  return render(
    <MemoryRouter>
      <MyRecipesPage />
    </MemoryRouter>,
  );
}

const titles = () => screen.queryAllByTestId('recipe-card').map((c) => within(c).getByRole('heading').textContent);

describe('MyRecipesPage', () => {
  it('combines search, cuisine and difficulty, and links cards with from=my-recipes', async () => {
    state.recipes = [
      recipe('a', 'Spaghetti Carbonara', 'italian', 'medium'),
      recipe('b', 'Tomato Soup', 'italian', 'easy'),
      recipe('c', 'Pad Thai', 'thai', 'medium'),
      recipe('d', 'Green Curry', 'Thai Street', 'hard'),
    ];
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('recipe-count')).toHaveTextContent('4 recipes created');
    expect(titles()).toHaveLength(4);
    const cuisine = screen.getByRole('combobox', { name: 'Cuisine' });
    expect(within(cuisine).getAllByRole('option').map((o) => o.textContent)).toEqual(['All cuisines', 'Italian', 'Thai', 'Thai Street']);

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'THAI');
    expect(titles()).toEqual(['Pad Thai', 'Green Curry']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'hard');
    expect(titles()).toEqual(['Green Curry']);
    await user.selectOptions(cuisine, 'italian');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No recipes match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toHaveLength(4);
    expect(screen.getAllByTestId('recipe-card')[0]).toHaveAttribute('href', '/recipe/a?from=my-recipes');
  });

  it('shows the no-recipes state with a create-first button to /', () => {
    state.recipes = [];
    renderPage();
    expect(screen.getByText('No recipes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first recipe' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Create new recipe' })).toHaveAttribute('href', '/');
  });
});
