import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipEntries, type ZipLimits } from '../../lib/zip-reader';
import { signIn } from '../../test/helpers';
import { postImport } from './export-test-helpers';

/** docs/decisions/032-hardening-second-pass.md: the import inflates only the entries it reads, within a total budget. */

const MB = 1024 * 1024;
const manifest = strToU8(JSON.stringify({ format: 'forkcast-export', version: 1, exported_at: '2026-01-01T00:00:00.000Z' }));

/** The manifest and `n` entries of 10 MB of zeros that nothing names (a few KB each once deflated), under the given folders in turn. */
function withJunk(n: number, folders = ['junk']) {
  const files: Zippable = { 'manifest.json': manifest };
  const zeros = new Uint8Array(10 * MB);
  for (let i = 0; i < n; i += 1) files[`${folders[i % folders.length]}/${i}.bin`] = zeros;
  return zipSync(files, { level: 9 });
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
      controller.close();
    },
  });

describe('entries nothing reads are never inflated', { timeout: 60_000 }, () => {
  it('the reader skips unwanted entries: 29 x 10 MB of junk spend nothing of a 1 MB budget', async () => {
    const body = withJunk(29);
    expect(body.length).toBeLessThan(400_000);
    const limits: ZipLimits = { maxCompressedBytes: MB, maxTotalBytes: MB, maxEntries: 100, maxEntryBytes: () => 20 * MB, wanted: (name) => name === 'manifest.json' };
    const names: string[] = [];
    for await (const entry of readZipEntries(streamOf(body), limits)) names.push(entry.name);
    expect(names).toEqual(['manifest.json']);
  });

  it('POST /api/import: 40 unreferenced 10 MB entries (400 MB inflated, past the budget) restore nothing and answer 200', async () => {
    const user = await signIn();
    const res = await postImport(user.cookie, withJunk(40, ['junk', 'photos']));
    expect({ status: res.status, body: res.status === 200 ? null : await res.text() }).toEqual({ status: 200, body: null });
    expect(await res.json()).toMatchObject({ recipes: 0, photos: 0 });
  });
});
