import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#core/kernel/errors';
import { LANGUAGES } from '../lib/preferences';

/**
 * Every error code the API can answer with (core/kernel/errors.ts), and the client's own network_error,
 * has its message in every language (common:apiErrors.<code>), so no cook reads the server's
 * English: a code added without its translations fails here.
 */
const common = import.meta.glob<{ apiErrors?: Record<string, string> }>('./*/common.json', { eager: true, import: 'default' });

function untranslated(codes: readonly string[]): string[] {
  const missing: string[] = [];
  for (const { code: lng } of LANGUAGES) {
    const messages = common[`./${lng}/common.json`]?.apiErrors ?? {};
    for (const code of codes) if (typeof messages[code] !== 'string' || messages[code].trim() === '') missing.push(`${lng}:${code}`);
  }
  return missing;
}

describe('API error messages', () => {
  it('every code in core/kernel/errors.ts, and network_error, is translated in every language', () => {
    expect(untranslated([...ERROR_CODES, 'network_error'])).toEqual([]);
  });

  it('the check names a code without a translation', () => {
    expect(untranslated(['plan_required', 'a_code_nobody_translated'])).toEqual(
      LANGUAGES.map(({ code }) => `${code}:a_code_nobody_translated`),
    );
  });
});
