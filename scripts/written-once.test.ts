import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Defaults the house writes in one place (docs/architecture.md "Domain rules"). */
const workerFiles = execFileSync('git', ['ls-files', 'worker'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('written once', () => {
  it("a new row's id: no service spells its own `newId ?? crypto.randomUUID` (worker/lib/ids.ts does)", () => {
    const spelled = workerFiles.filter((f) => /newId\s*(\?\?|\?\.\(\)\s*\?\?)[^;\n]*randomUUID/.test(readFileSync(f, 'utf8')));
    expect(spelled).toEqual([]);
  });

  it("a new row's id: no file but worker/lib/ids.ts gives `newId` a default or names a random UUID maker", () => {
    const own = workerFiles.filter((f) => {
      if (f === 'worker/lib/ids.ts') return false;
      const text = readFileSync(f, 'utf8');
      return /\bnewId\s*\?\?/.test(text) || /=\s*\(\)\s*(:\s*string\s*)?=>\s*crypto\.randomUUID\(\)\s*;/.test(text);
    });
    expect(own).toEqual([]);
  });

  it("a service's `newId` option: declared once, as worker/lib/ids.ts's `IdSource`, which the service's deps extend", () => {
    const declared = workerFiles.filter((f) => f !== 'worker/lib/ids.ts' && /\bnewId\?\s*:/.test(readFileSync(f, 'utf8')));
    expect(declared).toEqual([]);
  });
});
