import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOVER_SORTS } from '#core/schemas/community';
import { createDb } from '../../db/client';
import { feedQuery } from './feed.service';
import { detailQuery } from './shared-recipe.service';
import { apiFetch, insertRecipe } from './test-helpers';
import { signIn } from '../../test/helpers';

interface Seeded {
  id: string;
  shared_at: string;
  net_votes: number;
  views_count: number;
  trending_score: number;
}

const seeded: Seeded[] = [];
let readerCookie = '';

/** 45 shared recipes with many ties in every sort key. */
beforeAll(async () => {
  const creator = await signIn({ planType: 'monthly' });
  readerCookie = (await signIn({ planType: 'monthly' })).cookie;
  const statements = [];
  for (let i = 0; i < 45; i++) {
    const recipeId = await insertRecipe(creator.userId);
    const row: Seeded = {
      id: `sr-${String((i * 17) % 45).padStart(2, '0')}`,
      shared_at: `2026-03-0${1 + (i % 3)}T10:00:00.000Z`,
      net_votes: i % 4,
      views_count: i % 2,
      trending_score: (i % 5) / 10,
    };
    seeded.push(row);
    statements.push(
      env.DB.prepare(
        `INSERT INTO shared_recipes (id, recipe_id, user_id, shared_at, upvotes_count, net_votes, views_count, trending_score, title)
         VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7, 'Tied')`,
      ).bind(row.id, recipeId, creator.userId, row.shared_at, row.net_votes, row.views_count, row.trending_score),
    );
  }
  await env.DB.batch(statements);
});

function expectedOrder(sort: (typeof DISCOVER_SORTS)[number]): string[] {
  const key = (r: Seeded): Array<string | number> =>
    sort === 'recent' ? [r.shared_at, r.id] : sort === 'popular' ? [r.net_votes, r.views_count, r.id] : [r.trending_score, r.id];
  return [...seeded]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) < (kb[i] ?? 0) ? 1 : -1;
      return 0;
    })
    .map((r) => r.id);
}

type Page = { recipes: Array<{ shared_recipe_id: string }>; next_cursor: string | null };

describe('Discover paging', () => {
  for (const sort of DISCOVER_SORTS) {
    it(`${sort}: offset pages never repeat or skip (limit 7, with ties)`, async () => {
      const seen: string[] = [];
      for (let offset = 0; offset < 60; offset += 7) {
        const page = await (await apiFetch(`/discover?sort=${sort}&limit=7&offset=${offset}`, { cookie: readerCookie })).json<Page>();
        seen.push(...page.recipes.map((r) => r.shared_recipe_id));
        if (page.recipes.length < 7) break;
      }
      expect(seen).toEqual(expectedOrder(sort));
    });

    it(`${sort}: cursor pages match the offset order`, async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 10; i++) {
        const q: string = cursor ? `&cursor=${cursor}` : '';
        const page = await (await apiFetch(`/discover?sort=${sort}&limit=7${q}`, { cookie: readerCookie })).json<Page>();
        seen.push(...page.recipes.map((r) => r.shared_recipe_id));
        cursor = page.next_cursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(expectedOrder(sort));
    });
  }

  it('a cursor of another sort is refused', async () => {
    const page = await (await apiFetch('/discover?sort=recent&limit=3', { cookie: readerCookie })).json<Page>();
    const res = await apiFetch(`/discover?sort=popular&cursor=${page.next_cursor}`, { cookie: readerCookie });
    expect(res.status).toBe(400);
  });

  it('every feed query is served by its index: no scan of shared_recipes, no sorting step', async () => {
    for (const sort of DISCOVER_SORTS) {
      for (const mode of ['first', 'cursor', 'offset'] as const) {
        const cursor = sort === 'popular' ? [1, 1, 'x'] : sort === 'recent' ? ['2026', 'x'] : [1, 'x'];
        const query = feedQuery(createDb(env.DB), {
          viewerId: 'u',
          sort,
          limit: 20,
          ...(mode === 'offset' ? { offset: 40 } : mode === 'cursor' ? { cursor } : {}),
        }).toSQL();
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
          .bind(...query.params)
          .all<{ detail: string }>();
        const details = plan.results.map((r) => r.detail).join(' | ');
        expect(details, `${sort}/${mode}: ${details}`).not.toMatch(/SCAN (shared_recipes|s)\b(?! USING (COVERING )?INDEX)/);
        expect(details, `${sort}/${mode}: ${details}`).not.toMatch(/TEMP B-TREE/);
        expect(details, `${sort}/${mode}: ${details}`).toMatch(/shared_recipes_(recent|popular|trending)_idx/);
      }
    }
  });

  it('the detail query reads by primary keys only', async () => {
    const query = detailQuery(createDb(env.DB), 'u', 'x').toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).bind(...query.params).all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail);
    expect(details.some((d) => d.startsWith('SCAN')), details.join(' | ')).toBe(false);
    expect(details.filter((d) => d.startsWith('SEARCH')).length).toBeGreaterThanOrEqual(4);
  });
});
