import { exports } from 'cloudflare:workers';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  exchangeAuthorization,
  refreshAuthorization,
  registerClient,
  startAuthorization,
} from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationFull, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assistantListResponseSchema, consentDecisionResponseSchema, consentResponseSchema } from '#core/schemas/assistants';
import { issuerOf } from '../domains/assistants/assistants.deps';
import { apiFetch, cookieFrom, signIn, type SignedIn } from '../test/helpers';

/**
 * The AI assistants' MCP server end to end (docs/decisions/079-mcp-server.md), driven by the
 * official MCP TypeScript SDK client against the real worker: discovery, registration, the
 * signed-in cook's consent, the token, then the tools; refresh, revocation, scopes, other cooks,
 * expired and forged tokens, the generation allowance and hostile inputs.
 */

const ORIGIN = 'http://localhost';
const MCP_URL = new URL(`${ORIGIN}/mcp`);
const REDIRECT = 'http://127.0.0.1:33418/callback';

const fetchFn = (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init));

type AsMetadata = NonNullable<Awaited<ReturnType<typeof discoverAuthorizationServerMetadata>>>;

interface Connected {
  client: Client;
  tokens: OAuthTokens;
  clientInfo: OAuthClientInformationFull;
  metadata: AsMetadata;
}

async function metadata(): Promise<AsMetadata> {
  const found = await discoverAuthorizationServerMetadata(ORIGIN, { fetchFn });
  if (!found) throw new Error('no authorization server metadata');
  return found;
}

/** Registers an assistant, has `cook` consent to `scopes`, and exchanges the code: the whole sign-in. */
async function authorize(cook: SignedIn, scopes: ('read' | 'write')[], name = 'Test Assistant') {
  const meta = await metadata();
  const clientInfo = await registerClient(ORIGIN, {
    metadata: meta,
    clientMetadata: { client_name: name, redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' },
    fetchFn,
  });
  const { authorizationUrl, codeVerifier } = await startAuthorization(ORIGIN, {
    metadata: meta,
    clientInformation: clientInfo,
    redirectUrl: REDIRECT,
    scope: 'read write',
    state: 'state-123',
    resource: MCP_URL,
  });
  expect(authorizationUrl.pathname).toBe('/oauth/authorize');
  const consentRes = await apiFetch(`/assistants/consent${authorizationUrl.search}`, { cookie: cook.cookie });
  expect(consentRes.status).toBe(200);
  const consent = consentResponseSchema.parse(await consentRes.json());
  expect(consent).toMatchObject({ client_name: name, redirect_host: '127.0.0.1', requested_scopes: ['read', 'write'] });
  const bound = consentRes.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair?.startsWith('__Host-oauth-consent'));
  expect(bound).toBeTruthy();
  const decided = await apiFetch('/assistants/consent', {
    cookie: `${cook.cookie}; ${bound}`,
    json: { handle: consent.handle, decision: 'approve', scopes },
  });
  expect(decided.status).toBe(200);
  const back = new URL(consentDecisionResponseSchema.parse(await decided.json()).redirect_to);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('state-123');
  expect(back.searchParams.get('iss')).toBe(ORIGIN);
  const tokens = await exchangeAuthorization(ORIGIN, {
    metadata: meta,
    clientInformation: clientInfo,
    authorizationCode: back.searchParams.get('code')!,
    codeVerifier,
    redirectUri: REDIRECT,
    resource: MCP_URL,
    fetchFn,
  });
  return { tokens, clientInfo, metadata: meta };
}

async function mcpClient(accessToken: string): Promise<Client> {
  const client = new Client({ name: 'forkcast-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(MCP_URL, {
    fetch: fetchFn,
    requestInit: { headers: { authorization: `Bearer ${accessToken}` } },
  });
  await client.connect(transport);
  return client;
}

