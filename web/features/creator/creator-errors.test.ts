import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import i18n from '../../lib/i18n';
import { classifyFailure } from './creator-errors';

const fallback = 'Failed to generate recipe. Please try again.';

describe('classifyFailure (docs/product.md "Errors and messages")', () => {
  const t = i18n.t.bind(i18n);

  it('401 asks to sign in', () => {
    expect(classifyFailure(new ApiRequestError(401, 'unauthorized', 'Sign in'), fallback, t)).toEqual({ kind: 'signIn' });
  });

  it('429 opens the limit_reached upsell; a short-term rate limit is a message in the cook’s language', () => {
    expect(classifyFailure(new ApiRequestError(429, 'limit_reached', 'Recipe limit reached'), fallback, t)).toEqual({
      kind: 'upsell',
      reason: 'limit_reached',
    });
    expect(classifyFailure(new ApiRequestError(429, 'rate_limited', 'Slow down'), fallback, t)).toEqual({
      kind: 'message',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
  });

  it('403 plan_required opens the missing_features upsell', () => {
    expect(classifyFailure(new ApiRequestError(403, 'plan_required', 'Pro'), fallback, t)).toEqual({
      kind: 'upsell',
      reason: 'missing_features',
    });
  });

  it("other failures show the code's translated message, never the server's English", async () => {
    const gate = new ApiRequestError(502, 'upstream_failed', 'Bad gateway', 'The recipe failed the quality check after 2 attempts (ingredients_used)');
    expect(classifyFailure(gate, fallback, t)).toEqual({
      kind: 'message',
      message: 'A service we rely on did not answer. Please try again.',
    });
    await i18n.changeLanguage('de');
    expect(classifyFailure(gate, fallback, i18n.t.bind(i18n))).toEqual({
      kind: 'message',
      message: 'Ein Dienst, auf den wir angewiesen sind, hat nicht geantwortet. Bitte versuche es erneut.',
    });
    await i18n.changeLanguage('en');
    expect(classifyFailure(new ApiRequestError(400, 'validation_failed', 'Invalid', 'ingredients: blank'), fallback, t)).toEqual({
      kind: 'message',
      message: 'Some details are missing or not valid.',
    });
  });

  it("adds the offline chef's details, which it writes in the cook's language", () => {
    const err = new ApiRequestError(422, 'refine_not_possible', 'Not possible', 'Esta receta no lleva carne.');
    expect(classifyFailure(err, fallback, t)).toEqual({
      kind: 'message',
      message: 'This change cannot be made to this recipe. Esta receta no lleva carne.',
    });
  });

  it('a crash or no connection gives the fallback', () => {
    expect(classifyFailure(new ApiRequestError(500, 'internal_error', 'Oops', 'Request id 1'), fallback, t)).toEqual({ kind: 'message', message: fallback });
    expect(classifyFailure(new ApiRequestError(0, 'network_error', 'Network error'), fallback, t)).toEqual({
      kind: 'message',
      message: fallback,
    });
    expect(classifyFailure(new Error('boom'), fallback, t)).toEqual({ kind: 'message', message: fallback });
  });
});
