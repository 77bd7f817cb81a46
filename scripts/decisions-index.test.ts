import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md: every decision record carries a date and a status (accepted, amended,
 * superseded by a named record that exists), a record that amends or supersedes another says so in
 * its own status, the index lists every record with that status, and a gap in the numbering is
 * explained there.
 */
const DIR = 'docs/decisions';
const records = readdirSync(DIR)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(`${DIR}/README.md`, 'utf8');

function statusOf(text: string): string | null {
  return /(?:^|· )Status: ([^\n]+)/m.exec(text)?.[1] ?? null;
}

describe('decision records', () => {
  it.each(records)('%s has a status, and a superseding record that exists', (name) => {
    const status = statusOf(readFileSync(`${DIR}/${name}`, 'utf8'));
    expect(status, `${name} has no "Status:" line`).not.toBeNull();
    expect(status).toMatch(/^(accepted|superseded by \[\d{3}\])/);
    for (const [, cited] of status!.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)) expect(records).toContain(cited);
  });

  it.each(records)('%s: a record it says amends or supersedes it names it back', (name) => {
    const status = statusOf(readFileSync(`${DIR}/${name}`, 'utf8'))!;
    for (const [, cited] of status.matchAll(/(?:superseded|amended) by \[\d{3}\]\((\d{3}-[^)]+\.md)\)/g)) {
      const back = statusOf(readFileSync(`${DIR}/${cited}`, 'utf8')) ?? '';
      expect(back, `${cited}'s status does not name ${name}, which it amends or supersedes`).toContain(`](${name})`);
    }
  });

  it('the index lists every record once, with the status its record gives', () => {
    for (const name of records) {
      const status = statusOf(readFileSync(`${DIR}/${name}`, 'utf8'))!;
      const line = index.split('\n').find((l) => l.includes(`](${name})`));
      expect(line, `${name} is missing from the index`).toBeDefined();
      const superseding = /^superseded by \[(\d{3})\]/.exec(status)?.[1];
      if (superseding) expect(line).toContain(`superseded by ${superseding}`);
      else expect(line).toMatch(/; accepted/);
    }
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('every gap in the numbering is explained in the index', () => {
    const numbers = records.map((name) => Number(name.slice(0, 3)));
    const gaps: string[] = [];
    for (let n = 1; n < Math.max(...numbers); n++) if (!numbers.includes(n)) gaps.push(String(n).padStart(3, '0'));
    for (const gap of gaps) expect(index, `number ${gap} is missing and not explained`).toMatch(new RegExp(`\\b${gap}\\b`));
  });
});
