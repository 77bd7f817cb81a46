import { describe, expect, it } from 'vitest';
import { generateShoppingListSchema, mealInputSchema, mealPlanQuerySchema } from './meal-plan';
import { createPantryItemSchema } from './pantry';
import { createShoppingItemSchema } from './shopping';

describe('kitchen schemas (docs/product.md "Validation")', () => {
  const shopping: Array<[string, unknown, boolean]> = [
    ['name only', { name: 'Milk' }, true],
    ['blank name', { name: '  ' }, false],
    ['decimal quantity', { name: 'Milk', quantity: 1.5, unit: 'liters' }, true],
    ['quantity as text', { name: 'Milk', quantity: '1.5' }, false],
    ['quantity NaN-like', { name: 'Milk', quantity: 'abc' }, false],
    ['unknown unit', { name: 'Milk', unit: 'gallons' }, false],
    ['tsp is a unit', { name: 'Salt', quantity: 1, unit: 'tsp' }, true],
    ['pantry category on the list', { name: 'Rice', category: 'grains' }, false],
  ];
  it.each(shopping)('shopping item: %s', (_name, input, ok) => {
    expect(createShoppingItemSchema.safeParse(input).success).toBe(ok);
  });

  it('blank optional fields become null and the name is trimmed', () => {
    expect(createShoppingItemSchema.parse({ name: ' Milk ', quantity: '', unit: '', category: '', notes: ' ' })).toEqual({
      name: 'Milk',
      quantity: null,
      unit: null,
      category: null,
      notes: null,
    });
    expect(createPantryItemSchema.parse({ name: 'Rice', expiry_date: '', location: '' })).toMatchObject({ expiry_date: null, location: null });
  });

  const dates: Array<[string, string, boolean]> = [
    ['2026-11-23', '2026-11-29', true],
    ['2026-11-23', '2026-11-23', true],
    ['2026-11-01', '2026-12-01', true],
    ['2026-11-01', '2026-12-02', false],
    ['2026-11-23', '2026-11-22', false],
    ['2026-02-28', '2026-02-30', false],
    ['2026-11-23', '23.11.2026', false],
  ];
  it.each(dates)('range %s..%s valid: %s', (start, end, ok) => {
    expect(mealPlanQuerySchema.safeParse({ start, end }).success).toBe(ok);
    expect(generateShoppingListSchema.safeParse({ start_date: start, end_date: end }).success).toBe(ok);
  });

  const meals: Array<[string, unknown, boolean]> = [
    ['custom name', { plan_date: '2026-11-23', meal_type: 'lunch', recipe_title: 'Soup' }, true],
    ['saved recipe', { plan_date: '2026-11-23', meal_type: 'dinner', recipe_id: 'r1' }, true],
    ['neither', { plan_date: '2026-11-23', meal_type: 'dinner', recipe_id: '', recipe_title: ' ' }, false],
    ['unknown meal type', { plan_date: '2026-11-23', meal_type: 'brunch', recipe_title: 'Soup' }, false],
    ['servings 50', { plan_date: '2026-11-23', meal_type: 'snack', recipe_title: 'Nuts', servings: 50 }, true],
    ['servings 51', { plan_date: '2026-11-23', meal_type: 'snack', recipe_title: 'Nuts', servings: 51 }, false],
  ];
  it.each(meals)('meal: %s', (_name, input, ok) => {
    expect(mealInputSchema.safeParse(input).success).toBe(ok);
  });
});