async function connect(cook: SignedIn, scopes: ('read' | 'write')[] = ['read', 'write'], name?: string): Promise<Connected> {
  const auth = await authorize(cook, scopes, name);
  return { ...auth, client: await mcpClient(auth.tokens.access_token) };
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
/** The JSON the tool answered after its summary line. */
const dataOf = <T>(result: CallToolResult): T => {
  expect(result.isError, textOf(result)).toBeFalsy();
  const text = textOf(result);
  return JSON.parse(text.slice(text.indexOf('\n\n') + 2)) as T;
};

/** A raw JSON-RPC call to /mcp (what a hostile client may send), with its HTTP answer. */
async function rawRpc(token: string, body: string) {
  return fetchFn(MCP_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body,
  });
}

async function saveRecipe(cook: SignedIn, title: string, ingredients: string[]) {
  const res = await apiFetch('/recipes', {
    cookie: cook.cookie,
    json: { title, ingredients, instructions: ['Cook it all together.', 'Serve warm.'], servings: 2, prep_time: 10, cook_time: 20 },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ recipe: { id: string } }>()).recipe.id;
}

/** The UTC date `days` from now (YYYY-MM-DD): plans must fall within two years of today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const TOOLS = [
  'add_pantry_items',
  'add_to_shopping_list',
  'cook_from_pantry',
  'generate_recipe',
  'get_cookbook_dish',
  'get_meal_plan',
  'get_pantry',
  'get_recipe',
  'get_shopping_list',
  'save_meals',
  'search_recipes',
  'suggest_week',
  'tick_shopping_items',
];

afterEach(() => {
  vi.useRealTimers();
});

describe('MCP discovery and registration', () => {
  it('publishes the protected resource and authorization server metadata MCP clients read', async () => {
    const resource = await discoverOAuthProtectedResourceMetadata(MCP_URL, {}, fetchFn);
    expect(resource.resource).toBe(`${ORIGIN}/mcp`);
    expect(resource.authorization_servers).toEqual([ORIGIN]);
    const bare = await fetchFn(`${ORIGIN}/.well-known/oauth-protected-resource`);
    expect(bare.status).toBe(200);
    expect((await bare.json<{ resource: string }>()).resource).toBe(`${ORIGIN}/mcp`);
    const meta = await metadata();
    expect(meta.issuer).toBe(ORIGIN);
    expect(meta.authorization_endpoint).toBe(`${ORIGIN}/oauth/authorize`);
    expect(meta.token_endpoint).toBe(`${ORIGIN}/oauth/token`);
    expect(meta.registration_endpoint).toBe(`${ORIGIN}/oauth/register`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['read', 'write']));
    expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
  });

  it('names APP_URL as the issuer when deployed, and locally the address the request came to', async () => {
    expect(issuerOf({ APP_URL: 'https://forkcast.example/', DEV_LOGIN: 'false' }, 'https://other.example/mcp')).toBe('https://forkcast.example');
    expect(issuerOf({ APP_URL: 'http://localhost:8787', DEV_LOGIN: 'true' }, 'http://localhost:8799/oauth/register')).toBe('http://localhost:8799');
    expect(issuerOf({ APP_URL: 'http://localhost:8787', DEV_LOGIN: 'true' }, 'http://tunnel.example/mcp')).toBe('http://localhost:8787');
    // The test worker runs with DEV_LOGIN "true": another local port gets its own metadata.
    const res = await fetchFn('http://localhost:8799/.well-known/oauth-authorization-server');
    expect(((await res.json()) as { issuer: string }).issuer).toBe('http://localhost:8799');
  });

  it('answers /mcp without a token with 401 and a challenge naming the resource metadata', async () => {
    const res = await fetchFn(MCP_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain(`resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`);
  });

  it('leaves the app as it was: the API and its headers answer as before', async () => {
    const res = await apiFetch('/users/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('MCP consent', () => {
  it('needs a signed-in cook to show the consent screen', async () => {
    const meta = await metadata();
    const clientInfo = await registerClient(ORIGIN, {
      metadata: meta,
      clientMetadata: { client_name: 'Nobody', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
      fetchFn,
    });
    const { authorizationUrl } = await startAuthorization(ORIGIN, { metadata: meta, clientInformation: clientInfo, redirectUrl: REDIRECT, resource: MCP_URL });
    const res = await apiFetch(`/assistants/consent${authorizationUrl.search}`);
    expect(res.status).toBe(401);
  });

  it('refuses a request from an unknown client or a redirect it did not register, without redirecting', async () => {
    const cook = await signIn();
    const unknown = await apiFetch(`/assistants/consent?response_type=code&client_id=nope&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=abc&code_challenge_method=S256`, { cookie: cook.cookie });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('sends the assistant access_denied when the cook declines, and grants nothing', async () => {
    const cook = await signIn();
    const meta = await metadata();
    const clientInfo = await registerClient(ORIGIN, {
      metadata: meta,
      clientMetadata: { client_name: 'Declined', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
      fetchFn,
    });
    const { authorizationUrl } = await startAuthorization(ORIGIN, { metadata: meta, clientInformation: clientInfo, redirectUrl: REDIRECT, state: 's', resource: MCP_URL });
    const consentRes = await apiFetch(`/assistants/consent${authorizationUrl.search}`, { cookie: cook.cookie });
    const { handle } = await consentRes.json<{ handle: string }>();
    const bound = cookieFrom(consentRes, consentRes.headers.getSetCookie()[0]!.split('=')[0]!);
    const res = await apiFetch('/assistants/consent', { cookie: `${cook.cookie}; ${bound}`, json: { handle, decision: 'deny' } });
    expect(res.status).toBe(200);
    const back = new URL((await res.json<{ redirect_to: string }>()).redirect_to);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    const list = await apiFetch('/assistants', { cookie: cook.cookie });
    expect((await list.json<{ assistants: unknown[] }>()).assistants).toEqual([]);
  });

  it('will not approve with a handle from another browser (no consent cookie)', async () => {
    const cook = await signIn();
    const meta = await metadata();
    const clientInfo = await registerClient(ORIGIN, {
      metadata: meta,
      clientMetadata: { client_name: 'Replayed', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
      fetchFn,
    });
    const { authorizationUrl } = await startAuthorization(ORIGIN, { metadata: meta, clientInformation: clientInfo, redirectUrl: REDIRECT, resource: MCP_URL });
    const { handle } = await (await apiFetch(`/assistants/consent${authorizationUrl.search}`, { cookie: cook.cookie })).json<{ handle: string }>();
    const res = await apiFetch('/assistants/consent', { cookie: cook.cookie, json: { handle, decision: 'approve', scopes: ['read', 'write'] } });
    expect(res.status).toBe(400);
  });
});

describe('MCP tools for a Pro cook with read and write', () => {
  let cook: SignedIn;
  let conn: Connected;
  let soupId: string;

  beforeAll(async () => {
    cook = await signIn({ planType: 'monthly' });
    soupId = await saveRecipe(cook, 'Tomato lentil soup', ['2 cups red lentils', '4 tomatoes', '1 onion', 'salt']);
    await saveRecipe(cook, 'Cheese omelette', ['3 eggs', '50 g cheese', '1 tbsp butter']);
    conn = await connect(cook, ['read', 'write'], 'Claude');
  });

  it('initializes and lists every tool with an input schema and a description', async () => {
    expect(conn.client.getServerVersion()?.name).toBe('forkcast');
    const { tools } = await conn.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
    const add = tools.find((tool) => tool.name === 'add_pantry_items')!;
    expect(JSON.stringify(add.inputSchema)).toContain('expiry_date');
  });

  it('searches the recipes and reads one scaled to 4 servings, in the cook language', { timeout: 30_000 }, async () => {
    const found = dataOf<{ recipes: { id: string; title: string }[] }>(await call(conn.client, 'search_recipes', { query: 'lentils tomato' }));
    expect(found.recipes.map((recipe) => recipe.title)).toEqual(['Tomato lentil soup']);
    const result = await call(conn.client, 'get_recipe', { recipe_id: soupId, servings: 4, language: 'es' });
    expect(textOf(result)).toContain('para 4 raciones');
    const recipe = dataOf<{ servings: number; ingredients: string[] }>(result);
    expect(recipe.servings).toBe(4);
    expect(recipe.ingredients).toEqual(['4 cups red lentils', '8 tomatoes', '2 onion', 'salt']);
  });

  it('finds a cookbook dish by name and reads it scaled, in German', { timeout: 30_000 }, async () => {
    const found = dataOf<{ cookbook: { dish_id: string; title: string }[] }>(await call(conn.client, 'search_recipes', { query: 'carbonara' }));
    const dish = found.cookbook[0]!;
    expect(dish.title.toLowerCase()).toContain('carbonara');
    const read = await call(conn.client, 'get_cookbook_dish', { dish_id: dish.dish_id, servings: 8, language: 'de' });
    expect(textOf(read)).toContain('für 8 Portionen');
    const data = dataOf<{ servings: number; original_servings: number; ingredients: string[]; steps: string[] }>(read);
    expect(data.servings).toBe(8);
    expect(data.ingredients.length).toBeGreaterThan(2);
    expect(data.steps.length).toBeGreaterThan(1);
    const missing = await call(conn.client, 'get_cookbook_dish', { dish_id: 'no-such-dish' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('This dish is not in the cookbook');
  });

  it('keeps the pantry, then says what it can cook', { timeout: 30_000 }, async () => {
    const [lentilsBy, tomatoesBy] = [dayFromNow(60), dayFromNow(5)];
    const added = dataOf<{ items: { name: string; expiry_date: string | null }[] }>(
      await call(conn.client, 'add_pantry_items', {
        items: [
          { name: 'Red lentils', expiry_date: lentilsBy },
          { name: 'Tomatoes', quantity: 6, unit: 'pieces', expiry_date: tomatoesBy },
        ],
      }),
    );
    expect(added.items.map((item) => [item.name, item.expiry_date])).toEqual([
      ['Red lentils', lentilsBy],
      ['Tomatoes', tomatoesBy],
    ]);
    const pantry = await (await apiFetch('/pantry', { cookie: cook.cookie })).json<{ items: { name: string }[] }>();
    expect(pantry.items.map((item) => item.name).sort()).toEqual(['Red lentils', 'Tomatoes']);
    expect(dataOf<{ items: unknown[] }>(await call(conn.client, 'get_pantry')).items).toHaveLength(2);
    const cookable = dataOf<{ matches: { kind: string; recipe_id: string | null; have: string[]; missing: string[] }[] }>(
      await call(conn.client, 'cook_from_pantry', { limit: 25 }),
    );
    const soup = cookable.matches.find((match) => match.recipe_id === soupId);
    expect(soup).toMatchObject({ kind: 'recipe' });
    expect(soup!.have.sort()).toEqual(['Red lentils', 'Tomatoes']);
    expect(cookable.matches.some((match) => match.kind === 'cookbook')).toBe(true);
  });

  it('adds to the shopping list, reads it and ticks an item off', async () => {
    const added = dataOf<{ items: { id: string; name: string }[] }>(
      await call(conn.client, 'add_to_shopping_list', { items: [{ name: 'Milk', quantity: 1, unit: 'liters' }, { name: 'Bread' }] }),
    );
    expect(added.items.map((item) => item.name)).toEqual(['Milk', 'Bread']);
    const list = dataOf<{ items: { id: string; name: string; is_purchased: boolean }[] }>(await call(conn.client, 'get_shopping_list', { language: 'de' }));
    expect(list.items).toHaveLength(2);
    const milk = list.items.find((item) => item.name === 'Milk')!;
    dataOf(await call(conn.client, 'tick_shopping_items', { item_ids: [milk.id] }));
    const stored = await (await apiFetch('/shopping-list', { cookie: cook.cookie })).json<{ items: { name: string; is_purchased: boolean }[] }>();
    expect(stored.items.find((item) => item.name === 'Milk')?.is_purchased).toBe(true);
    expect(stored.items.find((item) => item.name === 'Bread')?.is_purchased).toBe(false);
  });

  it('plans the week: suggests, saves the meals the cook keeps, and reads the plan', async () => {
    const start = dayFromNow(14);
    const end = dayFromNow(20);
    const suggested = dataOf<{ suggestions: { date: string; meal_type: string; recipe_id: string | null; recipe_title: string }[] }>(
      await call(conn.client, 'suggest_week', { start_date: start, days: 2, meal_types: ['dinner'], weekday_dinner_minutes: 60 }),
    );
    expect(suggested.suggestions.length).toBeGreaterThan(0);
    const kept = suggested.suggestions[0]!;
    // Nothing is saved by the suggestion.
    const before = await apiFetch(`/meal-plans?start=${start}&end=${end}`, { cookie: cook.cookie });
    expect((await before.json<{ meals: unknown[] }>()).meals).toEqual([]);
    // A cook's own recipe is kept by its id; a cookbook dish (no recipe yet) by its name.
    const chosen = kept.recipe_id ? { recipe_id: kept.recipe_id } : { recipe_title: kept.recipe_title };
    dataOf(await call(conn.client, 'save_meals', { meals: [{ plan_date: kept.date, meal_type: kept.meal_type, ...chosen, servings: 2 }] }));
    const plan = dataOf<{ meals: { plan_date: string; recipe_id: string | null }[] }>(await call(conn.client, 'get_meal_plan', { start, end }));
    expect(plan.meals).toEqual([expect.objectContaining({ plan_date: kept.date, recipe_id: kept.recipe_id ?? null })]);
    const stored = await apiFetch(`/meal-plans?start=${start}&end=${end}`, { cookie: cook.cookie });
    expect((await stored.json<{ meals: unknown[] }>()).meals).toHaveLength(1);
  });

  it('writes a recipe with the chef and saves it to the cook recipes', { timeout: 30_000 }, async () => {
    const made = dataOf<{ id: string; title: string }>(await call(conn.client, 'generate_recipe', { ingredients: ['chickpeas', 'spinach', 'garlic'] }));
    const res = await apiFetch(`/recipes/${made.id}`, { cookie: cook.cookie });
    expect(res.status).toBe(200);
    expect((await res.json<{ recipe: { title: string } }>()).recipe.title).toBe(made.title);
  });

  it('lists the assistant in settings with its scopes and last use', async () => {
    const res = await apiFetch('/assistants', { cookie: cook.cookie });
    const { assistants } = assistantListResponseSchema.parse(await res.json());
    expect(assistants).toEqual([expect.objectContaining({ name: 'Claude', scopes: ['read', 'write'] })]);
    expect(assistants[0]!.last_used_at).not.toBeNull();
  });
});

describe('MCP tokens', () => {
  it('refreshes a short-lived access token, and the new one works', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const { tokens, clientInfo, metadata: meta } = await authorize(cook, ['read']);
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toBeTruthy();
    const fresh = await refreshAuthorization(ORIGIN, { metadata: meta, clientInformation: clientInfo, refreshToken: tokens.refresh_token!, resource: MCP_URL, fetchFn });
    expect(fresh.access_token).not.toBe(tokens.access_token);
    const client = await mcpClient(fresh.access_token);
    expect(dataOf<{ items: unknown[] }>(await call(client, 'get_pantry')).items).toEqual([]);
  });

  it('refuses an expired access token, which the refresh token replaces', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const { tokens, clientInfo, metadata: meta } = await authorize(cook, ['read']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    const res = await rawRpc(tokens.access_token, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    const fresh = await refreshAuthorization(ORIGIN, { metadata: meta, clientInformation: clientInfo, refreshToken: tokens.refresh_token!, resource: MCP_URL, fetchFn });
    const ok = await rawRpc(fresh.access_token, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
    expect(ok.status).toBe(200);
  });

  it('refuses a forged token', async () => {
    const cook = await signIn();
    const { tokens } = await authorize(cook, ['read']);
    const [user, grant] = tokens.access_token.split(':');
    for (const forged of ['nope', `${user}:${grant}:forgedsecretforgedsecretforged`, `${tokens.access_token}x`]) {
      const res = await rawRpc(forged, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
      expect(res.status).toBe(401);
    }
  });

  it('stops working once the cook disconnects the assistant in settings', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const conn = await connect(cook, ['read']);
    dataOf(await call(conn.client, 'get_pantry'));
    const { assistants } = await (await apiFetch('/assistants', { cookie: cook.cookie })).json<{ assistants: { id: string }[] }>();
    expect(assistants).toHaveLength(1);
    const other = await signIn();
    expect((await apiFetch(`/assistants/${assistants[0]!.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const res = await apiFetch(`/assistants/${assistants[0]!.id}`, { method: 'DELETE', cookie: cook.cookie });
    expect(res.status).toBe(200);
    expect((await (await apiFetch('/assistants', { cookie: cook.cookie })).json<{ assistants: unknown[] }>()).assistants).toEqual([]);
    expect((await rawRpc(conn.tokens.access_token, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }))).status).toBe(401);
    const refresh = await fetchFn(`${ORIGIN}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: conn.tokens.refresh_token!, client_id: conn.clientInfo.client_id }),
    });
    expect(refresh.status).toBe(400);
  });
});

describe('MCP permissions', () => {
  it('a read-only token reads but every write is refused, and nothing is written', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const conn = await connect(cook, ['read']);
    dataOf(await call(conn.client, 'get_shopping_list'));
    const writes: [string, Record<string, unknown>][] = [
      ['add_to_shopping_list', { items: [{ name: 'Milk' }] }],
      ['add_pantry_items', { items: [{ name: 'Rice' }] }],
      ['tick_shopping_items', { item_ids: ['x'] }],
      ['save_meals', { meals: [{ plan_date: dayFromNow(3), meal_type: 'dinner', recipe_title: 'Pizza' }] }],
      ['generate_recipe', { ingredients: ['rice'] }],
    ];
    for (const [name, args] of writes) {
      const result = await call(conn.client, name, { ...args, language: 'de' });
      expect(result.isError, name).toBe(true);
      expect(textOf(result)).toContain('Dieser Assistent darf nur lesen');
    }
    expect((await (await apiFetch('/shopping-list', { cookie: cook.cookie })).json<{ items: unknown[] }>()).items).toEqual([]);
    expect((await (await apiFetch('/pantry', { cookie: cook.cookie })).json<{ items: unknown[] }>()).items).toEqual([]);
  });

  it("another cook's recipes, list and pantry stay out of reach", async () => {
    const owner = await signIn({ planType: 'monthly' });
    const secret = await saveRecipe(owner, 'Secret family stew', ['1 kg beef']);
    await apiFetch('/shopping-list', { cookie: owner.cookie, json: { name: 'Saffron' } });
    const ownerList = await (await apiFetch('/shopping-list', { cookie: owner.cookie })).json<{ items: { id: string }[] }>();
    const stranger = await signIn({ planType: 'monthly' });
    const conn = await connect(stranger);
    const read = await call(conn.client, 'get_recipe', { recipe_id: secret });
    expect(read.isError).toBe(true);
    expect(textOf(read)).toContain('not_found');
    expect(dataOf<{ recipes: unknown[] }>(await call(conn.client, 'search_recipes', { query: 'stew' })).recipes).toEqual([]);
    expect(dataOf<{ items: unknown[] }>(await call(conn.client, 'get_shopping_list')).items).toEqual([]);
    const tick = await call(conn.client, 'tick_shopping_items', { item_ids: [ownerList.items[0]!.id] });
    expect(tick.isError).toBe(true);
    expect(textOf(tick)).toContain('Shopping item not found');
    const after = await (await apiFetch('/shopping-list', { cookie: owner.cookie })).json<{ items: { is_purchased: boolean }[] }>();
    expect(after.items[0]!.is_purchased).toBe(false);
  });

  it('refuses the kitchen tools on a free plan with the API message', async () => {
    const cook = await signIn();
    const conn = await connect(cook);
    const result = await call(conn.client, 'get_pantry');
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('The pantry needs a Pro plan');
    const fromPantry = await call(conn.client, 'cook_from_pantry');
    expect(fromPantry.isError).toBe(true);
    expect(textOf(fromPantry)).toContain('Cooking from the pantry needs a Pro plan');
    // Reading their own recipes is for every plan.
    expect(dataOf<{ recipes: unknown[] }>(await call(conn.client, 'search_recipes', { query: 'soup' })).recipes).toEqual([]);
  });

  it('spends the same generation allowance as the app and stops at the limit', { timeout: 30_000 }, async () => {
    const cook = await signIn();
    const conn = await connect(cook);
    const before = await (await apiFetch('/usage', { cookie: cook.cookie })).json<Record<string, unknown>>();
    for (let i = 0; i < 3; i += 1) dataOf(await call(conn.client, 'generate_recipe', { dish_name: `Lentil soup ${i}` }));
    const over = await call(conn.client, 'generate_recipe', { ingredients: ['rice', 'beans'] });
    expect(over.isError).toBe(true);
    expect(textOf(over)).toContain('limit_reached');
    const after = await (await apiFetch('/usage', { cookie: cook.cookie })).json<Record<string, unknown>>();
    expect(after).not.toEqual(before);
    const mine = await (await apiFetch('/my-recipes', { cookie: cook.cookie })).json<{ total: number }>();
    expect(mine.total).toBe(3);
  });
});

describe('MCP hostile input', () => {
  let token: string;
  let client: Client;

  beforeAll(async () => {
    const cook = await signIn({ planType: 'monthly' });
    const conn = await connect(cook);
    token = conn.tokens.access_token;
    client = conn.client;
  });

  it('answers bad tool arguments with a clear tool error, never a 5xx', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['get_recipe', { recipe_id: 'x'.repeat(5000) }],
      ['get_recipe', { recipe_id: 'missing', servings: -3 }],
      ['search_recipes', { query: '' }],
      ['search_recipes', { query: { $gt: '' } }],
      ['get_meal_plan', { start: '2099-02-30', end: '2099-03-01' }],
      ['get_meal_plan', { start: '2099-01-01', end: '2099-06-01' }],
      ['add_pantry_items', { items: [{ name: 'x', expiry_date: 'tomorrow' }] }],
      ['add_to_shopping_list', { items: Array.from({ length: 500 }, () => ({ name: 'x' })) }],
      ['save_meals', { meals: [{ plan_date: '2099-01-01', meal_type: 'brunch' }] }],
      ['suggest_week', { start_date: "'; drop table recipes; --" }],
      ['tick_shopping_items', { item_ids: [] }],
      ['get_recipe', { recipe_id: "' or 1=1 --" }],
    ];
    for (const [name, args] of cases) {
      const result = await call(client, name, args);
      expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(textOf(result).length).toBeGreaterThan(5);
    }
  });

  it('answers malformed JSON-RPC and unknown tools without a 5xx', async () => {
    const bodies = [
      'not json',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nope","arguments":{}}}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_recipe","arguments":"x"}}',
      '{"jsonrpc":"2.0","id":1,"method":"no/such/method"}',
      '[]',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_recipes', arguments: { query: 'a\u0000b\u202e' } } }),
    ];
    for (const body of bodies) {
      const res = await rawRpc(token, body);
      expect(res.status, body).toBeLessThan(500);
    }
  });
});

describe('MCP request size', () => {
  it('refuses a body over 256 KB with 413 before reading it all', async () => {
    const cook = await signIn();
    const { tokens } = await authorize(cook, ['read']);
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_recipes', arguments: { query: 'x'.repeat(300 * 1024) } } });
    const res = await rawRpc(tokens.access_token, huge);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { message: 'The request is too large.' } });
  });
});

describe('MCP rate limit', () => {
  it('limits each token to 60 requests a minute with a clear answer', { timeout: 30_000 }, async () => {
    const cook = await signIn();
    const { tokens } = await authorize(cook, ['read']);
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    // The limiter counts in fixed one-minute windows: 60 pass in a window, so the first 429 comes
    // after 60 (or, when a window turns during the run, up to 120) answered calls.
    let passed = 0;
    let limited: Response | null = null;
    while (passed <= 120) {
      const res = await rawRpc(tokens.access_token, list);
      if (res.status === 429) {
        limited = res;
        break;
      }
      expect(res.status).toBe(200);
      passed += 1;
    }
    expect(passed).toBeGreaterThanOrEqual(60);
    expect(limited?.status).toBe(429);
    expect(await limited!.json()).toMatchObject({ error: { message: 'Too many requests. Please wait a moment and try again.' } });
    // Another token of the same cook has its own count.
    const other = await authorize(cook, ['read'], 'Second assistant');
    expect((await rawRpc(other.tokens.access_token, list)).status).toBe(200);
  });
});
