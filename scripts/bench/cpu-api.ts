/**
 * What the CPU bench's scenarios (cpu-scenarios.ts) and seeding (cpu-seed.ts) share: the context
 * and call shapes, the week and the kitchen's fixtures, and the HTTP helpers that sign cooks in and
 * call the API (cookies by hand: the session cookie is Secure, the bench is plain http).
 */
import { deflateSync } from 'node:zlib';
import Stripe from 'stripe';

export type Who = 'owner' | 'anon' | 'fresh';

/** What the scenarios share: the origin, the cooks' cookies and the ids made while seeding. */
export interface Ctx {
  origin: string;
  owner: string;
  reviewer: string;
  member: string;
  /** A cook with a live simulated monthly subscription (dev sign-in's plan choice), for the billing routes. */
  subscriber: string;
  /** The cook Stripe's signed webhook events are about (a subscription and credit purchases). */
  hooked: { cookie: string; userId: string };
  ids: {
    recipe: string;
    manualRecipe: string;
    shared: string;
    communityShared: string;
    pantry: string[];
    shopping: string[];
    meals: { id: string; plan_date: string; meal_type: string }[];
    checkout: string;
    image: string;
    og: string;
    exportZip: Uint8Array;
  };
  monday: string;
  today: string;
}

export interface Call {
  method: string;
  path: string;
  json?: unknown;
  body?: Uint8Array;
  headers?: Record<string, string>;
  /** The cookie to send (default: the owner's). */
  cookie?: string | null;
}


export const monday = (() => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
})();
export const today = new Date().toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const LINES = [
  '200 g flour', '2 cups milk', '3 tomatoes, chopped', '1 onion', '2 cloves garlic', 'salt to taste', '300 g rice', '2 tbsp olive oil',
  '400 g chicken thighs', '1 can chickpeas', '1 red pepper', '500 ml stock', '1 tsp smoked paprika', '2 eggs', '100 g cheese, grated',
];
export const PANTRY = ['Flour', 'Rice', 'Salt', 'Olive oil', 'Sugar', 'Eggs', 'Milk', 'Butter', 'Pasta', 'Cumin', 'Paprika', 'Chickpeas', 'Onions', 'Garlic', 'Potatoes'];
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

export const manualRecipe = (title: string) => ({
  title,
  ingredients: LINES.slice(0, 9),
  instructions: ['Chop the onion and garlic.', 'Fry them in the oil for **5 minutes**.', 'Add the rest and simmer for **20 minutes**.', 'Season and serve.'],
  servings: 4,
  cuisine: 'italian',
  language: 'en',
});

export const generate = (name: string) => ({
  ingredients: ['chickpeas', 'tomatoes', 'spinach', 'garlic', 'onion'],
  type: 'customized',
  cuisine: 'italian',
  cookingMethod: '',
  recipeName: name,
  generationType: 'prompt',
  language: 'en',
});

/** A 1×1 PNG, as a phone would send a (very small) photo. */
export function tinyPng(): string {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 120, 60]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return png.toString('base64');
}


// ---- HTTP helpers ----

export const email = (label: string) => `${label}@bench.forkcast.test`;
/** A documentation address per caller, so the sign-in limit (per address) counts each apart. */
export const address = (n: number) => `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

function cookiesOf(res: Response): string {
  return res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').filter((c) => c !== '' && !c.endsWith('=')).join('; ');
}

export async function request(origin: string, call: Call): Promise<Response> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.body) {
    body = new Blob([call.body as Uint8Array<ArrayBuffer>]);
  }
  return fetch(new URL(call.path, origin), { method: call.method, headers, body, redirect: 'manual' });
}

export async function api<T = unknown>(ctx: Pick<Ctx, 'origin' | 'owner'>, call: Call): Promise<T> {
  const res = await request(ctx.origin, { ...call, cookie: call.cookie === undefined ? ctx.owner : call.cookie });
  const text = await res.text();
  if (!res.ok) throw new Error(`${call.method} ${call.path}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export async function signInAttempt(origin: string, n: number) {
  const res = await request(origin, { method: 'GET', path: '/api/oauth/google/redirect_url', headers: { 'cf-connecting-ip': address(n) } });
  if (!res.ok) throw new Error(`redirect_url: ${res.status} ${await res.text()}`);
  const { redirectUrl } = (await res.json()) as { redirectUrl: string };
  return { state: new URL(redirectUrl, origin).searchParams.get('state') ?? '', cookie: cookiesOf(res) };
}

