import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '#core/schemas/recipe';
import i18n from '../../../lib/i18n';
import { IngredientsPanel } from './ingredients-panel';

/** What the cook reads on each line (the measured amount, without its exact-value tooltip). */
const shown = () =>
  screen.getAllByRole('listitem').map((li) => (li.querySelector('[data-testid="scaled-amount"]') ?? li).textContent?.replace(/\s+$/, ''));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('IngredientsPanel', () => {
  it('scales quantities with the servings control and resets', async () => {
    const user = userEvent.setup();
    render(<IngredientsPanel lines={['1 ½ cups flour', '2-3 cloves garlic', 'Salt to taste']} servings={2} />);
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByTestId('servings-value')).toHaveTextContent('4 servings');
    expect(shown()).toEqual(['3 cups flour', '4-6 cloves garlic', 'Salt to taste']);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shown()).toEqual(['1 ½ cups flour', '2-3 cloves garlic', 'Salt to taste']);
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(shown()).toEqual(['¾ cup flour', '1-2 cloves garlic', 'Salt to taste']);
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });

  it('scales up to the most servings a recipe may have (core/schemas/recipe.ts)', async () => {
    const user = userEvent.setup();
    render(<IngredientsPanel lines={['1 egg']} servings={RECIPE_LIMITS.servings - 1} />);
    const more = screen.getByRole('button', { name: 'More servings' });
    expect(more).toBeEnabled();
    await user.click(more);
    expect(screen.getByTestId('servings-value')).toHaveTextContent(`${RECIPE_LIMITS.servings} servings`);
    expect(more).toBeDisabled();
  });

  it('a 3-serving recipe for 1 reads "1 egg" and "1 tsp", the exact amount on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<IngredientsPanel lines={['3 eggs', '1 tbsp olive oil', '2 tomatoes']} servings={3} target={1} />);
    expect(shown()).toEqual(['1 egg', '1 tsp olive oil', '½ tomato']);
    // "1 egg" is exactly a third of 3 eggs: nothing to explain, nothing to focus.
    expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).queryByRole('button')).toBeNull();
    const oil = screen.getByRole('button', { name: '1 tsp olive oil' });
    expect(oil).toHaveAccessibleDescription('Exact amount: ⅓ tbsp olive oil');
    // Reached with Tab like any control: past More servings and Reset.
    for (let i = 0; i < 3 && document.activeElement !== oil; i += 1) await user.tab();
    expect(oil).toHaveFocus();
    const tip = screen.getByRole('tooltip', { name: 'Exact amount: ⅓ tbsp olive oil' });
    expect(tip.className).toContain('group-focus-within:visible');
    await user.keyboard('{Escape}');
    expect(tip.className).not.toContain('group-focus-within:visible');
    await user.click(screen.getByRole('button', { name: '½ tomato' }));
    expect(screen.getByRole('button', { name: '½ tomato' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tooltip', { name: 'Exact amount: ⅔ tomatoes' }).className).toMatch(/^visible /);
  });

  it.each([
    ['es', ['3 huevos', '1 cucharada de aceite', '3 dientes de ajo'], ['1 huevo', '1 cucharadita de aceite', '1 diente de ajo'], 'Cantidad exacta: ⅓ cucharada de aceite'],
    ['de', ['3 Eier', '1 EL Öl', '2 Zwiebeln'], ['1 Ei', '1 TL Öl', '½ Zwiebel'], 'Genaue Menge: ⅓ EL Öl'],
  ] as const)('%s: words agree with the scaled number', async (lang, lines, expected, exact) => {
    await act(() => i18n.changeLanguage(lang));
    render(<IngredientsPanel lines={[...lines]} servings={3} target={1} language={lang} />);
    expect(shown()).toEqual(expected);
    expect(screen.getByRole('button', { name: expected[1] })).toHaveAccessibleDescription(exact);
  });
});
