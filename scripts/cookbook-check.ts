/**
 * Checks cookbook entries (docs/cookbook.md): `npx tsx scripts/cookbook-check.ts [file.json ...]`
 * (default: every core/cookbook/dishes/*.json). Prints each dish's findings and exits non-zero
 * when any is left: the schema, unique ids and names, the same steps in every language, every
 * line read by the parser, and the quality gate (core/quality/recipe-quality.ts) in en, es and de.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkCookbookFiles } from '#core/cookbook/cookbook-check';

const dir = 'core/cookbook/dishes';
const files = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f));

// The same checks as the table test (core/cookbook/cookbook-check.ts).
const reports = checkCookbookFiles(files.map((file) => ({ name: basename(file), entries: JSON.parse(readFileSync(file, 'utf8')) as unknown })));
let problems = 0;
for (const report of reports) {
  if (!report.problems.length) continue;
  problems += report.problems.length;
  console.log(`${report.label}\n  ${report.problems.join('\n  ')}`);
}
console.log(`${reports.length} dishes in ${files.length} files, ${problems} problems`);
process.exit(problems ? 1 : 0);
