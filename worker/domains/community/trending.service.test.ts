import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { trendingScore } from '#core/kernel/trending';
import { createDb } from '../../db/client';
import { refreshTrendingScores } from './trending.service';
import { insertRecipe } from './test-helpers';
import { signIn } from '../../test/helpers';

describe('refreshTrendingScores (Cron Trigger)', () => {
  it('recomputes recent scores in bounded batches and leaves old ones alone', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const now = new Date('2026-06-10T12:00:00.000Z');
    const rows: Array<{ id: string; sharedAt: string; up: number; down: number; views: number }> = [];
    for (let i = 0; i < 7; i++) {
      rows.push({ id: `t-${i}`, sharedAt: new Date(now.getTime() - i * 36 * 3600_000).toISOString(), up: i * 3, down: i % 2, views: i * 10 });
    }
    rows.push({ id: 't-old', sharedAt: '2026-01-01T00:00:00.000Z', up: 9, down: 0, views: 0 });
    for (const r of rows) {
      const recipeId = await insertRecipe(creator.userId);
      await env.DB.prepare(
        `INSERT INTO shared_recipes (id, recipe_id, user_id, shared_at, upvotes_count, downvotes_count, net_votes, views_count, trending_score, title)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?5 - ?6, ?7, 123, 'x')`,
      ).bind(r.id, recipeId, creator.userId, r.sharedAt, r.up, r.down, r.views).run();
    }
    const db = createDb(env.DB);
    const result = await refreshTrendingScores({ db, now }, { days: 14, batchSize: 3 });
    expect(result.processed).toBe(7);
    for (const r of rows) {
      const got = await env.DB.prepare('SELECT trending_score AS s FROM shared_recipes WHERE id = ?1').bind(r.id).first<{ s: number }>();
      const want = r.id === 't-old' ? 123 : trendingScore({ upvotes: r.up, downvotes: r.down, views: r.views, sharedAt: r.sharedAt, now });
      expect(got?.s).toBeCloseTo(want, 10);
    }
    const bounded = await refreshTrendingScores({ db, now }, { days: 14, batchSize: 2, maxRows: 3 });
    expect(bounded.processed).toBe(3);
  });

  it('the scheduled handler runs it', async () => {
    const { default: worker } = await import('../../index');
    const creator = await signIn({ planType: 'monthly' });
    const recipeId = await insertRecipe(creator.userId);
    const sharedAt = new Date(Date.now() - 3600_000).toISOString();
    await env.DB.prepare(
      `INSERT INTO shared_recipes (id, recipe_id, user_id, shared_at, upvotes_count, net_votes, trending_score, title)
       VALUES ('t-cron', ?1, ?2, ?3, 4, 4, 0, 'x')`,
    ).bind(recipeId, creator.userId, sharedAt).run();
    const scheduledTime = Date.now();
    await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env);
    const got = await env.DB.prepare("SELECT trending_score AS s FROM shared_recipes WHERE id = 't-cron'").first<{ s: number }>();
    expect(got?.s).toBeCloseTo(trendingScore({ upvotes: 4, downvotes: 0, views: 0, sharedAt, now: new Date(scheduledTime) }), 8);
  });
});
