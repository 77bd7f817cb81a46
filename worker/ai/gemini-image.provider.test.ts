import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGeminiImageProvider } from './gemini-image.provider';
import { PNG_BASE64, PNG_BYTES, failureOf, isUpstreamFailed } from './provider-test-helpers';

/** Gemini dish pictures (GEMINI_IMAGE_MODEL) against intercepted `generateContent` traffic. */

let calls: Array<{ url: string; body: { contents: Array<{ parts: Array<{ text?: string }> }>; generationConfig?: { responseModalities?: string[] } } }> = [];
let answers: Response[] = [];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://generativelanguage.googleapis.com/')) throw new Error(`unexpected call to ${request.url}`);
    calls.push({ url: request.url, body: await request.json() });
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const answerWithParts = (parts: unknown[], status = 200) =>
  Response.json(status === 200 ? { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }] } : { error: { code: status, message: 'Resource has been exhausted', status: 'RESOURCE_EXHAUSTED' } }, { status });

const dish = { title: 'Linsensuppe', ingredients: ['200 g Linsen', '1 Karotte'], language: 'de' as const };

describe('Gemini pictures', () => {
  it('asks the image model for an image only and returns the inlineData bytes', async () => {
    answers.push(answerWithParts([{ text: 'Here is your soup.' }, { inlineData: { mimeType: 'image/png', data: PNG_BASE64 } }]));
    const painter = createGeminiImageProvider({ apiKey: 'test-key' });
    const picture = await painter.generatePicture(dish);
    expect([...picture.bytes]).toEqual([...PNG_BYTES]);
    expect(picture.mimeType).toBe('image/png');
    expect(painter).toMatchObject({ name: 'gemini', model: 'gemini-2.5-flash-image' });
    expect(calls[0]!.url).toContain('/models/gemini-2.5-flash-image:generateContent');
    expect(calls[0]!.body.generationConfig?.responseModalities).toEqual(['IMAGE']);
    const prompt = calls[0]!.body.contents[0]!.parts[0]!.text ?? '';
    expect(prompt).toContain('"Linsensuppe"');
    expect(prompt).toContain('Linsen, Karotte');
  });

  it('uses GEMINI_IMAGE_MODEL when set', async () => {
    answers.push(answerWithParts([{ inlineData: { mimeType: 'image/png', data: PNG_BASE64 } }]));
    await createGeminiImageProvider({ apiKey: 'test-key', model: 'gemini-3-pro-image-preview' }).generatePicture(dish);
    expect(calls[0]!.url).toContain('/models/gemini-3-pro-image-preview:generateContent');
  });

  it('an answer without an image (text only, or refused) is a 502', async () => {
    answers.push(answerWithParts([{ text: 'I cannot draw that.' }]));
    expect(isUpstreamFailed(await failureOf(createGeminiImageProvider({ apiKey: 'test-key' }).generatePicture(dish)))).toBe(true);
  });

  it('429 from the API is a 502', async () => {
    answers.push(answerWithParts([], 429));
    expect(isUpstreamFailed(await failureOf(createGeminiImageProvider({ apiKey: 'test-key' }).generatePicture(dish)))).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
