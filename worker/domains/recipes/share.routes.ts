import { Hono } from 'hono';
import { idParamSchema, shareRecipeSchema } from '#core/schemas/community';
import type { AppEnv } from '../../env';
import { requirePro, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { getShareStats, shareRecipe, unshareRecipe } from '../community/share.service';
import { prepareShareCard, removeShareCards } from '../pages/share-card.service';

const SHARING_MESSAGE = 'Recipe sharing requires a Pro plan';

/**
 * `/api/recipes/{id}/share`, a recipe's sub-resource served by the recipes router; the sharing
 * itself is the community domain's (share.service.ts). Sharing an own recipe: GET (stats for the recipe page), POST (Pro; share or update the message),
 * DELETE (any plan, so a lapsed subscriber can still take a recipe down). Owner only, else 404.
 */
export const recipeShareRoutes = new Hono<AppEnv>()
  .get('/:id/share', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const stats = await getShareStats({ db: c.var.db, now: c.var.now() }, user.id, c.req.valid('param').id);
    return c.json(stats, 200);
  })
  .post('/:id/share', validate('param', idParamSchema), validate('json', shareRecipeSchema), async (c) => {
    const user = requirePro(c, 'sharing', SHARING_MESSAGE);
    const { share_message } = c.req.valid('json');
    const stats = await shareRecipe({ db: c.var.db, now: c.var.now() }, user.id, c.req.valid('param').id, share_message);
    // The link-preview card of a recipe without a photo is made now, not when a crawler asks.
    if (stats.shared) await prepareShareCard({ db: c.var.db, bucket: c.env.BUCKET }, stats.shared_recipe_id);
    return c.json(stats, 200);
  })
  .delete('/:id/share', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const deps = { db: c.var.db, now: c.var.now() };
    const before = await getShareStats(deps, user.id, c.req.valid('param').id);
    const stats = await unshareRecipe(deps, user.id, c.req.valid('param').id);
    // Its rendered link-preview cards go with the share (docs/decisions/032-hardening-second-pass.md).
    if (before.shared) await removeShareCards({ bucket: c.env.BUCKET }, before.shared_recipe_id);
    return c.json(stats, 200);
  });
