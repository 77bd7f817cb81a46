import { Hono, type Context } from 'hono';
import {
  discoverQuerySchema,
  discoverRecipeQuerySchema,
  idParamSchema,
  rateSchema,
  remixSchema,
  reviewSchema,
  voteSchema,
} from '#core/schemas/community';
import { createModelProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { keepRunning } from '../../lib/keep-running';
import { sha256Hex } from '../../lib/crypto';
import { requirePro } from '../../lib/guards';
import { clientKey } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { getRatings, getReviews, rate, review } from './feedback.service';
import { feedLanguageCounts } from './feed-languages.service';
import { listFeed } from './feed.service';
import { getSharedRecipe, type Viewer } from './shared-recipe.service';
import { pictureQueueOf } from '../pictures/pictures.deps';
import { remixSharedRecipe } from './remix.service';
import { inReaderLanguage } from './translation.service';
import { vote } from './vote.service';

const deps = (c: Context<AppEnv>) => ({ db: c.var.db, now: c.var.now() });

/**
 * Who is reading, for view counting: the user id, or (signed out) a hash of the recipe and the
 * client address. Only CF-Connecting-IP names the address (Cloudflare sets it; User-Agent,
 * X-Forwarded-For and the like are the client's choice), so one address adds at most one
 * anonymous view per recipe per UTC day however its headers vary. The recipe id in the hash
 * keeps one address's keys from linking across recipes.
 */
async function viewerOf(c: Context<AppEnv>, sharedRecipeId: string): Promise<Viewer> {
  const user = c.var.user;
  if (user) return { userId: user.id, key: `u:${user.id}` };
  return { userId: null, key: `a:${await sha256Hex(`${sharedRecipeId}\n${clientKey(c)}`)}` };
}

/**
 * The Discover feed (Pro), a shared recipe by its link (anyone, signed out included), votes,
 * ratings and reviews (docs/api.md; docs/product.md "Community").
 */
export const discoverRoutes = new Hono<AppEnv>()
  .get('/', validate('query', discoverQuerySchema), async (c) => {
    const user = requirePro(c, 'discover', 'The Discover feed requires a Pro plan');
    return c.json(await listFeed(deps(c), user.id, c.req.valid('query')), 200);
  })
  // Before `/:id`: the feed's count per language (Pro, as the feed).
  .get('/languages', async (c) => {
    requirePro(c, 'discover', 'The Discover feed requires a Pro plan');
    return c.json(await feedLanguageCounts(deps(c)), 200);
  })
  .get('/:id', validate('param', idParamSchema), validate('query', discoverRecipeQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const recipe = await getSharedRecipe(deps(c), id, await viewerOf(c, id));
    const { lang } = c.req.valid('query');
    // `?lang=xx`: in the reader's language, translated by the model when one is set up (docs/api.md).
    if (lang) {
      // The translation budget counts per reader: the user, or (signed out) a hash of the address.
      const reader = c.var.user ? `u:${c.var.user.id}` : `a:${await sha256Hex(clientKey(c))}`;
      return c.json(await inReaderLanguage({ ...deps(c), model: createModelProvider(c.env), reader }, recipe, lang), 200);
    }
    return c.json(recipe, 200);
  })
  .post('/:id/vote', validate('param', idParamSchema), validate('json', voteSchema), async (c) => {
    const user = requirePro(c, 'voting', 'Voting requires a Pro plan');
    const result = await vote(deps(c), user.id, c.req.valid('param').id, c.req.valid('json').vote_type);
    return c.json(result, 200);
  })
  .post('/:id/remix', validate('param', idParamSchema), validate('json', remixSchema), async (c) => {
    // Saving is a Discover action: the plan table gives Discover to Pro (docs/decisions/050-saved-community-recipes.md).
    const user = requirePro(c, 'discover', 'Saving community recipes requires a Pro plan');
    const { instruction, language } = c.req.valid('json');
    // With an instruction the copy is refined too: one generation (docs/decisions/055-refine-and-recipe-versions.md).
    const refine = instruction?.trim()
      ? { user, model: createModelProvider(c.env), pictures: pictureQueueOf(c.env), defer: (work: Promise<unknown>) => keepRunning(c, work) }
      : undefined;
    const { created, recipe } = await remixSharedRecipe(
      { ...deps(c), ...(refine ? { refine } : {}) },
      { userId: user.id, sharedRecipeId: c.req.valid('param').id, instruction, language },
    );
    return c.json({ recipe, created }, created ? 201 : 200);
  })
  .get('/:id/ratings', validate('param', idParamSchema), async (c) => {
    return c.json(await getRatings(deps(c), c.req.valid('param').id, c.var.user?.id ?? null), 200);
  })
  .get('/:id/reviews', validate('param', idParamSchema), async (c) => {
    return c.json(await getReviews(deps(c), c.req.valid('param').id, c.var.user?.id ?? null), 200);
  })
  .post('/:id/rate', validate('param', idParamSchema), validate('json', rateSchema), async (c) => {
    const user = requirePro(c, 'rating', 'Rating requires a Pro plan');
    return c.json(await rate(deps(c), user.id, c.req.valid('param').id, c.req.valid('json').rating), 200);
  })
  .post('/:id/review', validate('param', idParamSchema), validate('json', reviewSchema), async (c) => {
    const user = requirePro(c, 'reviewing', 'Reviewing requires a Pro plan');
    return c.json(await review(deps(c), user.id, c.req.valid('param').id, c.req.valid('json').review_text), 200);
  });
