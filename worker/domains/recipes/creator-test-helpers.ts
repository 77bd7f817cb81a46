import { env } from 'cloudflare:workers';
import { app } from '../../app';
import { apiFetch } from '../../test/helpers';

/** Test fixtures and calls for the recipe creator (detect, generate, usage, credits). */

export const quickRequest = {
  ingredients: ['chicken', 'rice', 'broccoli'],
  type: 'quick',
  cuisine: '',
  cookingMethod: '',
  userImageUrl: null,
  recipeName: '',
  generationType: 'image',
  language: 'en',
} as const;

/** Tiny valid images, one per accepted format. */
export const IMAGES = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  gif: 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  webp: 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
  jpeg: '/9j/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
} as const;

export function toBase64(bytes: Uint8Array): string {
  const native: ((this: Uint8Array) => string) | undefined = Reflect.get(bytes, 'toBase64');
  if (native) return native.call(bytes);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(data: string): Uint8Array {
  const binary = atob(data);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export const dataUrl = (mime: string, base64: string) => `data:${mime};base64,${base64}`;

export function generate(cookie: string, body: Record<string, unknown> = quickRequest) {
  return apiFetch('/generate-recipe', { cookie, json: body });
}

export function detect(cookie: string, imageBase64: string, language = 'en') {
  return apiFetch('/detect-ingredients', { cookie, json: { imageBase64, language } });
}

export async function usageOf(cookie: string) {
  const res = await apiFetch('/usage', { cookie });
  return res.json<{ planType: string; billingPeriod: string | null; used: number; limit: number; credits: number }>();
}

/** Calls the app with GEMINI_API_KEY set, so the real Gemini provider runs (fetch intercepted). */
export function requestWithGemini(path: string, cookie: string, json: unknown) {
  return app.request(
    `http://localhost/api${path}`,
    {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify(json),
    },
    { ...env, GEMINI_API_KEY: 'test-key', GEMINI_MODEL: 'gemini-2.5-flash' },
  );
}

/** A `generateContent` answer whose text is `text`. */
export function geminiAnswer(text: string, status = 200): Response {
  const body =
    status === 200
      ? { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }] }
      : { error: { code: status, message: text, status: 'INTERNAL' } };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const validModelRecipe = {
  title: 'Lemon chicken with rice',
  description: 'A bright weeknight dish.',
  prepTime: 10,
  cookTime: 25,
  servings: 2,
  difficulty: 'easy',
  ingredients: ['300 g chicken', '150 g rice', '1 broccoli'],
  instructions: ['1. Cook the **rice**.', 'Sear the chicken *until golden*.', 'Serve.'],
};

export async function countRows(table: string, userId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}
