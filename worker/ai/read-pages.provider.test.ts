import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGeminiProvider } from './gemini.provider';
import { createOpenAiProvider } from './openai.provider';
import type { PagesRecipe, ReadPagesInput } from './read-pages';
import { PNG_BASE64, PNG_BYTES, failureOf, isUpstreamFailed } from './provider-test-helpers';
import { createWorkersAiProvider, type AiBinding } from './workers-ai.provider';

/**
 * Reading photographed pages (docs/decisions/041-reading-recipes-photos.md) with each provider
 * that has a vision model, against intercepted HTTP or a fake binding: every page goes out as an
 * image in one call, the answer comes back validated, and an unusable answer ends in a 502.
 */

const pagesRead: PagesRecipe = {
  title: 'Tarta de Santiago',
  description: 'De la abuela.',
  servings: 8,
  prepTime: 15,
  cookTime: 40,
  language: 'es',
  ingredients: ['250 g de almendra molida', '250 g de azúcar', '5 huevos'],
  instructions: ['Batir los huevos con el azúcar.', 'Añadir la almendra y hornear 40 minutos.'],
};
const twoPages = { images: [{ bytes: PNG_BYTES, mimeType: 'image/png' }, { bytes: PNG_BYTES, mimeType: 'image/png' }], language: 'en' } satisfies ReadPagesInput;
const pageUrl = `data:image/png;base64,${PNG_BASE64}`;

afterEach(() => {
  vi.restoreAllMocks();
});

function intercept(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = (await new Request(input, init).json()) as Record<string, unknown>;
    bodies.push(body);
    return answer(body);
  });
  return bodies;
}

describe('readRecipePages', () => {
  it('Gemini: both pages as inline images in one call, the recipe as read', async () => {
    const bodies = intercept(() =>
      Response.json({ candidates: [{ content: { role: 'model', parts: [{ text: JSON.stringify(pagesRead) }] }, finishReason: 'STOP', index: 0 }] }),
    );
    const provider = createGeminiProvider({ apiKey: 'test-key' });
    expect(await provider.readRecipePages!(twoPages)).toEqual(pagesRead);
    expect(bodies).toHaveLength(1);
    const parts = (bodies[0] as { contents: Array<{ parts: Array<{ inlineData?: { data: string; mimeType: string } }> }> }).contents[0]!.parts;
    expect(parts.filter((part) => part.inlineData).map((part) => part.inlineData)).toEqual([
      { mimeType: 'image/png', data: PNG_BASE64 },
      { mimeType: 'image/png', data: PNG_BASE64 },
    ]);
  });

  it('OpenAI-compatible: both pages as image_url parts in one chat call', async () => {
    const bodies = intercept(() => Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(pagesRead) } }] }));
    const provider = createOpenAiProvider({ baseUrl: 'http://localhost:11434/v1', model: 'llava' });
    expect(await provider.readRecipePages!(twoPages)).toEqual(pagesRead);
    const messages = (bodies[0] as { messages: Array<{ role: string; content: unknown }> }).messages;
    const user = messages.find((m) => m.role === 'user')!.content as Array<{ type: string; image_url?: { url: string } }>;
    expect(user.filter((part) => part.type === 'image_url').map((part) => part.image_url!.url)).toEqual([pageUrl, pageUrl]);
  });

  it('OpenAI-compatible: an answer that is no recipe shape twice is a 502, never a half-read recipe', async () => {
    const bodies = intercept(() => Response.json({ choices: [{ message: { role: 'assistant', content: '{"title": 3}' } }] }));
    const provider = createOpenAiProvider({ baseUrl: 'http://localhost:11434/v1', model: 'llava' });
    expect(isUpstreamFailed(await failureOf(provider.readRecipePages!(twoPages)))).toBe(true);
    expect(bodies).toHaveLength(2);
  });

  it('Workers AI: the vision model gets both pages', async () => {
    const runs: Array<{ model: string; inputs: { messages: Array<{ role: string; content: unknown }> } }> = [];
    const ai: AiBinding = {
      async run(model, inputs) {
        runs.push({ model, inputs: inputs as (typeof runs)[number]['inputs'] });
        return { response: pagesRead };
      },
    };
    const provider = createWorkersAiProvider({ ai, visionModel: '@cf/meta/llama-4-scout-17b-16e-instruct' });
    expect(await provider.readRecipePages!(twoPages)).toEqual(pagesRead);
    expect(runs.map((run) => run.model)).toEqual(['@cf/meta/llama-4-scout-17b-16e-instruct']);
    const user = runs[0]!.inputs.messages.find((m) => m.role === 'user')!.content as Array<{ type: string }>;
    expect(user.filter((part) => part.type === 'image_url')).toHaveLength(2);
  });
});
