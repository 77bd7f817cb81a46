import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECIPE_LIMITS } from '#core/schemas/recipe';
import { EMPTY_DRAFT } from '../lib/recipe-draft';
import { RecipeForm } from './recipe-form';

/** The recipe form's number fields stop where the server's schema does (core/schemas/recipe.ts). */
describe('recipe form limits', () => {
  it('servings, prep and cook time take their bounds from the schema', async () => {
    render(<RecipeForm initial={EMPTY_DRAFT} saving={false} submitLabel="Save recipe" onSubmit={vi.fn()} onCancel={vi.fn()} />);
    const servings = await screen.findByRole('spinbutton', { name: /Servings/ });
    expect(servings).toHaveAttribute('min', '1');
    expect(servings).toHaveAttribute('max', String(RECIPE_LIMITS.servings));
    for (const name of [/Prep/, /Cook/]) {
      const minutes = screen.getByRole('spinbutton', { name });
      expect(minutes).toHaveAttribute('min', '0');
      expect(minutes).toHaveAttribute('max', String(RECIPE_LIMITS.minutes));
    }
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('maxlength', String(RECIPE_LIMITS.title));
  });
});
