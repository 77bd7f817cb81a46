import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { generateRecipeSchema, isCustomizedRequest, type GenerateRecipeBody } from '#core/schemas/recipe';
import { createModelProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { keepRunning } from '../../lib/keep-running';
import { requirePro, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { pictureQueueOf } from '../pictures/pictures.deps';
import { createRecipe, prepareGeneration, streamCreateRecipe } from './create-recipe.service';
import { modelFor, precookOffline } from './generate-cookbook';
import { sendGeneration, wantsEventStream } from './generate-stream';
import { toRecipeDto } from './recipe.dto';

/**
 * `POST /api/generate-recipe` (docs/api.md): the recipe creator. Answers `{ recipe }`, or with
 * `Accept: text/event-stream` streams it (docs/decisions/025-streaming-generation.md). Everything
 * that can fail before the model is called (sign-in, validation, plan, photo, limit) answers the
 * usual JSON error either way. Mounted at `/generate-recipe`.
 */
export const generateRoutes = new Hono<AppEnv>().post(
  '/',
  async (c, next) => {
    requireUser(c); // 401 before anything about the body
    await next();
  },
  validate('json', generateRecipeSchema),
  async (c, next) => {
    if (!wantsEventStream(c.req.header('accept'))) return next();
    const input = c.req.valid('json');
    const { deps, user } = generation(c, input);
    // Anything that fails here (photo, limit) is still a plain JSON error.
    const prepared = await prepareGeneration(deps, user, input);
    // The offline chef cooks first: what it cannot cook is a plain JSON 422 too.
    const precooked = await precookOffline(deps, user, input, prepared);
    const controller = new AbortController();
    return streamSSE(c, async (stream) => {
      const run = streamCreateRecipe(deps, user, input, prepared, controller.signal, precooked);
      const sent = sendGeneration(stream, run, { provider: deps.model.name, controller, requestId: c.var.requestId });
      keepRunning(c, sent);
      await sent;
    });
  },
  async (c) => {
    const input = c.req.valid('json');
    const { deps, user } = generation(c, input);
    const row = await createRecipe(deps, user, input);
    return c.json({ recipe: toRecipeDto(row) });
  },
);

/** The caller (Pro for cuisine and method, docs/product.md "Plans and limits": 403 plan_required on free) and the services' inputs. */
function generation(c: Context<AppEnv>, input: GenerateRecipeBody) {
  const user = isCustomizedRequest(input) ? requirePro(c, 'customized_recipes') : requireUser(c);
  const deps = writingDeps(c);
  return { user, deps: { ...deps, model: modelFor(input, deps.model) } };
}

/**
 * What a service that writes a recipe with the model needs (generate, refine): the db, the model,
 * the clock, the picture queue and a way to finish the save after the answer.
 */
export function writingDeps(c: Context<AppEnv>) {
  return {
    db: c.var.db,
    model: createModelProvider(c.env),
    now: c.var.now(),
    pictures: pictureQueueOf(c.env),
    defer: (work: Promise<unknown>) => keepRunning(c, work),
  };
}
