import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import { COOKBOOK_REQUESTS } from '#core/cookbook/requests.set';
import { checkRecipe } from '#core/quality/recipe-quality';
import { app } from '../../app';
import { createOfflineProvider } from '../../ai/offline.provider';
import { USER_DATA_CLOSE, USER_DATA_OPEN } from '../../ai/prompts';
import { interceptChatCompletions } from '../../ai/provider-test-helpers';
import { ApiError } from '../../lib/errors';
import { apiFetch, signIn } from '../../test/helpers';
import { countRows, generate, usageOf } from './creator-test-helpers';
import { unrepairable } from './quality-test-helpers';
import { generateChecked } from './recipe-checks';

/**
 * The creator cooks from the cookbook (docs/decisions/077-the-cookbook.md): a dish the offline chef
 * does not know is a 422 `dish_not_known` with the closest dishes it knows, whole and streamed,
 * and costs nothing; `dish_id` cooks a cookbook dish; a model gets the cookbook's recipe as its
 * reference, and when it fails twice the cook is offered the cookbook's dish.
 */

interface Alternatives {
  error: string;
  code: string;
  details: string;
  alternatives: Array<{ dish_id: string; title: string }>;
}

const named = (recipeName: string, language = 'en', extra: Record<string, unknown> = {}) => ({
  ingredients: [],
  type: 'quick',
  recipeName,
  generationType: 'prompt',
  language,
  ...extra,
});

// The cookbook is loaded once per isolate on first use.
beforeAll(() => bundledCookbook.size(), 60_000);

describe('a dish the offline chef does not know', () => {
  it('answers 422 dish_not_known in the cook\'s language with the closest dishes it knows, nothing saved, nothing counted', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    const res = await generate(cookie, named('Beef Wellington mit Blutwurst und Mondschein', 'de'));
    expect(res.status).toBe(422);
    const body = await res.json<Alternatives>();
    expect(body).toMatchObject({ code: 'dish_not_known', details: expect.stringContaining('Der Koch kennt dieses Gericht noch nicht') });
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives.length).toBeLessThanOrEqual(5);
    for (const alternative of body.alternatives) {
      const dish = await bundledCookbook.get(alternative.dish_id);
      expect(dish?.text.de.title).toBe(alternative.title);
    }
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('never answers another dish that shares a word: chicken pie is no chicken curry', async () => {
    const { cookie } = await signIn();
    const res = await generate(cookie, named('Chicken and zorbleberry pie'));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'dish_not_known' });
  });

  it('streamed: the same 422 JSON comes before the stream opens, nothing counted', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    const res = await apiFetch('/generate-recipe', { method: 'POST', cookie, headers: { accept: 'text/event-stream' }, json: named('Zorbleberry casserole', 'es') });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = await res.json<Alternatives>();
    expect(body).toMatchObject({ code: 'dish_not_known', details: expect.stringContaining('El chef todavía no conoce este plato') });
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('a list nothing in the cookbook is made with is answered the same way', async () => {
    const { cookie } = await signIn();
    const before = await usageOf(cookie);
    const res = await generate(cookie, { ingredients: ['zorblax', 'glimmerquist'], type: 'quick', generationType: 'image', language: 'en' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'dish_not_known', details: expect.stringContaining('no dish made with these ingredients') });
    expect(await usageOf(cookie)).toEqual(before);
  });
});