export async function devCode(origin: string, address_: string, planType: string, cookie: string, n: number) {
  const res = await request(origin, { method: 'POST', path: '/api/dev/codes', json: { email: address_, name: `Bench ${address_.split('@')[0]}`, planType }, cookie, headers: { 'cf-connecting-ip': address(n) } });
  if (!res.ok) throw new Error(`dev/codes: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { code: string }).code;
}

/** Signs a user in as the dev sign-in page does; answers the session cookie. */
export async function signIn(origin: string, label: string, planType: string, n: number): Promise<string> {
  const { state, cookie } = await signInAttempt(origin, n);
  const code = await devCode(origin, email(label), planType, cookie, n);
  const res = await request(origin, { method: 'POST', path: '/api/sessions', json: { code, state }, cookie, headers: { 'cf-connecting-ip': address(n) } });
  if (!res.ok) throw new Error(`sessions: ${res.status} ${await res.text()}`);
  return cookiesOf(res);
}

export async function createRecipe(ctx: Ctx, title: string): Promise<string> {
  return (await api<{ recipe: { id: string } }>(ctx, { method: 'POST', path: '/api/recipes', json: manualRecipe(title) })).recipe.id;
}

export async function openCheckout(ctx: Pick<Ctx, 'origin' | 'owner'>): Promise<string> {
  const { checkout_url: url } = await api<{ checkout_url: string }>(ctx, { method: 'POST', path: '/api/credits/checkout', json: { package: 'popular' } });
  return new URL(url, 'http://localhost').searchParams.get('session_id') ?? '';
}

/**
 * Waits until the recipe's dish picture is no longer pending (the PICTURES queue draws it about a
 * second after the answer, docs/decisions/038-dish-pictures-the-ai-picture-queue.md); throws unless
 * it is then ready. Unmeasured: the drawing must not land in another request's profile.
 */
export async function pictureDrawn(ctx: Pick<Ctx, 'origin' | 'owner'>, recipeId: string, cookie = ctx.owner): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { recipe } = await api<{ recipe: { picture_status: string } }>(ctx, { method: 'GET', path: `/api/recipes/${recipeId}`, cookie });
    if (recipe.picture_status === 'ready') return;
    if (recipe.picture_status !== 'pending') throw new Error(`recipe ${recipeId}: picture ${recipe.picture_status}, not ready`);
    if (Date.now() > deadline) throw new Error(`recipe ${recipeId}: picture still pending after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The answer's recipe (generate, refine, remix, new picture), its picture drawn: a scenario's `settle`. */
export async function answerPictureDrawn(ctx: Pick<Ctx, 'origin' | 'owner'>, body: string, cookie?: string): Promise<void> {
  const id = (JSON.parse(body) as { recipe?: { id?: string } }).recipe?.id;
  if (!id) throw new Error(`no recipe in the answer: ${body.slice(0, 200)}`);
  await pictureDrawn(ctx, id, cookie);
}


// ---- Stripe's webhook ----

/** The webhook signing secret the bench's worker is given (a local value, not a secret). */
export const WEBHOOK_SECRET = 'whsec_bench_cpu_forkcast';
/** Unix seconds at start: each subscription event is stamped one second per run later, so each is newer. */
const STAMP = Math.floor(Date.now() / 1000);

/**
 * Stripe's delivery of event `i` about the hooked cook, signed as Stripe signs it: even runs
 * `customer.subscription.updated` (their subscription, monthly and yearly in turn), odd runs
 * `checkout.session.completed` for the credit checkout `sessionId` they have just opened.
 */
export async function stripeDelivery(hooked: Ctx['hooked'], i: number, sessionId: string | null): Promise<Pick<Call, 'body' | 'headers'>> {
  const customer = 'cus_bench_cpu_hooked';
  const object = sessionId
    ? {
        id: sessionId, object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid',
        client_reference_id: hooked.userId, customer, payment_intent: `pi_bench_cpu_${i}`, metadata: { user_id: hooked.userId, package: 'popular' },
      }
    : {
        id: 'sub_bench_cpu_hooked', object: 'subscription', customer, status: 'active', cancel_at_period_end: false, cancel_at: null,
        metadata: { user_id: hooked.userId, plan_type: i % 4 === 0 ? 'monthly' : 'yearly' },
        items: { data: [{ price: { id: i % 4 === 0 ? 'price_sim_monthly' : 'price_sim_yearly' }, current_period_end: STAMP + 30 * 86_400 }] },
      };
  const type = sessionId ? 'checkout.session.completed' : 'customer.subscription.updated';
  const payload = JSON.stringify({ id: `evt_bench_cpu_${i}_${Date.now()}`, object: 'event', type, created: STAMP + i, data: { object } });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET });
  return { body: new TextEncoder().encode(payload), headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
}
