import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { addDays } from '#core/kitchen/freshness';
import { MEAL_TYPES } from '#core/kernel/kitchen-options';
import type { ProFeature } from '#core/kernel/plans';
import type { CookbookStore } from '#core/cookbook/cookbook-store';
import { ingredientLines } from '#core/recipe/recipe-text';
import { scaleIngredients } from '#core/ingredients/recipe-scaling';
import { cookbookDishParamSchema } from '#core/schemas/cookbook';
import { MAX_BULK_IDS, planDate } from '#core/schemas/kitchen';
import { mealInputSchema, mealPlanQuerySchema } from '#core/schemas/meal-plan';
import { DINNER_BUDGET_MINUTES, suggestMealsSchema } from '#core/schemas/meal-suggest';
import { createPantryItemSchema } from '#core/schemas/pantry';
import { generateRecipeSchema } from '#core/schemas/recipe';
import { createShoppingItemSchema } from '#core/schemas/shopping';
import { createModelProvider } from '../ai';
import type { Db } from '../db/client';
import type { Bindings } from '../env';
import { ApiError, badRequest, planRequired } from '../lib/errors';
import type { AssistantCook } from '../domains/assistants/assistants.service';
import { getDishPreview, matchFromPantry } from '../domains/cookbook/cookbook.service';
import { kitchenPro } from '../domains/households/households.service';
import { createMealFor, plannerMeals } from '../domains/meal-plans/eaters.service';
import { isPlannedInKitchen } from '../domains/meal-plans/meal-plans.service';
import { bundledPlanCookbook, suggestMeals } from '../domains/meal-plans/suggest.service';
import { clientToday, createPantryItem, listPantry } from '../domains/pantry/pantry.service';
import { pictureQueueOf } from '../domains/pictures/pictures.deps';
import { createRecipe } from '../domains/recipes/create-recipe.service';
import { getReadableRecipe } from '../domains/recipes/household-read.service';
import { planCandidates, toRecipeDto } from '../domains/recipes/recipes-read.service';
import { addShoppingItem, listShopping, updateShoppingItem } from '../domains/shopping/shopping.service';
import { say, TOOL_LANGUAGES, type MessageKey, type ToolLanguage } from './messages';

/**
 * The tools an assistant may call (docs/api.md "AI assistants"), each through the domains'
 * services with the same checks as the app's routes: the kitchen guard's Pro rule and messages,
 * the generation allowance, the schemas of core/schemas. Reads need the `read` scope every token
 * has; writes need `write`. A refusal is a tool error with the API's message, never a 5xx.
 */
export interface ToolCaller {
  db: Db;
  env: Bindings;
  now: Date;
  /** Forkcast's cookbook (core/cookbook/cookbook-store.ts), searched beside the cook's own recipes. */
  cookbook: CookbookStore;
  scopes: readonly string[];
  /** The cook the token acts for (read once per request; throws 403 when their kitchen changed). */
  cook: () => Promise<AssistantCook>;
  /** Runs work past the answer (the request's waitUntil). */
  defer: (work: Promise<unknown>) => void;
}

/** The same Pro messages as the kitchen routes (pantry, shopping-list, meal-plans). */
const PRO_MESSAGE: Partial<Record<ProFeature, string>> = {
  pantry: 'The pantry needs a Pro plan',
  shopping_list: 'The shopping list needs a Pro plan',
  meal_planner: 'The meal planner needs a Pro plan',
};

class ReadOnlyToken extends Error {}

const language = z.enum(TOOL_LANGUAGES).default('en').describe("The cook's language for the answer: en, es or de");
const today = planDate.optional().describe("The cook's local date (YYYY-MM-DD); the server's date when absent");

const MAX_SEARCH = 25;
const MAX_DISHES = 5;
/** The cookbook route's message for cooking from the pantry on the free plan. */
const PANTRY_COOK_MESSAGE = 'Cooking from the pantry needs a Pro plan';
const MAX_ADD = 50;

function answer(lang: ToolLanguage, key: MessageKey, values: Record<string, string | number>, data: unknown): CallToolResult {
  return { content: [{ type: 'text', text: `${say(lang, key, values)}\n\n${JSON.stringify(data)}` }] };
}

function refusal(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

/** Runs a tool: an API refusal becomes its message (and code), anything unexpected a generic error, logged. */
async function run(lang: ToolLanguage, work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReadOnlyToken) return refusal(say(lang, 'readOnly'));
    if (error instanceof ApiError) return refusal(`${error.message}${error.details ? ` (${error.details})` : ''} [${error.code}]`);
    console.error(JSON.stringify({ level: 'error', path: '/mcp', message: String(error), stack: error instanceof Error ? error.stack : undefined }));
    return refusal(say(lang, 'failed'));
  }
}

