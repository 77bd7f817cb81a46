import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, insertRecipe, share } from './test-helpers';
import { signIn } from '../../test/helpers';

/**
 * Views stay exact under concurrency (docs/decisions/081-rank-at-scale.md): the view row and the
 * count move in one batch, the count only when the row was new, so readers arriving together
 * count once each however many of their requests race.
 */
describe('GET /api/discover/{id} views under concurrency', () => {
  it('one reader racing 12 times counts once; 8 addresses racing 3 times each count 8; the count equals the view rows', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const reader = await signIn({ planType: 'monthly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    const answers = await Promise.all(Array.from({ length: 12 }, () => apiFetch(`/discover/${id}`, { cookie: reader.cookie })));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    const anon = Array.from({ length: 24 }, (_, i) => apiFetch(`/discover/${id}`, { headers: { 'cf-connecting-ip': `203.0.113.${i % 8}` } }));
    expect((await Promise.all(anon)).map((r) => r.status)).toEqual(Array(24).fill(200));
    const row = await env.DB.prepare(
      'SELECT views_count AS counted, (SELECT count(*) FROM recipe_views WHERE shared_recipe_id = ?1) AS rows FROM shared_recipes WHERE id = ?1',
    )
      .bind(id)
      .first<{ counted: number; rows: number }>();
    expect(row).toEqual({ counted: 9, rows: 9 });
  }, 30_000);
});
