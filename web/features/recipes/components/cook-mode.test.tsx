import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scaleIngredientsForCook } from '../../../../core/recipe-scaling-cook';
import { CookMode } from './cook-mode';

describe('CookMode amounts', () => {
  it('lists the ingredients for the chosen servings with the exact value on focus; Escape hides it before exiting', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const ingredients = scaleIngredientsForCook(['3 eggs', '1 tbsp butter'], 3, 1, 'en');
    render(<CookMode open onClose={onClose} title="Omelette" steps={['Beat the eggs for 1 person.']} ingredients={ingredients} servings={1} />);
    const panel = screen.getByTestId('cook-ingredients');
    await user.click(within(panel).getByText('Ingredients for 1 serving'));
    expect(within(panel).getByText('1 egg')).toBeVisible();
    const butter = within(panel).getByRole('button', { name: '1 tsp butter' });
    expect(butter).toHaveAccessibleDescription('Exact amount: ⅓ tbsp butter');
    butter.focus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
