import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../app';
import { usageOf } from '../recipes/creator-test-helpers';
import { makeRecipe } from '../recipes/read-test-helpers';
import { deliver, generateWithPictures, imageModel, recordingQueue } from './pictures-test-helpers';
import { signIn } from '../../test/helpers';

/** The app with an image model configured (an OpenAI-compatible server) and a recording PICTURES queue. */
function withPictures(queue = recordingQueue()) {
  const pictureEnv = { ...env, AI_PROVIDER: 'offline', AI_IMAGE_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://images.test/v1', OPENAI_IMAGE_MODEL: 'dall-e-3', PICTURES: queue.queue };
  const request = (path: string, cookie: string, method = 'POST') =>
    app.request(`http://localhost/api${path}`, { method, headers: { cookie, origin: 'http://localhost' } }, pictureEnv);
  return { ...queue, request, env: pictureEnv };
}

describe('POST /api/recipes/{id}/picture ("New picture")', () => {
  it('asks for a new picture of the owner\'s recipe: 202 pending, one generation counted, one message sent', async () => {
    const user = await signIn({ planType: 'free' });
    const recipe = await makeRecipe(user.userId, { pictureStatus: 'failed' });
    const app = withPictures();
    const before = (await usageOf(user.cookie)).used;
    const res = await app.request(`/recipes/${recipe.id}/picture`, user.cookie);
    expect(res.status).toBe(202);
    expect((await res.json<{ recipe: { picture_status: string } }>()).recipe.picture_status).toBe('pending');
    expect((await usageOf(user.cookie)).used).toBe(before + 1);
    expect(app.sent).toHaveLength(1);
    expect(app.sent[0]).toMatchObject({ recipeId: recipe.id, reservation: { kind: 'allowance' } });

    // A second click while it is drawn counts nothing.
    const again = await app.request(`/recipes/${recipe.id}/picture`, user.cookie);
    expect(again.status).toBe(409);
    expect((await usageOf(user.cookie)).used).toBe(before + 1);
    expect(app.sent).toHaveLength(1);
  });

  it('the unit comes back when the new picture finally fails', async () => {
    const user = await signIn({ planType: 'free' });
    const recipe = await makeRecipe(user.userId, { pictureStatus: 'ready' });
    const app = withPictures();
    const before = (await usageOf(user.cookie)).used;
    expect((await app.request(`/recipes/${recipe.id}/picture`, user.cookie)).status).toBe(202);
    const failing = imageModel(async () => {
      throw new Error('refused');
    });
    await deliver(failing, app.sent, 4);
    expect((await usageOf(user.cookie)).used).toBe(before);
  });

  it('404 for someone else\'s recipe, 429 when the month is used up, nothing counted or sent', async () => {
    const owner = await signIn({ planType: 'free' });
    const other = await signIn({ planType: 'free' });
    const recipe = await makeRecipe(owner.userId);
    const app = withPictures();
    expect((await app.request(`/recipes/${recipe.id}/picture`, other.cookie)).status).toBe(404);
    expect((await usageOf(other.cookie)).used).toBe(0);
    const { limit } = await usageOf(owner.cookie);
    for (let i = 0; i < limit; i++) {
      const own = await makeRecipe(owner.userId);
      expect((await app.request(`/recipes/${own.id}/picture`, owner.cookie)).status).toBe(202);
    }
    const res = await app.request(`/recipes/${recipe.id}/picture`, owner.cookie);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'limit_reached' });
    expect(app.sent).toHaveLength(limit);
  });

  it('ownership is checked before a generation is taken: a cook with none left asking for a stranger\'s recipe gets 404, not 429', async () => {
    const owner = await signIn({ planType: 'free' });
    const other = await signIn({ planType: 'free' });
    const recipe = await makeRecipe(owner.userId);
    const app = withPictures();
    const { limit } = await usageOf(other.cookie);
    for (let i = 0; i < limit; i++) expect((await app.request(`/recipes/${(await makeRecipe(other.userId)).id}/picture`, other.cookie)).status).toBe(202);
    const res = await app.request(`/recipes/${recipe.id}/picture`, other.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
    expect(app.sent).toHaveLength(limit);
  });

  it('503 where no image model is configured (as docs/api.md says), and GET /api/pictures says so', async () => {
    const user = await signIn({ planType: 'free' });
    const recipe = await makeRecipe(user.userId);
    const res = await app.request(`http://localhost/api/recipes/${recipe.id}/picture`, { method: 'POST', headers: { cookie: user.cookie, origin: 'http://localhost' } }, env);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'upstream_failed', error: expect.stringContaining('image model') });
    expect(await (await app.request('http://localhost/api/pictures', {}, env)).json()).toEqual({ available: false, model: null });
    const on = await withPictures().request('/pictures', user.cookie, 'GET');
    expect(await on.json()).toEqual({ available: true, model: expect.stringContaining('dall-e-3') });
  });

  it('401 signed out', async () => {
    const res = await withPictures().request('/recipes/anything/picture', '');
    expect(res.status).toBe(401);
  });
});

describe('generated recipes and the model that wrote them', () => {
  it('a generated recipe names its model; without an image model it is saved with picture_status none', async () => {
    const user = await signIn({ planType: 'free' });
    const res = await app.request(
      'http://localhost/api/generate-recipe',
      {
        method: 'POST',
        headers: { cookie: user.cookie, origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ ingredients: ['chicken', 'rice'], generationType: 'prompt', language: 'en' }),
      },
      env,
    );
    expect(res.status).toBe(200);
    expect((await res.json<{ recipe: unknown }>()).recipe).toMatchObject({ provider: 'offline', model: 'Offline demo chef', picture_status: 'none', ai_image_url: null });
  });

  it('POST /api/generate-recipe with an image model answers the recipe pending at once; its message follows', async () => {
    const user = await signIn({ planType: 'free' });
    const pictures = withPictures();
    const res = await app.request(
      'http://localhost/api/generate-recipe',
      {
        method: 'POST',
        headers: { cookie: user.cookie, origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ ingredients: ['salmon', 'dill'], generationType: 'prompt', language: 'en' }),
      },
      pictures.env,
    );
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: { id: string; picture_status: string; model: string } }>();
    expect(recipe).toMatchObject({ picture_status: 'pending', model: 'Offline demo chef' });
    await vi.waitFor(() => expect(pictures.sent).toEqual([{ recipeId: recipe.id, requestedAt: expect.any(String) }]));
  });

  it('with an image model, the creator saves the recipe pending and sends its message', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    expect(row.pictureStatus).toBe('pending');
    expect(message).toEqual({ recipeId: row.id, requestedAt: row.pictureRequestedAt });
  });
});
