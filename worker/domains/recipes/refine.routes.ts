import { Hono } from 'hono';
import { recipeIdParamSchema } from '#core/schemas/recipe-detail';
import { refineSchema } from '#core/schemas/refine';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { writingDeps } from './generate.routes';
import { toRecipeDto } from './recipe.dto';
import { listRecipeVersions, refineOwnRecipe } from './refine.service';

/**
 * Refine and versions (docs/decisions/055-refine-and-recipe-versions.md): the owner only; a
 * household reader or anyone else gets the 404 of a missing recipe.
 */
export const refineRoutes = new Hono<AppEnv>()
  .post(
    '/:id/refine',
    async (c, next) => {
      requireUser(c); // 401 before anything about the body
      await next();
    },
    validate('param', recipeIdParamSchema),
    validate('json', refineSchema),
    async (c) => {
      const user = requireUser(c);
      const { instruction, language } = c.req.valid('json');
      const row = await refineOwnRecipe(writingDeps(c), user, { recipeId: c.req.valid('param').id, instruction, language });
      return c.json({ recipe: toRecipeDto(row) }, 201);
    },
  )
  .get('/:id/versions', validate('param', recipeIdParamSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await listRecipeVersions({ db: c.var.db, userId: user.id, id: c.req.valid('param').id }));
  });
