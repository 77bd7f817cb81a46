/**
 * The CPU bench's scenario of every route of the Hono app (scripts/bench/cpu.ts measures them): the
 * call of run `i`, its unmeasured set-up, the statuses that count and why a route may go over budget.
 */
import { app } from '../../worker/app';
import { address, api, addDays, answerPictureDrawn, createRecipe, devCode, email, generate, manualRecipe, openCheckout, PANTRY, signIn, signInAttempt, stripeDelivery, tinyPng, type Call, type Ctx } from './cpu-api';
import { BENCH } from './seed-data';

export interface Scenario {
  /** `METHOD /path` exactly as in `app.routes`. */
  route: string;
  /** Unmeasured set-up for run `i` (fresh rows to delete, a fresh user to import into). */
  prepare?: (ctx: Ctx, i: number) => Promise<Partial<Call>>;
  call: (ctx: Ctx, i: number, prepared: Partial<Call>) => Call;
  /**
   * Statuses that count as the route doing its work (default: any 2xx or 3xx). Only success
   * statuses (cpu.test.ts checks): a scenario measures its route's successful path, and a run
   * answering anything else fails the bench (cpu.ts).
   */
  expect?: number[];
  /**
   * Unmeasured, after each request: waits for what the request set going after its answer (a dish
   * picture drawn by the PICTURES queue), so that work never lands in another request's profile,
   * and checks the answer's body. Throws when the work did not happen.
   */
  settle?: (ctx: Ctx, body: string, prepared: Partial<Call>) => Promise<void>;
  /** Why this route may take more than BUDGET_MS (cpu-report.ts) (model calls, imports, export). */
  over?: string;
}


/**
 * Routes without a CPU scenario here, each with why and where it is measured instead (cpu.test.ts
 * checks that every other route has a scenario and that these exist).
 */
