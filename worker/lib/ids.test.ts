import { describe, expect, it } from 'vitest';
import { idSource, nextId } from './ids';

describe('row ids', () => {
  it("a service's id source names its rows; without one, each id is a fresh UUID", () => {
    let n = 0;
    expect(nextId({ newId: () => `row-${++n}` })).toBe('row-1');
    expect(idSource({ newId: () => 'fixed' })()).toBe('fixed');
    const [a, b] = [nextId({}), nextId({})];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
