import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { enforceRateLimit, UPLOAD_RATE_LIMIT, type RateLimitOptions } from '../../lib/rate-limit';
import { ZipRejected } from '../../lib/zip-reader';
import { IMPORT_MAX_BYTES, importExport } from '../export/import.service';

/** Media types a browser or a script sends a .zip file with. */
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'application/octet-stream'];

/** Imports per user: the upload limiter (10 a minute) under its own prefix (docs/decisions/032-hardening-second-pass.md). */
const IMPORT_RATE_LIMIT: RateLimitOptions = { ...UPLOAD_RATE_LIMIT, prefix: 'import' };

const tooLarge = (details: string) => new ApiError(413, 'payload_too_large', 'The export file is too large', details);

function toApiError(err: unknown): unknown {
  if (!(err instanceof ZipRejected)) return err;
  return err.reason === 'too_large' ? tooLarge(err.message) : new ApiError(400, 'validation_failed', 'The file is not a readable Forkcast export', err.message);
}

/**
 * `POST /api/import` (mounted at `/import`) takes a Forkcast export zip as the request body and
 * answers what it restored; the restore reads the export format, so it stays beside the export
 * (export/import.service.ts). Importing one recipe from a page is `POST /api/recipes/import`.
 */
export const importRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const user = requireUser(c);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ZIP_TYPES.includes(type))
      throw new ApiError(415, 'unsupported_media_type', 'Send the export as a .zip file', `Content-Type ${type || '(none)'} is not a zip`);
    const length = Number(c.req.header('content-length') ?? '0');
    if (length > IMPORT_MAX_BYTES) throw tooLarge(`The limit is ${IMPORT_MAX_BYTES} bytes`);
    await enforceRateLimit(c, IMPORT_RATE_LIMIT);
    const body = c.req.raw.body;
    if (!body) throw new ApiError(400, 'validation_failed', 'The file is not a readable Forkcast export', 'The request has no body');
    try {
      const summary = await importExport({ db: c.var.db, bucket: c.env.BUCKET, now: c.var.now(), userId: user.id, planType: user.planType }, body);
      return c.json(summary, 200);
    } catch (err) {
      throw toApiError(err);
    }
  });
