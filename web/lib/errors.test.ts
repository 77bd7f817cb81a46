import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { errorMessage } from './errors';
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
});