describe('a dish whose main the cook\'s profile forbids (docs/cookbook.md "Adapting a dish")', () => {
  const vegetarian = async () => {
    const { cookie, userId } = await signIn();
    const res = await apiFetch('/diet-profile', { method: 'PUT', cookie, json: { diets: ['vegetarian'], allergens: [], dislikes: [] } });
    expect(res.status).toBe(200);
    return { cookie, userId };
  };
  const recipeOf = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    const { recipe } = await res.json<{ recipe: { title: string; description: string; ingredients: string; instructions: string } }>();
    return { ...recipe, all: [recipe.title, recipe.description, recipe.ingredients, recipe.instructions].join('\n') };
  };

  it('a chicken curry asked for by a vegetarian is the cookbook\'s chickpea curry, titled as one, in en, es and de', { timeout: 30_000 }, async () => {
    const { cookie } = await vegetarian();
    const cases = [
      { name: 'Chicken curry', language: 'en', curry: /curry/i, meat: /chicken/i, chickpea: /chickpea/i },
      { name: 'Curry de pollo', language: 'es', curry: /curry/i, meat: /pollo/i, chickpea: /garbanzo/i },
      { name: 'Hühnercurry', language: 'de', curry: /curry/i, meat: /h(?:ü|u)hn|hähnchen/i, chickpea: /kichererbse/i },
    ];
    for (const c of cases) {
      const recipe = await recipeOf(await generate(cookie, named(c.name, c.language, { ingredients: [] })));
      expect(recipe.title, c.name).toMatch(c.curry);
      expect(recipe.title, c.name).not.toMatch(c.meat);
      expect(recipe.all, c.name).not.toMatch(c.meat);
      expect(recipe.ingredients, c.name).toMatch(c.chickpea);
    }
  });

  it('a braise with no meatless version has its main swapped for a plant protein the title and steps name', async () => {
    const { cookie } = await vegetarian();
    const recipe = await recipeOf(await generate(cookie, named('Cà Ri Gà')));
    expect(recipe.title).toBe('Vietnamese Chickpea Curry');
    expect(recipe.ingredients.split('\n')[0]).toBe('1 kg chickpeas');
    expect(recipe.instructions).toContain('until the chickpeas are tender');
    expect(recipe.all).not.toMatch(/chicken|drumstick/i);
  });

  it('a roast chicken or a steak has no credible meatless form: 422 diet_conflict, nothing saved, nothing counted', { timeout: 30_000 }, async () => {
    const { cookie, userId } = await vegetarian();
    const before = await usageOf(cookie);
    for (const name of ['Roast chicken', 'Steak']) {
      const res = await generate(cookie, named(name));
      expect(res.status, name).toBe(422);
      expect(await res.json(), name).toMatchObject({ code: 'diet_conflict' });
    }
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });
});

describe('POST /api/generate-recipe { dish_id }', () => {
  it('cooks the cookbook dish in the cook\'s language, for the servings asked, labelled as the cookbook\'s, one unit', async () => {
    const { cookie } = await signIn();
    const res = await generate(cookie, { dish_id: 'spaghetti-carbonara', recipeName: 'para 2', generationType: 'prompt', language: 'es' });
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: Record<string, unknown> }>();
    expect(recipe).toMatchObject({ title: 'Espaguetis a la carbonara', servings: 2, provider: 'offline', model: 'Forkcast cookbook', prep_time: 10, cook_time: 15 });
    expect(recipe.ingredients).toContain('200 g de espaguetis');
    expect((await usageOf(cookie)).used).toBe(1);
  });

  it('cooks it by id whatever model is set up: the model is never called', async () => {
    const { cookie } = await signIn();
    const res = await app.request(
      'http://localhost/api/generate-recipe',
      { method: 'POST', headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' }, body: JSON.stringify({ dish_id: 'spaghetti-carbonara', language: 'en' }) },
      { ...env, GEMINI_API_KEY: '', ...OPENAI_ENV },
    );
    expect(res.status).toBe(200);
    expect((await res.json<{ recipe: { title: string; model: string } }>()).recipe).toMatchObject({ title: 'Spaghetti Carbonara', model: 'Forkcast cookbook' });
    expect(calls).toHaveLength(0);
  });

  it('answers 404 not_found for a dish the cookbook does not hold, nothing counted', async () => {
    const { cookie } = await signIn();
    const before = await usageOf(cookie);
    const res = await generate(cookie, { dish_id: 'beef-wellington-with-moon-dust', language: 'en' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('answers 400 for an id that is no dish id', async () => {
    const { cookie } = await signIn();
    expect((await generate(cookie, { dish_id: '../../etc/passwd', language: 'en' })).status).toBe(400);
  });
});

const BASE = 'http://localhost:11434/v1';
const OPENAI_ENV = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: BASE, OPENAI_MODEL: 'llama3.2', OPENAI_API_KEY: '', OPENAI_IMAGE_MODEL: '' };

interface ChatBody {
  messages: Array<{ role: string; content: string }>;
}

const { calls, answers } = interceptChatCompletions<ChatBody>(BASE);
const whole = (recipe: object) => () => Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(recipe) } }] });
const userData = (body: ChatBody) => {
  const text = String(body.messages[1]!.content);
  return JSON.parse(text.slice(text.indexOf(USER_DATA_OPEN) + USER_DATA_OPEN.length, text.indexOf(USER_DATA_CLOSE))) as Record<string, unknown>;
};

