/**
 * `npm run bench:cpu`: the worker's CPU time per route, p50 and p95, on workerd.
 *
 * Starts the real worker (wrangler's `unstable_startWorker`, workerd) with its inspector on a
 * spare port and a throwaway state directory holding the community at scale (2,000 cooks, 10,000
 * shared recipes, 50,000 votes: scripts/bench/seed-data.ts). Through the API it then gives one Pro
 * cook a realistic kitchen: generated and hand-written recipes, 60 pantry items, a 40-line
 * shopping list, a planned week, a diet profile, a household with a member, shared recipes that
 * other cooks rated and reviewed, credit and subscription checkouts. Every route of the Hono app
 * (`app.routes`, worker/app.ts) has a scenario below; a route without one fails the run (and
 * scripts/bench/cpu.test.ts). Each scenario runs WARMUP times unmeasured, then RUNS times, each
 * request inside a V8 CPU profile of the worker isolate (scripts/bench/cpu-profile.ts): the time
 * is the isolate's non-idle samples, not wall time. Writes the "CPU time per route" section of
 * docs/bench.md. CPU_RUNS=<n> changes the number of measured runs.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { app } from '../../worker/app';
import { writeBenchSection } from './bench-doc';
import { withBenchWorker } from './bench-worker';
import { InspectorSession, type CpuTime } from './cpu-profile';
import { BENCH, BENCH_TOKEN, benchStatements } from './seed-data';

const SECTION = '## CPU time per route (workerd profiler)';
const RUNS = Number(process.env.CPU_RUNS ?? 15);
const WARMUP = 2;
/** Routes over this much CPU (p50) are listed with the reason. */
const BUDGET_MS = 10;

export type Who = 'owner' | 'anon' | 'fresh';

