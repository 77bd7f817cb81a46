import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, safeReturnPath, takeReturnTo } from './return-to';

const origin = 'https://forkcast.example';

afterEach(() => sessionStorage.clear());

describe('safeReturnPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/recipe/abc?from=my-recipes#notes', '/recipe/abc?from=my-recipes#notes'],
    ['/settings#privacy', '/settings#privacy'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example/settings',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'settings',
    '',
    null,
    '/auth/callback?code=x',
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });
});

describe('remember and take', () => {
  it('returns the remembered page once', () => {
    rememberReturnTo('/leaderboard?x=1');
    expect(takeReturnTo()).toBe('/leaderboard?x=1');
    expect(takeReturnTo()).toBeNull();
  });

  it('never keeps another site, and a tampered value is refused when read', () => {
    rememberReturnTo('https://evil.example/');
    expect(takeReturnTo()).toBeNull();
    sessionStorage.setItem('forkcast.returnTo', '//evil.example');
    expect(takeReturnTo()).toBeNull();
  });
});
