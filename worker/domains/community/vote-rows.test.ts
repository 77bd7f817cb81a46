import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { scaleSeedStatements } from '../../../scripts/bench/scale-seed';
import { app } from '../../app';
import { ROWS_READ_HEADER } from '../../lib/rows-read-meter';
import { signIn } from '../../test/helpers';

/**
 * A vote's rows read do not grow with the community (docs/decisions/081-rank-at-scale.md): the
 * creator's rank counts move by primary key, and the ones that reach 0 are pruned by primary key
 * too (migrations/0020_rank_counts_prune.sql), not by a scan of every count. Measured on the scale
 * bench's community at a fifth of 1x (400 cooks, 2,000 shared recipes, thousands of rank counts).
 */

// The creator's counts move at each of 2 x 83 levels (scores and rank keys), old and new: a few hundred rows, however many cooks.
const VOTE_ROWS = 500;
let voter: { cookie: string; userId: string };

beforeAll(async () => {
  const triggers = (await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger'").all<{ sql: string }>()).results.map((t) => t.sql);
  const statements = scaleSeedStatements({ scale: 0.2, now: new Date(), triggers, tokenHashes: { reader: 'a'.repeat(64), top: 'b'.repeat(64) } });
  for (const statement of statements) await env.DB.prepare(statement).run();
  voter = await signIn({ planType: 'monthly' });
}, 120_000);

async function vote(id: string, voteType: 'upvote' | 'downvote') {
  const res = await app.request(
    `http://localhost/api/discover/${id}/vote`,
    { method: 'POST', headers: { cookie: voter.cookie, origin: 'http://localhost', 'content-type': 'application/json' }, body: JSON.stringify({ vote_type: voteType }) },
    { ...env, BENCH_DIAGNOSTICS: 'true' },
    createExecutionContext(),
  );
  expect(res.status).toBe(200);
  return Number(res.headers.get(ROWS_READ_HEADER));
}

describe("a vote's rows read", () => {
  it(`stay under ${VOTE_ROWS} with thousands of rank counts: added, changed and removed, the counts exact after`, { timeout: 60_000 }, async () => {
    const counts = await env.DB.prepare('SELECT count(*) AS n FROM rank_counts').first<{ n: number }>();
    expect(counts!.n).toBeGreaterThan(10 * VOTE_ROWS);
    for (const [id, type] of [['scale-s-11', 'upvote'], ['scale-s-11', 'downvote'], ['scale-s-11', 'downvote'], ['scale-s-12', 'downvote']] as const) {
      const rows = await vote(id, type);
      expect(rows, `${id} ${type}`).toBeGreaterThan(0);
      expect(rows, `${id} ${type}`).toBeLessThanOrEqual(VOTE_ROWS);
    }
    // The counts still equal a recount of the ranked cooks (no zero left behind, none lost).
    const recount = `SELECT -1 AS scope, k AS level, score >> k AS prefix, count(*) AS n FROM user_stats, rank_levels WHERE k <= 31 AND recipes_created > 0 GROUP BY k, score >> k
      UNION ALL SELECT score, k, rank_key >> k, count(*) FROM user_stats, rank_levels WHERE recipes_created > 0 GROUP BY score, k, rank_key >> k`;
    const bad = await env.DB.prepare(`SELECT
      (SELECT count(*) FROM (SELECT * FROM (${recount}) EXCEPT SELECT scope, level, prefix, n FROM rank_counts))
      + (SELECT count(*) FROM (SELECT scope, level, prefix, n FROM rank_counts EXCEPT SELECT * FROM (${recount}))) AS n`).first<{ n: number }>();
    expect(bad!.n).toBe(0);
  });
});
