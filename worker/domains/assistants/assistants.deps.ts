import { OAuthAuthorizationServer, type OAuthHelpers } from '@cloudflare/workers-oauth-provider';
import { ASSISTANT_SCOPES } from '#core/schemas/assistants';
import type { Bindings } from '../../env';

/**
 * The OAuth 2.1 authorization server of the AI assistants (docs/decisions/079-mcp-server.md):
 * `@cloudflare/workers-oauth-provider` in this same worker, its records in the `OAUTH_KV` binding
 * (wrangler.toml). The issuer is the app's origin (APP_URL) and its one resource is `<origin>/mcp`.
 * Edge code: it reads the bindings; services get the helpers it returns as a dependency.
 */


/** An access token lives one hour; the refresh token 30 days, renewed while the assistant keeps using it. */
export const ACCESS_TOKEN_TTL_S = 60 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;

export const MCP_PATH = '/mcp';
export const AUTHORIZE_PATH = '/oauth/authorize';
export const TOKEN_PATH = '/oauth/token';
export const REGISTER_PATH = '/oauth/register';

/** What a grant stores (encrypted with the token): the cook and the kitchen they acted on when they allowed it. */
export interface AssistantProps {
  userId: string;
  /** The household owner's id for a member, else the cook's own (households.service.ts membershipOf). */
  kitchenOwnerId: string;
}

/**
 * The OAuth issuer: the origin of APP_URL, fixed, so tokens name one authorization server and one
 * resource. Locally (DEV_LOGIN "true"), a request to a loopback address (localhost, 127.x, [::1])
 * uses its own origin, so the app answers on any port (`npm start` on 8787, the browser suite's
 * own port) without editing APP_URL.
 */
export function issuerOf(env: Pick<Bindings, 'APP_URL' | 'DEV_LOGIN'>, requestUrl: string): string {
  const asked = new URL(requestUrl);
  const loopback = asked.hostname === 'localhost' || asked.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(asked.hostname);
  return env.DEV_LOGIN === 'true' && loopback ? asked.origin : new URL(env.APP_URL).origin;
}

const servers = new Map<string, OAuthAuthorizationServer<Bindings>>();

/** The authorization server for an issuer (built once per isolate and issuer). */
export function authorizationServerOf(issuer: string): OAuthAuthorizationServer<Bindings> {
  let server = servers.get(issuer);
  if (!server) {
    server = new OAuthAuthorizationServer<Bindings>({
      issuer,
      resources: [`${issuer}${MCP_PATH}`],
      authorizeEndpoint: AUTHORIZE_PATH,
      tokenEndpoint: TOKEN_PATH,
      clientRegistrationEndpoint: REGISTER_PATH,
      scopesSupported: [...ASSISTANT_SCOPES],
      accessTokenTTL: ACCESS_TOKEN_TTL_S,
      refreshTokenTTL: REFRESH_TOKEN_TTL_S,
      refreshTokenIdleTTL: REFRESH_TOKEN_TTL_S,
    });
    servers.set(issuer, server);
  }
  return server;
}

/** The provider's helpers (parse, consent, complete, list and revoke grants) for a service's dependencies. */
export function oauthHelpersOf(env: Bindings, requestUrl: string): OAuthHelpers {
  return authorizationServerOf(issuerOf(env, requestUrl)).getOAuthApi(env);
}
