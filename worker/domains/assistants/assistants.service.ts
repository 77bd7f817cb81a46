import { AuthorizationError, CimdFetchError, type OAuthHelpers } from '@cloudflare/workers-oauth-provider';
import { eq } from 'drizzle-orm';
import type { PlanType } from '#core/kernel/plans';
import type { Db } from '../../db/client';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { currentPlan } from '../billing/entitlement.service';
import { membershipOf } from '../households/households.service';
import { userProfilesQuery } from '../users/users.service';

/**
 * The AI assistants a cook connects (docs/decisions/079-mcp-server.md): the consent step of the
 * OAuth sign-in, the list of connected assistants with their last use, revoking one, and who a
 * token acts for. The grants themselves are the OAuth provider's, in its KV namespace; this
 * domain keeps no table. Each service takes the provider's helpers (`oauth`) as a dependency.
 */

/** Where the last use of an assistant is kept, beside the provider's records in the same namespace. */
const LAST_USED_PREFIX = 'forkcast:assistant-last-used:';
/** A last use is written at most once per this many milliseconds per assistant (KV writes are counted). */
const LAST_USED_EVERY_MS = 60_000;

const SCOPE_ORDER = ['read', 'write'];

/** The app's answer to an OAuth request the provider refused: 400 with the provider's description. */
function refused(error: unknown): never {
  if (error instanceof AuthorizationError) throw badRequest('This sign-in link from the assistant is not valid. Start connecting again from the assistant.', error.description);
  if (error instanceof CimdFetchError) throw badRequest('This assistant could not be verified. Start connecting again from the assistant.');
  throw error;
}

/** The scopes a cook may grant, in order: `write` always comes with `read`. */
export function grantableScopes(requested: readonly string[]): ('read' | 'write')[] {
  return requested.includes('write') ? ['read', 'write'] : ['read'];
}

export interface ConsentInfo {
  handle: string;
  client_name: string;
  /** The verified domain of a client that publishes its metadata (CIMD), else null: the name is self-asserted. */
  client_domain: string | null;
  redirect_host: string;
  /** True when tokens go to an app on the cook's own computer. */
  redirect_is_local: boolean;
  /** What the assistant asked for, as the cook may grant it: ['read'] or ['read', 'write']. */
  requested_scopes: ('read' | 'write')[];
}

/**
 * The consent screen's facts for an authorization request (`authorizeUrl` is /oauth/authorize with
 * the client's query): the client is checked, the request kept server-side, and a one-time handle
 * bound to this browser by the cookie in `headers`.
 */
export async function beginAssistantConsent(
  { oauth }: { oauth: OAuthHelpers },
  authorizeRequest: Request,
): Promise<{ consent: ConsentInfo; headers: Headers }> {
  try {
    const request = await oauth.parseAuthRequest(authorizeRequest);
    const details = await oauth.describeConsent(request);
    const transaction = await oauth.beginConsent(request);
    return {
      consent: {
        handle: transaction.handle,
        client_name: details.clientName,
        client_domain: details.clientDomain ?? null,
        redirect_host: details.redirectHost,
        redirect_is_local: details.redirectIsLoopback,
        requested_scopes: grantableScopes(details.scope),
      },
      headers: transaction.headers,
    };
  } catch (error) {
    refused(error);
  }
}

export interface ConsentDecision {
  handle: string;
  decision: 'approve' | 'deny';
  scopes: ('read' | 'write')[];
}

/**
 * The cook's answer: approved, a grant bound to the cook, their kitchen and the scopes they chose;
 * denied, `access_denied` for the client. Either way the address to send the browser back to.
 */
export async function decideAssistantConsent(
  { oauth, db, userId }: { oauth: OAuthHelpers; db: Db; userId: string },
  request: Request,
  input: ConsentDecision,
): Promise<{ redirectTo: string; headers: Headers }> {
  try {
    if (input.decision === 'deny') {
      const denied = await oauth.denyConsent(request, input.handle);
      return { redirectTo: denied.redirectTo, headers: denied.headers };
    }
    const scope = grantableScopes(input.scopes);
    const approved = await oauth.approveConsent(request, input.handle, { scope });
    const kitchenOwnerId = (await membershipOf({ db }, userId))?.ownerId ?? userId;
    const client = await oauth.lookupClient(approved.request.clientId);
    const { redirectTo } = await oauth.completeAuthorization({
      request: approved.request,
      userId,
      metadata: { clientName: client?.clientName ?? approved.request.clientId },
      scope,
      props: { userId, kitchenOwnerId },
    });
    return { redirectTo, headers: approved.headers };
  } catch (error) {
    if (error instanceof AuthorizationError) {
      throw badRequest('This consent screen has expired or was already answered. Start connecting again from the assistant.', error.description);
    }
    throw error;
  }
}

