import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { countRows, dataUrl, detect, generate, IMAGES, quickRequest } from './creator-test-helpers';

describe('POST /api/generate-recipe', () => {
  it('creates a quick recipe with the offline chef, saves it and answers the DTO', async () => {
    const { cookie, userId } = await signIn({ planType: 'free' });
    const res = await generate(cookie);
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: Record<string, unknown> }>();
    expect(recipe).toMatchObject({
      provider: 'offline',
      language: 'en',
      recipe_type: 'quick',
      generation_type: 'image',
      cuisine: null,
      cooking_method: null,
      image_url: null,
      ai_image_url: null,
      notes: null,
      nutrition: null,
    });
    expect(String(recipe.ingredients)).toContain('chicken');
    expect(String(recipe.instructions).split('\n').length).toBeGreaterThanOrEqual(3);
    const saved = await env.DB.prepare('SELECT title, user_id FROM recipes WHERE id = ?').bind(recipe.id).first();
    expect(saved).toEqual({ title: recipe.title, user_id: userId });
  });

  it('counts the recipe on the leaderboard in the same batch', async () => {
    const { cookie, userId } = await signIn();
    await generate(cookie);
    await generate(cookie);
    const stats = await env.DB.prepare('SELECT recipes_created, last_recipe_at, score FROM user_stats WHERE user_id = ?')
      .bind(userId)
      .first<{ recipes_created: number; last_recipe_at: string; score: number }>();
    expect(stats?.recipes_created).toBe(2);
    expect(stats?.score).toBe(20);
    expect(stats?.last_recipe_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('writes the recipe in the requested language (German)', async () => {
    const { cookie } = await signIn({ planType: 'monthly' });
    const res = await generate(cookie, {
      ...quickRequest,
      type: 'customized',
      cuisine: 'italian',
      cookingMethod: 'boiling',
      ingredients: ['Spaghetti', 'Eier', 'Guanciale', 'Pecorino'],
      language: 'de',
    });
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: Record<string, string> }>();
    expect(recipe).toMatchObject({ language: 'de', cuisine: 'italian', cooking_method: 'boiling', recipe_type: 'customized' });
    expect(recipe.title).toBe('Spaghetti Carbonara');
    expect(recipe.instructions).toContain('Minuten');
    expect(recipe.ingredients).toContain('Pecorino');
  });

  it('answers 403 plan_required for a customised generation on the free plan, without using a unit', async () => {
    const { cookie, userId } = await signIn({ planType: 'free' });
    for (const body of [
      { ...quickRequest, type: 'customized' },
      { ...quickRequest, cuisine: 'thai' },
      { ...quickRequest, cookingMethod: 'steaming' },
    ]) {
      const res = await generate(cookie, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'plan_required' });
    }
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await countRows('usage_counters', userId)).toBe(0);
  });

  it('answers 401 when signed out', async () => {
    const res = await apiFetch('/generate-recipe', { json: quickRequest });
    expect(res.status).toBe(401);
  });

  it('answers 400 for malformed JSON and for wrong types, naming the fields', async () => {
    const { cookie } = await signIn();
    const broken = await apiFetch('/generate-recipe', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"ingredients": [',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'invalid_json' });

    const wrong = await generate(cookie, { ...quickRequest, ingredients: 'chicken', language: 'fr', cuisine: 'martian' });
    expect(wrong.status).toBe(400);
    const body = await wrong.json<{ code: string; details: string }>();
    expect(body.code).toBe('validation_failed');
    expect(body.details).toContain('ingredients');
    expect(body.details).toContain('language');
    expect(body.details).toContain('cuisine');
  });

  it('needs an ingredient, or a description in prompt mode', async () => {
    const { cookie } = await signIn();
    const none = await generate(cookie, { ...quickRequest, ingredients: [] });
    expect(none.status).toBe(400);
    expect((await none.json<{ details: string }>()).details).toContain('Please add at least one ingredient');
    const blank = await generate(cookie, { ...quickRequest, ingredients: ['  '] });
    expect(blank.status).toBe(400);
    const prompt = await generate(cookie, {
      ...quickRequest,
      ingredients: [],
      generationType: 'prompt',
      recipeName: 'Espaguetis a la carbonara',
      language: 'es',
    });
    expect(prompt.status).toBe(200);
    const { recipe } = await prompt.json<{ recipe: Record<string, string> }>();
    expect(recipe).toMatchObject({ title: 'Espaguetis a la carbonara', generation_type: 'prompt', language: 'es' });
    expect(recipe.instructions).toContain('minutos');
  });

  it('keeps the caller’s own photo and refuses someone else’s', async () => {
    const owner = await signIn();
    const other = await signIn();
    const upload = await detect(owner.cookie, dataUrl('image/png', IMAGES.png));
    const { imageUrl } = await upload.json<{ imageUrl: string }>();

    const mine = await generate(owner.cookie, { ...quickRequest, userImageUrl: imageUrl });
    expect(mine.status).toBe(200);
    expect((await mine.json<{ recipe: { image_url: string } }>()).recipe.image_url).toBe(imageUrl);

    const theirs = await generate(other.cookie, { ...quickRequest, userImageUrl: imageUrl });
    expect(theirs.status).toBe(400);
    expect((await theirs.json<{ details: string }>()).details).toContain('userImageUrl');
    const elsewhere = await generate(other.cookie, { ...quickRequest, userImageUrl: 'https://evil.example/x.png' });
    expect(elsewhere.status).toBe(400);
    expect(await countRows('usage_counters', other.userId)).toBe(0);
  });
});
