import { app } from './app';
import { createDb } from './db/client';
import { purgeExpiredStates } from './domains/auth/oauth-state.service';
import { purgeExpired } from './domains/auth/session.service';
import { refreshTrendingScores } from './domains/community/trending.service';
import { deleteUnattachedImages } from './domains/images/images.service';
import { handlePictureBatch } from './domains/pictures/pictures.service';
import { unshownByRecipes } from './domains/recipes/recipe-refs.service';
import { createImageProvider } from './ai';
import { isMcpPath, mcpFetch } from './mcp/server';
import { purgeOldBudgets } from './lib/call-budget';

export default {
  /**
   * The AI assistants' MCP server and its OAuth endpoints (worker/mcp/server.ts isMcpPath) go to
   * the MCP module; every other request to the app, unchanged (docs/decisions/079-mcp-server.md).
   */
  fetch(request, env, ctx) {
    if (isMcpPath(new URL(request.url).pathname)) return mcpFetch(request, env, ctx);
    return app.fetch(request, env, ctx);
  },
  /**
   * Cron Trigger (wrangler.toml, every 15 min): refresh the stored trending scores and delete
   * expired sessions, dev sign-in codes and sign-in states, and delete photos never attached to
   * a recipe within 24 hours, and counted budgets older than two days (lib/call-budget.ts).
   */
  async scheduled(controller, env) {
    const db = createDb(env.DB);
    const now = new Date(controller.scheduledTime);
    await Promise.all([
      refreshTrendingScores({ db, now }),
      purgeExpired({ db, now }),
      purgeExpiredStates({ db, now }),
      deleteUnattachedImages({ db, bucket: env.BUCKET, now, unshownByRecipes }),
      purgeOldBudgets({ db, now }),
    ]);
  },
  /**
   * The PICTURES queue (wrangler.toml): draws the picture of a saved generated recipe
   * (docs/decisions/038-dish-pictures-the-ai-picture-queue.md), retrying with backoff, then marking it failed.
   */
  async queue(batch, env) {
    await handlePictureBatch(
      { db: createDb(env.DB), bucket: env.BUCKET, now: () => new Date(), provider: createImageProvider(env) },
      batch,
    );
  },
} satisfies ExportedHandler<Env>;
