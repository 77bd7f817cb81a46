import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { exportFileName, streamExport } from './export.service';

/**
 * `GET /api/export` (mounted at `/export`) answers the caller's data as a zip download; taking that
 * zip back is `POST /api/import` (the import domain's router, restoring through import.service.ts here).
 */
export const exportRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const user = requireUser(c);
    const now = c.var.now();
    const stream = streamExport({ db: c.var.db, bucket: c.env.BUCKET, now, user });
    return c.body(stream, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${exportFileName(now)}"`,
      'cache-control': 'no-store',
    });
  });
