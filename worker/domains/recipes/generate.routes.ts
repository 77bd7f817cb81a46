import { Hono } from 'hono';
import { generateRecipeSchema, isCustomizedRequest } from '../../../core/schemas/recipe';
import { createModelProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { requirePro, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { createRecipe } from './create-recipe.service';
import { toRecipeDto } from './recipe.dto';

/** `POST /api/generate-recipe` (SPEC section 7): the recipe creator. Answers `{ recipe }`. */
export const generateRoutes = new Hono<AppEnv>().post(
  '/generate-recipe',
  async (c, next) => {
    requireUser(c); // 401 before anything about the body
    await next();
  },
  validate('json', generateRecipeSchema),
  async (c) => {
    const input = c.req.valid('json');
    // Cuisine and cooking method are Pro (DECISIONS.md "Plans"): 403 plan_required on free.
    const user = isCustomizedRequest(input) ? requirePro(c, 'customized_recipes') : requireUser(c);
    const row = await createRecipe({ db: c.var.db, model: createModelProvider(c.env), now: c.var.now() }, user, input);
    return c.json({ recipe: toRecipeDto(row) });
  },
);
