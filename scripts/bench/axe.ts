/**
 * `npm run bench:axe`: axe-core violations per screen, in English, Spanish and German, at desktop
 * width and on a 375 px phone. Runs the browser suite's sweep (e2e/a11y.spec.ts, every screen of
 * e2e/screens.ts) against the local stack and writes the "Accessibility (axe)" section of
 * docs/bench.md. Needs the e2e server as for `npm run test:e2e` (E2E_PORT, default 8787).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBenchSection } from './bench-doc';

const SECTION = '## Accessibility (axe)';
type Counts = Record<string, Record<string, number>>;

/** The markdown table: one row per screen, one column per language and width, and a total. */
export function axeTable(counts: Counts): string {
  const columns = [...new Set(Object.values(counts).flatMap((row) => Object.keys(row)))];
  const header = `| screen | ${columns.join(' | ')} |\n|---|${columns.map(() => '---:').join('|')}|`;
  const rows = Object.entries(counts).map(
    ([screen, row]) => `| ${screen} | ${columns.map((c) => (c in row ? String(row[c]) : '–')).join(' | ')} |`,
  );
  const total = Object.values(counts).reduce((sum, row) => sum + Object.values(row).reduce((a, b) => a + b, 0), 0);
  return `${header}\n${rows.join('\n')}\n\nTotal violations (elements): **${total}**.`;
}

function main() {
  const report = join(mkdtempSync(join(tmpdir(), 'forkcast-axe-')), 'axe.json');
  // One worker: its afterAll writes the whole table (AXE_REPORT also runs all six passes).
  const run = spawnSync('npx', ['playwright', 'test', 'e2e/a11y.spec.ts', '--workers=1'], {
    stdio: 'inherit',
    env: { ...process.env, AXE_REPORT: report },
  });
  if (!existsSync(report)) {
    console.error('The axe sweep wrote no report');
    process.exit(run.status ?? 1);
  }
  const counts = JSON.parse(readFileSync(report, 'utf8')) as Counts;
  const text = [
    SECTION,
    '',
    'Violations that axe-core (`@axe-core/playwright`; WCAG 2.x A/AA, best practices and',
    '`label-content-name-mismatch`) reports per screen, counted as elements (`npm run bench:axe`,',
    'scripts/bench/axe.ts runs e2e/a11y.spec.ts over every screen of e2e/screens.ts with long',
    'texts, shared and reviewed recipes). Aim: 0 everywhere.',
    '',
    axeTable(counts),
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with /usr/bin/chromium.`,
  ].join('\n');
  writeBenchSection(SECTION, text);
  console.log(text);
  process.exit(run.status ?? 0);
}

if (process.argv[1]?.endsWith('axe.ts')) main();
