import { OAuthResourceServer, type OAuthResourceContext } from '@cloudflare/workers-oauth-provider';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import { createDb } from '../db/client';
import type { Bindings } from '../env';
import { sha256Hex } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import {
  authorizationServerOf,
  issuerOf,
  MCP_PATH,
  REGISTER_PATH,
  TOKEN_PATH,
  type AssistantProps,
} from '../domains/assistants/assistants.deps';
import { assistantCook, markAssistantUsed, type AssistantCook } from '../domains/assistants/assistants.service';
import { registerTools } from './tools';

/**
 * Forkcast's remote MCP server for AI assistants (docs/decisions/079-mcp-server.md): `/mcp`,
 * Streamable HTTP (stateless, JSON answers) from the official `@modelcontextprotocol/sdk`, behind
 * `@cloudflare/workers-oauth-provider` as the OAuth 2.1 authorization server and resource server.
 * It runs in the same worker as the app: worker/index.ts hands it the paths below and everything
 * else to the app unchanged.
 */

const PROTECTED_RESOURCE_METADATA = '/.well-known/oauth-protected-resource';
const AUTHORIZATION_SERVER_METADATA = '/.well-known/oauth-authorization-server';

/** The paths this module answers (the authorize page itself is the web app's, /oauth/authorize). */
export function isMcpPath(pathname: string): boolean {
  return (
    pathname === MCP_PATH ||
    pathname.startsWith(`${MCP_PATH}/`) ||
    pathname === PROTECTED_RESOURCE_METADATA ||
    pathname.startsWith(`${PROTECTED_RESOURCE_METADATA}/`) ||
    pathname === AUTHORIZATION_SERVER_METADATA ||
    pathname === TOKEN_PATH ||
    pathname === REGISTER_PATH
  );
}

const SERVER_INFO = { name: 'forkcast', title: 'Forkcast', version: '1.0.0' };
const INSTRUCTIONS =
  "Forkcast is the cook's recipe and kitchen app. Search and read their recipes, see what the pantry can cook, write a new recipe, plan the week (suggest, then save what the cook keeps), and keep the shopping list and pantry. Pass the cook's language (en, es or de) as `language`.";

/** The largest MCP request body read (the tools' inputs are far smaller): 256 KB, as the API's. */
const MAX_BODY_BYTES = 256 * 1024;

/** The body as text, or null once it passes `max` bytes (read in chunks, never buffered past the cap). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A JSON-RPC error answer outside a tool call (rate limit, account gone), with its HTTP status. */
function rpcError(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, { status, headers });
}

/** One MCP request, after the token was checked: the tools bound to the token's cook, kitchen and scopes. */
async function handleMcp(request: Request, env: Bindings, ctx: OAuthResourceContext<AssistantProps>): Promise<Response> {
  const { auth, props } = ctx;
  // Per token (docs/api.md "AI assistants"): the token's hash, never the token, names the bucket.
  const { success } = await env.MCP_LIMITER.limit({ key: `mcp:${await sha256Hex(auth.token)}` });
  if (!success) return rpcError(429, 'Too many requests. Please wait a moment and try again.', { 'retry-after': '60' });

  let mcpRequest = request;
  if (request.method === 'POST') {
    const body = await readCapped(request, MAX_BODY_BYTES);
    if (body === null) return rpcError(413, 'The request is too large.');
    mcpRequest = new Request(request.url, { method: 'POST', headers: request.headers, body });
  }

  const db = createDb(env.DB);
  const now = new Date();
  let cook: Promise<AssistantCook> | null = null;
  const loadCook = () =>
    (cook ??= assistantCook({ db, now }, props.userId, props.kitchenOwnerId).then((found) => {
      if (!found) throw new ApiError(401, 'unauthorized', 'Sign in to continue');
      return found;
    }));
  if (auth.clientId) ctx.waitUntil(markAssistantUsed({ kv: env.OAUTH_KV, now }, props.userId, auth.clientId).catch(() => undefined));

  const server = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  registerTools(server, {
    db,
    env,
    now,
    cookbook: bundledCookbook,
    scopes: auth.scope,
    cook: loadCook,
    defer: (work) => ctx.waitUntil(work),
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(mcpRequest);
}

const resourceServers = new Map<string, OAuthResourceServer<Bindings, AssistantProps>>();

function resourceServerOf(issuer: string): OAuthResourceServer<Bindings, AssistantProps> {
  let server = resourceServers.get(issuer);
  if (!server) {
    server = new OAuthResourceServer<Bindings, AssistantProps>({
      resourceMetadata: { resource: `${issuer}${MCP_PATH}`, authorization_servers: [issuer], resource_name: 'Forkcast' },
      requiredScopes: ['read'],
      validateToken: (env) => (resource, token) => authorizationServerOf(issuer).validateToken<AssistantProps>(resource, token, env),
      handler: { fetch: handleMcp },
    });
    resourceServers.set(issuer, server);
  }
  return server;
}

/**
 * Answers `/mcp`, the OAuth metadata, token and registration endpoints. The protected-resource
 * metadata is at `/.well-known/oauth-protected-resource/mcp` (RFC 9728, where the 401 points) and
 * also at the bare `/.well-known/oauth-protected-resource` for clients that look only there.
 */
export async function mcpFetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const issuer = issuerOf(env, request.url);
  if (url.pathname === MCP_PATH || url.pathname.startsWith(`${MCP_PATH}/`)) return resourceServerOf(issuer).fetch(request, env, ctx);
  if (url.pathname === PROTECTED_RESOURCE_METADATA || url.pathname.startsWith(`${PROTECTED_RESOURCE_METADATA}/`)) {
    const canonical = new URL(`${PROTECTED_RESOURCE_METADATA}${MCP_PATH}`, url);
    return resourceServerOf(issuer).fetch(new Request(canonical, request), env, ctx);
  }
  return authorizationServerOf(issuer).fetch(request, env, ctx);
}
