import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IngredientsPanel } from './ingredients-panel';

describe('IngredientsPanel', () => {
  it('scales quantities with the servings control and resets', async () => {
    const user = userEvent.setup();
    render(<IngredientsPanel lines={['1 ½ cups flour', '2-3 cloves garlic', 'Salt to taste']} servings={2} />);
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByTestId('servings-value')).toHaveTextContent('4 servings');
    const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items()).toEqual(['3 cups flour', '4-6 cloves garlic', 'Salt to taste']);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(items()).toEqual(['1 ½ cups flour', '2-3 cloves garlic', 'Salt to taste']);
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(items()).toEqual(['¾ cups flour', '1-1 ½ cloves garlic', 'Salt to taste']);
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });
});
