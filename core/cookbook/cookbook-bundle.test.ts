import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The cookbook never enters the web app (docs/decisions/077-the-cookbook.md): no module the web
 * imports, directly or through core, reaches core/cookbook/dishes/ or the module that bundles
 * them (core/cookbook/cookbook-files.ts) or their index built at build time
 * (core/cookbook/cookbook-index.data.ts). Only the worker loads them, on first use.
 */

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]((?:\.|#core\/)[^'"]+)['"]|import\s*\(\s*['"]((?:\.|#core\/)[^'"]+)['"]\s*\)|import\s*['"]((?:\.|#core\/)[^'"]+)['"]/g;

function resolve(from: string, spec: string): string | null {
  // `#core/<package>/<file>` is package.json's alias for core/<package>/<file>.ts.
  if (spec.startsWith('#core/')) return resolve('core/_', `./${spec.slice('#core/'.length)}`);
  const base = normalize(join(dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => /\.(?:ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
}

/** Every file the web's sources import, transitively, with the chain that led to it. */
function reachable(roots: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const stack = roots.map((r) => [r, r] as const);
  while (stack.length) {
    const [file, via] = stack.pop()!;
    if (seen.has(file)) continue;
    seen.set(file, via);
    if (file.endsWith('.json')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      // Type-only imports are erased from the bundle.
      if (/^(?:import|export)\s+type\s/.test(m[0])) continue;
      const target = resolve(file, m[1] ?? m[2] ?? m[3]!);
      if (target) stack.push([target, `${via} -> ${target}`]);
    }
  }
  return seen;
}

describe('the cookbook and the web app', () => {
  it('no web module reaches the cookbook\'s dishes', () => {
    const seen = reachable(sources('web'));
    const leaks = [...seen].filter(([file]) => file.startsWith('core/cookbook/dishes/') || file === 'core/cookbook/cookbook-files.ts' || file === 'core/cookbook/cookbook-index.data.ts').map(([, via]) => via);
    expect(leaks).toEqual([]);
    // The walk itself works: the web reaches core.
    expect([...seen.keys()].some((f) => f.startsWith('core/'))).toBe(true);
  });

  it('would catch one: the worker reaches them', () => {
    const seen = reachable(['worker/domains/cookbook/cookbook.routes.ts']);
    expect(seen.has('core/cookbook/cookbook-index.data.ts')).toBe(true);
    expect([...seen.keys()].some((f) => f.startsWith('core/cookbook/dishes/'))).toBe(true);
  });
});
