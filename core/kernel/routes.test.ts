import { describe, expect, it } from 'vitest';
import { isAppPath } from './routes';

describe('isAppPath', () => {
  it.each([
    ['/', true],
    ['/pricing', true],
    ['/pricing/', true],
    ['/auth/callback', true],
    ['/discover', true],
    ['/discover/3f1c2a', true],
    ['/recipe', true],
    ['/recipe/abc-123', true],
    ['/recipe/abc/extra', false],
    ['/discover/a/b', false],
    ['/Pricing', false],
    ['/no-such-page', false],
    ['/dashboard/x', false],
    ['/index.html', false],
    ['/favicon.ico', false],
    ['//', true],
  ])('%s -> %s', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });
});
