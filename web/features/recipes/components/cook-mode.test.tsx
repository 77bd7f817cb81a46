import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scaleIngredientsForCook } from '#core/recipe/recipe-scaling-cook';
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

describe('CookMode step', () => {
  it('puts a long step in a named region a keyboard can reach, so it scrolls without a mouse', async () => {
    const user = userEvent.setup();
    const long = 'Simmer the stew gently, stirring now and then. '.repeat(30);
    render(<CookMode open onClose={vi.fn()} title="Stew" steps={[long, 'Serve.']} ingredients={[]} servings={2} />);
    const region = screen.getByRole('region', { name: 'Step 1 of 2' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByTestId('cook-step')).toHaveTextContent('Simmer the stew gently');
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(screen.getByRole('region', { name: 'Step 2 of 2' })).toHaveTextContent('Serve.');
  });
});
