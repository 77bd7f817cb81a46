import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: code, tests and docs cite only what a person who clones it has.
 * Product rules are cited as `docs/product.md "Heading"`, structure rules as
 * `docs/architecture.md "Heading"`, choices as `docs/decisions/NNN-title.md`, calls as docs/api.md.
 * Not allowed: the design documents the project was started from (by their upper-case file names),
 * their numbered sections (also bare, "section 9", in a comment or a doc), issue numbers, the old
 * single decisions file, the team's shared folder.
 * The dated records under docs/decisions/ are history and may quote their own time.
 */

// Written in pieces so that this file does not cite what it forbids.
const UPPER = (name: string) => new RegExp(`\\b${name}\\.md\\b`);
const FORBIDDEN: Array<[string, RegExp]> = [
  ['the original product spec file', UPPER('SP' + 'EC')],
  ['the original decisions file', UPPER('DECI' + 'SIONS')],
  ['the original architecture file', UPPER('ARCHITECTURE')],
  // The names are spelt in pieces so this file does not cite what it forbids.
  ['a section of the original spec', new RegExp(`\\b${'SP' + 'EC'}\\b(?!_)`)],
  ['an issue number', /\bissues? #?\d+/i],
  ['the team folder', new RegExp(['', 'work', 'shared'].join('/'))],
  ['the team data folder', new RegExp(`(?<![\\w/])${['shared', 'data'].join('/')}`)],
  ['the old single decisions file', new RegExp(`docs/decisions\\.md`)],
  ['the removed test map', new RegExp(`docs/${'test'}-map`)],
];

/** A numbered section ("section 9", "sections 3.1 and 4"): the docs are cited by heading instead. */
const NUMBERED_SECTION = /\bsections?\s+\d+(?:\.\d+)*\b/i;
const CODE = /\.(?:tsx?|m?js|cjs|css)$/;

/**
 * What of a line is prose a person wrote to explain: a code file's comment (after `//`, or a line
 * of a block comment), a Markdown line; nothing of other files (locale strings, HTML, data).
 */
function proseOf(file: string, line: string): string {
  if (file.endsWith('.md')) return line;
  if (!CODE.test(file)) return '';
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*')) return trimmed;
  const comment = line.search(/(?<![:'"`])\/\//);
  return comment >= 0 ? line.slice(comment) : '';
}

const SKIPPED = [/^node_modules\//, /^dist\//, /(^|\/)package-lock\.json$/, /\.(png|jpe?g|gif|webp|ico|woff2?|wasm|zip|mp3|wav|mp4|gz)$/];
const HISTORY = /^docs\/decisions\//;
/** This file: its examples are the citations it forbids. */
const SELF = 'scripts/docs-citations.test.ts';

/** Not the project's own files: dependencies, builds, local state and test output. */
const UNTRACKED_DIRS = new Set(['node_modules', 'dist', '.git', '.wrangler', 'test-results', 'playwright-report', '.ci-out']);

/** `git ls-files`, or (in a copy without .git) every file outside the directories above. */
function listFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] }).split('\n');
  } catch {
    return readdirSync('.', { recursive: true, encoding: 'utf8' }).filter(
      (file) => !file.split('/').some((part) => UNTRACKED_DIRS.has(part)) && statSync(file).isFile(),
    );
  }
}

function trackedFiles(): string[] {
  return listFiles()
    .filter((file) => file && file !== SELF && !SKIPPED.some((re) => re.test(file)) && existsSync(file));
}

function read(file: string): string | null {
  const text = readFileSync(file, 'utf8');
  return text.includes('\u0000') ? null : text;
}

