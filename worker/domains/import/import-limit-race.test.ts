import { describe, expect, it } from 'vitest';
import { TEXT_EN } from '#core/reading/recipe-text-split.fixtures';
import { apiFetch, signIn } from '../../test/helpers';
import { countRows } from './import-test-helpers';
import { IMPORTS_PER_HOUR } from './import.service';

/** docs/decisions/032-hardening-second-pass.md: the hourly import limit holds under parallel requests. */
describe('the hourly import limit under concurrency', { timeout: 60_000 }, () => {
  it('30 parallel text imports by a fresh user: exactly 20 succeed, 10 answer 429', async () => {
    const user = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => apiFetch('/recipes/import', { cookie: user.cookie, json: { text: TEXT_EN } })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(IMPORTS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - IMPORTS_PER_HOUR);
    expect(await countRows('recipes', user.userId)).toBe(IMPORTS_PER_HOUR);
    expect(await countRows('import_attempts', user.userId)).toBe(IMPORTS_PER_HOUR);
  });
});
