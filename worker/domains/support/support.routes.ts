import { Hono, type Context } from 'hono';
import { APP_VERSION } from '#core/kernel/app-version';
import { supportContactSchema, supportTicketSchema, type SupportAnswer } from '#core/schemas/support';
import { isSet, type AppEnv } from '../../env';
import { rateLimited } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { forwardSupportRequest, storeSupportRequest, type SupportPayload } from './support.service';

const LIMIT_MESSAGE = 'You have sent 5 support requests in the last hour. Please wait a while and try again.';

/** Stores (and, when SUPPORT_WEBHOOK_URL is set, forwards) one request for the signed-in user. */
async function submit(c: Context<AppEnv>, payload: SupportPayload): Promise<SupportAnswer> {
  const user = requireUser(c);
  const deps = {
    db: c.var.db,
    now: c.var.now(),
    webhookUrl: isSet(c.env.SUPPORT_WEBHOOK_URL) ? c.env.SUPPORT_WEBHOOK_URL : null,
  };
  const meta = {
    userId: user.id,
    userEmail: user.email,
    userAgent: c.req.header('user-agent') ?? null,
    appVersion: APP_VERSION,
  };
  const stored = await storeSupportRequest(deps, meta, payload);
  if (!stored) throw rateLimited(LIMIT_MESSAGE);
  await forwardSupportRequest(deps, stored, meta, payload);
  return { success: true, id: stored.id };
}

/**
 * `POST /api/support/bug-report`, `/feature-request {title, description}` and
 * `/contact {name, email, subject, message}`: signed-in users, 5 per hour (docs/product.md "Support").
 */
export const supportRoutes = new Hono<AppEnv>()
  .post('/bug-report', validate('json', supportTicketSchema), async (c) =>
    c.json(await submit(c, { kind: 'bug', input: c.req.valid('json') }), 200),
  )
  .post('/feature-request', validate('json', supportTicketSchema), async (c) =>
    c.json(await submit(c, { kind: 'feature', input: c.req.valid('json') }), 200),
  )
  .post('/contact', validate('json', supportContactSchema), async (c) =>
    c.json(await submit(c, { kind: 'contact', input: c.req.valid('json') }), 200),
  );
