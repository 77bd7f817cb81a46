/**
 * Writes core/cookbook/cookbook-files.ts, the module that imports every core/cookbook/dishes/*.json,
 * and core/cookbook/cookbook-index.data.ts, the cookbook's search index and diet facts built here
 * with a loader per dishes file (the chef reads the index on first use, a file when it cooks one of
 * its dishes): `npx tsx scripts/cookbook-files.ts` after adding or editing a dish.
 * core/cookbook/cookbook.table.test.ts and core/cookbook/cookbook-index.data.test.ts fail when they are stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cookbookIndexSource } from '#core/cookbook/cookbook-index-build';
import type { CookbookDish } from '#core/schemas/cookbook-dish';

export const COOKBOOK_FILES_MODULE = 'core/cookbook/cookbook-files.ts';
export const COOKBOOK_INDEX_MODULE = 'core/cookbook/cookbook-index.data.ts';

export function cookbookFilesSource(files: readonly string[]): string {
  const names = [...files].sort();
  const ident = (f: string) => f.replace(/\.json$/, '').replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
  return `// Written by scripts/cookbook-files.ts: every dishes file of the cookbook (docs/cookbook.md). Do not edit.
${names.map((f) => `import ${ident(f)} from './dishes/${f}';`).join('\n')}

/** The cookbook's entries as the files hold them, checked by the store when it loads them. */
export const COOKBOOK_FILES: Record<string, readonly unknown[]> = {
${names.map((f) => `  '${f}': ${ident(f)},`).join('\n')}
};
`;
}

if (process.argv[1]?.endsWith('cookbook-files.ts')) {
  const files = readdirSync('core/cookbook/dishes').filter((f) => f.endsWith('.json'));
  writeFileSync(COOKBOOK_FILES_MODULE, cookbookFilesSource(files));
  const entries = files.map((name) => ({ name, entries: JSON.parse(readFileSync(`core/cookbook/dishes/${name}`, 'utf8')) as CookbookDish[] }));
  writeFileSync(COOKBOOK_INDEX_MODULE, cookbookIndexSource(entries));
  console.log(`${COOKBOOK_FILES_MODULE}, ${COOKBOOK_INDEX_MODULE}: ${files.length} files`);
}
