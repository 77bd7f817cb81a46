import { describe, expect, it } from 'vitest';
import { deadExports, projectSources } from './dead-exports';

/**
 * Every export of the worker is used, as every export of core and the web is
 * (scripts/core-exports.test.ts, docs/decisions/070-no-dead-exports-in-core.md): imported by some
 * file (tests included, so a test helper counts), or used in its own file. A type, re-export or
 * helper nothing reads is dead code (scripts/dead-exports.ts).
 */

describe('worker exports', () => {
  it('every export of a worker file is read somewhere', { timeout: 60_000 }, () => {
    const dead = deadExports(projectSources(), 'worker');
    expect(dead).toEqual([]);
  });
});
