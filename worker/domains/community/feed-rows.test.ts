import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../app';
import { ROWS_READ_HEADER } from '../../lib/rows-read-meter';
import { apiFetch, insertRecipe, setPicture, setShowRealName } from './test-helpers';
import { signIn } from '../../test/helpers';

/**
 * A feed page's rows read are bounded by its cards, not by who shared them
 * (docs/decisions/083-feed-cards-on-the-shared-row.md): a page of 20 cards, the whole request
 * (session, plan, page) through the worker's rows-read meter, reads at most 60 rows, whatever the
 * mix of creators (names shown, hidden, with pictures, without settings), languages and the
 * reader's own votes.
 */

type Card = { shared_recipe_id: string; creator_display_name: string; creator_avatar: string | null; ingredients: string; language: string };
type Page = { recipes: Card[]; next_cursor: string | null };

const ROWS_PER_PAGE = 60;
let reader: { cookie: string; userId: string };

beforeAll(async () => {
  reader = await signIn({ planType: 'monthly', name: 'Page Reader' });
  const creators = [];
  for (let c = 0; c < 24; c++) {
    const creator = await signIn({ planType: 'monthly', name: `Feed Creator ${c}` });
    // A third hide their name, a third show it with a picture, a third show it without one.
    if (c % 3 === 0) await setShowRealName(creator.userId, false);
    else await setShowRealName(creator.userId, true);
    if (c % 3 === 1) await setPicture(creator.userId, `https://example.com/avatar/${c}.png`);
    creators.push(creator);
  }
  const statements = [];
  for (let i = 0; i < 90; i++) {
    const creator = creators[i % creators.length]!;
    const recipeId = await insertRecipe(creator.userId, { title: `Rows ${i}` });
    const language = i % 5 === 0 ? 'es' : i % 7 === 0 ? 'de' : 'en';
    const id = `rows-${String(i).padStart(3, '0')}`;
    statements.push(
      env.DB.prepare(
        `INSERT INTO shared_recipes (id, recipe_id, user_id, shared_at, upvotes_count, net_votes, views_count, trending_score, title, language)
         VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7, 'Rows', ?8)`,
      ).bind(id, recipeId, creator.userId, `2026-04-01T10:${String(i % 60).padStart(2, '0')}:${String(i).padStart(2, '0')}.000Z`, i % 9, i % 13, (i % 11) / 10, language),
    );
    if (i % 4 === 0) {
      statements.push(
        env.DB.prepare(`INSERT INTO recipe_votes (shared_recipe_id, user_id, vote_type, created_at) VALUES (?1, ?2, 'upvote', '2026-04-02T00:00:00.000Z')`).bind(id, reader.userId),
      );
    }
  }
  await env.DB.batch(statements);
}, 120_000);

/** One feed request through the whole worker with the rows-read meter on (as `npm run bench:scale` measures). */
async function metered(query: string): Promise<{ rows: number; page: Page }> {
  const res = await app.request(
    `http://localhost/api/discover?${query}`,
    { headers: { cookie: reader.cookie } },
    { ...env, BENCH_DIAGNOSTICS: 'true' },
    createExecutionContext(),
  );
  expect(res.status).toBe(200);
  return { rows: Number(res.headers.get(ROWS_READ_HEADER)), page: await res.json<Page>() };
}

describe('rows read by a feed page', () => {
  it(`a page of 20 cards reads at most ${ROWS_PER_PAGE} rows in every sort, first page and by cursor, in all languages or one`, { timeout: 60_000 }, async () => {
    for (const sort of ['trending', 'popular', 'recent'] as const) {
      for (const language of ['all', 'es'] as const) {
        const first = await metered(`sort=${sort}&limit=20&language=${language}`);
        expect(first.page.recipes.length, `${sort} ${language}`).toBe(language === 'all' ? 20 : 18);
        expect(first.rows, `${sort} ${language} page 1`).toBeGreaterThan(0);
        expect(first.rows, `${sort} ${language} page 1`).toBeLessThanOrEqual(ROWS_PER_PAGE);
        if (first.page.next_cursor) {
          const next = await metered(`sort=${sort}&limit=20&language=${language}&cursor=${first.page.next_cursor}`);
          expect(next.page.recipes).toHaveLength(20);
          expect(next.rows, `${sort} ${language} page 2`).toBeLessThanOrEqual(ROWS_PER_PAGE);
        }
      }
    }
  });

  it('the cards still name each creator as they chose, with their picture, ingredients and language', { timeout: 60_000 }, async () => {
    const { page } = await metered('sort=recent&limit=20');
    const shown = page.recipes.filter((card) => card.creator_display_name !== 'Anonymous');
    const hidden = page.recipes.filter((card) => card.creator_display_name === 'Anonymous');
    expect(shown.length).toBeGreaterThan(0);
    expect(hidden.length).toBeGreaterThan(0);
    for (const card of shown) expect(card.creator_display_name).toMatch(/^Feed Creator \d+$/);
    for (const card of hidden) expect(card.creator_avatar).toBeNull();
    expect(shown.some((card) => card.creator_avatar?.startsWith('https://example.com/avatar/'))).toBe(true);
    for (const card of page.recipes) expect(card.ingredients).toBe('- 2 eggs\n- flour');
    // The same page through the ordinary client agrees.
    const plain = await (await apiFetch('/discover?sort=recent&limit=20', { cookie: reader.cookie })).json<Page>();
    expect(plain.recipes).toEqual(page.recipes);
  });
});