/** What the scenarios share: the origin, the cooks' cookies and the ids made while seeding. */
export interface Ctx {
  origin: string;
  owner: string;
  reviewer: string;
  member: string;
  ids: {
    recipe: string;
    manualRecipe: string;
    shared: string;
    communityShared: string;
    pantry: string[];
    shopping: string[];
    meals: { id: string; plan_date: string; meal_type: string }[];
    checkout: string;
    image: string | null;
    og: string | null;
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

export interface Scenario {
  /** `METHOD /path` exactly as in `app.routes`. */
  route: string;
  /** Unmeasured set-up for run `i` (fresh rows to delete, a fresh user to import into). */
  prepare?: (ctx: Ctx, i: number) => Promise<Partial<Call>>;
  call: (ctx: Ctx, i: number, prepared: Partial<Call>) => Call;
  /** Statuses that count as the route doing its work (default: any 2xx or 3xx). */
  expect?: number[];
  /** Why this route may take more than BUDGET_MS (model calls, imports, export). */
  over?: string;
}

const monday = (() => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
})();
const today = new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const LINES = [
  '200 g flour', '2 cups milk', '3 tomatoes, chopped', '1 onion', '2 cloves garlic', 'salt to taste', '300 g rice', '2 tbsp olive oil',
  '400 g chicken thighs', '1 can chickpeas', '1 red pepper', '500 ml stock', '1 tsp smoked paprika', '2 eggs', '100 g cheese, grated',
];
const PANTRY = ['Flour', 'Rice', 'Salt', 'Olive oil', 'Sugar', 'Eggs', 'Milk', 'Butter', 'Pasta', 'Cumin', 'Paprika', 'Chickpeas', 'Onions', 'Garlic', 'Potatoes'];
const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

const manualRecipe = (title: string) => ({
  title,
  ingredients: LINES.slice(0, 9),
  instructions: ['Chop the onion and garlic.', 'Fry them in the oil for **5 minutes**.', 'Add the rest and simmer for **20 minutes**.', 'Season and serve.'],
  servings: 4,
  cuisine: 'italian',
  language: 'en',
});

const generate = (name: string) => ({
  ingredients: ['chickpeas', 'tomatoes', 'spinach', 'garlic', 'onion'],
  type: 'customized',
  cuisine: 'italian',
  cookingMethod: '',
  recipeName: name,
  generationType: 'prompt',
  language: 'en',
});

/** A 1×1 PNG, as a phone would send a (very small) photo. */
function tinyPng(): string {
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

/** The scenario of every route; the keys must match `app.routes` (cpu.test.ts checks). */
export const SCENARIOS: Scenario[] = [
  // Auth
  { route: 'GET /api/oauth/google/redirect_url', call: () => ({ method: 'GET', path: '/api/oauth/google/redirect_url', cookie: null }) },
  {
    route: 'POST /api/sessions',
    prepare: async (ctx, i) => {
      const { state, cookie } = await signInAttempt(ctx.origin, i);
      const code = await devCode(ctx.origin, `cpu-session-${i}-${Date.now()}@bench.forkcast.test`, 'free', cookie, i);
      return { json: { code, state }, headers: { cookie, 'cf-connecting-ip': address(i) } };
    },
    call: (_ctx, _i, p) => ({ method: 'POST', path: '/api/sessions', json: p.json, headers: p.headers, cookie: null }),
  },
  { route: 'GET /api/logout', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-logout-${i}`, 'free', i) }), call: (_c, _i, p) => ({ method: 'GET', path: '/api/logout', cookie: p.cookie }) },
  { route: 'GET /api/dev/users', call: () => ({ method: 'GET', path: '/api/dev/users', cookie: null }) },
  {
    route: 'POST /api/dev/codes',
    call: (_c, i) => ({ method: 'POST', path: '/api/dev/codes', json: { email: `cpu-code-${i}-${Date.now()}@bench.forkcast.test`, name: 'Cody Code', planType: 'free' }, headers: { 'cf-connecting-ip': address(1000 + i) }, cookie: null }),
  },
  // Users, usage, settings
  { route: 'GET /api/users/me', call: () => ({ method: 'GET', path: '/api/users/me' }) },
  { route: 'GET /api/leaderboard/settings', call: () => ({ method: 'GET', path: '/api/leaderboard/settings' }) },
  { route: 'POST /api/leaderboard/settings', call: (_c, i) => ({ method: 'POST', path: '/api/leaderboard/settings', json: { show_real_name: i % 2 === 0 } }) },
  { route: 'GET /api/usage', call: () => ({ method: 'GET', path: '/api/usage' }) },
  {
    route: 'DELETE /api/users/me',
    prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-leaver-${i}`, 'monthly', 2000 + i), json: { confirm_email: email(`cpu-leaver-${i}`), shared_recipes: 'unshare' } }),
    call: (_c, _i, p) => ({ method: 'DELETE', path: '/api/users/me', cookie: p.cookie, json: p.json }),
  },
  // Images and recipes
  {
    route: 'POST /api/detect-ingredients',
    prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-photo-${i}`, 'monthly', 3000 + i) }),
    call: (_c, _i, p) => ({ method: 'POST', path: '/api/detect-ingredients', cookie: p.cookie, json: { imageBase64: `data:image/png;base64,${tinyPng()}`, language: 'en' } }),
    over: 'a model call (the offline chef here; a real model in production) and the photo stored in R2',
  },
  { route: 'GET /api/images/:key{.+}', call: (ctx) => ({ method: 'GET', path: ctx.ids.image ? new URL(ctx.ids.image, ctx.origin).pathname : '/api/images/none' }), expect: [200, 304, 404] },
  { route: 'POST /api/generate-recipe', call: (_c, i) => ({ method: 'POST', path: '/api/generate-recipe', json: generate(`Bench stew ${i}`) }), over: 'a model call (the offline chef writes the recipe here), the quality gate and the diet check' },
  {
    route: 'POST /api/recipes/import',
    call: (_c, i) => ({
      method: 'POST',
      path: '/api/recipes/import',
      json: { text: `Lentil soup ${i}\n\nIngredients\n200 g red lentils\n1 onion\n2 carrots\n1 l stock\n\nMethod\n1. Chop the onion and carrots.\n2. Simmer everything for 25 minutes.\n3. Blend and season.`, language: 'en' },
    }),
    over: 'an import: the recipe text is parsed (a model call in production) and checked',
  },
  { route: 'GET /api/my-recipes', call: () => ({ method: 'GET', path: '/api/my-recipes' }) },
  { route: 'GET /api/recipes/:id', call: (ctx) => ({ method: 'GET', path: `/api/recipes/${ctx.ids.recipe}` }) },
  { route: 'POST /api/recipes', call: (_c, i) => ({ method: 'POST', path: '/api/recipes', json: manualRecipe(`Hand soup ${i}`) }) },
  { route: 'PATCH /api/recipes/:id', call: (ctx, i) => ({ method: 'PATCH', path: `/api/recipes/${ctx.ids.manualRecipe}`, json: { title: `Hand soup, take ${i}` } }) },
  { route: 'PATCH /api/recipes/:id/notes', call: (ctx, i) => ({ method: 'PATCH', path: `/api/recipes/${ctx.ids.recipe}/notes`, json: { notes: `**Note ${i}**: less salt\n- more garlic` } }) },
  { route: 'POST /api/recipes/:id/nutrition', call: (ctx) => ({ method: 'POST', path: `/api/recipes/${ctx.ids.recipe}/nutrition` }) },
  {
    route: 'POST /api/recipes/:id/refine',
    call: (ctx, i) => ({ method: 'POST', path: `/api/recipes/${ctx.ids.recipe}/refine`, json: { instruction: i % 2 ? 'make it spicier' : 'less salt, more garlic', language: 'en' } }),
    expect: [200, 201, 429],
    over: 'a model call: the recipe is rewritten from the instruction',
  },
  { route: 'GET /api/recipes/:id/versions', call: (ctx) => ({ method: 'GET', path: `/api/recipes/${ctx.ids.recipe}/versions` }) },
  { route: 'GET /api/pictures', call: () => ({ method: 'GET', path: '/api/pictures' }) },
  { route: 'POST /api/recipes/:id/picture', call: (ctx) => ({ method: 'POST', path: `/api/recipes/${ctx.ids.recipe}/picture` }), expect: [202, 409, 429, 503] },
  { route: 'GET /api/recipes/:id/share', call: (ctx) => ({ method: 'GET', path: `/api/recipes/${ctx.ids.recipe}/share` }) },
  {
    route: 'POST /api/recipes/:id/share',
    prepare: async (ctx, i) => ({ path: `/api/recipes/${await createRecipe(ctx, `Share me ${i}`)}/share` }),
    call: (_c, i, p) => ({ method: 'POST', path: p.path!, json: { share_message: `Try this one ${i}` } }),
  },
  {
    route: 'DELETE /api/recipes/:id/share',
    prepare: async (ctx, i) => {
      const id = await createRecipe(ctx, `Unshare me ${i}`);
      await api(ctx, { method: 'POST', path: `/api/recipes/${id}/share`, json: { share_message: 'For a moment' } });
      return { path: `/api/recipes/${id}/share` };
    },
    call: (_c, _i, p) => ({ method: 'DELETE', path: p.path! }),
  },
  // Community
  { route: 'GET /api/discover', call: (_c, i) => ({ method: 'GET', path: `/api/discover?sort=${['trending', 'popular', 'recent'][i % 3]}&limit=20&offset=0` }) },
  { route: 'GET /api/discover/:id', call: (ctx) => ({ method: 'GET', path: `/api/discover/${ctx.ids.shared}` }) },
  { route: 'POST /api/discover/:id/vote', call: (ctx, i) => ({ method: 'POST', path: `/api/discover/bench-s-${(i * 37 + 11) % BENCH.recipes}/vote`, json: { vote_type: i % 2 ? 'upvote' : 'downvote' } }) },
  { route: 'POST /api/discover/:id/remix', call: (ctx, i) => ({ method: 'POST', path: `/api/discover/${ctx.ids.shared}/remix`, json: { instruction: i % 2 ? 'make it vegetarian' : undefined } }), over: 'a model call: the remix is a new recipe written from the shared one' },
  { route: 'GET /api/discover/:id/ratings', call: (ctx) => ({ method: 'GET', path: `/api/discover/${ctx.ids.shared}/ratings` }) },
  { route: 'GET /api/discover/:id/reviews', call: (ctx) => ({ method: 'GET', path: `/api/discover/${ctx.ids.shared}/reviews` }) },
  { route: 'POST /api/discover/:id/rate', call: (ctx, i) => ({ method: 'POST', path: `/api/discover/${ctx.ids.shared}/rate`, json: { rating: 1 + (i % 5) }, cookie: ctx.reviewer }) },
  { route: 'POST /api/discover/:id/review', call: (ctx, i) => ({ method: 'POST', path: `/api/discover/${ctx.ids.shared}/review`, json: { review_text: `Made it again, round ${i}: lovely.` }, cookie: ctx.reviewer }) },
  { route: 'GET /api/leaderboard', call: () => ({ method: 'GET', path: '/api/leaderboard' }) },
  { route: 'GET /api/leaderboard/my-rank', call: () => ({ method: 'GET', path: '/api/leaderboard/my-rank' }) },
  // Support
  { route: 'POST /api/support/bug-report', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-bug-${i}`, 'free', 4000 + i) }), call: (_c, i, p) => ({ method: 'POST', path: '/api/support/bug-report', cookie: p.cookie, json: { title: `The timer ${i}`, description: 'The timer stops when the phone sleeps, every time.' } }) },
  { route: 'POST /api/support/feature-request', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-idea-${i}`, 'free', 5000 + i) }), call: (_c, i, p) => ({ method: 'POST', path: '/api/support/feature-request', cookie: p.cookie, json: { title: `Idea ${i}`, description: 'A weekly plan I can print on one page, please.' } }) },
  { route: 'POST /api/support/contact', call: (_c, i) => ({ method: 'POST', path: '/api/support/contact', cookie: null, headers: { 'cf-connecting-ip': address(6000 + i) }, json: { name: 'Vera Visitor', email: `visitor-${i}@bench.forkcast.test`, subject: 'general', message: 'How do I share a recipe with my sister?' } }) },
  // Radio
  { route: 'GET /api/radio/:track', call: (_c, i) => ({ method: 'GET', path: `/api/radio/${1 + (i % 6)}` }), expect: [200, 206, 304, 404] },
  // Billing
  { route: 'POST /api/subscriptions/create-checkout', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-sub-${i}`, 'free', 7000 + i) }), call: (_c, _i, p) => ({ method: 'POST', path: '/api/subscriptions/create-checkout', cookie: p.cookie, json: { planType: 'yearly' } }) },
  { route: 'GET /api/subscriptions/checkout/:session_id', call: (ctx) => ({ method: 'GET', path: `/api/subscriptions/checkout/${ctx.ids.checkout}` }) },
  { route: 'POST /api/credits/checkout', call: () => ({ method: 'POST', path: '/api/credits/checkout', json: { package: 'popular' } }) },
  { route: 'POST /api/subscriptions', call: (_c, i) => ({ method: 'POST', path: '/api/subscriptions', json: { planType: i % 2 ? 'monthly' : 'yearly' } }), expect: [200, 409] },
  { route: 'POST /api/subscriptions/resume', call: () => ({ method: 'POST', path: '/api/subscriptions/resume' }), expect: [200, 409] },
  { route: 'GET /api/subscriptions/manage', call: () => ({ method: 'GET', path: '/api/subscriptions/manage' }) },
  { route: 'POST /api/webhooks/stripe', call: () => ({ method: 'POST', path: '/api/webhooks/stripe', cookie: null, body: new TextEncoder().encode('{}'), headers: { 'stripe-signature': 't=1,v1=00' } }), expect: [400, 401, 503] },
  { route: 'GET /api/dev/checkout/:session_id', call: (ctx) => ({ method: 'GET', path: `/api/dev/checkout/${ctx.ids.checkout}` }) },
  {
    route: 'POST /api/dev/checkout/complete',
    prepare: async (ctx) => ({ json: { session_id: await openCheckout(ctx) } }),
    call: (_c, _i, p) => ({ method: 'POST', path: '/api/dev/checkout/complete', json: p.json }),
  },
  { route: 'GET /api/dev/portal', call: () => ({ method: 'GET', path: '/api/dev/portal' }) },
  { route: 'POST /api/dev/portal', call: (_c, i) => ({ method: 'POST', path: '/api/dev/portal', json: i % 2 ? { action: 'resume' } : { action: 'cancel_at_period_end' } }), expect: [200, 409] },
  { route: 'GET /api/credits', call: () => ({ method: 'GET', path: '/api/credits' }) },
  { route: 'GET /api/credits/transactions', call: () => ({ method: 'GET', path: '/api/credits/transactions' }) },
  // Pantry
  { route: 'GET /api/pantry', call: () => ({ method: 'GET', path: '/api/pantry' }) },
  { route: 'GET /api/pantry/summary', call: (ctx) => ({ method: 'GET', path: `/api/pantry/summary?today=${ctx.today}` }) },
  { route: 'POST /api/pantry', call: (_c, i) => ({ method: 'POST', path: '/api/pantry', json: { name: `${PANTRY[i % PANTRY.length]} ${i}` } }) },
  { route: 'PATCH /api/pantry/:id', call: (ctx, i) => ({ method: 'PATCH', path: `/api/pantry/${ctx.ids.pantry[i % ctx.ids.pantry.length]}`, json: { name: `Brown rice ${i}` } }) },
  { route: 'DELETE /api/pantry/:id', prepare: async (ctx, i) => ({ path: `/api/pantry/${(await api<{ item: { id: string } }>(ctx, { method: 'POST', path: '/api/pantry', json: { name: `Gone ${i}` } })).item.id}` }), call: (_c, _i, p) => ({ method: 'DELETE', path: p.path! }) },
  // Shopping list
  { route: 'GET /api/shopping-list', call: () => ({ method: 'GET', path: '/api/shopping-list' }) },
  { route: 'POST /api/shopping-list', call: (_c, i) => ({ method: 'POST', path: '/api/shopping-list', json: { name: `Lemons ${i}` } }) },
  {
    route: 'POST /api/shopping-list/move-to-pantry',
    prepare: async (ctx, i) => ({ json: { ids: [(await api<{ item: { id: string } }>(ctx, { method: 'POST', path: '/api/shopping-list', json: { name: `Basil ${i}` } })).item.id] } }),
    call: (_c, _i, p) => ({ method: 'POST', path: '/api/shopping-list/move-to-pantry', json: p.json }),
  },
  {
    route: 'DELETE /api/shopping-list/clear-purchased',
    prepare: async (ctx, i) => {
      const { item } = await api<{ item: { id: string } }>(ctx, { method: 'POST', path: '/api/shopping-list', json: { name: `Bought ${i}` } });
      await api(ctx, { method: 'PATCH', path: `/api/shopping-list/${item.id}`, json: { is_purchased: true } });
      return {};
    },
    call: () => ({ method: 'DELETE', path: '/api/shopping-list/clear-purchased' }),
  },
  { route: 'PATCH /api/shopping-list/:id', call: (ctx, i) => ({ method: 'PATCH', path: `/api/shopping-list/${ctx.ids.shopping[i % ctx.ids.shopping.length]}`, json: { quantity: 1 + (i % 4) } }) },
  { route: 'DELETE /api/shopping-list/:id', prepare: async (ctx, i) => ({ path: `/api/shopping-list/${(await api<{ item: { id: string } }>(ctx, { method: 'POST', path: '/api/shopping-list', json: { name: `Gone ${i}` } })).item.id}` }), call: (_c, _i, p) => ({ method: 'DELETE', path: p.path! }) },
  // Meal plans
  { route: 'GET /api/meal-plans', call: (ctx) => ({ method: 'GET', path: `/api/meal-plans?start=${ctx.monday}&end=${addDays(ctx.monday, 6)}` }) },
  { route: 'POST /api/meal-plans/generate-shopping-list', call: (ctx) => ({ method: 'POST', path: '/api/meal-plans/generate-shopping-list', json: { start_date: ctx.monday, end_date: addDays(ctx.monday, 6) } }) },
  {
    route: 'POST /api/meal-plans/suggest',
    call: (ctx) => ({
      method: 'POST',
      path: '/api/meal-plans/suggest',
      json: { start_date: ctx.monday, today: ctx.monday, slots: Array.from({ length: 7 }, (_, d) => ({ date: addDays(ctx.monday, d), meal_type: 'dinner' })) },
    }),
  },
  // One meal per day and meal type: each run plans a snack on a day of its own (next week on).
  { route: 'POST /api/meal-plans', call: (ctx, i) => ({ method: 'POST', path: '/api/meal-plans', json: { plan_date: addDays(ctx.monday, 7 + (i % 100)), meal_type: 'snack', recipe_title: `Snack ${i}` } }) },
  {
    route: 'PUT /api/meal-plans/:id',
    call: (ctx, i) => {
      const meal = ctx.ids.meals[i % ctx.ids.meals.length]!;
      return { method: 'PUT', path: `/api/meal-plans/${meal.id}`, json: { plan_date: meal.plan_date, meal_type: meal.meal_type, recipe_title: `Soup ${i}` } };
    },
  },
  { route: 'DELETE /api/meal-plans/:id', prepare: async (ctx, i) => ({ path: `/api/meal-plans/${(await api<{ meal: { id: string } }>(ctx, { method: 'POST', path: '/api/meal-plans', json: { plan_date: addDays(ctx.monday, -7), meal_type: 'snack', recipe_title: `Gone ${i}` } })).meal.id}` }), call: (_c, _i, p) => ({ method: 'DELETE', path: p.path! }) },
  // Diet
  { route: 'GET /api/diet-profile', call: () => ({ method: 'GET', path: '/api/diet-profile' }) },
  { route: 'PUT /api/diet-profile', call: (_c, i) => ({ method: 'PUT', path: '/api/diet-profile', json: { diets: i % 2 ? ['vegetarian'] : [], allergens: ['peanuts'], dislikes: ['coriander', `olives ${i}`] } }), expect: [200] },
  // Household
  { route: 'GET /api/household', call: () => ({ method: 'GET', path: '/api/household' }) },
  { route: 'POST /api/household/invites', call: () => ({ method: 'POST', path: '/api/household/invites' }) },
  {
    route: 'POST /api/household/join',
    // A household holds at most 6 people: each run joins a fresh Pro cook's household.
    prepare: async (ctx, i) => {
      const { token } = await api<{ token: string }>({ origin: ctx.origin, owner: await signIn(ctx.origin, `cpu-host-${i}`, 'monthly', 12_000 + i) }, { method: 'POST', path: '/api/household/invites' });
      return { json: { token }, cookie: await signIn(ctx.origin, `cpu-joiner-${i}`, 'free', 8000 + i) };
    },
    call: (_c, _i, p) => ({ method: 'POST', path: '/api/household/join', json: p.json, cookie: p.cookie }),
  },
  {
    route: 'DELETE /api/household/members/:user_id',
    prepare: async (ctx, i) => {
      const host = await signIn(ctx.origin, `cpu-remover-${i}`, 'monthly', 13_000 + i);
      const { token } = await api<{ token: string }>({ origin: ctx.origin, owner: host }, { method: 'POST', path: '/api/household/invites' });
      const cookie = await signIn(ctx.origin, `cpu-removed-${i}`, 'free', 9000 + i);
      await api(ctx, { method: 'POST', path: '/api/household/join', json: { token }, cookie });
      const household = await api<{ household: { members: { id: string; name: string }[] } }>({ origin: ctx.origin, owner: host }, { method: 'GET', path: '/api/household' });
      const member = household.household.members.find((m) => m.name.includes(`cpu-removed-${i}`));
      return { path: `/api/household/members/${member?.id ?? 'none'}`, cookie: host };
    },
    call: (_c, _i, p) => ({ method: 'DELETE', path: p.path!, cookie: p.cookie }),
  },
  {
    route: 'POST /api/household/leave',
    prepare: async (ctx, i) => {
      const host = await signIn(ctx.origin, `cpu-left-${i}`, 'monthly', 14_000 + i);
      const { token } = await api<{ token: string }>({ origin: ctx.origin, owner: host }, { method: 'POST', path: '/api/household/invites' });
      const cookie = await signIn(ctx.origin, `cpu-leaving-${i}`, 'free', 10_000 + i);
      await api(ctx, { method: 'POST', path: '/api/household/join', json: { token }, cookie });
      return { cookie };
    },
    call: (_c, _i, p) => ({ method: 'POST', path: '/api/household/leave', cookie: p.cookie }),
  },
  // Export and import
  { route: 'GET /api/export', call: () => ({ method: 'GET', path: '/api/export' }), over: 'the export: every recipe, list and photo of the account zipped in the worker' },
  {
    route: 'POST /api/import',
    prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-importer-${i}`, 'monthly', 11_000 + i) }),
    call: (ctx, _i, p) => ({ method: 'POST', path: '/api/import', cookie: p.cookie, body: ctx.ids.exportZip, headers: { 'content-type': 'application/zip' } }),
    over: 'an import: the whole export unzipped, checked and written back',
  },
  // Public pages
  { route: 'GET /discover/:id', call: (ctx) => ({ method: 'GET', path: `/discover/${ctx.ids.communityShared}`, cookie: null }), expect: [200, 404, 500] },
  { route: 'GET /og/:id/:file', call: (ctx) => ({ method: 'GET', path: ctx.ids.og ?? `/og/${ctx.ids.shared}/00000000.png`, cookie: null }), expect: [200, 304, 404] },
  { route: 'GET /robots.txt', call: () => ({ method: 'GET', path: '/robots.txt', cookie: null }) },
  { route: 'GET /sitemap.xml', call: () => ({ method: 'GET', path: '/sitemap.xml', cookie: null }) },
];

/** Every `METHOD path` of the Hono app (middleware-only `ALL` entries left out). */
export function appRoutes(): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
}

// ---- HTTP helpers (cookies by hand: the session cookie is Secure, the bench is plain http) ----

const email = (label: string) => `${label}@bench.forkcast.test`;
/** A documentation address per caller, so the sign-in limit (per address) counts each apart. */
const address = (n: number) => `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

function cookiesOf(res: Response): string {
  return res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').filter((c) => c !== '' && !c.endsWith('=')).join('; ');
}

async function request(origin: string, call: Call): Promise<Response> {
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

async function api<T = unknown>(ctx: Pick<Ctx, 'origin' | 'owner'>, call: Call): Promise<T> {
  const res = await request(ctx.origin, { ...call, cookie: call.cookie === undefined ? ctx.owner : call.cookie });
  const text = await res.text();
  if (!res.ok) throw new Error(`${call.method} ${call.path}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

async function signInAttempt(origin: string, n: number) {
  const res = await request(origin, { method: 'GET', path: '/api/oauth/google/redirect_url', headers: { 'cf-connecting-ip': address(n) } });
  if (!res.ok) throw new Error(`redirect_url: ${res.status} ${await res.text()}`);
  const { redirectUrl } = (await res.json()) as { redirectUrl: string };
  return { state: new URL(redirectUrl, origin).searchParams.get('state') ?? '', cookie: cookiesOf(res) };
}

async function devCode(origin: string, address_: string, planType: string, cookie: string, n: number) {
  const res = await request(origin, { method: 'POST', path: '/api/dev/codes', json: { email: address_, name: `Bench ${address_.split('@')[0]}`, planType }, cookie, headers: { 'cf-connecting-ip': address(n) } });
  if (!res.ok) throw new Error(`dev/codes: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { code: string }).code;
}

/** Signs a user in as the dev sign-in page does; answers the session cookie. */
async function signIn(origin: string, label: string, planType: string, n: number): Promise<string> {
  const { state, cookie } = await signInAttempt(origin, n);
  const code = await devCode(origin, email(label), planType, cookie, n);
  const res = await request(origin, { method: 'POST', path: '/api/sessions', json: { code, state }, cookie, headers: { 'cf-connecting-ip': address(n) } });
  if (!res.ok) throw new Error(`sessions: ${res.status} ${await res.text()}`);
  return cookiesOf(res);
}

async function createRecipe(ctx: Ctx, title: string): Promise<string> {
  return (await api<{ recipe: { id: string } }>(ctx, { method: 'POST', path: '/api/recipes', json: manualRecipe(title) })).recipe.id;
}

async function openCheckout(ctx: Pick<Ctx, 'origin' | 'owner'>): Promise<string> {
  const { checkout_url: url } = await api<{ checkout_url: string }>(ctx, { method: 'POST', path: '/api/credits/checkout', json: { package: 'popular' } });
  return new URL(url, 'http://localhost').searchParams.get('session_id') ?? '';
}

// ---- Seeding ----

function sh(args: string[]) {
  const res = spawnSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: '1' } });
  if (res.status !== 0) throw new Error(`npx ${args.join(' ')} failed (${res.status})`);
}

