import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { errorDetail, errorMessage } from './errors';
import i18n from './i18n';

describe('errorMessage', () => {
  const t = i18n.t.bind(i18n);

  it('translates a known code', async () => {
    const err = new ApiRequestError(429, 'rate_limited', 'Too many requests');
    expect(errorMessage(err, t)).toBe('Too many attempts. Please wait a moment and try again.');
    await i18n.changeLanguage('es');
    expect(errorMessage(err, i18n.t.bind(i18n))).toBe('Demasiados intentos. Espera un momento e inténtalo de nuevo.');
  });

  it("falls back to the server's error text for a code without a translation", () => {
    const err = new ApiRequestError(418, 'brand_new_code' as never, 'The server explains');
    expect(errorMessage(err, t)).toBe('The server explains');
  });

  it('uses the fallback, or the generic message, for anything else', () => {
    expect(errorMessage(new Error('boom'), t, 'Failed to load')).toBe('Failed to load');
    expect(errorMessage('nope', t)).toBe('An error occurred');
  });

  it('translates plan_required for a Spanish reader instead of the server text', async () => {
    await i18n.changeLanguage('es');
    const err = new ApiRequestError(403, 'plan_required', 'The Discover feed requires a Pro plan');
    expect(errorMessage(err, i18n.t.bind(i18n))).toBe('Esto requiere un plan Pro.');
    await i18n.changeLanguage('en');
  });
});

describe('errorDetail', () => {
  const t = i18n.t.bind(i18n);

  it("passes on the offline chef's details, written in the cook's language", () => {
    const err = new ApiRequestError(422, 'instruction_not_understood', 'Not understood', 'Prueba con «más picante».');
    expect(errorDetail(err, t)).toBe('Prueba con «más picante».');
  });

  it("names the diet conflict's ingredient in the cook's language, not the server's English sentence", async () => {
    await i18n.changeLanguage('es');
    const err = new ApiRequestError(422, 'diet_conflict', 'No fit', '"2 tbsp peanut butter" conflicts with peanuts', { ingredient: 'crema de cacahuete' });
    expect(errorDetail(err, i18n.t.bind(i18n))).toBe('«crema de cacahuete» no encaja con tu perfil.');
    await i18n.changeLanguage('en');
  });

  it('translates a request id and leaves out developer notes in English', async () => {
    await i18n.changeLanguage('de');
    const tDe = i18n.t.bind(i18n);
    expect(errorDetail(new ApiRequestError(500, 'internal_error', 'Oops', 'Request id abc-123'), tDe)).toBe('Referenz: abc-123');
    expect(errorDetail(new ApiRequestError(502, 'upstream_failed', 'Failed', 'The recipe failed the quality check after 2 attempts'), tDe)).toBeNull();
    expect(errorDetail(new ApiRequestError(400, 'validation_failed', 'Invalid', 'ingredients: Too small'), tDe)).toBeNull();
    expect(errorDetail(new Error('boom'), tDe)).toBeNull();
    await i18n.changeLanguage('en');
  });
});
