import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../app';
import { USER_DATA_CLOSE, USER_DATA_OPEN } from '../../ai/prompts';
import { interceptChatCompletions } from '../../ai/provider-test-helpers';
import { shareWritten } from './language-test-helpers';
import { apiFetch } from './test-helpers';
import { signIn } from '../../test/helpers';

/**
 * `GET /api/discover/{id}?lang=xx` with AI_PROVIDER=openai, the server's HTTP intercepted: the
 * shared recipe translated, checked, cached per recipe and language, and refreshed when the
 * share's texts change; offline, the original with `translation_unavailable`.
 */

const BASE = 'http://localhost:11434/v1';
const OPENAI_ENV = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: BASE, OPENAI_MODEL: 'llama3.2', OPENAI_API_KEY: '', OPENAI_IMAGE_MODEL: '', GEMINI_API_KEY: '' };

interface ChatBody {
  messages: Array<{ role: string; content: string }>;
}

const { calls, answers } = interceptChatCompletions<ChatBody>(BASE);

const whole = (recipe: object) => () => Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(recipe) } }] });

/** The German mushrooms (language-test-helpers.ts) in Spanish, numbers kept. */
const SPANISH = {
  title: 'Champiñones al ajillo',
  description: '',
  ingredients: ['400 g de champiñones', '2 dientes de ajo picados', '1 cucharada de aceite de oliva', 'Sal y pimienta'],
  instructions: ['Calienta el aceite en una sartén y añade el ajo.', 'Añade las setas y fríelas 8 minutos.', 'Sazona con sal y pimienta y sirve.'],
};

function read(path: string, cookie?: string, extraEnv: Record<string, string> = OPENAI_ENV) {
  return app.request(`http://localhost/api${path}`, { headers: cookie ? { cookie } : {} }, { ...env, ...extraEnv });
}

type Detail = Record<string, unknown> & { title: string; ingredients: string; instructions: string };

describe('GET /api/discover/{id}?lang=xx with a model', () => {
  it('translates a German recipe into Spanish, marks it, and asks the model once: the second read comes from the cache', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const reader = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    answers.push(whole(SPANISH));
    const res = await read(`/discover/${sharedId}?lang=es`, reader.cookie);
    expect(res.status).toBe(200);
    const body = await res.json<Detail>();
    expect(body).toMatchObject({ title: SPANISH.title, translated: true, translated_from: 'de', translated_to: 'es', language: 'de', shared_recipe_id: sharedId });
    expect(body.ingredients.split('\n')).toEqual(SPANISH.ingredients);
    expect(body.instructions.split('\n')).toEqual(SPANISH.instructions);
    // The recipe went to the model as data between the markers, with both languages named.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.messages[0]!.content).toMatch(/from German into Spanish/);
    expect(calls[0]!.messages[1]!.content).toContain(USER_DATA_OPEN);
    expect(calls[0]!.messages[1]!.content).toContain(USER_DATA_CLOSE);
    expect(calls[0]!.messages[1]!.content).toContain('Knoblauch');

    const again = await read(`/discover/${sharedId}?lang=es`, reader.cookie);
    expect(await again.json()).toMatchObject({ title: SPANISH.title, translated: true });
    expect(calls).toHaveLength(1);
  });

  it('a signed-out reader may translate a shared recipe (shared recipes are public)', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    answers.push(whole(SPANISH));
    const res = await read(`/discover/${sharedId}?lang=es`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ translated: true, translated_from: 'de' });
  });

  it('in its own language: the original, no model call', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    const res = await read(`/discover/${sharedId}?lang=de`);
    expect(await res.json()).toMatchObject({ title: 'Knoblauchpilze', translated: false });
    expect(calls).toHaveLength(0);
  });

  it('a translation that drops a line or changes an amount is asked once more, then the original with the note; nothing cached', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answers.push(whole({ ...SPANISH, ingredients: SPANISH.ingredients.slice(1) }), whole({ ...SPANISH, ingredients: ['500 g de champiñones', ...SPANISH.ingredients.slice(1)] }));
    const res = await read(`/discover/${sharedId}?lang=es`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Knoblauchpilze', translated: false, translation_unavailable: true });
    expect(calls).toHaveLength(2);
    const cachedRows = await env.DB.prepare('SELECT count(*) AS n FROM shared_recipe_translations WHERE shared_recipe_id = ?1').bind(sharedId).first<{ n: number }>();
    expect(cachedRows?.n).toBe(0);
  });

  it('a changed share is translated again; unsharing removes its translations', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId, recipeId } = await shareWritten(creator, 'de');
    answers.push(whole(SPANISH));
    await read(`/discover/${sharedId}?lang=es`);
    await env.DB.prepare("UPDATE recipes SET ingredients = ingredients || char(10) || '1 Bund Petersilie' WHERE id = ?1").bind(recipeId).run();
    answers.push(whole({ ...SPANISH, ingredients: [...SPANISH.ingredients, '1 manojo de perejil'] }));
    const res = await read(`/discover/${sharedId}?lang=es`);
    expect((await res.json<Detail>()).ingredients).toContain('perejil');
    expect(calls).toHaveLength(2);

    const unshared = await apiFetch(`/recipes/${recipeId}/share`, { cookie: creator.cookie, method: 'DELETE' });
    expect(unshared.status).toBe(200);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM shared_recipe_translations WHERE shared_recipe_id = ?1').bind(sharedId).first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await read(`/discover/${sharedId}?lang=es`)).status).toBe(404);
  });

  it('errors: an unknown language is 400, an unknown id 404, both in the error shape and without a model call', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    for (const lang of ['fr', 'xx', '', 'ES']) {
      const res = await read(`/discover/${sharedId}?lang=${lang}`);
      expect(res.status, lang).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const missing = await read('/discover/no-such-share?lang=es');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    expect(calls).toHaveLength(0);
  });
});

describe('GET /api/discover/{id}?lang=xx with the offline chef', () => {
  it('answers the original with translation_unavailable', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    const res = await read(`/discover/${sharedId}?lang=es`, undefined, { AI_PROVIDER: 'offline', GEMINI_API_KEY: '', OPENAI_BASE_URL: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Knoblauchpilze', translated: false, translation_unavailable: true, language: 'de' });
    expect(calls).toHaveLength(0);
  });
});
