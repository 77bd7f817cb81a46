import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { MAX_KEYS_PER_COOK } from './shopping.idempotency';

/** Stored idempotency keys are capped per cook (they had no cap), exactly, even in parallel. */
describe('Idempotency-Key storage cap', () => {
  it(`a cook holding ${MAX_KEYS_PER_COOK - 1} keys may store one more of 5 parallel new keys; the rest are 429 rate_limited; a known key still answers`, async () => {
    const cook = await signIn({ planType: 'monthly' });
    const now = new Date().toISOString();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?3)
       INSERT INTO shopping_requests (owner_id, user_id, key, fingerprint, status, body, created_at) SELECT ?1, ?1, 'old-' || i, 'f', 200, '{}', ?2 FROM n`,
    )
      .bind(cook.userId, now, MAX_KEYS_PER_COOK - 1)
      .run();
    const names = ['apples', 'pears', 'plums', 'figs', 'kiwis'];
    const answers = await Promise.all(names.map((name, i) => apiFetch('/shopping-list', { cookie: cook.cookie, json: { name }, headers: { 'idempotency-key': `new-key-${i}` } })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await answers.find((r) => r.status === 429)!.json()).toMatchObject({ code: 'rate_limited' });
    const keys = await env.DB.prepare('SELECT count(*) AS n FROM shopping_requests WHERE user_id = ?1').bind(cook.userId).first<{ n: number }>();
    expect(keys?.n).toBe(MAX_KEYS_PER_COOK);
    const items = await env.DB.prepare('SELECT count(*) AS n FROM shopping_items WHERE owner_id = ?1').bind(cook.userId).first<{ n: number }>();
    expect(items?.n).toBe(1);
  });
});
