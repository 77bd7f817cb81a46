import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every import specifier of the .ts/.tsx files under `dir` (tests excluded), with the file. */
function importsUnder(dir: string): Array<{ file: string; from: string }> {
  const found: Array<{ file: string; from: string }> = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const text = readFileSync(join(dir, entry), 'utf8');
    for (const match of text.matchAll(/\bfrom\s+'([^']+)'/g)) found.push({ file: entry, from: match[1] ?? '' });
  }
  return found;
}

describe('layering (docs/architecture.md "Domain rules")', () => {
  it('worker/lib knows no domain', () => {
    expect(importsUnder('worker/lib').filter((i) => i.from.includes('/domains/'))).toEqual([]);
  });

  it('web/lib knows no component or feature', () => {
    const bad = importsUnder('web/lib').filter((i) => /\/(components|features|app)\//.test(i.from));
    expect(bad).toEqual([]);
  });
});

describe('comments about the sign-in limit (docs/decisions/014-hardening.md)', () => {
  it('quote the AUTH_LIMITER limit wrangler.toml sets', () => {
    const toml = readFileSync('wrangler.toml', 'utf8');
    const limit = /name = "AUTH_LIMITER"[\s\S]*?limit = (\d+)/.exec(toml)?.[1];
    expect(limit).toBe('60');
    const stale: string[] = [];
    for (const dir of ['worker', 'web', 'scripts', 'e2e']) {
      for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(entry)) continue;
        const text = readFileSync(join(dir, entry), 'utf8');
        for (const m of text.matchAll(/AUTH_LIMITER[^\n]*?(\d+) (?:requests )?per minute/g)) {
          if (m[1] !== limit) stale.push(`${dir}/${entry}: ${m[0]}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });
});

describe('the cron trigger (docs/decisions/014-hardening.md)', () => {
  it('wrangler.toml runs the scheduled handler at least hourly, so unattached photos go within a day and an hour', () => {
    const toml = readFileSync('wrangler.toml', 'utf8');
    const crons = /\[triggers\][\s\S]*?crons = \[([^\]]*)\]/.exec(toml)?.[1] ?? '';
    const expressions = [...crons.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(expressions.length).toBeGreaterThan(0);
    // Minute field "*/N" (N ≤ 60) or a list of minutes, with every hour: fires at least once an hour.
    const hourly = expressions.some((e) => {
      const [minute = '', hour = ''] = e.split(/\s+/);
      return hour === '*' && (/^\*\/([1-9]|[1-5]\d|60)$/.test(minute) || /^\d+(,\d+)*$/.test(minute) || minute === '*');
    });
    expect(hourly, expressions.join(' | ')).toBe(true);
    // The handler the trigger calls is the worker's `scheduled`, and it deletes unattached photos.
    const index = readFileSync('worker/index.ts', 'utf8');
    expect(index).toMatch(/async scheduled\(/);
    expect(index).toMatch(/deleteUnattachedImages\(/);
  });
});
