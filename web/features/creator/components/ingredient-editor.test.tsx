import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { creatorReducer, initCreatorState } from '../creator-state';
import { IngredientEditor } from './ingredient-editor';

function Harness({ start = null as string | null }) {
  const [state, dispatch] = useReducer(creatorReducer, start === null ? null : [start], initCreatorState);
  return (
    <IngredientEditor
      ingredients={state.ingredients}
      onAdd={(text) => dispatch({ type: 'ingredientAdded', text })}
      onEdit={(index, text) => dispatch({ type: 'ingredientEdited', index, text })}
      onRemove={(index) => dispatch({ type: 'ingredientRemoved', index })}
    />
  );
}

const items = () => within(screen.getByTestId('ingredient-list')).getAllByRole('listitem').map((li) => li.textContent);

describe('IngredientEditor', () => {
  it('adds trimmed text with Enter and with the Add button', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Add an ingredient' });
    await userEvent.type(input, '  tomatoes  {Enter}');
    expect(items()).toEqual(['tomatoes']);
    expect(input).toHaveValue('');
    await userEvent.type(input, 'basil');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(items()).toEqual(['tomatoes', 'basil']);
  });

  it('a typed list becomes one ingredient per name', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Add an ingredient' }), 'Zucchini, Feta, Eier, Tomaten, Zwiebel{Enter}');
    expect(items()).toEqual(['Zucchini', 'Feta', 'Eier', 'Tomaten', 'Zwiebel']);
    expect(screen.getByText('5 ingredients')).toBeInTheDocument();
  });

  it('refuses blank text: Add stays disabled and Enter adds nothing', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Add an ingredient' });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(input, '    ');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(screen.queryByTestId('ingredient-list')).toBeNull();
    expect(screen.getByText('No ingredients yet. Add what you have.')).toBeInTheDocument();
  });

  it('edits an ingredient in place (trimmed; a blank edit cannot be saved; Escape cancels)', async () => {
    render(<Harness start="egg" />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit egg' }));
    const field = screen.getByRole('textbox', { name: 'Edit ingredient' });
    await userEvent.clear(field);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(field, ' duck egg {Enter}');
    expect(items()).toEqual(['duck egg']);

    await userEvent.click(screen.getByRole('button', { name: 'Edit duck egg' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit ingredient' }), 's{Escape}');
    expect(items()).toEqual(['duck egg']);
  });

  it('removes an ingredient', async () => {
    render(<Harness start="egg" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Add an ingredient' }), 'milk{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Remove egg' }));
    expect(items()).toEqual(['milk']);
  });
});
