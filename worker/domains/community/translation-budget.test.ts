import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../app';
import { shareWritten } from './language-test-helpers';
import { PER_READER_PER_HOUR, PER_RECIPE_PER_DAY } from './translation.service';
import { signIn } from '../../test/helpers';

/**
 * The translation budget (docs/decisions/078-translation-budget.md) against a model that counts
 * its calls (AI_PROVIDER=openai, the server's HTTP intercepted): readers arriving together share
 * one call, a failure is remembered for an hour, an edit is a new version, and readers and
 * recipes have their limits.
 */

const BASE = 'http://localhost:11434/v1';
const OPENAI_ENV = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: BASE, OPENAI_MODEL: 'llama3.2', OPENAI_API_KEY: '', OPENAI_IMAGE_MODEL: '', GEMINI_API_KEY: '' };

const SPANISH = {
  title: 'Champiñones al ajillo',
  description: '',
  ingredients: ['400 g de champiñones', '2 dientes de ajo picados', '1 cucharada de aceite de oliva', 'Sal y pimienta'],
  instructions: ['Calienta el aceite en una sartén y añade el ajo.', 'Añade las setas y fríelas 8 minutos.', 'Sazona con sal y pimienta y sirve.'],
};

let calls = 0;
/** What the model answers: a sound translation after a short think, or a failure. */
let mode: 'translate' | 'fail' = 'translate';

beforeEach(() => {
  calls = 0;
  mode = 'translate';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== `${BASE}/chat/completions`) throw new Error(`unexpected outbound call to ${request.url}`);
    calls += 1;
    await request.text();
    await new Promise((resolve) => setTimeout(resolve, 60));
    if (mode === 'fail') return new Response('overloaded', { status: 503 });
    const user = JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(SPANISH) } }] });
    return new Response(user, { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

function read(path: string, headers: Record<string, string> = {}) {
  return app.request(`http://localhost/api${path}`, { headers }, { ...env, ...OPENAI_ENV });
}

const address = () => ({ 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });

describe('reader translations: one model call per recipe, version and language', () => {
  it('12 parallel first reads make one model call and all get the translation', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    const answers = await Promise.all(Array.from({ length: 12 }, () => read(`/discover/${sharedId}?lang=es`, address())));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.json<{ title: string; translated: boolean }>()));
    expect(bodies.every((b) => b.translated && b.title === SPANISH.title)).toBe(true);
    expect(calls).toBe(1);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM shared_recipe_translations WHERE shared_recipe_id = ?1').bind(sharedId).first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('a failing model costs at most 2 calls across many views within the hour; the original is shown with the note; an hour later it is tried again', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    mode = 'fail';
    const first = await Promise.all(Array.from({ length: 6 }, () => read(`/discover/${sharedId}?lang=es`, address())));
    for (let i = 0; i < 10; i++) first.push(await read(`/discover/${sharedId}?lang=es`, address()));
    for (const res of first) {
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ title: 'Knoblauchpilze', translated: false, translation_unavailable: true });
    }
    expect(calls).toBeLessThanOrEqual(2);
    expect(calls).toBeGreaterThanOrEqual(1);

    // An hour on, the next reader tries once more (and the model is back).
    await env.DB.prepare("UPDATE shared_recipe_translation_claims SET claimed_at = '2000-01-01T00:00:00.000Z' WHERE shared_recipe_id = ?1").bind(sharedId).run();
    mode = 'translate';
    const before = calls;
    const later = await read(`/discover/${sharedId}?lang=es`, address());
    expect(await later.json()).toMatchObject({ title: SPANISH.title, translated: true });
    expect(calls).toBe(before + 1);
  });

  it("an edit by the creator is a new version: translated once more on its first read, then from the cache", async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId, recipeId } = await shareWritten(creator, 'de');
    await read(`/discover/${sharedId}?lang=es`, address());
    expect(calls).toBe(1);
    await env.DB.prepare("UPDATE recipes SET instructions = replace(instructions, 'servieren', 'heiß servieren') WHERE id = ?1").bind(recipeId).run();
    await Promise.all(Array.from({ length: 5 }, () => read(`/discover/${sharedId}?lang=es`, address())));
    await read(`/discover/${sharedId}?lang=es`, address());
    expect(calls).toBe(2);
  });

  it(`a reader who makes the model translate ${PER_READER_PER_HOUR} recipes in an hour is refused the next with 429 rate_limited; cached reads stay free`, async () => {
    const creator = await signIn({ planType: 'monthly' });
    const reader = { 'cf-connecting-ip': '198.51.100.77' };
    const shares = [];
    for (let i = 0; i <= PER_READER_PER_HOUR; i++) shares.push((await shareWritten(creator, 'de')).sharedId);
    for (const id of shares.slice(0, PER_READER_PER_HOUR)) expect((await read(`/discover/${id}?lang=es`, reader)).status).toBe(200);
    const refused = await read(`/discover/${shares[PER_READER_PER_HOUR]}?lang=es`, reader);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', error: expect.any(String) });
    expect(calls).toBe(PER_READER_PER_HOUR);
    // Already translated: no budget needed.
    expect((await read(`/discover/${shares[0]}?lang=es`, reader)).status).toBe(200);
    // Another reader may still have it translated.
    expect((await read(`/discover/${shares[PER_READER_PER_HOUR]}?lang=es`, address())).status).toBe(200);
    expect(calls).toBe(PER_READER_PER_HOUR + 1);
  });

  it(`a recipe edited and read over and over costs at most ${PER_RECIPE_PER_DAY} translations a day`, async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId, recipeId } = await shareWritten(creator, 'de');
    const statuses: number[] = [];
    for (let i = 0; i < PER_RECIPE_PER_DAY + 3; i++) {
      await env.DB.prepare("UPDATE recipes SET instructions = replace(instructions, 'servieren', ?2) WHERE id = ?1").bind(recipeId, 'heiß servieren').run();
      statuses.push((await read(`/discover/${sharedId}?lang=${i % 2 ? 'es' : 'en'}`, address())).status);
    }
    expect(calls).toBe(PER_RECIPE_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
