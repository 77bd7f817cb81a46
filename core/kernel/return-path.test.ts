import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/recipe/abc', '/recipe/abc'],
    ['/recipe/abc?from=my-recipes#nutrition', '/recipe/abc?from=my-recipes#nutrition'],
    ['/discover', '/discover'],
    ['/recipe/a/../b', '/recipe/b'],
    // An encoded backslash stays a harmless path segment on this site.
    ['/%5C%5Cevil', '/%5C%5Cevil'],
  ])('keeps the path on this site %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/recipe',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'recipe/1',
    '',
    null,
    undefined,
    '/recipe/1\nSet-Cookie: x',
    '/auth/callback?code=x',
    '/subscription/success?session_id=cs_1',
    '/dev/checkout?session_id=cs_1',
    `/${'a'.repeat(MAX_RETURN_PATH)}`,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
