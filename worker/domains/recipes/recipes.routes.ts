import { Hono } from 'hono';
import { createRecipeSchema, updateRecipeSchema } from '#core/schemas/manual-recipe';
import { myRecipesQuerySchema, recipeIdParamSchema, recipeNotesSchema } from '#core/schemas/recipe-detail';
import { createModelProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { requirePro, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { updateRecipe, writeRecipeByHand } from './manual-recipe.service';
import { updateNotes } from './notes.service';
import { getOrComputeNutrition } from './nutrition.service';
import { refreshSharedCardStatement } from '../community/share.service';
import { isPlannedInKitchen } from '../meal-plans/meal-plans.service';
import { getReadableRecipe } from './household-read.service';
import { recipeImportRoutes } from './import.routes';
import { recipePictureRoutes } from './picture.routes';
import { refineRoutes } from './refine.routes';
import { listMyRecipes } from './recipes-read.service';
import { recipeShareRoutes } from './share.routes';

const NUTRITION_PLAN_MESSAGE = 'Nutritional analysis requires Monthly or Yearly plan';

/** `GET /api/my-recipes`: the signed-in user's own recipes (mounted at `/my-recipes`). */
export const myRecipesRoutes = new Hono<AppEnv>().get('/', validate('query', myRecipesQuerySchema), async (c) => {
  const user = requireUser(c);
  const { cursor, limit } = c.req.valid('query');
  return c.json(await listMyRecipes({ db: c.var.db, userId: user.id, cursor, limit }));
});

/**
 * `/api/recipes/*` (mounted at `/recipes`): detail, writing and editing by hand, notes and nutrition,
 * and the sub-resources other domains own, served here through their services: import (import
 * domain), share (community), picture (pictures); docs/decisions/053-domain-modules-and-url-prefixes.md.
 */
export const recipesRoutes = new Hono<AppEnv>()
  .route('/', recipeImportRoutes)
  .get('/:id', validate('param', recipeIdParamSchema), async (c) => {
    const user = requireUser(c);
    // Own recipes, and the ones planned in the caller's household, read-only (docs/decisions/051-household-recipes.md).
    // Share statistics live at GET /api/recipes/{id}/share (community domain).
    return c.json(await getReadableRecipe({ db: c.var.db, userId: user.id, id: c.req.valid('param').id, isPlannedInKitchen }));
  })
  .post('/', validate('json', createRecipeSchema), async (c) => {
    const user = requireUser(c);
    const deps = { db: c.var.db, userId: user.id, now: c.var.now(), free: user.planType === 'free' };
    return c.json(await writeRecipeByHand(deps, c.req.valid('json')), 201);
  })
  .patch('/:id', validate('param', recipeIdParamSchema), validate('json', updateRecipeSchema), async (c) => {
    const user = requireUser(c);
    const deps = { db: c.var.db, userId: user.id, now: c.var.now(), refreshSharedCard: refreshSharedCardStatement };
    return c.json(await updateRecipe(deps, c.req.valid('param').id, c.req.valid('json')));
  })
  .patch(
    '/:id/notes',
    validate('param', recipeIdParamSchema),
    validate('json', recipeNotesSchema),
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await updateNotes({ db: c.var.db, userId: user.id, id, notes: c.req.valid('json').notes }));
    },
  )
  .post('/:id/nutrition', validate('param', recipeIdParamSchema), async (c) => {
    const user = requirePro(c, 'nutrition', NUTRITION_PLAN_MESSAGE);
    const nutrition = await getOrComputeNutrition({
      db: c.var.db,
      now: c.var.now(),
      model: createModelProvider(c.env),
      userId: user.id,
      id: c.req.valid('param').id,
    });
    return c.json({ nutrition });
  })
  .route('/', recipeShareRoutes)
  .route('/', recipePictureRoutes)
  // Refine and versions (docs/decisions/055-refine-and-recipe-versions.md).
  .route('/', refineRoutes);
