/**
 * R2 side of account deletion: objects deleted by key in chunks, prefixes listed and deleted page
 * by page (so a user with thousands of photos never needs one huge list in memory).
 */
const R2_DELETE_MAX = 1000;

export interface R2Deps {
  bucket: R2Bucket;
}

export async function deleteKeys({ bucket }: R2Deps, keys: string[]): Promise<number> {
  for (let i = 0; i < keys.length; i += R2_DELETE_MAX) await bucket.delete(keys.slice(i, i + R2_DELETE_MAX));
  return keys.length;
}

/** Deletes every object under `prefix`, one listed page at a time. Returns how many went. */
export async function deletePrefix({ bucket }: R2Deps, prefix: string): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: R2_DELETE_MAX });
    const keys = page.objects.map((o) => o.key);
    if (keys.length > 0) await bucket.delete(keys);
    removed += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}

/**
 * Moves an object to `to` (a kept photo stored under a legacy `u/{userId}/...` key gets its
 * opaque key). A missing source (an earlier, interrupted run moved it) is left as it is.
 */
export async function moveObject({ bucket }: R2Deps, from: string, to: string): Promise<void> {
  if (from === to) return;
  const source = await bucket.get(from);
  if (!source) return;
  await bucket.put(to, await source.arrayBuffer(), { httpMetadata: source.httpMetadata });
  await bucket.delete(from);
}
