import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KITCHEN_LIMITS } from '#core/schemas/kitchen';
import { renderKitchen } from '../test/render';
import { PantryForm } from './pantry/pantry-form';
import { ShoppingAddForm } from './shopping/shopping-add-form';

/** The kitchen forms stop typing where the server's schemas stop accepting (core/schemas/kitchen.ts). */
describe('kitchen form limits', () => {
  it('the pantry form takes its name, location and notes limits from the schema', async () => {
    renderKitchen(<PantryForm item={null} saving={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', String(KITCHEN_LIMITS.name));
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveAttribute('maxlength', String(KITCHEN_LIMITS.location));
    expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveAttribute('maxlength', String(KITCHEN_LIMITS.notes));
    expect(KITCHEN_LIMITS.name).toBe(120);
  });

  it('the shopping form takes its name and notes limits from the schema', async () => {
    renderKitchen(<ShoppingAddForm onAdd={vi.fn(async () => true)} adding={false} />);
    const boxes = await screen.findAllByRole('textbox');
    const limits = boxes.map((box) => box.getAttribute('maxlength'));
    expect(limits).toContain(String(KITCHEN_LIMITS.name));
    expect(limits).toContain(String(KITCHEN_LIMITS.notes));
    expect(KITCHEN_LIMITS.notes).toBe(500);
  });
});