/** Problems in one file's text: forbidden citations (unless history) and citations of missing docs. */
export function citationProblems(
  file: string,
  text: string,
  exists: (path: string) => boolean,
  headings: Record<string, Set<string>>,
): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (!HISTORY.test(file)) {
      for (const [what, re] of FORBIDDEN) if (re.test(line)) problems.push(`${where}: cites ${what}: ${line.trim()}`);
      if (NUMBERED_SECTION.test(proseOf(file, line))) problems.push(`${where}: cites a numbered section: ${line.trim()}`);
    }
    for (const match of line.matchAll(/docs\/decisions\/(\d{3}-[a-z0-9-]+\.md)/g)) {
      if (!exists(`docs/decisions/${match[1]}`)) problems.push(`${where}: no such decision: docs/decisions/${match[1]}`);
    }
    for (const match of line.matchAll(/\bdocs\/(product|architecture)\.md,? (?:section )?"([^"]+)"/g)) {
      const doc = `docs/${match[1]}.md`;
      if (!headings[doc]?.has(match[2]!.toLowerCase())) problems.push(`${where}: ${doc} has no heading "${match[2]}"`);
    }
  });
  return problems;
}

function headingsOf(path: string): Set<string> {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  return new Set([...text.matchAll(/^#{1,6} +(.+?) *$/gm)].map((m) => m[1]!.toLowerCase()));
}

describe('citations (docs/architecture.md "Tests")', () => {
  const headings = { 'docs/product.md': headingsOf('docs/product.md'), 'docs/architecture.md': headingsOf('docs/architecture.md') };

  it('catches each forbidden kind of citation, a missing decision and a missing heading', () => {
    const has = (path: string) => path === 'docs/decisions/001-real.md';
    const bad = [
      'see ' + 'SP' + 'EC section 4',
      '(' + 'SP' + 'EC' + '.md)',
      'DECISIONS' + '.md "Billing"',
      'the ' + 'ARCHITECTURE' + '.md rules',
      'fixed in ' + 'iss' + 'ue 9, item 2',
      'as ' + 'Iss' + 'ue #12 asked',
      '/work/' + 'sha' + 'red/' + 'SP' + 'EC',
      'from ' + 'shared/data/openfoodfacts',
      'docs/decisions' + '.md "Hardening"',
      'see docs/decisions/999-missing.md',
      'docs/product.md "No such heading"',
    ];
    for (const line of bad) {
      expect(citationProblems('x.ts', line, has, headings), line).not.toEqual([]);
    }
    const good = [
      'docs/decisions/001-real.md',
      'docs/product.md "Plans and limits"',
      'docs/architecture.md "Domain rules"',
      'data/openfoodfacts/ (ODbL)',
      'const ' + 'SP' + 'EC_FACTORS = 1; workerd#1741',
    ];
    for (const line of good) expect(citationProblems('x.ts', line, has, headings), line).toEqual([]);
    // A bare numbered section, in a comment or a doc; not HTML's <section>, nor a string a screen shows.
    const sections: Array<[file: string, line: string, cites: boolean]> = [
      ['x.ts', '/** Discover paging (docs/product.md "Discover listing" and ' + 'section 9): pages of 20. */', true],
      ['x.ts', ' * as ' + 'sections 3.1 and 4 say', true],
      ['x.tsx', 'const size = 20; // ' + 'Section 9', true],
      ['docs/x.md', 'See ' + 'section 12 for the limits.', true],
      ['x.tsx', '<section aria-labelledby={id} className="mt-4">', false],
      ['x.tsx', "const label = 'Section 3 of the terms'; // the terms' own numbering, shown to the reader", false],
      ['web/locales/en/legal.json', '"cancel": "as section 4 of these terms says"', false],
      ['x.ts', "const url = 'https://example.com/section-9'; // a page", false],
    ];
    for (const [file, line, cites] of sections) {
      expect(citationProblems(file, line, has, headings).length > 0, `${file}: ${line}`).toBe(cites);
    }
    // The dated records are history: they may name what they were written from, but not missing records.
    expect(citationProblems('docs/decisions/014-x.md', 'Iss' + 'ue 9', has, headings)).toEqual([]);
    expect(citationProblems('docs/decisions/014-x.md', 'docs/decisions/998-gone.md', has, headings)).not.toEqual([]);
  });

  it('no tracked file cites what a clone does not have', () => {
    const problems: string[] = [];
    for (const file of trackedFiles()) {
      const text = read(file);
      if (text !== null) problems.push(...citationProblems(file, text, existsSync, headings));
    }
    expect(problems).toEqual([]);
  });
});
