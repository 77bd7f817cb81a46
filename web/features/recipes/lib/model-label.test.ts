import { describe, expect, it } from 'vitest';
import { modelLabel } from './model-label';

describe('modelLabel', () => {
  const cases: Array<[string, string | null, string | null]> = [
    ['gemini', 'gemini-2.5-flash', 'Gemini 2.5 Flash'],
    ['gemini', 'gemini-2.5-pro', 'Gemini 2.5 Pro'],
    ['workers-ai', '@cf/meta/llama-3.3-70b-instruct-fp8-fast', '@cf/meta/llama-3.3-70b-instruct-fp8-fast'],
    ['openai', 'llama3.2 via OpenAI-compatible server', 'llama3.2 via OpenAI-compatible server'],
    ['offline', 'Offline demo chef', null],
    ['gemini', null, null],
    ['manual', '  ', null],
  ];
  it.each(cases)('%s %s -> %s', (provider, model, expected) => {
    expect(modelLabel({ provider, model })).toBe(expected);
  });
});
