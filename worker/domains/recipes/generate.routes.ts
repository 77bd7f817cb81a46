import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { generateRecipeSchema, isCustomizedRequest } from '../../../core/schemas/recipe';
import { createModelProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { requirePro, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { createRecipe, prepareGeneration, streamCreateRecipe } from './create-recipe.service';
import { sendGeneration, wantsEventStream } from './generate-stream';
import { toRecipeDto } from './recipe.dto';

/**
 * `POST /api/generate-recipe` (SPEC section 7): the recipe creator. Answers `{ recipe }`, or with
 * `Accept: text/event-stream` streams it (docs/decisions.md "Streaming generation"). Everything
 * that can fail before the model is called (sign-in, validation, plan, photo, limit) answers the
 * usual JSON error either way.
 */
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
    const deps = { db: c.var.db, model: createModelProvider(c.env), now: c.var.now() };
    if (!wantsEventStream(c.req.header('accept'))) {
      const row = await createRecipe(deps, user, input);
      return c.json({ recipe: toRecipeDto(row) });
    }
    const prepared = await prepareGeneration(deps, user, input);
    const controller = new AbortController();
    return streamSSE(c, async (stream) => {
      const run = streamCreateRecipe(deps, user, input, prepared, controller.signal);
      const sent = sendGeneration(stream, run, { provider: deps.model.name, controller, requestId: c.var.requestId });
      keepRunning(c, sent);
      await sent;
    });
  },
);

/** The save or the give-back finishes even when the client has gone (Workers cancel otherwise). */
function keepRunning(c: { executionCtx: { waitUntil(promise: Promise<unknown>): void } }, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (in-process tests): the promise runs to its end anyway.
  }
}