export const UNMEASURED: Record<string, string> = {
  'GET /api/assistants': 'the assistants domain (docs/decisions/079-mcp-server.md); measured with the MCP tools by npm run bench:mcp',
  'GET /api/assistants/consent': 'needs a live OAuth authorization request from a registered assistant; measured by npm run bench:mcp',
  'POST /api/assistants/consent': 'needs a live OAuth authorization request from a registered assistant; measured by npm run bench:mcp',
  'DELETE /api/assistants/:id': 'needs a grant made through the OAuth flow; measured by npm run bench:mcp',
};

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
  { route: 'DELETE /api/sessions', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-everywhere-${i}`, 'free', 3000 + i) }), call: (_c, _i, p) => ({ method: 'DELETE', path: '/api/sessions', cookie: p.cookie }) },
  { route: 'POST /api/cookbook/match', call: () => ({ method: 'POST', path: '/api/cookbook/match', json: { ingredients: ['chicken thighs', 'rice', 'onion', 'garlic', 'tomatoes'], language: 'en' } }) },
  { route: 'GET /api/cookbook/dishes/:id', call: () => ({ method: 'GET', path: '/api/cookbook/dishes/spaghetti-carbonara?lang=en' }) },
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
  { route: 'GET /api/images/:key{.+}', call: (ctx) => ({ method: 'GET', path: new URL(ctx.ids.image, ctx.origin).pathname }), expect: [200, 304] },
  {
    route: 'POST /api/generate-recipe',
    call: (_c, i) => ({ method: 'POST', path: '/api/generate-recipe', json: generate(`Bench stew ${i}`) }),
    settle: (ctx, body) => answerPictureDrawn(ctx, body),
    over: 'a model call (the offline chef writes the recipe here), the quality gate and the diet check',
  },
  {
    route: 'POST /api/recipes/import',
    // A cook may import 20 recipes an hour (worker/domains/import/import.service.ts): a fresh Pro cook per run.
    prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-page-importer-${i}`, 'monthly', 30_000 + i) }),
    call: (_c, i, p) => ({
      cookie: p.cookie,
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
    // The menu's words the offline chef understands (core/recipe/refine-instruction.ts): each run a new version, 201.
    call: (ctx) => ({ method: 'POST', path: `/api/recipes/${ctx.ids.recipe}/refine`, json: { instruction: 'Make it spicier', language: 'en' } }),
    expect: [201],
    settle: (ctx, body) => answerPictureDrawn(ctx, body),
    over: 'a model call: the recipe is rewritten from the instruction',
  },
  { route: 'GET /api/recipes/:id/versions', call: (ctx) => ({ method: 'GET', path: `/api/recipes/${ctx.ids.recipe}/versions` }) },
  { route: 'GET /api/pictures', call: () => ({ method: 'GET', path: '/api/pictures' }) },
  {
    route: 'POST /api/recipes/:id/picture',
    // The bench's worker draws pictures through the OpenAI-compatible fixture (cpu.ts): each run asks
    // for a new one (202) once the last is drawn; the drawing itself (the model call) is the queue's.
    call: (ctx) => ({ method: 'POST', path: `/api/recipes/${ctx.ids.recipe}/picture` }),
    expect: [202],
    settle: (ctx, body) => answerPictureDrawn(ctx, body),
  },
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
  { route: 'GET /api/discover/languages', call: () => ({ method: 'GET', path: '/api/discover/languages' }) },
  { route: 'GET /api/discover/:id', call: (ctx) => ({ method: 'GET', path: `/api/discover/${ctx.ids.shared}` }) },
  { route: 'POST /api/discover/:id/vote', call: (ctx, i) => ({ method: 'POST', path: `/api/discover/bench-s-${(i * 37 + 11) % BENCH.recipes}/vote`, json: { vote_type: i % 2 ? 'upvote' : 'downvote' } }) },
  // Another cook's shared recipe per run (the owner's own answers 409; a second plain save answers 200), refined as it is copied.
  {
    route: 'POST /api/discover/:id/remix',
    call: (_c, i) => ({ method: 'POST', path: `/api/discover/bench-s-${(i * 53 + 5) % BENCH.recipes}/remix`, json: { instruction: 'Make it spicier', language: 'en' } }),
    expect: [201],
    settle: (ctx, body) => answerPictureDrawn(ctx, body),
    over: 'a model call: the remix is a new recipe written from the shared one',
  },
  { route: 'GET /api/discover/:id/ratings', call: (ctx) => ({ method: 'GET', path: `/api/discover/${ctx.ids.shared}/ratings` }) },
  { route: 'GET /api/discover/:id/reviews', call: (ctx) => ({ method: 'GET', path: `/api/discover/${ctx.ids.shared}/reviews` }) },
  { route: 'POST /api/discover/:id/rate', call: (ctx, i) => ({ method: 'POST', path: `/api/discover/${ctx.ids.shared}/rate`, json: { rating: 1 + (i % 5) }, cookie: ctx.reviewer }) },
  { route: 'POST /api/discover/:id/review', call: (ctx, i) => ({ method: 'POST', path: `/api/discover/${ctx.ids.shared}/review`, json: { review_text: `Made it again, round ${i}: lovely.` }, cookie: ctx.reviewer }) },
  { route: 'GET /api/leaderboard', call: () => ({ method: 'GET', path: '/api/leaderboard' }) },
  { route: 'GET /api/leaderboard/my-rank', call: () => ({ method: 'GET', path: '/api/leaderboard/my-rank' }) },
  // Support
  { route: 'POST /api/support/bug-report', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-bug-${i}`, 'free', 4000 + i) }), call: (_c, i, p) => ({ method: 'POST', path: '/api/support/bug-report', cookie: p.cookie, json: { title: `The timer ${i}`, description: 'The timer stops when the phone sleeps, every time.' } }) },
  { route: 'POST /api/support/feature-request', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-idea-${i}`, 'free', 5000 + i) }), call: (_c, i, p) => ({ method: 'POST', path: '/api/support/feature-request', cookie: p.cookie, json: { title: `Idea ${i}`, description: 'A weekly plan I can print on one page, please.' } }) },
  { route: 'POST /api/support/contact', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-contact-${i}`, 'free', 6000 + i) }), call: (_c, i, p) => ({ method: 'POST', path: '/api/support/contact', cookie: p.cookie, json: { name: 'Vera Visitor', email: `visitor-${i}@bench.forkcast.test`, subject: 'general', message: 'How do I share a recipe with my sister?' } }) },
  // Radio: the six tracks are in the bench's R2 as `npm run seed` puts them (cpu-seed.ts); every other
  // request asks for the whole track from its start as an <audio> element does (Range: bytes=0-).
  { route: 'GET /api/radio/:track', call: (_c, i) => ({ method: 'GET', path: `/api/radio/${1 + (i % 6)}`, ...(i % 2 ? { headers: { range: 'bytes=0-' } } : {}) }), expect: [200, 206] },
  // Billing
  { route: 'POST /api/subscriptions/create-checkout', prepare: async (ctx, i) => ({ cookie: await signIn(ctx.origin, `cpu-sub-${i}`, 'free', 7000 + i) }), call: (_c, _i, p) => ({ method: 'POST', path: '/api/subscriptions/create-checkout', cookie: p.cookie, json: { planType: 'yearly' } }) },
  { route: 'GET /api/subscriptions/checkout/:session_id', call: (ctx) => ({ method: 'GET', path: `/api/subscriptions/checkout/${ctx.ids.checkout}` }) },
  { route: 'POST /api/credits/checkout', call: () => ({ method: 'POST', path: '/api/credits/checkout', json: { package: 'popular' } }) },
  // The subscriber's live simulated subscription (cpu-seed.ts): each run switches to the other period.
  {
    route: 'POST /api/subscriptions',
    prepare: async (ctx) => ({ json: { planType: (await portal(ctx)).plan_type === 'monthly' ? 'yearly' : 'monthly' } }),
    call: (ctx, _i, p) => ({ method: 'POST', path: '/api/subscriptions', json: p.json, cookie: ctx.subscriber }),
    expect: [200],
    settle: async (_ctx, body, p) => expectPlan(body, (p.json as { planType: string }).planType),
  },
  // Set to end at period end first (unmeasured), so each run resumes it.
  {
    route: 'POST /api/subscriptions/resume',
    prepare: async (ctx) => {
      await api(ctx, { method: 'POST', path: '/api/dev/portal', json: { action: 'cancel_at_period_end' }, cookie: ctx.subscriber });
      return {};
    },
    call: (ctx) => ({ method: 'POST', path: '/api/subscriptions/resume', cookie: ctx.subscriber }),
    expect: [200],
    settle: async (ctx) => {
      if ((await portal(ctx)).cancel_at_period_end) throw new Error('the subscription is still set to end');
    },
  },
  { route: 'GET /api/subscriptions/manage', call: () => ({ method: 'GET', path: '/api/subscriptions/manage' }) },
  // Signed as Stripe signs (the bench's worker has a webhook secret, cpu.ts): a subscription update
  // and a credit purchase in turn, each a new event (signature check, then the one handler).
  {
    route: 'POST /api/webhooks/stripe',
    prepare: async (ctx, i) => stripeDelivery(ctx.hooked, i, i % 2 ? await openCheckout({ origin: ctx.origin, owner: ctx.hooked.cookie }) : null),
    call: (_c, _i, p) => ({ method: 'POST', path: '/api/webhooks/stripe', cookie: null, body: p.body, headers: p.headers }),
    expect: [200],
    settle: async (_ctx, body) => {
      if (!body.includes('"duplicate":false')) throw new Error(`the event was not applied: ${body.slice(0, 200)}`);
    },
  },
  { route: 'GET /api/dev/checkout/:session_id', call: (ctx) => ({ method: 'GET', path: `/api/dev/checkout/${ctx.ids.checkout}` }) },
  {
    route: 'POST /api/dev/checkout/complete',
    prepare: async (ctx) => ({ json: { session_id: await openCheckout(ctx) } }),
    call: (_c, _i, p) => ({ method: 'POST', path: '/api/dev/checkout/complete', json: p.json }),
  },
  { route: 'GET /api/dev/portal', call: (ctx) => ({ method: 'GET', path: '/api/dev/portal', cookie: ctx.subscriber }) },
  // The subscriber's live subscription: each run sets it to end at period end, or resumes it.
  {
    route: 'POST /api/dev/portal',
    prepare: async (ctx) => ({ json: { action: (await portal(ctx)).cancel_at_period_end ? 'resume' : 'cancel_at_period_end' } }),
    call: (ctx, _i, p) => ({ method: 'POST', path: '/api/dev/portal', json: p.json, cookie: ctx.subscriber }),
    expect: [200],
  },
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
    // Only purchased items move (docs/api.md): the line is ticked off first, as in the app.
    prepare: async (ctx, i) => {
      const { item } = await api<{ item: { id: string } }>(ctx, { method: 'POST', path: '/api/shopping-list', json: { name: `Basil ${i}` } });
      await api(ctx, { method: 'PATCH', path: `/api/shopping-list/${item.id}`, json: { is_purchased: true } });
      return { json: { ids: [item.id] } };
    },
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
      json: { start_date: ctx.monday, today: ctx.today, slots: Array.from({ length: 7 }, (_, d) => ({ date: addDays(ctx.monday, d), meal_type: 'dinner' })) },
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
    route: 'GET /api/household/invites/:token',
    // Whose household a link is, as the join page asks before sign-in.
    prepare: async (ctx) => ({ path: `/api/household/invites/${(await api<{ token: string }>(ctx, { method: 'POST', path: '/api/household/invites' })).token}` }),
    call: (_c, _i, p) => ({ method: 'GET', path: p.path! }),
  },
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
      const household = await api<{ members: { id: string; name: string }[] }>({ origin: ctx.origin, owner: host }, { method: 'GET', path: '/api/household' });
      const member = household.members.find((m) => m.name.includes(`cpu-removed-${i}`));
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
  { route: 'GET /discover/:id', call: (ctx) => ({ method: 'GET', path: `/discover/${ctx.ids.shared}`, cookie: null }), expect: [200] },
  { route: 'GET /og/:id/:file', call: (ctx) => ({ method: 'GET', path: ctx.ids.og, cookie: null }), expect: [200, 304] },
  { route: 'GET /robots.txt', call: () => ({ method: 'GET', path: '/robots.txt', cookie: null }) },
  { route: 'GET /sitemap.xml', call: () => ({ method: 'GET', path: '/sitemap.xml', cookie: null }) },
];

/** The subscriber's simulated subscription as the billing portal shows it. */
async function portal(ctx: Ctx) {
  return api<{ plan_type: string; cancel_at_period_end: boolean }>(ctx, { method: 'GET', path: '/api/dev/portal', cookie: ctx.subscriber });
}

function expectPlan(body: string, planType: string) {
  const summary = JSON.parse(body) as { plan_type?: string };
  if (summary.plan_type !== planType) throw new Error(`the plan is ${summary.plan_type}, not ${planType}: ${body.slice(0, 200)}`);
}

/** Every `METHOD path` of the Hono app (middleware-only `ALL` entries left out). */
export function appRoutes(): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
}
