import { describe, expect, it } from 'vitest';
import { routes } from './router';

describe('routes', () => {
  it('has a catch-all for unknown paths', () => {
    expect(routes[0]?.children?.some((r) => r.path === '*')).toBe(true);
  });
});
