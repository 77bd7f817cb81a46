/**
 * Writes core/cookbook/cookbook-files.ts, the module that imports every core/cookbook/dishes/*.json
 * (the worker bundles them; the chef loads the module on first use): `npx tsx scripts/cookbook-files.ts`
 * after adding a dishes file. core/cookbook/cookbook.table.test.ts fails when the list is stale.
 */
import { readdirSync, writeFileSync } from 'node:fs';

export const COOKBOOK_FILES_MODULE = 'core/cookbook/cookbook-files.ts';

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
  console.log(`${COOKBOOK_FILES_MODULE}: ${files.length} files`);
}
