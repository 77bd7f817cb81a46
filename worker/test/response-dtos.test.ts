import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays } from '#core/kitchen/freshness';
import { deleteAccountResponseSchema } from '#core/schemas/account';
import {
  checkoutSessionStatusSchema,
  checkoutUrlSchema,
  creditsSummarySchema,
  creditTransactionsSchema,
  customerPortalSchema,
  devCheckoutSchema,
  devPortalStateSchema,
} from '#core/schemas/billing';
import {
  discoverDetailSchema,
  discoverFeedResponseSchema,
  leaderboardResponseSchema,
  myRankResponseSchema,
  translatedDetailSchema,
} from '#core/schemas/community-response';
import { dietProfileResponseSchema } from '#core/schemas/diet';
import {
  householdInviteSchema,
  householdResponseSchema,
  joinHouseholdResponseSchema,
  leaveHouseholdResponseSchema,
} from '#core/schemas/household';
import { successResponseSchema } from '#core/schemas/kitchen';
import { mealListResponseSchema, mealResponseSchema } from '#core/schemas/meal-plan';
import { pantryItemResponseSchema, pantryListResponseSchema, pantrySummaryResponseSchema } from '#core/schemas/pantry';
import {
  clearPurchasedResponseSchema,
  createShoppingItemResponseSchema,
  moveToPantryResponseSchema,
  shoppingItemResponseSchema,
  shoppingListResponseSchema,
} from '#core/schemas/shopping';
import { myRecipesResponseSchema, recipeDtoSchema, recipeResponseSchema } from '#core/schemas/recipe-response';
import { supportAnswerSchema } from '#core/schemas/support';
import { usageResponseSchema } from '#core/schemas/usage';
import { meResponseSchema } from '#core/schemas/users';
import { app } from '../app';
import { interceptChatCompletions } from '../ai/provider-test-helpers';
import { shareWritten } from '../domains/community/language-test-helpers';
import { insertRecipe, setShowRealName, share } from '../domains/community/test-helpers';
import { household, makeHousehold } from '../domains/households/household-test-helpers';
import { call, makeRecipe } from '../domains/recipes/read-test-helpers';
import { thisMonday, today } from './kitchen-helpers';
import { signIn } from './helpers';

/**
 * Each DTO builder's real answer parses with the core response schema the web relies on, and
 * carries no field the schema does not know, at any depth (toRecipeDto, toShoppingDto, toPantryDto,
 * the credit summary and history, planned meals, Discover cards and pages, the leaderboard, the
 * household, users/me, usage, the diet profile, support): a builder and its schema cannot drift
 * apart unnoticed.
 */
function expectShape(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(unknownKeys(schema, body)).toEqual([]);
}

