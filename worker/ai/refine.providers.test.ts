import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { countRows, geminiAnswer, usageOf } from '../domains/recipes/creator-test-helpers';
import { goodRecipe, unrepairable } from '../domains/recipes/quality-test-helpers';
import { makeRecipe } from '../domains/recipes/read-test-helpers';
import { signIn } from '../test/helpers';
import { USER_DATA_CLOSE, USER_DATA_OPEN } from './prompts';
import type { AiBinding } from './workers-ai.provider';

/**
 * Refine through the whole app with each model provider, its HTTP intercepted (OpenAI-compatible,
 * Gemini) or its binding faked (Workers AI): free text is followed, the data stays in the
 * delimited part, and the output passes the same gate (docs/decisions/055-refine-and-recipe-versions.md).
 */

const vegetarian = {
  ...goodRecipe,
  title: 'Lemon Chickpeas with Rice',
  ingredients: ['400 g cooked chickpeas', '150 g basmati rice', '1 lemon', '2 tbsp olive oil', '1 egg'],
  instructions: [
    'Simmer the rice in salted water for **12 minutes** until tender.',
    'Fry the chickpeas in the oil for **8 minutes** until golden.',
    'Squeeze over the lemon, top with the sliced boiled egg and serve.',
  ],
};

const BASE = 'http://localhost:11434/v1';
const OPENAI_ENV = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: BASE, OPENAI_MODEL: 'llama3.2', OPENAI_API_KEY: '', OPENAI_IMAGE_MODEL: '' };
const GEMINI_ENV = { GEMINI_API_KEY: 'test-key', GEMINI_MODEL: 'gemini-2.5-flash', AI_IMAGE_PROVIDER: 'none' };

let bodies: unknown[] = [];
let answers: Array<() => Response> = [];

beforeEach(() => {
  bodies = [];
  answers = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== `${BASE}/chat/completions` && !request.url.startsWith('https://generativelanguage.googleapis.com/')) {
      throw new Error(`unexpected outbound call to ${request.url}`);
    }
    bodies.push(await request.json());
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function refine(id: string, cookie: string, instruction: string, extraEnv: Record<string, unknown>) {
  return app.request(
    `http://localhost/api/recipes/${id}/refine`,
    {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ instruction }),
    },
    { ...env, GEMINI_API_KEY: '', ...extraEnv },
  );
}

async function ownChickenRecipe() {
  const signedIn = await signIn({ planType: 'monthly' });
  const row = await makeRecipe(signedIn.userId, {
    title: goodRecipe.title,
    ingredients: goodRecipe.ingredients.join('\n'),
    instructions: goodRecipe.instructions.join('\n'),
    servings: goodRecipe.servings,
  });
  return { ...signedIn, id: row.id };
}

/** The JSON between the data markers of a prompt text. */
function dataOf(text: string): Record<string, unknown> {
  return JSON.parse(text.slice(text.indexOf(USER_DATA_OPEN) + USER_DATA_OPEN.length, text.indexOf(USER_DATA_CLOSE))) as Record<string, unknown>;
}

const chatAnswer = (recipe: object) => () => Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(recipe) } }] });
const chatData = (body: unknown) => dataOf(String((body as { messages: Array<{ content: string }> }).messages[1]!.content));

describe('refine with AI_PROVIDER=openai (HTTP intercepted)', () => {
  it('follows free text: the instruction and the recipe go in the data part; the version is saved with its model', async () => {
    const { cookie, id } = await ownChickenRecipe();
    answers.push(chatAnswer(vegetarian));
    const res = await refine(id, cookie, 'make it like my grandmother would, without meat', OPENAI_ENV);
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: Record<string, unknown> }>();
    expect(recipe).toMatchObject({ title: vegetarian.title, parent_recipe_id: id, provider: 'openai', model: 'llama3.2 via OpenAI-compatible server' });
    const data = chatData(bodies[0]);
    expect(data.instruction).toBe('make it like my grandmother would, without meat');
    expect((data.recipe as { ingredients: string[] }).ingredients).toContain('300 g chicken breast');
    expect(String((bodies[0] as { messages: Array<{ content: string }> }).messages[0]!.content)).not.toContain('grandmother');
    expect((await usageOf(cookie)).used).toBe(1);
  });

  it('holds the output to the gate: retried once naming the findings, then 502, nothing saved, the unit given back', async () => {
    const { cookie, userId, id } = await ownChickenRecipe();
    answers.push(chatAnswer(unrepairable), chatAnswer(unrepairable));
    const res = await refine(id, cookie, 'Make it spicier', OPENAI_ENV);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_failed' });
    expect(bodies).toHaveLength(2);
    expect(chatData(bodies[0])).not.toHaveProperty('qualityToFix');
    expect(chatData(bodies[1])).toHaveProperty('qualityToFix');
    expect((await usageOf(cookie)).used).toBe(0);
    expect(await countRows('recipes', userId)).toBe(1);
  });
});

describe('refine with Gemini (HTTP intercepted)', () => {
  it('asks generateContent with the refine prompt and saves the version', async () => {
    const { cookie, id } = await ownChickenRecipe();
    answers.push(() => geminiAnswer(JSON.stringify(vegetarian)));
    const res = await refine(id, cookie, 'vegetarian please', GEMINI_ENV);
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: Record<string, unknown> }>();
    expect(recipe).toMatchObject({ title: vegetarian.title, parent_recipe_id: id, provider: 'gemini', model: 'gemini-2.5-flash' });
    const body = bodies[0] as { contents: Array<{ parts: Array<{ text?: string }> }>; systemInstruction: unknown };
    const text = body.contents[0]!.parts.map((p) => p.text ?? '').join('\n');
    expect(dataOf(text).instruction).toBe('vegetarian please');
    expect(JSON.stringify(body.systemInstruction)).toContain('rewrite one saved recipe');
  });

  it('a model error is a 502 and gives the unit back', async () => {
    const { cookie, userId, id } = await ownChickenRecipe();
    answers.push(() => geminiAnswer('overloaded', 503));
    const res = await refine(id, cookie, 'vegetarian please', GEMINI_ENV);
    expect(res.status).toBe(502);
    expect((await usageOf(cookie)).used).toBe(0);
    expect(await countRows('recipes', userId)).toBe(1);
  });
});

describe('refine with AI_PROVIDER=workers-ai (fake binding)', () => {
  it('runs the text model with the refine prompt and saves the version', async () => {
    const { cookie, id } = await ownChickenRecipe();
    const inputs: Array<Record<string, unknown>> = [];
    const ai: AiBinding = {
      async run(_model, input) {
        inputs.push(input as Record<string, unknown>);
        return { response: vegetarian };
      },
    };
    const res = await refine(id, cookie, 'sin carne', { AI_PROVIDER: 'workers-ai', AI_IMAGE_PROVIDER: 'none', AI: ai });
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: Record<string, unknown> }>();
    expect(recipe).toMatchObject({ title: vegetarian.title, parent_recipe_id: id, provider: 'workers-ai' });
    const messages = inputs[0]!.messages as Array<{ content: string }>;
    expect(dataOf(messages[1]!.content).instruction).toBe('sin carne');
  });
});
