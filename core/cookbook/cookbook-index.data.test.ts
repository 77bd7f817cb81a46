import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COOKBOOK_FILES } from './cookbook-files';
import { cookbookIndexSource } from './cookbook-index-build';
import type { CookbookDish } from '#core/schemas/cookbook-dish';

/**
 * The cookbook's index and diet facts are built at build time (docs/decisions/077-the-cookbook.md):
 * core/cookbook/cookbook-index.data.ts must be what scripts/cookbook-files.ts writes from today's
 * dishes files and today's diet checker, or the chef would search stale names and trust stale
 * diet facts. Run `npx tsx scripts/cookbook-files.ts` after editing a dish or the diet lexicons.
 */
describe('the built cookbook index', () => {
  it('is fresh: rebuilt from the dishes files it is the same text', { timeout: 120_000 }, () => {
    const files = Object.entries(COOKBOOK_FILES).map(([name, entries]) => ({ name, entries: entries as CookbookDish[] }));
    const fresh = cookbookIndexSource(files);
    const onDisk = readFileSync('core/cookbook/cookbook-index.data.ts', 'utf8');
    // Not toBe: a diff of 3 MB helps no one; say which part is stale.
    if (fresh !== onDisk) {
      let at = 0;
      while (at < fresh.length && fresh[at] === onDisk[at]) at++;
      expect.fail(`core/cookbook/cookbook-index.data.ts is stale from character ${at} ("${fresh.slice(Math.max(0, at - 60), at + 60)}"): run npx tsx scripts/cookbook-files.ts`);
    }
  });
});
