import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { meterD1 } from '../../lib/rows-read-meter';
import { FEED_OFFSET_MAX, listFeed } from './feed.service';
import { apiFetch, insertRecipe } from './test-helpers';
import { signIn } from '../../test/helpers';

/**
 * No feed request reads rows in proportion to its depth (docs/decisions/081-rank-at-scale.md):
 * a page reached by cursor reads what the first page reads, and an offset page deeper than
 * FEED_OFFSET_MAX without a cursor is refused (it would step over every entry before it).
 */

type Page = { recipes: Array<{ shared_recipe_id: string }>; next_cursor: string | null };
let reader: { cookie: string; userId: string };

beforeAll(async () => {
  const creator = await signIn({ planType: 'monthly' });
  reader = await signIn({ planType: 'monthly' });
  const statements = [];
  for (let i = 0; i < 140; i++) {
    const recipeId = await insertRecipe(creator.userId);
    statements.push(
      env.DB.prepare(
        `INSERT INTO shared_recipes (id, recipe_id, user_id, shared_at, upvotes_count, net_votes, views_count, trending_score, title)
         VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7, 'Deep')`,
      ).bind(`deep-${String(i).padStart(3, '0')}`, recipeId, creator.userId, `2026-03-01T10:${String(i % 60).padStart(2, '0')}:00.000Z`, i % 9, i % 13, (i % 11) / 10),
    );
  }
  await env.DB.batch(statements);
}, 60_000);

const feed = (query: string) => apiFetch(`/discover?${query}`, { cookie: reader.cookie });

describe('Discover pages at depth', () => {
  it(`an offset past ${FEED_OFFSET_MAX} without a cursor is 400 validation_failed; with the cursor it is served`, async () => {
    expect((await feed(`sort=recent&limit=20&offset=${FEED_OFFSET_MAX}`)).status).toBe(200);
    const deep = await feed(`sort=recent&limit=20&offset=${FEED_OFFSET_MAX + 20}`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ code: 'validation_failed', details: 'offset' });
    // The web sends the count loaded with the cursor: the cursor wins, whatever the count.
    let cursor = '';
    for (let page = 0; page < 6; page++) {
      const body = await (await feed(`sort=recent&limit=20&offset=${page * 20}${cursor ? `&cursor=${cursor}` : ''}`)).json<Page>();
      expect(body.recipes).toHaveLength(20);
      cursor = body.next_cursor ?? '';
    }
    const seventh = await feed(`sort=recent&limit=20&offset=120&cursor=${cursor}`);
    expect(seventh.status).toBe(200);
    expect((await seventh.json<Page>()).recipes).toHaveLength(20);
  });

  it('a page six pages deep by cursor reads no more rows than the first page, in every sort', async () => {
    for (const sort of ['recent', 'popular', 'trending'] as const) {
      const rowsOf = async (cursor?: string) => {
        const meter = meterD1(env.DB);
        const page = await listFeed({ db: createDb(meter.db), now: new Date() }, reader.userId, { sort, language: 'all', limit: 20, offset: 0, ...(cursor ? { cursor } : {}) });
        return { rows: meter.rowsRead(), page };
      };
      const first = await rowsOf();
      let cursor = first.page.next_cursor;
      for (let i = 0; i < 5; i++) cursor = (await rowsOf(cursor ?? undefined)).page.next_cursor;
      const deep = await rowsOf(cursor ?? undefined);
      expect(deep.page.recipes).toHaveLength(20);
      // The reader's vote join and the creators' identities vary by page by a row or two.
      expect(deep.rows, sort).toBeLessThanOrEqual(first.rows + 2);
      expect(deep.rows, sort).toBeLessThan(80);
    }
  });
});
