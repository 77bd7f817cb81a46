import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recipeFixture } from '../../../test/fixtures';
import { makeMe, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const usage = { planType: 'free', billingPeriod: null, used: 1, limit: 3, credits: 0 };

/** The steps a cook reads after changing the servings say the list's amounts (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md, "Amounts in the steps"). */
describe('recipe page: amounts in the steps follow the servings', { timeout: 30_000 }, () => {
  it('a Spanish recipe for 4 shown for 2: "2 cucharadas del aceite" reads "1 cucharada", on the page and in cook mode; the tin size stays', async () => {
    const recipe = recipeFixture({
      language: 'es',
      servings: 4,
      ingredients: '2 cucharadas de aceite de oliva\n1 cebolla\n400 g de tomate triturado',
      instructions: '1. Calienta 2 cucharadas del aceite en una sartén de 24 cm.\n2. Añade los 400 g de tomate y cuece 10 minutos.',
    });
    mockApi({ 'GET /api/users/me': makeMe(), 'GET /api/usage': usage, 'GET /api/recipes/r1': { recipe } });
    const user = userEvent.setup();
    renderApp('/recipe/r1');
    const fewer = await screen.findByRole('button', { name: 'Fewer servings' }, { timeout: 15_000 });
    await user.click(fewer);
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    const steps = screen.getByTestId('instruction-list');
    expect(steps).toHaveTextContent('Calienta 1 cucharada del aceite en una sartén de 24 cm.');
    expect(steps).toHaveTextContent('Añade los 200 g de tomate y cuece 10 minutos.');
    expect(within(screen.getByTestId('ingredient-list')).getByText('200 g de tomate triturado')).toBeInTheDocument();

    await user.click(screen.getByTestId('cook-mode-open'));
    const cook = await screen.findByTestId('cook-mode');
    expect(within(cook).getByTestId('cook-step')).toHaveTextContent('Calienta 1 cucharada del aceite en una sartén de 24 cm.');
  });
});
