import { beforeEach, describe, expect, it } from 'vitest';
import { isSafeReturnPath, rememberSignInReturn, takeSignInReturn } from './sign-in-return';

beforeEach(() => sessionStorage.clear());

describe('sign-in return path', () => {
  it('is taken once', () => {
    rememberSignInReturn('/pricing?plan=yearly&checkout=1');
    expect(takeSignInReturn()).toBe('/pricing?plan=yearly&checkout=1');
    expect(takeSignInReturn()).toBeNull();
  });

  it.each([
    ['/pricing', true],
    ['https://evil.example/', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['pricing', false],
  ])('%s is a safe return path: %s', (path, safe) => {
    expect(isSafeReturnPath(path)).toBe(safe);
    rememberSignInReturn(path);
    expect(takeSignInReturn()).toBe(safe ? path : null);
  });
});
