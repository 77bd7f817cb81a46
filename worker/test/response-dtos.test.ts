import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { creditsSummarySchema, creditTransactionsSchema } from '../../core/schemas/billing';
import {
  createShoppingItemResponseSchema,
  pantryItemResponseSchema,
  pantryListResponseSchema,
  shoppingListResponseSchema,
} from '../../core/schemas/kitchen';
import { myRecipesResponseSchema, recipeDtoSchema, recipeResponseSchema } from '../../core/schemas/recipe-response';
import { call, makeRecipe, makeUser } from '../domains/recipes/read-test-helpers';

/**
 * Each DTO builder's real answer parses with the core response schema the web relies on, and
 * carries no field the schema does not know (toRecipeDto, toShoppingDto, toPantryDto, the credit
 * summary and history): a builder and its schema cannot drift apart unnoticed.
 */
function expectShape(schema: z.ZodObject, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(Object.keys(body as object).filter((key) => !(key in schema.shape))).toEqual([]);
}

async function json(res: Response | Promise<Response>, status = 200): Promise<Record<string, unknown>> {
  const answer = await res;
  expect(answer.status).toBe(status);
  return answer.json();
}

const post = (cookie: string, body: unknown) => ({ method: 'POST', cookie, body: JSON.stringify(body) });

describe('response DTOs match the core response schemas', () => {
  it('toRecipeDto: my recipes, with and without nutrition', async () => {
    const user = await makeUser();
    await makeRecipe(user.id);
    await makeRecipe(user.id, { nutrition: { calories: 150, protein: 5, carbs: 20, fat: 5, fiber: 2, sugar: 3, sodium: 200 }, cuisine: 'italian', cookingMethod: 'boiling' });
    const body = await json(call('/my-recipes', { cookie: user.cookie }));
    expectShape(myRecipesResponseSchema, body);
    const recipes = body.recipes as unknown[];
    expect(recipes).toHaveLength(2);
    for (const recipe of recipes) expectShape(recipeDtoSchema, recipe);
  });

  it('toRecipeDto: a recipe written by hand', async () => {
    const user = await makeUser('monthly');
    const made = await json(call('/recipes', post(user.cookie, { title: 'Soup', ingredients: ['1 onion'], instructions: ['Cook.'] })), 201);
    expectShape(recipeResponseSchema, made);
    expectShape(recipeDtoSchema, made.recipe);
    const id = (made.recipe as { id: string }).id;
    const edited = await json(call(`/recipes/${id}`, { method: 'PATCH', cookie: user.cookie, body: JSON.stringify({ title: 'Onion soup' }) }));
    expectShape(recipeResponseSchema, edited);
    expectShape(recipeDtoSchema, edited.recipe);
  });

  it('toShoppingDto: a new item and the list', async () => {
    const user = await makeUser('monthly');
    const created = await json(call('/shopping-list', post(user.cookie, { name: 'Milk', quantity: 1, unit: 'liters' })), 201);
    expectShape(createShoppingItemResponseSchema, created);
    expectShape(shoppingListResponseSchema, await json(call('/shopping-list', { cookie: user.cookie })));
  });

  it('toPantryDto: a new item and the pantry', async () => {
    const user = await makeUser('monthly');
    const created = await json(call('/pantry', post(user.cookie, { name: 'Rice', location: 'Cabinet' })), 201);
    expectShape(pantryItemResponseSchema, created);
    expectShape(pantryListResponseSchema, await json(call('/pantry', { cookie: user.cookie })));
  });

  it('the credit summary and history', async () => {
    const user = await makeUser();
    expectShape(creditsSummarySchema, await json(call('/credits', { cookie: user.cookie })));
    expectShape(creditTransactionsSchema, await json(call('/credits/transactions', { cookie: user.cookie })));
  });
});
