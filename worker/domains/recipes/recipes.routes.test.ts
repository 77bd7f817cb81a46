import { describe, expect, it } from 'vitest';
import { NOTES_MAX_LENGTH } from '#core/schemas/recipe-detail';
import { call, makeRecipe } from './read-test-helpers';
import { signIn } from '../../test/helpers';

describe('GET /api/my-recipes', () => {
  it('answers 401 when signed out', async () => {
    const res = await call('/my-recipes');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it("lists only the user's own recipes, newest first, with the total", async () => {
    const owner = await signIn();
    const other = await signIn();
    const older = await makeRecipe(owner.userId, { createdAt: '2026-11-01T08:00:00.000Z' });
    const newer = await makeRecipe(owner.userId, { createdAt: '2026-11-02T08:00:00.000Z' });
    await makeRecipe(other.userId);
    const res = await call('/my-recipes', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { recipes: Array<{ id: string }>; total: number; next_cursor: string | null };
    expect(body.recipes.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(body.total).toBe(2);
    expect(body.next_cursor).toBeNull();
  });

  it('pages with a cursor without repeating or skipping (ties broken by id)', async () => {
    const owner = await signIn();
    const at = '2026-11-03T08:00:00.000Z';
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await makeRecipe(owner.userId, { createdAt: at }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const body = (await (await call(`/my-recipes${query}`, { cookie: owner.cookie })).json()) as {
        recipes: Array<{ id: string }>;
        total: number;
        next_cursor: string | null;
      };
      expect(body.total).toBe(5);
      seen.push(...body.recipes.map((r) => r.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(made.map((r) => r.id).sort().reverse());
  });

  it('refuses a limit beyond the bound with 400', async () => {
    const owner = await signIn();
    const res = await call('/my-recipes?limit=5000', { cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('GET /api/recipes/{id}', () => {
  it('answers the owner with the recipe', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId, { title: 'Garlic pasta' });
    const res = await call(`/recipes/${recipe.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { recipe: { id: string; title: string; prep_time: number } };
    expect(body.recipe).toMatchObject({ id: recipe.id, title: 'Garlic pasta', prep_time: 10 });
  });

  it("answers another user with the same 404 as a missing recipe", async () => {
    const owner = await signIn();
    const other = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId, { title: 'Secret stew' });
    const res = await call(`/recipes/${recipe.id}`, { cookie: other.cookie });
    const missing = await call('/recipes/no-such-recipe', { cookie: other.cookie });
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain('Secret stew');
    expect(text).toBe(await missing.text());
  });

  it('answers 401 when signed out', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId);
    expect((await call(`/recipes/${recipe.id}`)).status).toBe(401);
  });
});

describe('PATCH /api/recipes/{id}/notes', () => {
  it('saves the owner’s notes, and blank notes clear them', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId);
    const save = await call(`/recipes/${recipe.id}/notes`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: JSON.stringify({ notes: 'Less salt next time' }),
    });
    expect(save.status).toBe(200);
    expect(await save.json()).toEqual({ ok: true, notes: 'Less salt next time' });
    const detail = (await (await call(`/recipes/${recipe.id}`, { cookie: owner.cookie })).json()) as {
      recipe: { notes: string | null };
    };
    expect(detail.recipe.notes).toBe('Less salt next time');
    const clear = await call(`/recipes/${recipe.id}/notes`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: JSON.stringify({ notes: '   ' }),
    });
    expect(await clear.json()).toEqual({ ok: true, notes: null });
  });

  it('accepts notes at the bound and refuses one character more with 400', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId);
    const at = await call(`/recipes/${recipe.id}/notes`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: JSON.stringify({ notes: 'a'.repeat(NOTES_MAX_LENGTH) }),
    });
    expect(at.status).toBe(200);
    const over = await call(`/recipes/${recipe.id}/notes`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: JSON.stringify({ notes: 'a'.repeat(NOTES_MAX_LENGTH + 1) }),
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses a body without notes with 400', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId);
    const res = await call(`/recipes/${recipe.id}/notes`, { method: 'PATCH', cookie: owner.cookie, body: '{}' });
    expect(res.status).toBe(400);
  });

  it("answers 404 for another user's recipe and leaves its notes alone", async () => {
    const owner = await signIn();
    const other = await signIn();
    const recipe = await makeRecipe(owner.userId, { notes: 'mine' });
    const res = await call(`/recipes/${recipe.id}/notes`, {
      method: 'PATCH',
      cookie: other.cookie,
      body: JSON.stringify({ notes: 'hijacked' }),
    });
    expect(res.status).toBe(404);
    const detail = (await (await call(`/recipes/${recipe.id}`, { cookie: owner.cookie })).json()) as {
      recipe: { notes: string | null };
    };
    expect(detail.recipe.notes).toBe('mine');
  });

  it('answers 401 when signed out', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId);
    const res = await call(`/recipes/${recipe.id}/notes`, { method: 'PATCH', body: JSON.stringify({ notes: 'x' }) });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/recipes/{id}/nutrition', () => {
  it('answers a free user 403 plan_required with the plan text', async () => {
    const owner = await signIn({ planType: 'free' });
    const recipe = await makeRecipe(owner.userId);
    const res = await call(`/recipes/${recipe.id}/nutrition`, { method: 'POST', cookie: owner.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'plan_required',
      error: 'Nutritional analysis requires Monthly or Yearly plan',
    });
  });

  it('answers a Pro owner with the seven per-100 g figures (plus per serving), stored and then reused', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId);
    const first = await call(`/recipes/${recipe.id}/nutrition`, { method: 'POST', cookie: owner.cookie });
    expect(first.status).toBe(200);
    const { nutrition } = (await first.json()) as { nutrition: Record<string, unknown> };
    expect(Object.keys(nutrition).sort()).toEqual(['calories', 'carbs', 'fat', 'fiber', 'matched_share', 'per_serving', 'protein', 'serving_grams', 'sodium', 'sugar']);
    const detail = (await (await call(`/recipes/${recipe.id}`, { cookie: owner.cookie })).json()) as {
      recipe: { nutrition: unknown };
    };
    expect(detail.recipe.nutrition).toEqual(nutrition);
    const second = await call(`/recipes/${recipe.id}/nutrition`, { method: 'POST', cookie: owner.cookie });
    expect(await second.json()).toEqual({ nutrition });
  });

  it('answers the stored value as is, without estimating again', async () => {
    const owner = await signIn({ planType: 'yearly' });
    const stored = { calories: 123, protein: 4, carbs: 5, fat: 6, fiber: 1, sugar: 2, sodium: 300 };
    const recipe = await makeRecipe(owner.userId, { nutrition: stored });
    const res = await call(`/recipes/${recipe.id}/nutrition`, { method: 'POST', cookie: owner.cookie });
    expect(await res.json()).toMatchObject({ nutrition: stored });
  });

  it("answers a Pro user 404 for another user's recipe", async () => {
    const owner = await signIn({ planType: 'monthly' });
    const other = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId);
    const res = await call(`/recipes/${recipe.id}/nutrition`, { method: 'POST', cookie: other.cookie });
    expect(res.status).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId);
    expect((await call(`/recipes/${recipe.id}/nutrition`, { method: 'POST' })).status).toBe(401);
  });
});