function withModel(cookie: string, json: unknown) {
  return app.request(
    'http://localhost/api/generate-recipe',
    { method: 'POST', headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' }, body: JSON.stringify(json) },
    { ...env, GEMINI_API_KEY: '', ...OPENAI_ENV },
  );
}

describe('a model with the cookbook (AI_PROVIDER=openai, fetch intercepted)', () => {
  it('sends the cookbook\'s recipe of the dish named, in the cook\'s language, as the reference', async () => {
    const { cookie } = await signIn();
    answers.push(whole(unrepairable), whole(unrepairable));
    await withModel(cookie, named('Spagetti carbonara para 2', 'es'));
    const data = userData(calls[0]!);
    expect(data.recipeName).toBe('Spagetti carbonara para 2');
    expect(data.referenceRecipe).toMatchObject({ title: 'Espaguetis a la carbonara', servings: 4, ingredients: expect.arrayContaining(['400 g de espaguetis']) });
    expect(calls[0]!.messages[0]!.content).toMatch(/referenceRecipe/);
  });

  it('sends no reference for a dish the cookbook does not know', async () => {
    const { cookie } = await signIn();
    answers.push(whole(unrepairable), whole(unrepairable));
    await withModel(cookie, named('Zorbleberry casserole'));
    expect(userData(calls[0]!)).not.toHaveProperty('referenceRecipe');
  });

  it('failing twice on a dish the cookbook knows answers 502 with the cookbook\'s dish offered first, the unit given back', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    answers.push(whole(unrepairable), whole(unrepairable));
    const res = await withModel(cookie, named('spaghetti carbonara for 2'));
    expect(res.status).toBe(502);
    const body = await res.json<Alternatives>();
    expect(body.code).toBe('upstream_failed');
    expect(body.alternatives[0]).toEqual({ dish_id: 'spaghetti-carbonara', title: 'Spaghetti Carbonara' });
    expect(body.alternatives.length).toBeLessThanOrEqual(5);
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
    // The offer is one tap from cooking: the same dish by id.
    const offer = await generate(cookie, { dish_id: body.alternatives[0]!.dish_id, language: 'en' });
    expect(offer.status).toBe(200);
  });
});

describe('the offline chef on the request set (core/cookbook/requests.set.ts)', () => {
  it('never answers 502: every answer is a recipe through the gate, or a 422 the cook can act on', { timeout: 180_000 }, async () => {
    const chef = createOfflineProvider();
    const statuses = new Map<number, number>();
    for (const r of COOKBOOK_REQUESTS) {
      const input = {
        ingredients: r.ingredients ?? [],
        type: r.cuisine || r.cookingMethod ? ('customized' as const) : ('quick' as const),
        generationType: r.recipeName ? ('prompt' as const) : ('image' as const),
        ...(r.recipeName ? { recipeName: r.recipeName } : {}),
        ...(r.cuisine ? { cuisine: r.cuisine } : {}),
        ...(r.cookingMethod ? { cookingMethod: r.cookingMethod } : {}),
        language: r.language,
        ...(r.diet ? { diet: r.diet } : {}),
      };
      const status = await generateChecked(chef, input).then(
        (recipe) => {
          expect(checkRecipe(recipe, { language: r.language }), r.id).toEqual([]);
          expect(recipe.title, r.id).not.toMatch(/\b(?:instead of|en lugar de|statt)\b/i);
          return 200;
        },
        (err: unknown) => {
          if (!(err instanceof ApiError)) throw err;
          expect([404, 422], `${r.id}: ${err.code}`).toContain(err.status);
          if (err.code === 'dish_not_known') expect((err.extra as { alternatives: unknown[] }).alternatives.length, r.id).toBeGreaterThan(0);
          return err.status;
        },
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(502)).toBeUndefined();
    expect(statuses.get(200)).toBeGreaterThan(COOKBOOK_REQUESTS.length / 2);
  });
});