export interface ConnectedAssistant {
  id: string;
  name: string;
  scopes: string[];
  connected_at: string;
  last_used_at: string | null;
}

const lastUsedKey = (userId: string, clientId: string) => `${LAST_USED_PREFIX}${userId}:${clientId}`;

/** The cook's connected assistants, most recently connected first. */
export async function listAssistants({ oauth, kv, userId }: { oauth: OAuthHelpers; kv: KVNamespace; userId: string }): Promise<ConnectedAssistant[]> {
  const grants = await listAssistantGrants(oauth, userId);
  const assistants = await Promise.all(
    grants.map(async (grant) => {
      const named = typeof grant.metadata?.clientName === 'string' ? grant.metadata.clientName : null;
      const name = named ?? (await oauth.lookupClient(grant.clientId).catch(() => null))?.clientName ?? grant.clientId;
      return {
        id: grant.id,
        name,
        scopes: [...grant.scope].sort((a, b) => SCOPE_ORDER.indexOf(a) - SCOPE_ORDER.indexOf(b)),
        connected_at: new Date(grant.createdAt * 1000).toISOString(),
        last_used_at: await kv.get(lastUsedKey(userId, grant.clientId)),
      };
    }),
  );
  return assistants.sort((a, b) => b.connected_at.localeCompare(a.connected_at));
}

/** Disconnects one of the cook's assistants: its grant and every token of it stop working now. 404 for another cook's. */
export async function revokeAssistant({ oauth, kv, userId }: { oauth: OAuthHelpers; kv: KVNamespace; userId: string }, grantId: string) {
  const grants = await listAssistantGrants(oauth, userId);
  const grant = grants.find((item) => item.id === grantId);
  if (!grant) throw notFound('Assistant not found');
  await oauth.revokeGrant(grantId, userId);
  if (!grants.some((item) => item.id !== grantId && item.clientId === grant.clientId)) await kv.delete(lastUsedKey(userId, grant.clientId));
  return { success: true as const };
}

async function listAssistantGrants(oauth: OAuthHelpers, userId: string) {
  const grants = [];
  let cursor: string | undefined;
  do {
    const page = await oauth.listUserGrants(userId, cursor ? { cursor } : {});
    grants.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return grants;
}

/** Records that an assistant acted for the cook now (at most once a minute). */
export async function markAssistantUsed({ kv, now }: { kv: KVNamespace; now: Date }, userId: string, clientId: string) {
  const key = lastUsedKey(userId, clientId);
  const last = await kv.get(key);
  if (last && now.getTime() - Date.parse(last) < LAST_USED_EVERY_MS) return;
  await kv.put(key, now.toISOString());
}

/** Who an assistant's token acts for, as the kitchen guard sees a signed-in cook. */
export interface AssistantCook {
  id: string;
  planType: PlanType;
  /** The kitchen the cook acts on now: their household owner's, else their own. */
  kitchenOwnerId: string;
}

/**
 * The cook a token was granted by, read afresh: null when the account is gone. A token stays bound
 * to the kitchen it was granted for: a cook who left or joined a household since gets 403 until
 * they connect the assistant again.
 */
export async function assistantCook({ db, now }: { db: Db; now: Date }, userId: string, grantedKitchen: string): Promise<AssistantCook | null> {
  const profiles = userProfilesQuery(db);
  const [row, membership, planType] = await Promise.all([
    db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).get(),
    membershipOf({ db }, userId),
    currentPlan({ db, now }, userId),
  ]);
  if (!row) return null;
  const kitchenOwnerId = membership?.ownerId ?? userId;
  if (kitchenOwnerId !== grantedKitchen) {
    throw new ApiError(403, 'forbidden', 'This assistant was connected to another kitchen. Connect it again from Forkcast settings to use your kitchen now.');
  }
  return { id: userId, planType, kitchenOwnerId };
}
