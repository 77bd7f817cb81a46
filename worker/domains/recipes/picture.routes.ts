import { Hono } from 'hono';
import { recipeIdParamSchema } from '#core/schemas/recipe-detail';
import type { AppEnv } from '../../env';
import { ApiError, limitReached } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { pictureQueueOf } from '../pictures/pictures.deps';
import { releaseGeneration, reserveGeneration } from '../usage/usage.service';
import { toRecipeDto } from './recipe.dto';
import { findOwnRecipe } from './recipes-read.service';
import { markPicturePending, sendPictureRequest } from './recipe-picture.service';

/** 503 as docs/api.md says: the server has no image model (not the cook's doing, not a conflict). */
const picturesUnavailable = () =>
  new ApiError(503, 'upstream_failed', 'No image model is configured on this server', 'AI_IMAGE_PROVIDER is none or unset');

/** A recipe's picture, served by the recipes router; the queue's consumer is the pictures domain's (pictures.service.ts). */
export const recipePictureRoutes = new Hono<AppEnv>()
  /**
   * `POST /api/recipes/{id}/picture` (owner): asks for a new picture; counts as one generation
   * (429 limit_reached when none is left), given back if the picture finally fails. Answers 202
   * with the recipe, `picture_status` pending; 409 while one is already being drawn.
   */
  .post('/:id/picture', validate('param', recipeIdParamSchema), async (c) => {
    const user = requireUser(c);
    const queue = pictureQueueOf(c.env);
    if (!queue) throw picturesUnavailable();
    const { id } = c.req.valid('param');
    const db = c.var.db;
    const now = c.var.now();
    // The recipe must be the caller's before a generation is taken (404 otherwise, nothing spent).
    await findOwnRecipe({ db, userId: user.id, id });
    const reservation = await reserveGeneration({ db, now }, user, `picture:${id}:${crypto.randomUUID()}`);
    if (!reservation) throw limitReached();
    let row;
    try {
      row = await markPicturePending({ db }, { userId: user.id, id, now });
    } catch (err) {
      await releaseGeneration({ db, now }, reservation);
      throw err;
    }
    const message = { recipeId: id, requestedAt: row.pictureRequestedAt ?? now.toISOString(), reservation };
    if (!(await sendPictureRequest({ db, queue }, message))) {
      await releaseGeneration({ db, now }, reservation);
      throw new ApiError(502, 'upstream_failed', 'The picture could not be requested. Please try again.');
    }
    return c.json({ recipe: toRecipeDto(row) }, 202);
  });
