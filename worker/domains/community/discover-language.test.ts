import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOVER_SORTS } from '#core/schemas/community';
import { createDb } from '../../db/client';
import { feedQuery } from './feed.service';
import { shareWritten } from './language-test-helpers';
import { apiFetch } from './test-helpers';
import { signIn } from '../../test/helpers';

type Card = { shared_recipe_id: string; language: string };
type Page = { recipes: Card[]; next_cursor: string | null };

const ids: Record<'en' | 'es' | 'de', string[]> = { en: [], es: [], de: [] };
let reader = '';

beforeAll(async () => {
  const creator = await signIn({ planType: 'monthly' });
  reader = (await signIn({ planType: 'monthly' })).cookie;
  for (let i = 0; i < 3; i++) ids.es.push((await shareWritten(creator, 'es')).sharedId);
  for (let i = 0; i < 2; i++) ids.de.push((await shareWritten(creator, 'de')).sharedId);
  ids.en.push((await shareWritten(creator, 'en')).sharedId);
});

async function feed(query: string): Promise<Page> {
  const res = await apiFetch(`/discover?${query}`, { cookie: reader });
  expect(res.status, query).toBe(200);
  return res.json<Page>();
}

describe('GET /api/discover?language=', () => {
  it('a hand-written share takes the language its words are written in: a Spanish text stored as "en" is Spanish', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'es', 'en');
    const row = await env.DB.prepare('SELECT language FROM shared_recipes WHERE id = ?1').bind(sharedId).first<{ language: string }>();
    expect(row?.language).toBe('es');
    ids.es.push(sharedId);
  });

  it('a generated recipe keeps its stored language whatever its words (the model wrote in it)', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const recipeId = `lang-generated-${Date.now()}`;
    await env.DB.prepare(
      `INSERT INTO recipes (id, user_id, title, prep_time, cook_time, servings, difficulty, ingredients, instructions, language,
         generation_type, recipe_type, provider, created_at)
       VALUES (?1, ?2, 'Tortilla', 5, 10, 2, 'easy', '4 eggs and the potatoes', 'Fry the potatoes with the salt and the oil', 'es', 'prompt', 'quick', 'gemini', ?3)`,
    )
      .bind(recipeId, creator.userId, new Date().toISOString())
      .run();
    const res = await apiFetch(`/recipes/${recipeId}/share`, { cookie: creator.cookie, json: {} });
    const { shared_recipe_id } = await res.json<{ shared_recipe_id: string }>();
    const row = await env.DB.prepare('SELECT language FROM shared_recipes WHERE id = ?1').bind(shared_recipe_id).first<{ language: string }>();
    expect(row?.language).toBe('es');
    ids.es.push(shared_recipe_id);
  });

  it('an unclear text keeps the recipe\'s language', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const recipeId = `lang-unclear-${Date.now()}`;
    await env.DB.prepare(
      `INSERT INTO recipes (id, user_id, title, prep_time, cook_time, servings, difficulty, ingredients, instructions, language,
         generation_type, recipe_type, provider, created_at)
       VALUES (?1, ?2, 'Paella', 5, 10, 2, 'easy', 'Arroz', 'Paella', 'de', 'prompt', 'quick', 'manual', ?3)`,
    )
      .bind(recipeId, creator.userId, new Date().toISOString())
      .run();
    const res = await apiFetch(`/recipes/${recipeId}/share`, { cookie: creator.cookie, json: {} });
    const { shared_recipe_id } = await res.json<{ shared_recipe_id: string }>();
    const row = await env.DB.prepare('SELECT language FROM shared_recipes WHERE id = ?1').bind(shared_recipe_id).first<{ language: string }>();
    expect(row?.language).toBe('de');
    ids.de.push(shared_recipe_id);
  });

  for (const sort of DISCOVER_SORTS) {
    it(`${sort}: language=es answers only Spanish recipes, every one of them, over cursor and offset pages`, async () => {
      const byCursor: Card[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 20; i++) {
        const page: Page = await feed(`sort=${sort}&language=es&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        byCursor.push(...page.recipes);
        cursor = page.next_cursor;
        if (!cursor) break;
      }
      const byOffset: Card[] = [];
      for (let offset = 0; offset < 40; offset += 2) {
        const page = await feed(`sort=${sort}&language=es&limit=2&offset=${offset}`);
        byOffset.push(...page.recipes);
        if (page.recipes.length < 2) break;
      }
      expect(new Set(byCursor.map((c) => c.language))).toEqual(new Set(['es']));
      expect(byCursor.map((c) => c.shared_recipe_id)).toEqual(byOffset.map((c) => c.shared_recipe_id));
      for (const id of ids.es) expect(byCursor.map((c) => c.shared_recipe_id)).toContain(id);
      expect(new Set(byCursor.map((c) => c.shared_recipe_id)).size).toBe(byCursor.length);
    });
  }

  it('language=all (and no language) answers every language, each card saying its language', async () => {
    for (const query of ['sort=recent&language=all&limit=50', 'sort=recent&limit=50']) {
      const page = await feed(query);
      const languageOf = new Map(page.recipes.map((c) => [c.shared_recipe_id, c.language]));
      for (const language of ['en', 'es', 'de'] as const) for (const id of ids[language]) expect(languageOf.get(id), query).toBe(language);
    }
  });

  it('language=de answers German only', async () => {
    const page = await feed('sort=recent&language=de&limit=50');
    expect(page.recipes.every((c) => c.language === 'de')).toBe(true);
    for (const id of ids.de) expect(page.recipes.map((c) => c.shared_recipe_id)).toContain(id);
  });

  it('an unknown language is a 400 in the error shape', async () => {
    for (const q of ['language=fr', 'language=', 'language=ES']) {
      const res = await apiFetch(`/discover?sort=recent&${q}`, { cookie: reader });
      expect(res.status, q).toBe(400);
      expect(await res.json(), q).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('every filtered feed query is served by its language index: no scan, no sorting step', async () => {
    for (const sort of DISCOVER_SORTS) {
      for (const mode of ['first', 'cursor', 'offset'] as const) {
        const cursorValues = sort === 'popular' ? [1, 1, 'x'] : sort === 'recent' ? ['2026', 'x'] : [1, 'x'];
        const query = feedQuery(createDb(env.DB), {
          viewerId: 'u',
          sort,
          limit: 20,
          ...(mode === 'offset' ? { offset: 40 } : mode === 'cursor' ? { cursor: cursorValues } : {}),
          language: 'es',
        }).toSQL();
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).bind(...query.params).all<{ detail: string }>();
        const details = plan.results.map((r) => r.detail).join(' | ');
        expect(details, `${sort}/${mode}: ${details}`).not.toMatch(/SCAN (shared_recipes|s)\b(?! USING (COVERING )?INDEX)/);
        expect(details, `${sort}/${mode}: ${details}`).not.toMatch(/TEMP B-TREE/);
        expect(details, `${sort}/${mode}: ${details}`).toMatch(new RegExp(`shared_recipes_language_${sort}_idx`));
      }
    }
  });
});
