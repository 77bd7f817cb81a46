import { Hono } from 'hono';
import { isRadioTrack } from '#core/kernel/radio';
import type { AppEnv } from '../../env';
import { ApiError, notFound } from '../../lib/errors';
import { readRadioTrack } from './radio.service';

/** The tracks change only with a new seed or upload; a month of caching, revalidated by ETag. */
const CACHE = 'public, max-age=2592000';

/**
 * `GET /api/radio/{1-6}`: streams the R2 object `radio/{n}` with its audio content type, whole
 * (200) or the asked byte range (206 with Content-Range), or 304 when `If-None-Match` names the
 * copy the browser holds; anything else is 404.
 */
export const radioRoutes = new Hono<AppEnv>().get('/:track', async (c) => {
  const track = c.req.param('track');
  if (!isRadioTrack(track)) throw notFound('No such radio track');
  const read = await readRadioTrack({ bucket: c.env.BUCKET }, track, c.req.header('range') ?? null, c.req.header('if-none-match') ?? null);
  if (read.kind === 'missing') throw notFound('No such radio track');
  if (read.kind === 'not_modified') return c.body(null, 304, { etag: read.etag, 'cache-control': CACHE });
  if (read.kind === 'unsatisfiable') {
    const err = new ApiError(416, 'validation_failed', 'The requested range is outside the track');
    return c.json({ error: err.message, code: err.code }, 416, { 'content-range': `bytes */${read.size}` });
  }
  const { object, size, range } = read;
  const headers: Record<string, string> = {
    'content-type': object.httpMetadata?.contentType ?? 'audio/wav',
    'cache-control': CACHE,
    'accept-ranges': 'bytes',
    etag: object.httpEtag,
    'x-content-type-options': 'nosniff',
  };
  if (!range) return c.body(object.body, 200, { ...headers, 'content-length': String(size) });
  return c.body(object.body, 206, {
    ...headers,
    'content-length': String(range.length),
    'content-range': `bytes ${range.offset}-${range.offset + range.length - 1}/${size}`,
  });
});
