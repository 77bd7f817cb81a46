import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './session-hint';

describe('hasSessionHint', () => {
  it.each([
    ['fc_signed_in=1', true],
    ['theme=dark; fc_signed_in=1', true],
    ['fc_signed_in=1;theme=dark', true],
    ['', false],
    ['theme=dark', false],
    ['xfc_signed_in=1', false],
    ['fc_signed_in_old=1', false],
  ])('%j -> %s', (cookies, expected) => {
    expect(hasSessionHint(cookies)).toBe(expected);
  });
});
