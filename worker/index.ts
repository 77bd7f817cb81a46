import { app } from './app';
import { createDb } from './db/client';
import { purgeExpired } from './domains/auth/session.service';
import { refreshTrendingScores } from './domains/community/trending.service';

export default {
  fetch: app.fetch,
  /**
   * Cron Trigger (wrangler.toml, every 15 min): refresh the stored trending scores and delete
   * expired sessions and dev sign-in codes.
   */
  async scheduled(controller, env) {
    const db = createDb(env.DB);
    const now = new Date(controller.scheduledTime);
    await Promise.all([refreshTrendingScores({ db, now }), purgeExpired({ db, now })]);
  },
} satisfies ExportedHandler<Env>;