/** The paths of fields in `value` that `schema` does not name (objects, arrays, nullables, unions). */
function unknownKeys(schema: z.ZodType, value: unknown, path = '$'): string[] {
  if (value === null || value === undefined) return [];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unknownKeys(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodArray)
    return Array.isArray(value) ? value.flatMap((item, i) => unknownKeys(schema.element as z.ZodType, item, `${path}[${i}]`)) : [];
  if (schema instanceof z.ZodUnion) {
    const option = (schema.options as z.ZodType[]).find((o) => o.safeParse(value).success);
    return option ? unknownKeys(option, value, path) : [];
  }
  if (schema instanceof z.ZodObject && typeof value === 'object') {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.entries(value).flatMap(([key, field]) =>
      shape[key] ? unknownKeys(shape[key], field, `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return [];
}

async function json(res: Response | Promise<Response>, status = 200): Promise<Record<string, unknown>> {
  const answer = await res;
  expect(answer.status).toBe(status);
  return answer.json();
}

const post = (cookie: string, body: unknown) => ({ method: 'POST', cookie, body: JSON.stringify(body) });

/** An OpenAI-compatible server for the translated shared recipe (its HTTP intercepted). */
const MODEL_BASE = 'http://localhost:11434/v1';
const MODEL_ENV = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: MODEL_BASE, OPENAI_MODEL: 'llama3.2', OPENAI_API_KEY: '', OPENAI_IMAGE_MODEL: '', GEMINI_API_KEY: '' };
const { answers } = interceptChatCompletions(MODEL_BASE);

describe('response DTOs match the core response schemas', () => {
  it('toRecipeDto: my recipes, with and without nutrition', async () => {
    const user = await signIn();
    await makeRecipe(user.userId);
    await makeRecipe(user.userId, { nutrition: { calories: 150, protein: 5, carbs: 20, fat: 5, fiber: 2, sugar: 3, sodium: 200 }, cuisine: 'italian', cookingMethod: 'boiling' });
    const body = await json(call('/my-recipes', { cookie: user.cookie }));
    expectShape(myRecipesResponseSchema, body);
    const recipes = body.recipes as unknown[];
    expect(recipes).toHaveLength(2);
    for (const recipe of recipes) expectShape(recipeDtoSchema, recipe);
  });

  it('toRecipeDto: a recipe written by hand', async () => {
    const user = await signIn({ planType: 'monthly' });
    const made = await json(call('/recipes', post(user.cookie, { title: 'Soup', ingredients: ['1 onion'], instructions: ['Cook.'] })), 201);
    expectShape(recipeResponseSchema, made);
    expectShape(recipeDtoSchema, made.recipe);
    const id = (made.recipe as { id: string }).id;
    const edited = await json(call(`/recipes/${id}`, { method: 'PATCH', cookie: user.cookie, body: JSON.stringify({ title: 'Onion soup' }) }));
    expectShape(recipeResponseSchema, edited);
    expectShape(recipeDtoSchema, edited.recipe);
  });

  it('toShoppingDto: a new item, the list, an edit, a removal, clearing and moving to the pantry', async () => {
    const user = await signIn({ planType: 'monthly' });
    const created = await json(call('/shopping-list', post(user.cookie, { name: 'Milk', quantity: 1, unit: 'liters' })), 201);
    expectShape(createShoppingItemResponseSchema, created);
    expectShape(shoppingListResponseSchema, await json(call('/shopping-list', { cookie: user.cookie })));
    const id = (created.item as { id: string }).id;
    const patch = (itemId: string, body: unknown) => call(`/shopping-list/${itemId}`, { method: 'PATCH', cookie: user.cookie, body: JSON.stringify(body) });
    expectShape(shoppingItemResponseSchema, await json(patch(id, { is_purchased: true })));
    const moved = await json(call('/shopping-list/move-to-pantry', post(user.cookie, {})));
    expectShape(moveToPantryResponseSchema, moved);
    expect(moved.moved).toBe(1);

    const bread = await json(call('/shopping-list', post(user.cookie, { name: 'Bread' })), 201);
    await json(patch((bread.item as { id: string }).id, { is_purchased: true }));
    const cleared = await json(call('/shopping-list/clear-purchased', { method: 'DELETE', cookie: user.cookie }));
    expectShape(clearPurchasedResponseSchema, cleared);
    expect(cleared.deleted).toBe(1);
    const eggs = await json(call('/shopping-list', post(user.cookie, { name: 'Eggs' })), 201);
    expectShape(successResponseSchema, await json(call(`/shopping-list/${(eggs.item as { id: string }).id}`, { method: 'DELETE', cookie: user.cookie })));
  });

  it('toPantryDto: a new item, the pantry, its summary and a removal', async () => {
    const user = await signIn({ planType: 'monthly' });
    const created = await json(call('/pantry', post(user.cookie, { name: 'Rice', location: 'Cabinet' })), 201);
    expectShape(pantryItemResponseSchema, created);
    expectShape(pantryListResponseSchema, await json(call('/pantry', { cookie: user.cookie })));
    const summary = await json(call(`/pantry/summary?today=${today()}`, { cookie: user.cookie }));
    expectShape(pantrySummaryResponseSchema, summary);
    expect(summary.total).toBe(1);
    const id = (created.item as { id: string }).id;
    expectShape(successResponseSchema, await json(call(`/pantry/${id}`, { method: 'DELETE', cookie: user.cookie })));
  });

  it('the credit summary and history', async () => {
    const user = await signIn();
    expectShape(creditsSummarySchema, await json(call('/credits', { cookie: user.cookie })));
    expectShape(creditTransactionsSchema, await json(call('/credits/transactions', { cookie: user.cookie })));
  });

  it('billing in the local simulator: checkout links, a session, the portal', async () => {
    const user = await signIn();
    const credits = await json(call('/credits/checkout', post(user.cookie, { package: 'starter' })));
    expectShape(checkoutUrlSchema, credits);
    const link = await json(call('/subscriptions/create-checkout', post(user.cookie, { planType: 'yearly' })));
    expectShape(checkoutUrlSchema, link);
    const sessionId = new URL(link.checkout_url as string, 'http://localhost').searchParams.get('session_id')!;
    expectShape(devCheckoutSchema, await json(call(`/dev/checkout/${sessionId}`, { cookie: user.cookie })));
    expectShape(checkoutSessionStatusSchema, await json(call(`/subscriptions/checkout/${sessionId}`, { cookie: user.cookie })));
    await json(call('/dev/checkout/complete', post(user.cookie, { session_id: sessionId })));
    const status = await json(call(`/subscriptions/checkout/${sessionId}`, { cookie: user.cookie }));
    expectShape(checkoutSessionStatusSchema, status);
    expect(status.plan_active).toBe(true);
    expectShape(customerPortalSchema, await json(call('/subscriptions/manage', { cookie: user.cookie })));
    expectShape(devPortalStateSchema, await json(call('/dev/portal', { cookie: user.cookie })));
  });

  it('the helper refuses a field the schema does not know, nested too', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.string(), note: z.object({ a: z.number() }).nullable() })) });
    expect(unknownKeys(schema, { items: [{ id: 'x', note: { a: 1, b: 2 } }], extra: true })).toEqual(['$.items[0].note.b', '$.extra']);
  });

  it('planned meals: the week and a new meal, with eaters and a diet conflict', async () => {
    const { owner, members } = await makeHousehold(1);
    const [ana] = members;
    await json(call('/diet-profile', { method: 'PUT', cookie: ana!.cookie, body: JSON.stringify({ diets: [], allergens: ['tree_nuts'], dislikes: [] }) }));
    const handles = (await household(owner))!.members.map((m) => m.id);
    const pesto = await makeRecipe(owner.userId, { title: 'Green pasta', ingredients: '300 g pasta\n50 g walnuts' });
    const monday = thisMonday();
    const made = await json(call('/meal-plans', post(owner.cookie, { plan_date: monday, meal_type: 'dinner', recipe_id: pesto.id, eaters: handles })), 201);
    expectShape(mealResponseSchema, made);
    const meal = made.meal as { eaters: unknown; diet_conflicts: unknown[] };
    expect(meal.eaters).toEqual(handles);
    expect(meal.diet_conflicts).toHaveLength(1);
    await json(call('/meal-plans', post(owner.cookie, { plan_date: addDays(monday, 1), meal_type: 'lunch', recipe_title: 'Soup' })), 201);
    const week = await json(call(`/meal-plans?start=${monday}&end=${addDays(monday, 6)}`, { cookie: owner.cookie }));
    expectShape(mealListResponseSchema, week);
    expect(week.meals).toHaveLength(2);
  });

  it('Discover: the feed\'s cards and a shared recipe, as written, translated (offline: unavailable) and a remix crediting its original', async () => {
    const creator = await signIn({ planType: 'monthly', name: 'Rosa Chef' });
    await setShowRealName(creator.userId, true);
    const reader = await signIn({ planType: 'monthly' });
    const sharedId = await share(creator, await insertRecipe(creator.userId, { title: 'Lemon tart' }), 'Sunday baking');
    await json(call(`/discover/${sharedId}/vote`, post(reader.cookie, { vote_type: 'upvote' })));
    await json(call(`/discover/${sharedId}/rate`, post(reader.cookie, { rating: 5 })));
    const copy = await json(call(`/discover/${sharedId}/remix`, post(reader.cookie, {})), 201);
    const remixShared = await share(reader, (copy.recipe as { id: string }).id);

    const feed = await json(call('/discover?sort=recent&limit=50', { cookie: reader.cookie }));
    expectShape(discoverFeedResponseSchema, feed);
    const card = (feed.recipes as Array<Record<string, unknown>>).find((r) => r.shared_recipe_id === sharedId);
    expect(card).toMatchObject({ user_vote: 'upvote', creator_display_name: 'Rosa Chef', share_message: 'Sunday baking', total_ratings: 1 });

    const detail = await json(call(`/discover/${remixShared}`, { cookie: reader.cookie }));
    expectShape(discoverDetailSchema, detail);
    expect(detail).toMatchObject({ is_own: true, remix_of: { id: sharedId, title: 'Lemon tart', creator: 'Rosa Chef' } });
    expectShape(discoverDetailSchema, await json(call(`/discover/${sharedId}`)));

    const same = await json(call(`/discover/${sharedId}?lang=en`, { cookie: reader.cookie }));
    expectShape(translatedDetailSchema, same);
    expect(same.translated).toBe(false);
    const offline = await json(call(`/discover/${sharedId}?lang=es`, { cookie: reader.cookie }));
    expectShape(translatedDetailSchema, offline);
    expect(offline).toMatchObject({ translated: false, translation_unavailable: true });
  });

  it('Discover: a shared recipe translated by a model', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const reader = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    const spanish = {
      title: 'Champiñones al ajillo',
      description: '',
      ingredients: ['400 g de champiñones', '2 dientes de ajo picados', '1 cucharada de aceite de oliva', 'Sal y pimienta'],
      instructions: ['Calienta el aceite en una sartén y añade el ajo.', 'Añade las setas y fríelas 8 minutos.', 'Sazona con sal y pimienta y sirve.'],
    };
    answers.push(() => Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(spanish) } }] }));
    const res = app.request(`http://localhost/api/discover/${sharedId}?lang=es`, { headers: { cookie: reader.cookie } }, { ...env, ...MODEL_ENV });
    const translated = await json(res);
    expectShape(translatedDetailSchema, translated);
    expect(translated).toMatchObject({ translated: true, translated_from: 'de', translated_to: 'es', language: 'de' });
  });

  it('the household: in none, an invite, joining, the members, removal and leaving', async () => {
    const owner = await signIn({ planType: 'monthly' });
    expectShape(householdResponseSchema, await json(call('/household', { cookie: owner.cookie })));
    const invite = async () => {
      const link = await json(call('/household/invites', { method: 'POST', cookie: owner.cookie }), 201);
      expectShape(householdInviteSchema, link);
      return link.token as string;
    };
    const [ana, ben] = [await signIn(), await signIn()];
    expectShape(joinHouseholdResponseSchema, await json(call('/household/join', post(ana.cookie, { token: await invite() }))));
    await json(call('/household/join', post(ben.cookie, { token: await invite() })));
    const home = await json(call('/household', { cookie: owner.cookie }));
    expectShape(householdResponseSchema, home);
    const members = home.members as Array<{ id: string; role: string; is_me: boolean }>;
    expect(members).toHaveLength(3);
    const benHandle = (await json(call('/household', { cookie: ben.cookie })) as { members: Array<{ id: string; is_me: boolean }> }).members.find((m) => m.is_me)!.id;
    expectShape(successResponseSchema, await json(call(`/household/members/${benHandle}`, { method: 'DELETE', cookie: owner.cookie })));
    const left = await json(call('/household/leave', { method: 'POST', cookie: ana.cookie }));
    expectShape(leaveHouseholdResponseSchema, left);
    expect(left.dissolved).toBe(false);
  });

  it('users/me, in a household and in none, and deleting the account', async () => {
    const { owner } = await makeHousehold(1);
    const me = await json(call('/users/me', { cookie: owner.cookie }));
    expectShape(meResponseSchema, me);
    expect(me.household).toMatchObject({ role: 'owner', member_count: 2 });
    const alone = await signIn();
    const mine = await json(call('/users/me', { cookie: alone.cookie }));
    expectShape(meResponseSchema, mine);
    expect(mine.household).toBeNull();
    const gone = await json(call('/users/me', { method: 'DELETE', cookie: alone.cookie, body: JSON.stringify({ confirm_email: mine.email }) }));
    expectShape(deleteAccountResponseSchema, gone);
  });

  it('usage, free and Pro', async () => {
    for (const plan of ['free', 'yearly'] as const) {
      const body = await json(call('/usage', { cookie: (await signIn({ planType: plan })).cookie }));
      expectShape(usageResponseSchema, body);
      expect(body.planType).toBe(plan === 'free' ? 'free' : 'pro');
    }
  });

  it('the diet profile, empty and as saved', async () => {
    const user = await signIn();
    expectShape(dietProfileResponseSchema, await json(call('/diet-profile', { cookie: user.cookie })));
    const put = { method: 'PUT', cookie: user.cookie, body: JSON.stringify({ diets: ['vegetarian'], allergens: ['peanuts'], dislikes: ['Cilantro'] }) };
    expectShape(dietProfileResponseSchema, await json(call('/diet-profile', put)));
    const saved = await json(call('/diet-profile', { cookie: user.cookie }));
    expectShape(dietProfileResponseSchema, saved);
    expect(saved).toEqual({ diets: ['vegetarian'], allergens: ['peanuts'], dislikes: ['Cilantro'] });
  });

  it('support: a bug report, a feature request and a message', async () => {
    const user = await signIn();
    const ticket = { title: 'It crashes', description: 'It crashes every time I save.' };
    for (const [path, body] of [
      ['/support/bug-report', ticket],
      ['/support/feature-request', ticket],
      ['/support/contact', { name: 'Ana', email: 'ana@example.test', subject: 'general', message: 'Hello from the kitchen.' }],
    ] as const) {
      expectShape(supportAnswerSchema, await json(call(path, post(user.cookie, body))));
    }
  });

  it('the leaderboard and my rank', async () => {
    const chef = await signIn({ planType: 'monthly' });
    await insertRecipe(chef.userId);
    const board = await json(call('/leaderboard', { cookie: chef.cookie }));
    expectShape(leaderboardResponseSchema, board);
    expect((board.leaderboard as Array<{ is_me: boolean }>).filter((row) => row.is_me)).toHaveLength(1);
    const rank = await json(call('/leaderboard/my-rank', { cookie: chef.cookie }));
    expectShape(myRankResponseSchema, rank);
    expect(rank.rank).not.toBeNull();
  });
});
