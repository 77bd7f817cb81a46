import { app } from './app';
import { createDb } from './db/client';
import { refreshTrendingScores } from './domains/community/trending.service';

export default {
  fetch: app.fetch,
  /** Cron Trigger (wrangler.toml, every 15 min): refresh the stored trending scores. */
  async scheduled(controller, env) {
    await refreshTrendingScores({ db: createDb(env.DB), now: new Date(controller.scheduledTime) });
  },
} satisfies ExportedHandler<Env>;
