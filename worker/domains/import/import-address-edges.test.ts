import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { countRows, fakeWeb, html } from './import-test-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

/** docs/decisions/032-hardening-second-pass.md: names ending in dots are the names without them to a resolver. */
describe('POST /api/recipes/import refuses loopback names written with trailing dots', () => {
  it.each(['http://localhost../', 'http://localhost.../soup', 'http://127.0.0.1.../', 'http://0x7f.1../', 'http://printer.local../'])(
    '%s: 400 url_not_allowed before any fetch',
    async (url) => {
      const user = await signIn();
      const { requested } = fakeWeb({ [url]: html('<p>never</p>') });
      const res = await apiFetch('/recipes/import', { cookie: user.cookie, json: { url } });
      expect({ status: res.status, code: (await res.json<{ code: string }>()).code }).toEqual({ status: 400, code: 'url_not_allowed' });
      expect(requested).toEqual([]);
      expect(await countRows('import_attempts', user.userId)).toBe(0);
    },
  );
});
