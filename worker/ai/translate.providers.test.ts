import { afterEach, describe, expect, it, vi } from 'vitest';
import { geminiAnswer } from '../domains/recipes/creator-test-helpers';
import { createGeminiProvider } from './gemini.provider';
import { createOfflineProvider } from './offline.provider';
import { USER_DATA_CLOSE, USER_DATA_OPEN } from './prompts';
import { isUpstreamFailed } from './provider-test-helpers';
import type { TranslateRecipeInput } from './translate-prompts';
import { createWorkersAiProvider, type AiBinding } from './workers-ai.provider';

/**
 * `translateRecipe` of Gemini (HTTP intercepted) and Workers AI (a fake binding): the recipe goes
 * in as data, both languages are named, the answer is checked with the translation schema and
 * malformed output is asked once more, then 502; the offline chef translates nothing.
 */

const input: TranslateRecipeInput = {
  recipe: { title: 'Kartoffelsalat', description: '', ingredients: ['1 kg Kartoffeln', 'Salz'], instructions: ['20 Minuten kochen.'] },
  from: 'de',
  to: 'es',
};
const answer = { title: 'Ensalada de patatas', description: '', ingredients: ['1 kg de patatas', 'Sal'], instructions: ['Cocer 20 minutos.'] };

afterEach(() => vi.restoreAllMocks());

describe('translateRecipe', () => {
  it('Gemini: one schema-constrained call with the recipe between the markers; a malformed answer is retried, then 502', async () => {
    const bodies: Array<{ contents: Array<{ parts: Array<{ text?: string }> }>; systemInstruction: { parts: Array<{ text: string }> }; generationConfig: { responseJsonSchema: { properties: Record<string, unknown> } } }> = [];
    const queue = [geminiAnswer(JSON.stringify(answer)), geminiAnswer('{"title": ""}'), geminiAnswer('not json')];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const request = new Request(url, init);
      if (!request.url.startsWith('https://generativelanguage.googleapis.com/')) throw new Error(`unexpected call to ${request.url}`);
      bodies.push(await request.json());
      return queue.shift() ?? geminiAnswer('no more', 500);
    });
    const model = createGeminiProvider({ apiKey: 'test-key' });
    expect(await model.translateRecipe(input)).toEqual(answer);
    expect(bodies[0]!.systemInstruction.parts[0]!.text).toMatch(/from German into Spanish/);
    const text = bodies[0]!.contents[0]!.parts.map((p) => p.text ?? '').join('\n');
    expect(text).toContain(USER_DATA_OPEN);
    expect(text).toContain('Kartoffelsalat');
    expect(text).toContain(USER_DATA_CLOSE);
    expect(Object.keys(bodies[0]!.generationConfig.responseJsonSchema.properties)).toEqual(['title', 'description', 'ingredients', 'instructions']);

    const failure = await model.translateRecipe(input).catch((err: unknown) => err);
    expect(isUpstreamFailed(failure)).toBe(true);
    expect(bodies).toHaveLength(3);
  });

  it('Workers AI: JSON Mode on the text model; an answer of the wrong shape twice is a 502', async () => {
    const runs: Array<{ model: string; inputs: Record<string, unknown> }> = [];
    const answers: unknown[] = [{ response: answer }, { response: JSON.stringify({ ...answer, ingredients: [] }) }, { response: '{}' }];
    const ai: AiBinding = {
      async run(model, inputs) {
        runs.push({ model, inputs });
        return answers.shift();
      },
    };
    const model = createWorkersAiProvider({ ai, textModel: '@cf/test/text' });
    expect(await model.translateRecipe(input)).toEqual(answer);
    expect(runs[0]!.model).toBe('@cf/test/text');
    expect(runs[0]!.inputs.response_format).toMatchObject({ type: 'json_schema' });
    expect(JSON.stringify(runs[0]!.inputs.messages)).toContain('Kartoffelsalat');
    const failure = await model.translateRecipe(input).catch((err: unknown) => err);
    expect(isUpstreamFailed(failure)).toBe(true);
    expect(runs).toHaveLength(3);
  });

  it('the offline chef translates nothing (null), without a call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await createOfflineProvider().translateRecipe(input)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
