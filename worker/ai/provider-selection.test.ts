import type { GenerateRecipeInput } from './provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/errors';
import { createImageProvider, createModelProvider, type ProviderEnv } from './index';
import { drain, failureOf } from './provider-test-helpers';

/** AI_PROVIDER and AI_IMAGE_PROVIDER as docs/decisions/036-model-providers.md decides them. */

const fakeAi = { run: () => Promise.resolve({ response: '{}' }) };
const ollama = { OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.2' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the text provider', () => {
  it.each<[string, ProviderEnv, string, string]>([
    ['nothing set', {}, 'offline', 'Offline demo chef'],
    ['empty strings', { AI_PROVIDER: '', GEMINI_API_KEY: ' ', OPENAI_BASE_URL: '' }, 'offline', 'Offline demo chef'],
    ['a Gemini key', { GEMINI_API_KEY: 'k' }, 'gemini', 'gemini-2.5-flash'],
    ['a Gemini key and GEMINI_MODEL', { GEMINI_API_KEY: 'k', GEMINI_MODEL: 'gemini-2.5-pro' }, 'gemini', 'gemini-2.5-pro'],
    ['an OpenAI base URL', ollama, 'openai', 'llama3.2 via OpenAI-compatible server'],
    ['both: Gemini first', { GEMINI_API_KEY: 'k', ...ollama }, 'gemini', 'gemini-2.5-flash'],
    ['AI_PROVIDER=openai over a Gemini key', { AI_PROVIDER: 'openai', GEMINI_API_KEY: 'k', ...ollama }, 'openai', 'llama3.2 via OpenAI-compatible server'],
    ['AI_PROVIDER=workers-ai with the binding', { AI_PROVIDER: 'Workers-AI', AI: fakeAi }, 'workers-ai', '@cf/meta/llama-3.3-70b-instruct-fp8-fast'],
    ['AI_PROVIDER=offline over a key', { AI_PROVIDER: 'offline', GEMINI_API_KEY: 'k' }, 'offline', 'Offline demo chef'],
  ])('%s: %s', (_name, env, name, model) => {
    expect(createModelProvider(env)).toMatchObject({ name, model });
  });

  it.each<[string, ProviderEnv, string]>([
    ['openai without OPENAI_BASE_URL', { AI_PROVIDER: 'openai', OPENAI_MODEL: 'llama3.2' }, 'OPENAI_BASE_URL is empty'],
    ['openai without OPENAI_MODEL', { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1' }, 'OPENAI_MODEL is empty'],
    ['workers-ai without the binding', { AI_PROVIDER: 'workers-ai' }, 'the AI binding is missing'],
    ['gemini without a key', { AI_PROVIDER: 'gemini' }, 'GEMINI_API_KEY is empty'],
    ['an unknown name', { AI_PROVIDER: 'claude' }, 'AI_PROVIDER must be one of'],
  ])('%s: every call fails at request time with 503 and a log line naming what is missing', async (_name, env, problem) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const model = createModelProvider(env); // building it does not throw
    const input = { ingredients: ['rice'], type: 'quick' as const, generationType: 'prompt' as const, language: 'en' as const } satisfies GenerateRecipeInput;
    const failures = [
      await failureOf(model.generateRecipe(input)),
      (await drain(model.streamRecipe(input))).error,
      await failureOf(model.estimateNutrition({ title: 'Rice', servings: 1, ingredients: ['100 g rice'] })),
    ];
    for (const err of failures) {
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 503, code: 'internal_error' });
    }
    expect(String(log.mock.calls[0]?.[0])).toContain(problem);
  });
});

describe('the picture provider', () => {
  it.each<[string, ProviderEnv, { name: string; model: string } | null]>([
    ['offline draws none', {}, null],
    ['Gemini draws by default', { GEMINI_API_KEY: 'k' }, { name: 'gemini', model: 'gemini-2.5-flash-image' }],
    ['GEMINI_IMAGE_MODEL', { GEMINI_API_KEY: 'k', GEMINI_IMAGE_MODEL: 'imagen-x' }, { name: 'gemini', model: 'imagen-x' }],
    ['Workers AI draws by default', { AI_PROVIDER: 'workers-ai', AI: fakeAi }, { name: 'workers-ai', model: '@cf/black-forest-labs/flux-1-schnell' }],
    ['an OpenAI server without OPENAI_IMAGE_MODEL draws none', ollama, null],
    ['an OpenAI server with OPENAI_IMAGE_MODEL', { ...ollama, OPENAI_IMAGE_MODEL: 'dall-e-3' }, { name: 'openai', model: 'dall-e-3 via OpenAI-compatible server' }],
    ['none', { GEMINI_API_KEY: 'k', AI_IMAGE_PROVIDER: 'none' }, null],
    ['offline', { GEMINI_API_KEY: 'k', AI_IMAGE_PROVIDER: 'offline' }, null],
    ['a different picture provider', { GEMINI_API_KEY: 'k', AI_IMAGE_PROVIDER: 'workers-ai', AI: fakeAi }, { name: 'workers-ai', model: '@cf/black-forest-labs/flux-1-schnell' }],
    ['a misconfigured text provider draws none', { AI_PROVIDER: 'workers-ai' }, null],
  ])('%s', (_name, env, expected) => {
    const painter = createImageProvider(env);
    if (expected) expect(painter).toMatchObject(expected);
    else expect(painter).toBeNull();
  });

  it('a chosen picture provider without its settings fails each picture with 503 and a log line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const painter = createImageProvider({ ...ollama, AI_IMAGE_PROVIDER: 'openai' });
    expect(painter).not.toBeNull();
    const err = await failureOf(painter!.generatePicture({ title: 'Soup', ingredients: [], language: 'en' }));
    expect(err).toMatchObject({ status: 503, code: 'internal_error' });
    expect(String(log.mock.calls[0]?.[0])).toContain('OPENAI_IMAGE_MODEL is empty');
  });
});
