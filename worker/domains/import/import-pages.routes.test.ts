import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../app';
import { IMAGES, dataUrl } from '../recipes/creator-test-helpers';
import { signIn, type SignedIn } from '../../test/helpers';
import { IMPORTS_PER_HOUR } from './import.service';
import { countRows } from './import-test-helpers';

/**
 * `POST /api/recipes/import { images }` (docs/decisions/041-reading-recipes-photos.md): with a
 * vision model (an OpenAI-compatible server, HTTP intercepted) the pages become a saved recipe;
 * offline it is a 422 the web reads the page on; bad photos and limits are clear 4xx.
 */

const BASE = 'http://localhost:11434/v1';
const VISION_ENV = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: BASE, OPENAI_MODEL: 'llava', OPENAI_API_KEY: '', GEMINI_API_KEY: '' };
const OFFLINE_ENV = { AI_PROVIDER: '', OPENAI_BASE_URL: '', GEMINI_API_KEY: '' };
const page = dataUrl('image/png', IMAGES.png);

const pagesRead = {
  title: '  Oma\u2019s Apfelkuchen ',
  description: 'Von der Karteikarte.',
  servings: 12,
  prepTime: 20,
  cookTime: 45,
  language: 'de',
  ingredients: ['200 g Mehl', '150 g Butter', '4 Äpfel', ''],
  instructions: ['Teig kneten.', 'Äpfel schälen und auflegen.', 'Bei 180 °C backen.'],
};

let user: SignedIn;
let calls: Array<{ messages: Array<{ role: string; content: unknown }> }> = [];
let answer: () => Response;

beforeEach(async () => {
  user = await signIn();
  calls = [];
  answer = () => Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(pagesRead) } }] });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== `${BASE}/chat/completions`) throw new Error(`unexpected outbound call to ${request.url}`);
    calls.push(await request.json());
    return answer();
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function importPages(json: unknown, extraEnv: Record<string, string> = VISION_ENV) {
  return app.request(
    'http://localhost/api/recipes/import',
    { method: 'POST', headers: { cookie: user.cookie, origin: 'http://localhost', 'content-type': 'application/json' }, body: JSON.stringify(json) },
    { ...env, ...extraEnv },
  );
}

async function errorOf(res: Response) {
  const body = await res.json<{ code: string }>();
  return { status: res.status, code: body.code };
}

describe('POST /api/recipes/import { images }', () => {
  it('reads two pages in one model call and saves the recipe, bounded like any import', async () => {
    const res = await importPages({ images: [page, page], language: 'de' });
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: Record<string, unknown> }>();
    expect(recipe).toMatchObject({
      title: 'Oma\u2019s Apfelkuchen',
      ingredients: '200 g Mehl\n150 g Butter\n4 Äpfel',
      instructions: 'Teig kneten.\nÄpfel schälen und auflegen.\nBei 180 °C backen.',
      servings: 12,
      prep_time: 20,
      cook_time: 45,
      language: 'de',
      provider: 'import',
      source_url: null,
    });
    expect(calls).toHaveLength(1);
    const parts = calls[0]!.messages.find((m) => m.role === 'user')!.content as Array<{ type: string }>;
    expect(parts.filter((part) => part.type === 'image_url')).toHaveLength(2);
    expect(await countRows('import_attempts', user.userId)).toBe(1);
  });

  it('offline: 422 vision_unavailable, nothing counted or saved', async () => {
    expect(await errorOf(await importPages({ images: [page] }, OFFLINE_ENV))).toEqual({ status: 422, code: 'vision_unavailable' });
    expect(await countRows('import_attempts', user.userId)).toBe(0);
    expect(await countRows('recipes', user.userId)).toBe(0);
  });

  it('refuses five pages, no pages, and images sent together with text', async () => {
    expect(await errorOf(await importPages({ images: [page, page, page, page, page] }))).toEqual({ status: 400, code: 'validation_failed' });
    expect(await errorOf(await importPages({ images: [] }))).toEqual({ status: 400, code: 'validation_failed' });
    expect(await errorOf(await importPages({ images: [page], text: 'Soup' }))).toEqual({ status: 400, code: 'validation_failed' });
    expect(calls).toHaveLength(0);
  });

  it('a page that is not an image is a 415, a page over 10 MB a 413, and neither reaches the model or the limit', async () => {
    const text = dataUrl('image/png', btoa('just some text, not a picture'.padEnd(36)));
    expect(await errorOf(await importPages({ images: [page, text] }))).toEqual({ status: 415, code: 'unsupported_media_type' });
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((10 * 1024 * 1024 + 3) / 3) * 4)}`;
    expect(await errorOf(await importPages({ images: [huge] }))).toEqual({ status: 413, code: 'payload_too_large' });
    expect(await errorOf(await importPages({ images: ['data:image/png;base64,@@@'] }))).toEqual({ status: 400, code: 'validation_failed' });
    expect(calls).toHaveLength(0);
    expect(await countRows('import_attempts', user.userId)).toBe(0);
  });

  it('pages where the model reads no recipe are a 422 no_recipe_found, not a blank recipe', async () => {
    answer = () =>
      Response.json({ choices: [{ message: { content: JSON.stringify({ ...pagesRead, title: '', ingredients: [], instructions: [] }) } }] });
    expect(await errorOf(await importPages({ images: [page] }))).toEqual({ status: 422, code: 'no_recipe_found' });
    expect(await countRows('recipes', user.userId)).toBe(0);
  });

  it('counts against the hourly import limit: 429 past it, without calling the model', async () => {
    const now = new Date().toISOString();
    for (let i = 0; i < IMPORTS_PER_HOUR; i++) {
      await env.DB.prepare('INSERT INTO import_attempts (id, user_id, created_at) VALUES (?1, ?2, ?3)').bind(crypto.randomUUID(), user.userId, now).run();
    }
    expect(await errorOf(await importPages({ images: [page] }))).toEqual({ status: 429, code: 'rate_limited' });
    expect(calls).toHaveLength(0);
  });

  it('a model that fails is a 502 upstream_failed, never a 500', async () => {
    answer = () => new Response('overloaded', { status: 503 });
    expect(await errorOf(await importPages({ images: [page] }))).toEqual({ status: 502, code: 'upstream_failed' });
  });
});
