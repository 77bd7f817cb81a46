import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One word per concept (docs/architecture.md "Words"): in core, "kind" is a food's class in the food
 * table (`IngredientKind`); any other type named `…Kind` is a closed set of string literals, the
 * tag of a union.
 */
const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f));

const LITERAL_UNION = /^\s*\|?\s*'[^']*'(?:\s*\|\s*'[^']*')*\s*$/;

/** The types named `Kind` or `…Kind` in `text` that are neither IngredientKind nor a union of string literals. */
function otherKinds(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(type|interface)\s+(\w*Kind)\b(?:<[^>]*>)?\s*(=)?/g)) {
    const name = m[2]!;
    if (name === 'IngredientKind') continue;
    if (m[1] === 'type' && m[3]) {
      const rest = text.slice(m.index! + m[0].length);
      const body = rest.slice(0, rest.indexOf(';'));
      if (LITERAL_UNION.test(body)) continue;
    }
    found.push(name);
  }
  return found;
}

/** Names retired when each concept got one name. */
const RETIRED = ['RefineKind', 'REFINE_KINDS', 'REFINE_KIND_IDS', 'refineKindLabel', 'FoodKind', 'foodKindOf', 'listKind'];

describe('one word per concept (docs/architecture.md "Words")', () => {
  it('core names no type "…Kind" but IngredientKind and closed sets of literals (a refine is a change, a food of the table an entry, a title a dish drawing)', () => {
    const bad = sources('core').flatMap((f) => otherKinds(readFileSync(f, 'utf8')).map((name) => `${f}: ${name}`));
    expect(bad).toEqual([]);
  });

  it('the check catches what it forbids', () => {
    expect(otherKinds('export type RefineKind = (typeof REFINE_KIND_IDS)[number];')).toEqual(['RefineKind']);
    expect(otherKinds('export interface FoodKind {\n  id: string;\n}')).toEqual(['FoodKind']);
    expect(otherKinds('interface Kind {\n  vessel: Vessel;\n}')).toEqual(['Kind']);
    expect(otherKinds("export type CursorKind = 'string' | 'number';\ntype TimeKind =\n  | 'prep'\n  | 'cook';")).toEqual([]);
  });

  it('no source in core, worker, web or scripts uses a retired name', () => {
    const bad = ['core', 'worker', 'web', 'scripts'].flatMap((dir) =>
      sources(dir)
        .flatMap((f) => {
          const text = readFileSync(f, 'utf8');
          return RETIRED.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).map((name) => `${f}: ${name}`);
        }),
    );
    expect(bad).toEqual([]);
  });
});
