import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { classifyFailure } from './creator-errors';

const fallback = 'Failed to generate recipe. Please try again.';

describe('classifyFailure (docs/product.md "Errors and messages")', () => {
  it('401 asks to sign in', () => {
    expect(classifyFailure(new ApiRequestError(401, 'unauthorized', 'Sign in'), fallback)).toEqual({ kind: 'signIn' });
  });

  it('429 opens the limit_reached upsell; a short-term rate limit is a message', () => {
    expect(classifyFailure(new ApiRequestError(429, 'limit_reached', 'Recipe limit reached'), fallback)).toEqual({
      kind: 'upsell',
      reason: 'limit_reached',
    });
    expect(classifyFailure(new ApiRequestError(429, 'rate_limited', 'Slow down'), fallback)).toEqual({
      kind: 'message',
      message: 'Slow down',
    });
  });

  it('403 plan_required opens the missing_features upsell', () => {
    expect(classifyFailure(new ApiRequestError(403, 'plan_required', 'Pro'), fallback)).toEqual({
      kind: 'upsell',
      reason: 'missing_features',
    });
  });

  it("other failures show the server's details, then its error, else the fallback", () => {
    expect(classifyFailure(new ApiRequestError(400, 'validation_failed', 'Invalid', 'ingredients: blank'), fallback)).toEqual({
      kind: 'message',
      message: 'ingredients: blank',
    });
    expect(classifyFailure(new ApiRequestError(502, 'upstream_failed', 'The chef is busy'), fallback)).toEqual({
      kind: 'message',
      message: 'The chef is busy',
    });
    expect(classifyFailure(new ApiRequestError(500, 'internal_error', 'Oops', 'Request id 1'), fallback).kind).toBe('message');
    expect(classifyFailure(new ApiRequestError(0, 'network_error', 'Network error'), fallback)).toEqual({
      kind: 'message',
      message: fallback,
    });
    expect(classifyFailure(new Error('boom'), fallback)).toEqual({ kind: 'message', message: fallback });
  });
});
