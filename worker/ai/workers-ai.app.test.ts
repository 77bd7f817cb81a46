import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { countRows, usageOf } from '../domains/recipes/creator-test-helpers';
import { goodRecipe, qualityRequestBody, unrepairable } from '../domains/recipes/quality-test-helpers';
import { SseReader } from '../domains/recipes/stream-test-helpers';
import { signIn } from '../test/helpers';
import { pieces, sseStream } from './provider-test-helpers';
import type { AiBinding } from './workers-ai.provider';

/**
 * A generation through the whole app with AI_PROVIDER=workers-ai and a fake `AI` binding in the
 * environment: the same pipeline (schema, quality gate, usage) as every provider.
 */

function binding(...answers: Array<() => unknown>) {
  const models: string[] = [];
  const ai: AiBinding = {
    async run(model) {
      models.push(model);
      const next = answers.shift();
      if (!next) throw new Error('no answer queued');
      return next();
    },
  };
  return { ai, models };
}

function generate(cookie: string, ai: AiBinding, accept?: string) {
  return app.request(
    'http://localhost/api/generate-recipe',
    {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json', ...(accept ? { accept } : {}) },
      body: JSON.stringify(qualityRequestBody),
    },
    { ...env, GEMINI_API_KEY: '', AI_PROVIDER: 'workers-ai', AI_IMAGE_PROVIDER: 'none', AI: ai },
  );
}

describe('generation with AI_PROVIDER=workers-ai, through the app', () => {
  it('saves a sound recipe with provider and model', async () => {
    const { cookie } = await signIn();
    const { ai, models } = binding(() => ({ response: goodRecipe }));
    const res = await generate(cookie, ai);
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: Record<string, unknown> }>();
    expect(recipe).toMatchObject({ title: goodRecipe.title, provider: 'workers-ai', model: '@cf/meta/llama-3.3-70b-instruct-fp8-fast' });
    expect(models).toEqual(['@cf/meta/llama-3.3-70b-instruct-fp8-fast']);
  });

  it('streamed, a recipe the quality gate refuses twice ends in a 502 error event, unsaved, the unit given back', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    const stream = (recipe: object) => () =>
      sseStream([...pieces(JSON.stringify(recipe), 17).map((response) => JSON.stringify({ response })), '[DONE]']);
    const { ai } = binding(stream(unrepairable), stream(unrepairable));
    const res = await generate(cookie, ai, 'text/event-stream');
    const events = await new SseReader(res).all();
    expect(events[0]).toEqual({ event: 'meta', data: { provider: 'workers-ai', attempt: 1 } });
    expect(events.some((e) => e.event === 'meta' && e.data.restart === 'quality')).toBe(true);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'upstream_failed', status: 502 } });
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });
});
