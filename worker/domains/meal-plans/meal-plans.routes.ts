import { Hono } from 'hono';
import { kitchenIdParamSchema } from '#core/schemas/kitchen';
import { generateShoppingListSchema, mealInputSchema, mealPlanQuerySchema } from '#core/schemas/meal-plan';
import { suggestMealsSchema } from '#core/schemas/meal-suggest';
import type { AppEnv } from '../../env';
import { validate } from '../../lib/validate';
import { requireKitchen } from '../households/kitchen.middleware';
import { clientToday } from '../pantry/pantry.service';
import { generateShoppingList } from './generate-list.service';
import { createMealFor, plannerMeals, replaceMealFor } from './eaters.service';
import { deleteMeal } from './meal-plans.service';
import { bundledPlanCookbook, suggestMeals } from './suggest.service';

const PLANNER_MESSAGE = 'The meal planner needs a Pro plan';
const GENERATE_MESSAGE = 'Shopping list generation requires Weekly, Monthly, or Yearly plan';

/** The meal planner (Pro) and turning its meals into a shopping list. Another owner's meal is 404. */
export const mealPlansRoutes = new Hono<AppEnv>()
  .get('/', validate('query', mealPlanQuerySchema), async (c) => {
    const { user, ownerId } = await requireKitchen(c, 'meal_planner', PLANNER_MESSAGE);
    const { start, end } = c.req.valid('query');
    return c.json(await plannerMeals({ db: c.var.db, ownerId, actorId: user.id, now: c.var.now() }, start, end));
  })
  .post('/generate-shopping-list', validate('json', generateShoppingListSchema), async (c) => {
    const { ownerId } = await requireKitchen(c, 'meal_planner', GENERATE_MESSAGE);
    const { start_date, end_date, today } = c.req.valid('json');
    const now = c.var.now();
    return c.json(
      await generateShoppingList({
        db: c.var.db,
        ownerId,
        now,
        start: start_date,
        end: end_date,
        today: clientToday(today, now),
      }),
    );
  })
  .post('/suggest', validate('json', suggestMealsSchema), async (c) => {
    const { user, ownerId } = await requireKitchen(c, 'meal_planner', PLANNER_MESSAGE);
    const input = c.req.valid('json');
    return c.json(await suggestMeals({ db: c.var.db, ownerId, userId: user.id, today: clientToday(input.today, c.var.now()), cookbook: bundledPlanCookbook }, input));
  })
  .post('/', validate('json', mealInputSchema), async (c) => {
    const { user, ownerId } = await requireKitchen(c, 'meal_planner', PLANNER_MESSAGE);
    const deps = { db: c.var.db, ownerId, actorId: user.id, now: c.var.now() };
    return c.json(await createMealFor(deps, c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', kitchenIdParamSchema), validate('json', mealInputSchema), async (c) => {
    const { user, ownerId } = await requireKitchen(c, 'meal_planner', PLANNER_MESSAGE);
    const deps = { db: c.var.db, ownerId, actorId: user.id, now: c.var.now() };
    return c.json(await replaceMealFor(deps, c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', kitchenIdParamSchema), async (c) => {
    const { ownerId } = await requireKitchen(c, 'meal_planner', PLANNER_MESSAGE);
    return c.json(await deleteMeal({ db: c.var.db, ownerId }, c.req.valid('param').id));
  });
