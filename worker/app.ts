import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { createDb } from './db/client';
import { assistantsRoutes } from './domains/assistants/assistants.routes';
import { devLoginRoutes, logoutRoutes, oauthRoutes, sessionsRoutes } from './domains/auth/auth.routes';
import { simulatorRoutes, subscriptionsRoutes, webhookRoutes } from './domains/billing/billing.routes';
import { communityRoutes } from './domains/community/community.routes';
import { cookbookRoutes } from './domains/cookbook/cookbook.routes';
import { creditsRoutes } from './domains/credits/credits.routes';
import { dietRoutes } from './domains/diet/diet.routes';
import { householdsRoutes } from './domains/households/households.routes';
import { exportRoutes } from './domains/export/export.routes';
import { detectIngredientsRoutes, imagesRoutes } from './domains/images/images.routes';
import { importRoutes } from './domains/import/import.routes';
import { leaderboardRoutes } from './domains/leaderboard/leaderboard.routes';
import { mealPlansRoutes } from './domains/meal-plans/meal-plans.routes';
import { pantryRoutes } from './domains/pantry/pantry.routes';
import { picturesRoutes } from './domains/pictures/pictures.routes';
import { pagesRoutes } from './domains/pages/pages.routes';
import { radioRoutes } from './domains/radio/radio.routes';
import { generateRoutes } from './domains/recipes/generate.routes';
import { myRecipesRoutes, recipesRoutes } from './domains/recipes/recipes.routes';
import { supportRoutes } from './domains/support/support.routes';
import { shoppingRoutes } from './domains/shopping/shopping.routes';
import { usageRoutes } from './domains/usage/usage.routes';
import { usersRoutes } from './domains/users/users.routes';
import type { AppEnv } from './env';
import { drainUnreadBody } from './lib/body-drain';
import { jsonBodyLimit } from './lib/body-limit';
import { ApiError, notFound } from './lib/errors';
import type { Context } from 'hono';
import { apiSecureHeaders, originCheck } from './lib/security';
import { loadSession } from './domains/auth/session.middleware';
import { benchDiagnosticsOn, meterD1, ROWS_READ_HEADER } from './lib/rows-read-meter';
import { answerBookmark, openD1Session, requestBookmark } from './lib/d1-session';

/** Every failure becomes `{ error, code, details? }`; unexpected ones are logged with the request id. */
function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    const body = { error: err.message, code: err.code, ...(err.details ? { details: err.details } : {}), ...err.extra };
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono raises 400 for a body that is not valid JSON.
    const malformed = /malformed|json/i.test(err.message);
    return c.json(
      {
        error: malformed ? 'The request body is not valid JSON' : err.message || 'Bad request',
        code: malformed ? 'invalid_json' : 'validation_failed',
      },
      err.status,
    );
  }
  const requestId = c.get('requestId') ?? 'unknown';
  console.error(
    JSON.stringify({ level: 'error', requestId, path: c.req.path, message: String(err), stack: err.stack }),
  );
  return c.json(
    {
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
      details: `Request id ${requestId}`,
    },
    500,
  );
}

const api = new Hono<AppEnv>()
  .use(requestId())
  .use(async (c, next) => {
    // D1 read replication: one session per request, from the client's bookmark (lib/d1-session.ts).
    const safe = c.req.method === 'GET' || c.req.method === 'HEAD';
    const session = openD1Session(c.env.DB, requestBookmark(c), safe);
    const meter = benchDiagnosticsOn(c.env) ? meterD1(session.db) : null;
    c.set('db', createDb(meter?.db ?? session.db));
    c.set('now', () => new Date());
    await next();
    answerBookmark(c, session.bookmark(), safe);
    if (meter) c.header(ROWS_READ_HEADER, String(meter.rowsRead()));
  })
  .use(apiSecureHeaders())
  .use(originCheck())
  .use(loadSession())
  // One body limit (256 KB) for every route but the named exceptions, before any body is read.
  .use(jsonBodyLimit())
  // Each router at its URL's first segment, from the domain that segment names
  // (docs/decisions/053-domain-modules-and-url-prefixes.md; worker/architecture.test.ts checks it).
  // `/dev/*` is the development tools' namespace: dev sign-in first (its DEV_LOGIN guard covers
  // the whole namespace), then the billing simulator.
  .route('/oauth', oauthRoutes)
  .route('/sessions', sessionsRoutes)
  .route('/logout', logoutRoutes)
  .route('/dev', devLoginRoutes)
  .route('/dev', simulatorRoutes)
  .route('/users', usersRoutes)
  .route('/usage', usageRoutes)
  .route('/detect-ingredients', detectIngredientsRoutes)
  .route('/images', imagesRoutes)
  .route('/generate-recipe', generateRoutes)
  .route('/my-recipes', myRecipesRoutes)
  .route('/recipes', recipesRoutes)
  .route('/import', importRoutes)
  .route('/export', exportRoutes)
  .route('/pictures', picturesRoutes)
  .route('/discover', communityRoutes)
  .route('/leaderboard', leaderboardRoutes)
  .route('/support', supportRoutes)
  .route('/radio', radioRoutes)
  .route('/subscriptions', subscriptionsRoutes)
  .route('/webhooks', webhookRoutes)
  .route('/credits', creditsRoutes)
  .route('/pantry', pantryRoutes)
  .route('/shopping-list', shoppingRoutes)
  .route('/meal-plans', mealPlansRoutes)
  .route('/diet-profile', dietRoutes)
  .route('/household', householdsRoutes)
  .route('/cookbook', cookbookRoutes)
  .route('/assistants', assistantsRoutes)
  .all('*', () => {
    throw notFound();
  })
  .onError(handleError);

/** The whole worker: `/api/*` is the API; other worker-first paths are pages (link previews). */
export const app = new Hono<AppEnv>().use(drainUnreadBody()).route('/api', api).route('/', pagesRoutes).onError(handleError);

export type AppType = typeof api;
