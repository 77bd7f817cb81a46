import { describe, expect, it } from 'vitest';
import { deadExports, projectSources } from './dead-exports';

/**
 * Every export of core is used (docs/architecture.md "Pure rules in core": one place per rule, and
 * no second, forgotten one): imported by some file of core, worker, web, scripts or e2e (tests
 * included), through re-exports and `export *` too, or at least used in its own file. An export
 * nothing reads is dead code, such as a request type no route or form names (scripts/dead-exports.ts).
 */

describe('core exports (docs/architecture.md "Pure rules in core")', () => {
  it('every export of a core file is read somewhere', { timeout: 60_000 }, () => {
    expect(deadExports(projectSources(), 'core')).toEqual([]);
  });

  it('counts imports, re-exports, export *, lazy imports and uses in the file itself; names the rest', () => {
    const sources = new Map([
      ['core/a.ts', "export const used = 1;\nexport const unused = 2;\nexport const local = 3;\nexport const doubled = local * 2;\nexport type Shape = { n: number };\nconst listed = 4;\nexport { listed };"],
      ['core/b.ts', "export { used, type Shape as Renamed, unused as alias } from './a';\nexport * from './c';"],
      ['core/c.ts', 'export const starred = 1;\nexport const lost = 2;'],
      ['core/d.ts', 'export const lazy = 1;'],
      ['web/x.tsx', "import { used, starred, type Renamed } from '../core/b';\nconst d = import('../core/d');\nexport const view = [used, starred, d] as unknown as Renamed;"],
    ]);
    expect(deadExports(sources, 'core')).toEqual(['core/a.ts:2 unused', 'core/a.ts:4 doubled', 'core/a.ts:7 listed', 'core/b.ts:1 alias', 'core/c.ts:2 lost']);
  });
});