/** The first issue of a failed parse as the API's 400 (`validation_failed`, "path: message"). */
function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest('Some fields are invalid', issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : undefined);
}

export function registerTools(server: McpServer, caller: ToolCaller) {
  const canWrite = () => {
    if (!caller.scopes.includes('write')) throw new ReadOnlyToken();
  };
  /** The kitchen the cook acts on, after the kitchen guard's Pro rule. */
  const kitchen = async (feature: ProFeature, message = PRO_MESSAGE[feature]) => {
    const cook = await caller.cook();
    if (!(await kitchenPro({ db: caller.db, now: caller.now }, cook, cook.kitchenOwnerId, feature))) throw planRequired(message);
    return { cook, ownerId: cook.kitchenOwnerId };
  };
  const read = { readOnlyHint: true, openWorldHint: false } as const;
  const write = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;

  server.registerTool(
    'search_recipes',
    {
      title: 'Search my recipes and the cookbook',
      description:
        "Find recipes in the cook's own collection whose title or ingredients contain every word of the query (e.g. 'chicken rice'), and the dishes of Forkcast's cookbook closest to it by name. Answers up to `limit` own recipes (read one with get_recipe) and up to 5 cookbook dishes (read one with get_cookbook_dish).",
      inputSchema: { query: z.string().trim().min(1).max(100), limit: z.number().int().min(1).max(MAX_SEARCH).default(10), language },
      annotations: read,
    },
    ({ query, limit, language: lang }) =>
      run(lang, async () => {
        const cook = await caller.cook();
        const words = fold(query).split(/\s+/).filter(Boolean);
        const [own, named, closest] = await Promise.all([
          planCandidates({ db: caller.db }, cook.id),
          caller.cookbook.findByName(query, lang),
          caller.cookbook.closest(query, lang, MAX_DISHES),
        ]);
        const recipes = own
          .filter((recipe) => {
            const text = fold(`${recipe.title}\n${recipe.ingredients.join('\n')}`);
            return words.every((word) => text.includes(word));
          })
          .slice(0, limit)
          .map((recipe) => ({ id: recipe.id, title: recipe.title, minutes: recipe.minutes }));
        const dishes = [...(named ? [named.dish] : []), ...closest]
          .filter((dish, i, all) => all.findIndex((other) => other.id === dish.id) === i)
          .slice(0, MAX_DISHES)
          .map((dish) => ({ dish_id: dish.id, title: dish.text[lang].title, minutes: dish.prepTime + dish.cookTime }));
        return answer(lang, 'recipesFound', { n: recipes.length, dishes: dishes.length }, { recipes, cookbook: dishes });
      }),
  );

  server.registerTool(
    'get_recipe',
    {
      title: 'Read a recipe',
      description:
        "Read one of the cook's recipes (or one planned in their household) by id, with its ingredients scaled to `servings` when given (1 to 100) and its steps.",
      inputSchema: { recipe_id: z.string().min(1).max(100), servings: z.number().int().min(1).max(100).optional(), language },
      annotations: read,
    },
    ({ recipe_id, servings, language: lang }) =>
      run(lang, async () => {
        const cook = await caller.cook();
        const { recipe } = await getReadableRecipe({ db: caller.db, userId: cook.id, id: recipe_id, isPlannedInKitchen });
        const lines = ingredientLines(recipe.ingredients);
        const to = servings ?? recipe.servings;
        const data = {
          id: recipe.id,
          title: recipe.title,
          description: recipe.description,
          servings: to,
          original_servings: recipe.servings,
          total_time: recipe.total_time,
          ingredients: scaleIngredients(lines, recipe.servings, to),
          instructions: ingredientLines(recipe.instructions),
          notes: recipe.notes,
          language: recipe.language,
        };
        return answer(lang, 'recipe', { title: recipe.title, servings: to }, data);
      }),
  );

  server.registerTool(
    'get_cookbook_dish',
    {
      title: 'Read a cookbook dish',
      description:
        "Read a dish of Forkcast's cookbook by the dish_id search_recipes or cook_from_pantry answered, in the cook's language, with its ingredients scaled to `servings` when given (1 to 100).",
      inputSchema: { dish_id: cookbookDishParamSchema.shape.id, servings: z.number().int().min(1).max(100).optional(), language },
      annotations: read,
    },
    ({ dish_id, servings, language: lang }) =>
      run(lang, async () => {
        await caller.cook();
        const dish = await getDishPreview({ cookbook: caller.cookbook }, dish_id, lang);
        const to = servings ?? dish.servings;
        const data = { ...dish, servings: to, original_servings: dish.servings, ingredients: scaleIngredients(dish.ingredients, dish.servings, to) };
        return answer(lang, 'recipe', { title: dish.title, servings: to }, data);
      }),
  );

  server.registerTool(
    'cook_from_pantry',
    {
      title: 'What can I cook from my pantry',
      description:
        "\"Cook from what I have\" with the kitchen's pantry: the cook's own recipes and Forkcast's cookbook dishes ranked by how much of each the pantry covers, what expires first counting most. Each lists the foods it uses and what is missing (staples such as salt and oil assumed). Needs the kitchen's Pro plan.",
      inputSchema: { limit: z.number().int().min(1).max(MAX_SEARCH).default(5), language },
      annotations: read,
    },
    ({ limit, language: lang }) =>
      run(lang, async () => {
        const { cook, ownerId } = await kitchen('pantry', PANTRY_COOK_MESSAGE);
        const { matches } = await matchFromPantry({ db: caller.db, cookbook: caller.cookbook, now: caller.now }, cook.id, ownerId, lang);
        return answer(lang, 'cookable', { n: Math.min(limit, matches.length) }, { matches: matches.slice(0, limit) });
      }),
  );

  server.registerTool(
    'generate_recipe',
    {
      title: 'Create a recipe',
      description:
        "Write a new recipe with Forkcast's chef from ingredients, or from a dish name, and save it to the cook's recipes. Costs one of the cook's generations (the same monthly allowance and credits as the app); obeys the cook's diet profile. Needs write access.",
      inputSchema: {
        ingredients: z.array(z.string().trim().min(1).max(100)).max(20).default([]).describe('Ingredients to cook with'),
        dish_name: z.string().trim().min(1).max(100).optional().describe('A dish to write, e.g. "lentil soup"'),
        language,
      },
      annotations: { ...write, openWorldHint: true },
    },
    ({ ingredients, dish_name, language: lang }) =>
      run(lang, async () => {
        canWrite();
        const cook = await caller.cook();
        const input = parsed(
          generateRecipeSchema.safeParse({
            ingredients,
            recipeName: dish_name ?? null,
            generationType: dish_name ? 'prompt' : 'image',
            language: lang,
          }),
        );
        const deps = {
          db: caller.db,
          model: createModelProvider(caller.env),
          now: caller.now,
          pictures: pictureQueueOf(caller.env),
          defer: caller.defer,
        };
        const recipe = toRecipeDto(await createRecipe(deps, cook, input));
        const data = { id: recipe.id, title: recipe.title, servings: recipe.servings, total_time: recipe.total_time, ingredients: ingredientLines(recipe.ingredients), instructions: ingredientLines(recipe.instructions) };
        return answer(lang, 'generated', { title: recipe.title }, data);
      }),
  );

  server.registerTool(
    'suggest_week',
    {
      title: 'Plan my week',
      description:
        "Suggest recipes from the cook's collection for the empty slots of a week (Forkcast's \"Plan my week\": obeys everyone's diet, uses what expires soonest, keeps weekday dinners within the time budget). Saves nothing: show the cook, then save the meals they keep with save_meals. Needs the kitchen's Pro plan.",
      inputSchema: {
        start_date: planDate.describe('First day of the week (YYYY-MM-DD)'),
        days: z.number().int().min(1).max(7).default(7),
        meal_types: z.array(z.enum(MEAL_TYPES)).min(1).max(4).default(['dinner']),
        weekday_dinner_minutes: z.number().int().min(DINNER_BUDGET_MINUTES.min).max(DINNER_BUDGET_MINUTES.max).optional(),
        today,
        language,
      },
      annotations: read,
    },
    ({ start_date, days, meal_types, weekday_dinner_minutes, today: date, language: lang }) =>
      run(lang, async () => {
        const { cook, ownerId } = await kitchen('meal_planner');
        const slots = Array.from({ length: days }, (_, i) => addDays(start_date, i)).flatMap((day) =>
          [...new Set(meal_types)].map((meal_type) => ({ date: day, meal_type })),
        );
        const input = parsed(suggestMealsSchema.safeParse({ start_date, slots, weekday_dinner_minutes, today: date }));
        const result = await suggestMeals({ db: caller.db, ownerId, userId: cook.id, today: clientToday(date, caller.now), cookbook: bundledPlanCookbook }, input);
        return answer(lang, 'suggested', { n: result.suggestions.length }, result);
      }),
  );

  server.registerTool(
    'save_meals',
    {
      title: 'Save meals to the plan',
      description:
        "Save meals to the kitchen's plan: each a date, a meal type and a saved recipe's id (or a custom meal name), with optional servings. Use it for the suggestions the cook keeps. Needs write access and the kitchen's Pro plan.",
      inputSchema: { meals: z.array(mealInputSchema).min(1).max(28), language },
      annotations: write,
    },
    ({ meals, language: lang }) =>
      run(lang, async () => {
        canWrite();
        const { cook, ownerId } = await kitchen('meal_planner');
        const deps = { db: caller.db, ownerId, actorId: cook.id, now: caller.now };
        const saved = [];
        for (const meal of meals) saved.push((await createMealFor(deps, meal)).meal);
        return answer(lang, 'mealsSaved', { n: saved.length }, { meals: saved });
      }),
  );

  server.registerTool(
    'get_meal_plan',
    {
      title: 'Read the meal plan',
      description: "Read the kitchen's planned meals from `start` to `end` (YYYY-MM-DD, at most 31 days). Needs the kitchen's Pro plan.",
      inputSchema: { start: planDate, end: planDate, language },
      annotations: read,
    },
    ({ start, end, language: lang }) =>
      run(lang, async () => {
        const range = parsed(mealPlanQuerySchema.safeParse({ start, end }));
        const { cook, ownerId } = await kitchen('meal_planner');
        const result = await plannerMeals({ db: caller.db, ownerId, actorId: cook.id, now: caller.now }, range.start, range.end);
        return answer(lang, 'plan', { n: result.meals.length }, result);
      }),
  );

  server.registerTool(
    'get_shopping_list',
    {
      title: 'Read the shopping list',
      description: "Read the kitchen's shopping list: each item's id, name, amount, category and whether it is bought. Needs the kitchen's Pro plan.",
      inputSchema: { language },
      annotations: read,
    },
    ({ language: lang }) =>
      run(lang, async () => {
        const { ownerId } = await kitchen('shopping_list');
        const result = await listShopping({ db: caller.db, ownerId });
        return answer(lang, 'shoppingList', { n: result.items.length }, result);
      }),
  );

  server.registerTool(
    'add_to_shopping_list',
    {
      title: 'Add to the shopping list',
      description:
        "Add items to the kitchen's shopping list (name, optional quantity, unit and category). An item already pending with the same name is merged when the amounts add up. Needs write access and the kitchen's Pro plan.",
      inputSchema: { items: z.array(createShoppingItemSchema).min(1).max(MAX_ADD), language },
      annotations: write,
    },
    ({ items, language: lang }) =>
      run(lang, async () => {
        canWrite();
        const { ownerId } = await kitchen('shopping_list');
        const deps = { db: caller.db, ownerId, now: caller.now };
        const added = [];
        for (const item of items) added.push((await addShoppingItem(deps, item)).item);
        return answer(lang, 'shoppingAdded', { n: added.length }, { items: added });
      }),
  );

  server.registerTool(
    'tick_shopping_items',
    {
      title: 'Tick items off the shopping list',
      description:
        'Mark shopping-list items as bought (or, with purchased false, as still to buy), by the ids get_shopping_list answers. Needs write access and the kitchen\'s Pro plan.',
      inputSchema: { item_ids: z.array(z.string().min(1).max(100)).min(1).max(MAX_BULK_IDS), purchased: z.boolean().default(true), language },
      annotations: { ...write, idempotentHint: true },
    },
    ({ item_ids, purchased, language: lang }) =>
      run(lang, async () => {
        canWrite();
        const { ownerId } = await kitchen('shopping_list');
        const deps = { db: caller.db, ownerId, now: caller.now };
        const updated = [];
        for (const id of new Set(item_ids)) updated.push((await updateShoppingItem(deps, id, { is_purchased: purchased })).item);
        return answer(lang, 'ticked', { n: updated.length }, { items: updated });
      }),
  );

  server.registerTool(
    'get_pantry',
    {
      title: 'Read the pantry',
      description: "Read the kitchen's pantry: each item's name, amount, category, location and expiry date. Needs the kitchen's Pro plan.",
      inputSchema: { language },
      annotations: read,
    },
    ({ language: lang }) =>
      run(lang, async () => {
        const { ownerId } = await kitchen('pantry');
        const result = await listPantry({ db: caller.db, ownerId });
        return answer(lang, 'pantry', { n: result.items.length }, result);
      }),
  );

  server.registerTool(
    'add_pantry_items',
    {
      title: 'Add to the pantry',
      description:
        "Add items to the kitchen's pantry: name, optional quantity, unit, category, location and expiry date (YYYY-MM-DD). Needs write access and the kitchen's Pro plan.",
      inputSchema: { items: z.array(createPantryItemSchema).min(1).max(MAX_ADD), language },
      annotations: write,
    },
    ({ items, language: lang }) =>
      run(lang, async () => {
        canWrite();
        const { ownerId } = await kitchen('pantry');
        const deps = { db: caller.db, ownerId, now: caller.now };
        const added = [];
        for (const item of items) added.push((await createPantryItem(deps, item)).item);
        return answer(lang, 'pantryAdded', { n: added.length }, { items: added });
      }),
  );
}

/** Lower case without accents, for matching a query against titles and lines. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