/** Migrations and the community at scale, through wrangler's own D1 commands. */
function prepareState(persistDir: string) {
  sh(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
  const file = join(persistDir, 'seed.sql');
  writeFileSync(file, benchStatements(new Date()).map((s) => `${s};`).join('\n'));
  sh(['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--file', file]);
}

/** The owner's kitchen and the people around it, through the API. */
async function seedKitchen(origin: string): Promise<Ctx> {
  const owner = `fc_session=${BENCH_TOKEN}`;
  const base = { origin, owner };
  const generated: string[] = [];
  for (let i = 0; i < 8; i += 1) generated.push((await api<{ recipe: { id: string } }>(base, { method: 'POST', path: '/api/generate-recipe', json: generate(`Seed stew ${i}`) })).recipe.id);
  const manual: string[] = [];
  for (let i = 0; i < 6; i += 1) manual.push((await api<{ recipe: { id: string } }>(base, { method: 'POST', path: '/api/recipes', json: manualRecipe(`Seed soup ${i}`) })).recipe.id);
  const pantry: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    const name = `${PANTRY[i % PANTRY.length]}${i >= PANTRY.length ? ` ${Math.floor(i / PANTRY.length) + 1}` : ''}`;
    pantry.push((await api<{ item: { id: string } }>(base, { method: 'POST', path: '/api/pantry', json: { name } })).item.id);
  }
  const shopping: string[] = [];
  for (let i = 0; i < 40; i += 1) shopping.push((await api<{ item: { id: string } }>(base, { method: 'POST', path: '/api/shopping-list', json: { name: LINES[i % LINES.length] } })).item.id);
  const meals: Ctx['ids']['meals'] = [];
  for (let d = 0; d < 7; d += 1) {
    for (const [k, meal_type] of MEALS.entries()) {
      const recipe = [...generated, ...manual][(d * 3 + k) % (generated.length + manual.length)];
      const json = { plan_date: addDays(monday, d), meal_type, recipe_id: recipe };
      const planned = await request(origin, { method: 'POST', path: '/api/meal-plans', json, cookie: owner });
      // A plan entry by recipe id where the schema takes it, else by title.
      const res = planned.ok ? planned : await request(origin, { method: 'POST', path: '/api/meal-plans', json: { plan_date: json.plan_date, meal_type, recipe_title: `Seed meal ${d}-${k}` }, cookie: owner });
      if (!res.ok) throw new Error(`meal-plans: ${res.status} ${await res.text()}`);
      meals.push({ id: ((await res.json()) as { meal: { id: string } }).meal.id, plan_date: json.plan_date, meal_type });
    }
  }
  await api(base, { method: 'PUT', path: '/api/diet-profile', json: { diets: ['vegetarian'], allergens: ['peanuts'], dislikes: ['coriander'] } });
  const shared: string[] = [];
  for (const id of generated.slice(0, 3)) shared.push((await api<{ shared_recipe_id: string }>(base, { method: 'POST', path: `/api/recipes/${id}/share`, json: { share_message: 'Our family favourite' } })).shared_recipe_id);
  let reviewer = '';
  for (let r = 0; r < 5; r += 1) {
    const cookie = await signIn(origin, `cpu-reviewer-${r}`, 'yearly', 20_000 + r);
    if (r === 0) reviewer = cookie;
    for (const id of shared) {
      await api(base, { method: 'POST', path: `/api/discover/${id}/rate`, json: { rating: 3 + (r % 3) }, cookie });
      await api(base, { method: 'POST', path: `/api/discover/${id}/review`, json: { review_text: `Lovely, made it twice (${r}).` }, cookie });
      await api(base, { method: 'POST', path: `/api/discover/${id}/vote`, json: { vote_type: 'upvote' }, cookie });
    }
  }
  const { token } = await api<{ token: string }>(base, { method: 'POST', path: '/api/household/invites' });
  const member = await signIn(origin, 'cpu-member', 'free', 20_100);
  await api(base, { method: 'POST', path: '/api/household/join', json: { token }, cookie: member });
  const checkout = await openCheckout(base);
  const detected = await request(origin, { method: 'POST', path: '/api/detect-ingredients', json: { imageBase64: `data:image/png;base64,${tinyPng()}`, language: 'en' }, cookie: owner });
  const image = detected.ok ? (((await detected.json()) as { imageUrl?: string }).imageUrl ?? null) : null;
  const page = await request(origin, { method: 'GET', path: `/discover/${shared[0]}` });
  const og = /\/og\/[^"'\s]+\.png/.exec(await page.text())?.[0] ?? null;
  const exportRes = await request(origin, { method: 'GET', path: '/api/export', cookie: owner });
  if (!exportRes.ok) throw new Error(`export: ${exportRes.status}`);
  const exportZip = new Uint8Array(await exportRes.arrayBuffer());
  return {
    origin,
    owner,
    reviewer,
    member,
    ids: { recipe: generated[0]!, manualRecipe: manual[0]!, shared: shared[0]!, communityShared: 'bench-s-42', pantry, shopping, meals, checkout, image, og, exportZip },
    monday,
    today,
  };
}

// ---- Measuring ----

export interface RouteCpu {
  route: string;
  p50: number;
  p95: number;
  statuses: string;
  over?: string;
  unexpected: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measureScenario(ctx: Ctx, inspector: InspectorSession, scenario: Scenario, offset: number): Promise<RouteCpu> {
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  let unexpected = 0;
  for (let n = 0; n < WARMUP + RUNS; n += 1) {
    const i = offset + n;
    const prepared = scenario.prepare ? await scenario.prepare(ctx, i) : {};
    const call = scenario.call(ctx, i, prepared);
    const { result: status, cpu } = await inspector.cpuDuring(async () => {
      const res = await request(ctx.origin, { ...call, cookie: call.cookie === undefined ? ctx.owner : call.cookie });
      await res.arrayBuffer();
      return res.status;
    });
    if (n < WARMUP) continue;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const ok = scenario.expect ? scenario.expect.includes(status) : status >= 200 && status < 400;
    if (!ok) unexpected += 1;
    samples.push(cpuMs(cpu));
  }
  samples.sort((a, b) => a - b);
  return {
    route: scenario.route,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    statuses: [...statuses].map(([s, k]) => (statuses.size === 1 ? String(s) : `${s}×${k}`)).join(', '),
    over: scenario.over,
    unexpected,
  };
}

const cpuMs = (cpu: CpuTime) => cpu.activeUs / 1000;
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

function report(results: RouteCpu[], idle: number, seconds: number): string {
  const over = results.filter((r) => r.p50 > BUDGET_MS);
  const rows = results.map((r) => `| \`${r.route}\` | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.statuses}${r.unexpected ? ` (${r.unexpected} unexpected)` : ''} |`);
  return [
    SECTION,
    '',
    `The worker isolate's CPU time per route on workerd (\`npm run bench:cpu\`, scripts/bench/cpu.ts): every route of`,
    '`app.routes` (worker/app.ts), each request inside a V8 CPU profile taken over the inspector (DevTools',
    "protocol, `Profiler.start`/`stop`, 100 µs sampling); the time is the isolate's non-idle samples (JavaScript,",
    'runtime work and GC), not wall time: waiting on D1, R2 or the network is idle, and a sample counts for at most',
    '1.5 intervals, so a thread waiting for a core on a busy machine is not counted. Data: the community at scale',
    `(${BENCH.users.toLocaleString('en')} cooks, ${BENCH.recipes.toLocaleString('en')} shared recipes, ${BENCH.votes.toLocaleString('en')} votes) and one Pro cook's kitchen made through the API`,
    '(14 recipes, 60 pantry items, a 40-line shopping list, a planned week of 21 meals, a diet profile, a household,',
    '3 shared recipes rated and reviewed by 5 cooks). Models: the offline chef. Each route: ' + `${WARMUP} warm-up runs, then ${RUNS} measured.`,
    `An empty profile window (no request) reads ${fmt(idle)} ms.`,
    '',
    '| route | CPU p50 (ms) | CPU p95 (ms) | status |',
    '|---|---:|---:|---|',
    ...rows,
    '',
    `### Routes over ${BUDGET_MS} ms (p50)`,
    '',
    ...(over.length === 0
      ? ['None.']
      : over.map((r) => `- \`${r.route}\`: ${fmt(r.p50)} ms. ${r.over ? `Allowed: ${r.over}.` : 'Not an allowed kind (model call, import, export): to look at.'}`)),
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (load ${loadavg()[0]?.toFixed(1)}), ${Math.round(seconds)} s in all.`,
  ].join('\n');
}

async function main() {
  const started = Date.now();
  const routes = appRoutes();
  const covered = new Set(SCENARIOS.map((s) => s.route));
  const missing = routes.filter((r) => !covered.has(r));
  if (missing.length) throw new Error(`routes without a scenario in scripts/bench/cpu.ts: ${missing.join(', ')}`);
  const only = process.env.CPU_ONLY ? new RegExp(process.env.CPU_ONLY) : null;
  const text = await withBenchWorker({
    name: 'cpu',
    inspector: true,
    bindings: { DEV_LOGIN: 'true', APP_URL: 'http://127.0.0.1', AI_PROVIDER: 'offline', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
    prepare: prepareState,
    run: async (url, _state, inspectorUrl) => {
      if (!inspectorUrl) throw new Error('the worker has no inspector');
      console.log('> seeding the kitchen through the API');
      const ctx = await seedKitchen(url.origin);
      const inspector = await InspectorSession.connect(inspectorUrl);
      await inspector.enableProfiler(100);
      const idleSamples: number[] = [];
      for (let i = 0; i < 10; i += 1) idleSamples.push(cpuMs((await inspector.cpuDuring(async () => undefined)).cpu));
      const idle = idleSamples.sort((a, b) => a - b)[5] ?? 0;
      const results: RouteCpu[] = [];
      for (const [k, scenario] of SCENARIOS.entries()) {
        if (only && !only.test(scenario.route)) continue;
        let result: RouteCpu;
        try {
          result = await measureScenario(ctx, inspector, scenario, k * 100);
        } catch (err) {
          // One route's failing set-up must not lose the others' numbers; the row says so.
          console.error(`${scenario.route}: ${String(err)}`);
          result = { route: scenario.route, p50: Number.NaN, p95: Number.NaN, statuses: `error: ${String(err).slice(0, 80).replace(/\|/g, '/')}`, unexpected: 1 };
        }
        console.log(`${scenario.route.padEnd(48)} p50 ${fmt(result.p50).padStart(7)} ms  p95 ${fmt(result.p95).padStart(7)} ms  ${result.statuses}`);
        results.push(result);
      }
      inspector.close();
      return report(results, idle, (Date.now() - started) / 1000);
    },
  });
  if (!only) writeBenchSection(SECTION, text);
  console.log(text);
}

if (process.argv[1]?.endsWith('cpu.ts')) await main();

