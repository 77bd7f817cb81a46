import { and, eq, gt, sql } from 'drizzle-orm';
import { SUPPORT_LIMITS, type SupportContactInput, type SupportTicketInput } from '#core/schemas/support';
import type { Db } from '../../db/client';
import { insertSelect } from '../../db/insert-select';
import { supportRequests } from './support.table';
import { nextId, type IdSource } from '../../lib/ids';

export interface SupportDeps extends IdSource {
  db: Db;
  now: Date;
  /** SUPPORT_WEBHOOK_URL, or null when forwarding is off. */
  webhookUrl: string | null;
}

export interface SupportMeta {
  userId: string;
  userEmail: string;
  userAgent: string | null;
  appVersion: string;
}

export type SupportPayload =
  | { kind: 'bug' | 'feature'; input: SupportTicketInput }
  | { kind: 'contact'; input: SupportContactInput };

const HOUR_MS = 60 * 60 * 1000;
/** A user agent is kept for context only; a longer one is cut. */
const USER_AGENT_MAX = 500;
const WEBHOOK_TIMEOUT_MS = 5000;

/** The stored row's fields for one request. */
function rowFields(payload: SupportPayload) {
  if (payload.kind === 'contact') {
    const { subject, message, name, email } = payload.input;
    return { title: subject, body: message, contactName: name, contactEmail: email };
  }
  return { title: payload.input.title, body: payload.input.description, contactName: null, contactEmail: null };
}

/**
 * Stores one support request unless the user already sent `SUPPORT_LIMITS.perHour` in the last
 * hour. The count and the insert are one statement (`INSERT … SELECT … WHERE count < limit`), so
 * two requests at once cannot both slip past the limit. Returns the new id, or null when limited.
 */
export async function storeSupportRequest(deps: SupportDeps, meta: SupportMeta, payload: SupportPayload) {
  const id = nextId(deps);
  const createdAt = deps.now.toISOString();
  const since = new Date(deps.now.getTime() - HOUR_MS).toISOString();
  const f = rowFields(payload);
  const userAgent = meta.userAgent ? meta.userAgent.slice(0, USER_AGENT_MAX) : null;
  const recent = deps.db
    .select({ n: sql<number>`count(*)` })
    .from(supportRequests)
    .where(and(eq(supportRequests.userId, meta.userId), gt(supportRequests.createdAt, since)));
  const row = { id, userId: meta.userId, kind: payload.kind, ...f, userAgent, appVersion: meta.appVersion, createdAt };
  const stored = await deps.db
    .insert(supportRequests)
    .select(insertSelect(supportRequests, row, sql`WHERE (${recent}) < ${SUPPORT_LIMITS.perHour}`))
    .returning({ id: supportRequests.id });
  if (stored.length !== 1) return null;
  return { id, createdAt };
}

/**
 * Posts the stored request to the webhook as JSON and marks it forwarded on a 2xx. Any failure
 * (network, timeout, non-2xx) is logged and leaves the stored request as it is: the request is
 * never lost, it just stays unforwarded.
 */
export async function forwardSupportRequest(
  deps: SupportDeps,
  stored: { id: string; createdAt: string },
  meta: SupportMeta,
  payload: SupportPayload,
): Promise<boolean> {
  if (!deps.webhookUrl) return false;
  const body = {
    id: stored.id,
    kind: payload.kind,
    created_at: stored.createdAt,
    user: { id: meta.userId, email: meta.userEmail },
    user_agent: meta.userAgent,
    app_version: meta.appVersion,
    ...payload.input,
  };
  try {
    const res = await fetch(deps.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // Read the answer so the connection is released.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  } catch (err) {
    console.error(JSON.stringify({ level: 'warn', message: 'support webhook failed', id: stored.id, error: String(err) }));
    return false;
  }
  await deps.db
    .update(supportRequests)
    .set({ forwardedAt: deps.now.toISOString() })
    .where(eq(supportRequests.id, stored.id));
  return true;
}
