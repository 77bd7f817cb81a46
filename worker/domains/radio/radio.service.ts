import { radioObjectKey } from '#core/kernel/radio';

/** A byte range asked for with `Range: bytes=…`, resolved against the object's size. */
export interface ByteRange {
  offset: number;
  length: number;
}

/**
 * Parses a single-range `Range` header against `size`. Returns null for no (or an ignorable)
 * header, meaning "send it all", or `'unsatisfiable'` for a range outside the object (416).
 * Several ranges at once are answered whole, which RFC 9110 allows.
 */
export function parseRange(header: string | null, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return null;
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) return 'unsatisfiable';
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(startText);
  if (start >= size) return 'unsatisfiable';
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (end < start) return 'unsatisfiable';
  return { offset: start, length: end - start + 1 };
}

export type RadioRead =
  | { kind: 'missing' }
  | { kind: 'not_modified'; etag: string }
  | { kind: 'unsatisfiable'; size: number }
  | { kind: 'body'; object: R2ObjectBody; size: number; range: ByteRange | null };

/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110 13.1.2: weak comparison, a list, or `*`).
 */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Reads track `track` (already checked to be 1-6) from R2, whole or the asked range; a copy the
 * browser already holds (`If-None-Match` naming its ETag) is answered "not modified", unread.
 */
export async function readRadioTrack(
  deps: { bucket: R2Bucket },
  track: string,
  rangeHeader: string | null,
  ifNoneMatch: string | null = null,
): Promise<RadioRead> {
  const key = radioObjectKey(track);
  const head = await deps.bucket.head(key);
  if (!head) return { kind: 'missing' };
  if (etagMatches(ifNoneMatch, head.httpEtag)) return { kind: 'not_modified', etag: head.httpEtag };
  const range = parseRange(rangeHeader, head.size);
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size: head.size };
  const object = await deps.bucket.get(key, range ? { range } : undefined);
  if (!object) return { kind: 'missing' };
  return { kind: 'body', object, size: head.size, range };
}
