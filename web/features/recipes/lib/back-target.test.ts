import { describe, expect, it } from 'vitest';
import { appHasHistory, backTarget } from './back-target';

describe('backTarget', () => {
  it('goes to /my-recipes when from=my-recipes, whatever the history', () => {
    expect(backTarget({ search: '?from=my-recipes', referrer: '', hasHistory: true })).toEqual({
      kind: 'path',
      to: '/my-recipes',
    });
    expect(backTarget({ search: '?x=1&from=my-recipes', referrer: '', hasHistory: false })).toEqual({
      kind: 'path',
      to: '/my-recipes',
    });
  });

  it('goes to /my-recipes when the referrer contains /my-recipes', () => {
    expect(backTarget({ search: '', referrer: 'http://localhost:8787/my-recipes', hasHistory: true })).toEqual({
      kind: 'path',
      to: '/my-recipes',
    });
  });

  it('otherwise goes back in history when there is history', () => {
    expect(backTarget({ search: '?from=dashboard', referrer: 'http://localhost/dashboard', hasHistory: true })).toEqual({
      kind: 'history',
    });
  });

  it('otherwise goes to /dashboard', () => {
    expect(backTarget({ search: '', referrer: '', hasHistory: false })).toEqual({ kind: 'path', to: '/dashboard' });
  });
});

describe('appHasHistory', () => {
  it('reads the router index', () => {
    expect(appHasHistory({ idx: 2 })).toBe(true);
    expect(appHasHistory({ idx: 0 })).toBe(false);
    expect(appHasHistory(null)).toBe(false);
    expect(appHasHistory({})).toBe(false);
  });
});
