import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#core/kernel/errors';
import { IMAGES, dataUrl, quickRequest } from '../domains/recipes/creator-test-helpers';
import { apiFetch, freshIp, signIn, type SignedIn } from './helpers';

/**
 * Hostile input against every API route that takes a body, a path parameter or a query: each
 * request must answer a 4xx in the one error shape `{ error, code, details? }` (never a 5xx),
 * leak no stack trace or SQL, and write nothing.
 */

interface Fixture {
  user: SignedIn;
  /** A recipe of the caller, of another user, a recipe shared by a third user, the caller's shared id. */
  ownRecipe: string;
  foreignRecipe: string;
  sharedId: string;
  ownSharedId: string;
  /** An image key uploaded by a third user (not shown by any shared recipe). */
  foreignImageKey: string;
}

interface Case {
  name: string;
  method: string;
  path: string | ((f: Fixture) => string);
  /** Raw body text (sent as is) and its content type (null: no content-type header). */
  body?: string;
  contentType?: string | null;
  /** The exact code expected, when one is certain. */
  code?: string;
  /** The field `details` must name first. */
  field?: string;
}

/** Far past every field's limit, yet under the 256 KB body limit (lib/body-limit.test.ts has bodies past that), so the field's own rule answers. */
const HUGE = 'x'.repeat(200_000);
const LONG_ID = 'a'.repeat(5000);
/** Placeholders for numbers JSON.stringify cannot write (they become raw tokens in the body). */
const INF = '__INF__';
const NEG_INF = '__NEG_INF__';
const toBody = (value: unknown) =>
  JSON.stringify(value).replaceAll(`"${INF}"`, '1e400').replaceAll(`"${NEG_INF}"`, '-1e400');

const WRONG_STRING = [123, -1, true, null, {}, [], ['x'], HUGE, '\u0000'.repeat(3)];

/** The generic attacks on a JSON body, plus each field replaced by each bad value and each required field left out. */
function bodyCases(
  route: string,
  valid: Record<string, unknown>,
  bad: Record<string, unknown[]>,
  required: string[],
  idPath?: (f: Fixture) => string,
): Case[] {
  const [method = 'POST', routePath = ''] = route.split(' ');
  const path = idPath ?? routePath;
  const cases: Case[] = [
    { name: 'malformed JSON', method, path, body: '{"a": ', code: 'invalid_json' },
    { name: 'empty body', method, path, body: '', code: 'invalid_json' },
    { name: 'NaN literal', method, path, body: '{"x": NaN}', code: 'invalid_json' },
    { name: 'NUL bytes', method, path, body: '\u0000\u0000', code: 'invalid_json' },
    { name: 'deeply nested array', method, path, body: '['.repeat(5000) + ']'.repeat(5000) },
    { name: 'JSON array', method, path, body: '[]', code: 'validation_failed' },
    { name: 'JSON null', method, path, body: 'null', code: 'validation_failed' },
    { name: 'JSON string', method, path, body: '"hello"', code: 'validation_failed' },
    { name: 'JSON number', method, path, body: '42', code: 'validation_failed' },
    { name: 'text/plain', method, path, body: toBody(valid), contentType: 'text/plain', code: 'unsupported_media_type' },
    { name: 'no content-type', method, path, body: toBody(valid), contentType: null, code: 'unsupported_media_type' },
    { name: 'form body', method, path, body: 'a=b', contentType: 'application/x-www-form-urlencoded', code: 'unsupported_media_type' },
  ];
  for (const [field, values] of Object.entries(bad)) {
    values.forEach((value, i) => {
      const shown = typeof value === 'string' && value.length > 40 ? `${value.length} chars` : JSON.stringify(value);
      // A string of the right type may pass the schema and be refused deeper (415 image, 400 invalid_state).
      const code = typeof value === 'string' ? undefined : 'validation_failed';
      cases.push({ name: `${field} = ${shown} (#${i})`, method, path, body: toBody({ ...valid, [field]: value }), code });
    });
  }
  for (const field of required) {
    const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
    cases.push({ name: `missing ${field}`, method, path, body: toBody(rest), code: 'validation_failed' });
  }
  return cases.map((c) => ({ ...c, name: `${route}: ${c.name}` }));
}

const ownRecipe = (suffix: string) => (f: Fixture) => `/recipes/${f.ownRecipe}${suffix}`;
const shared = (suffix: string) => (f: Fixture) => `/discover/${f.sharedId}${suffix}`;

/** Kitchen bodies (pantry, shopping list, meal plans, recipes by hand). */
const NAME_BAD = [...WRONG_STRING, '', '   ', 'x'.repeat(121)];
const QUANTITY_BAD = ['abc', '2', 0, -1, 1e9, INF, NEG_INF, true, {}, [], HUGE];
const KITCHEN_BODY_CASES: Case[] = [
  ...bodyCases('POST /shopping-list', { name: 'Milk', quantity: 1, unit: 'liters', category: 'dairy' }, {
    name: NAME_BAD,
    quantity: QUANTITY_BAD,
    unit: ['gallons', 'G', 1, true, {}, [], HUGE],
    category: ['toys', 'grains', 1, {}, HUGE],
    notes: [123, {}, [], 'x'.repeat(501), HUGE],
  }, ['name']),
  ...bodyCases('POST /shopping-list/move-to-pantry', {}, {
    ids: ['x', [], [1], [''], [null], Array.from({ length: 501 }, () => 'a'), {}, null, ['x'.repeat(101)]],
  }, []),
  ...bodyCases('POST /pantry', { name: 'Rice', quantity: 1, unit: 'kg', category: 'grains', expiry_date: '2026-12-01', location: 'cabinet' }, {
    name: NAME_BAD,
    quantity: QUANTITY_BAD,
    unit: ['bushel', 1, {}, HUGE],
    category: ['bakery', 'toys', 1, {}],
    expiry_date: ['2026-02-30', '2026-13-01', 'tomorrow', '2026-1-1', '2026-12-01T00:00:00Z', 20261201, true, {}, HUGE],
    location: [123, {}, 'x'.repeat(61), HUGE],
    notes: [123, 'x'.repeat(501)],
  }, ['name']),
  ...bodyCases('POST /meal-plans', { plan_date: '2026-11-23', meal_type: 'dinner', recipe_title: 'Soup' }, {
    plan_date: ['2026-02-30', '2026-11-31', 'monday', '', 20261123, null, {}, HUGE],
    meal_type: ['brunch', 'Dinner', '', 1, null, {}],
    recipe_id: [123, {}, [], true, 'x'.repeat(101), 'not-my-recipe'],
    recipe_title: [123, {}, [], 'x'.repeat(201), HUGE],
    servings: [0, 51, 1.5, -1, '2', true, {}, INF],
  }, ['plan_date', 'meal_type']),
  ...bodyCases('POST /meal-plans/generate-shopping-list', { start_date: '2026-11-23', end_date: '2026-11-29' }, {
    start_date: ['2026-02-30', 'x', '', 1, null, {}, HUGE],
    end_date: ['2026-11-22', '2026-12-24', '2027-11-23', 'x', null, 1],
    today: ['2020-01-01', '2026-02-30', 'x', 1, null, {}],
  }, ['start_date', 'end_date']),
  ...bodyCases('POST /recipes', { title: 'Soup', ingredients: ['1 onion'], instructions: ['Cook'] }, {
    title: [...WRONG_STRING, '', '   ', 'x'.repeat(201)],
    ingredients: [[], [''], ['  '], 'onion', [1], [null], Array.from({ length: 81 }, () => 'a'), ['x'.repeat(301)], {}],
    instructions: [[], [''], 'cook', [1], Array.from({ length: 61 }, () => 'a'), {}],
    servings: [0, 101, 1.5, '2', null, {}],
    prep_time: [-1, 1441, 2.5, 'x', null],
    cook_time: [-1, 1441, 'x'],
    difficulty: ['extreme', '', 1, null],
    cuisine: ['martian', 1, {}],
    description: [123, {}, 'x'.repeat(1001)],
    language: ['xx', 1, null],
  }, ['title', 'ingredients', 'instructions']),
  ...bodyCases('PATCH /recipes/{id}', { title: 'Renamed' }, {
    title: [...WRONG_STRING, '', '   '],
    ingredients: [[], [''], 'onion'],
    servings: [0, '4', null],
    difficulty: ['extreme'],
  }, [], ownRecipe('')),
];

const BODY_CASES: Case[] = [
  ...bodyCases('POST /sessions', { code: 'dev_abc', state: 'state' }, { code: [...WRONG_STRING, '', '  '], state: [...WRONG_STRING, ''] }, ['code', 'state']),
  ...bodyCases('POST /dev/codes', { email: 'hostile@test.forkcast', name: 'Hostile' }, {
    email: [...WRONG_STRING, 'not-an-email', 'a@', `${HUGE}@x.com`, 'a\u0000b@x.com', '😀'],
    name: [...WRONG_STRING, '', '   '],
    planType: ['platinum', '', 1, null, {}],
  }, ['email', 'name']),
  ...bodyCases('POST /leaderboard/settings', { show_real_name: true }, { show_real_name: ['true', 1, 0, null, {}, [], HUGE] }, ['show_real_name']),
  ...bodyCases('POST /detect-ingredients', { imageBase64: dataUrl('image/png', IMAGES.png), language: 'en' }, {
    imageBase64: [123, true, null, {}, [], '', HUGE, 'data:image/png,abc', 'data:image/png;base64,!!!!', '\u0000\u0000\u0000\u0000', '😀😀'],
    language: ['klingon', '', 1, null, {}],
  }, ['imageBase64']),
  ...bodyCases('POST /generate-recipe', { ...quickRequest }, {
    ingredients: ['chicken', 123, null, {}, [123], [''], ['   '], [HUGE], [null], Array.from({ length: 51 }, () => 'a')],
    type: ['slow', '', 1, null, {}],
    cuisine: ['martian', 1, true, {}, HUGE],
    cookingMethod: ['teleport', 1, []],
    userImageUrl: [123, true, {}, [], HUGE],
    recipeName: [123, {}, [], HUGE],
    generationType: ['video', 1, null],
    language: ['xx', 1, null, '😀'],
  }, ['ingredients']),
  ...bodyCases('PUT /diet-profile', { diets: ['vegan'], allergens: ['peanuts'], dislikes: ['cilantro'] }, {
    diets: ['vegan', ['paleo'], [1], [null], [{}], [HUGE], {}, null, Array.from({ length: 15 }, () => 'vegan')],
    allergens: ['milk', ['kiwi'], ['MILK'], [1], null, {}, Array.from({ length: 29 }, () => 'milk')],
    dislikes: ['x', [''], ['   '], ['x'.repeat(41)], [HUGE], [1], [null], null, Array.from({ length: 21 }, (_, i) => `d${i}`)],
  }, ['diets', 'allergens', 'dislikes']),
  ...bodyCases('PATCH /recipes/{id}/notes', { notes: 'hello' }, { notes: [123, null, true, {}, [], 'x'.repeat(5001), HUGE] }, ['notes'], ownRecipe('/notes')),
  ...bodyCases('POST /recipes/{id}/share', { share_message: 'hi' }, { share_message: [123, true, {}, [], ['x'], 'x'.repeat(281), HUGE] }, [], ownRecipe('/share')),
  ...bodyCases('POST /discover/{id}/vote', { vote_type: 'upvote' }, { vote_type: ['UPVOTE', 'up', '', 1, null, {}, HUGE, 'upvote\u0000'] }, ['vote_type'], shared('/vote')),
  ...bodyCases('POST /discover/{id}/rate', { rating: 4 }, {
    rating: ['5', 0, 6, -1, 2.5, 1e9, -1e9, Number.MAX_SAFE_INTEGER + 2, INF, NEG_INF, null, true, {}, [], HUGE],
  }, ['rating'], shared('/rate')),
  ...bodyCases('POST /discover/{id}/review', { review_text: 'Tasty' }, {
    review_text: [123, null, true, {}, [], '', '   ', 'x'.repeat(501), HUGE],
  }, ['review_text'], shared('/review')),
  ...(['POST /support/bug-report', 'POST /support/feature-request'] as const).flatMap((route) =>
    bodyCases(route, { title: 'A real title', description: 'A description long enough.' }, {
      title: [...WRONG_STRING, '', '   ', 'ab', '  ab  ', 'x'.repeat(121)],
      description: [...WRONG_STRING, '', '   ', 'too short', 'x'.repeat(5001)],
    }, ['title', 'description'])),
  ...bodyCases('POST /support/contact', { name: 'Erin', email: 'erin@example.com', subject: 'general', message: 'A message long enough.' }, {
    name: [...WRONG_STRING, '', '   ', 'x'.repeat(101)],
    email: [...WRONG_STRING, '', 'not-an-email', 'a@', `${HUGE}@x.com`],
    subject: ['refund', 'GENERAL', '', 1, null, {}, [], HUGE],
    message: [...WRONG_STRING, '', '   ', 'too short', 'x'.repeat(5001)],
  }, ['name', 'email', 'subject', 'message']),
  ...bodyCases('POST /subscriptions/create-checkout', { planType: 'yearly' }, { planType: ['free', 'platinum', '', 'YEARLY', 1, null, {}, [], HUGE] }, ['planType']),
  ...bodyCases('POST /subscriptions', { planType: 'weekly' }, { planType: ['platinum', '', 'Weekly', 1, null, {}, [], HUGE] }, ['planType']),
  ...bodyCases('POST /credits/checkout', { package: 'popular' }, { package: ['mega', '', 'POPULAR', 1, null, {}, [], HUGE, 'popular\u0000'] }, ['package']),
  ...bodyCases('POST /dev/checkout/complete', { session_id: 'cs_sim_unknown' }, {
    session_id: [...WRONG_STRING, '', '../x', 'cs_sim_x; DROP TABLE users', 'a'.repeat(256), '😀'],
  }, ['session_id']),
  ...bodyCases('POST /dev/portal', { action: 'switch', plan_type: 'monthly' }, {
    action: ['upgrade', '', 1, null, {}, [], HUGE],
    plan_type: ['free', 'platinum', 1, null, {}],
  }, ['action']),
  ...KITCHEN_BODY_CASES,
  ...bodyCases('POST /recipes/import', { text: 'Soup\nIngredients\n1 onion\nMethod\nCook the onion.' }, {
    text: [123, true, null, {}, [], ['x'], '', '   ', 'x'.repeat(20_001), HUGE],
    url: [123, true, null, {}, [], '', 'https://example.com/recipe', 'x'.repeat(2049), HUGE],
  }, ['text']),
  ...['http://127.0.0.1/', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data/', 'http://2130706433/', 'http://localhost:8787/api/users/me',
    'file:///etc/passwd', 'javascript:alert(1)', 'http://user:pw@example.com/']
    .map((url): Case => ({ name: `POST /recipes/import: url ${url}`, method: 'POST', path: '/recipes/import', body: toBody({ url }), code: 'url_not_allowed' })),
];

/** Path ids that are not ids; each id route is called with each (POSTs carry a valid body). */
const BAD_IDS: Array<[string, string | ((f: Fixture) => string)]> = [
  ['unknown id', 'does-not-exist'],
  ['NUL', '%00'],
  ['encoded ../x', '..%2Fx'],
  ['encoded dots', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
  ['SQL text', encodeURIComponent("' OR 1=1 --")],
  ['emoji', encodeURIComponent('😀🍕')],
  ['bad percent-encoding', '%E0%A4%A'],
  ['101 chars', 'a'.repeat(101)],
  ['5000 chars', LONG_ID],
  ['another user’s recipe', (f) => f.foreignRecipe],
];

const ID_ROUTES: Array<[string, (id: string) => string, Record<string, unknown>?]> = [
  ['GET', (id) => `/recipes/${id}`],
  ['PATCH', (id) => `/recipes/${id}/notes`, { notes: 'n' }],
  ['POST', (id) => `/recipes/${id}/nutrition`],
  ['GET', (id) => `/recipes/${id}/share`],
  ['POST', (id) => `/recipes/${id}/share`, {}],
  ['DELETE', (id) => `/recipes/${id}/share`],
  ['GET', (id) => `/discover/${id}`],
  ['POST', (id) => `/discover/${id}/vote`, { vote_type: 'upvote' }],
  ['GET', (id) => `/discover/${id}/ratings`],
  ['GET', (id) => `/discover/${id}/reviews`],
  ['POST', (id) => `/discover/${id}/rate`, { rating: 3 }],
  ['POST', (id) => `/discover/${id}/review`, { review_text: 'Nice' }],
  ['GET', (id) => `/subscriptions/checkout/${id}`],
  ['GET', (id) => `/dev/checkout/${id}`],
  ['PATCH', (id) => `/recipes/${id}`, { title: 'Renamed' }],
  ['PATCH', (id) => `/pantry/${id}`, { name: 'Rice' }],
  ['DELETE', (id) => `/pantry/${id}`],
  ['PATCH', (id) => `/shopping-list/${id}`, { is_purchased: true }],
  ['DELETE', (id) => `/shopping-list/${id}`],
  ['PUT', (id) => `/meal-plans/${id}`, { plan_date: '2026-11-23', meal_type: 'dinner', recipe_title: 'Soup' }],
  ['DELETE', (id) => `/meal-plans/${id}`],
];

const ID_CASES: Case[] = ID_ROUTES.flatMap(([method, route, body]) =>
  BAD_IDS.map(([label, id]): Case => ({
    name: `${method} ${route(':id')}: ${label}`,
    method,
    path: (f) => route(typeof id === 'string' ? id : id(f)),
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: toBody(body ?? {}) }),
  })),
);

const b64 = (value: unknown) => btoa(JSON.stringify(value));
const QUERY_CASES: Case[] = [
  ...['sort=foo', 'sort=', 'sort=TRENDING', 'sort=recent&sort=popular', 'limit=-1', 'limit=0', 'limit=51', 'limit=1e9', 'limit=abc',
    'limit=1.5', 'limit=NaN', 'limit=Infinity', 'limit=1&limit=2', 'offset=abc', 'offset=-1', 'offset=1e9', 'offset=1.5', 'cursor=',
    'cursor=!!!', `cursor=${b64('x')}`, `cursor=${b64([1, 2, 3, 4])}`, `cursor=${b64([null, 'x'])}`, `cursor=${b64({ a: 1 })}`,
    `sort=recent&cursor=${b64([1, 'id'])}`, `cursor=${'a'.repeat(301)}`, 'cursor=%00', `cursor=${encodeURIComponent('😀')}`]
    .map((q): Case => ({ name: `GET /discover?${q.slice(0, 60)}`, method: 'GET', path: `/discover?${q}` })),
  ...['limit=-1', 'limit=0', 'limit=201', 'limit=1e9', 'limit=abc', 'limit=1.5', 'limit=1&limit=2', 'cursor=', 'cursor=abc',
    'cursor=a~b~c', 'cursor=~x', `cursor=${'a'.repeat(150)}~${'b'.repeat(60)}`, 'cursor=%00']
    .map((q): Case => ({ name: `GET /my-recipes?${q.slice(0, 60)}`, method: 'GET', path: `/my-recipes?${q}` })),
  ...['cursor=', 'cursor=abc', 'cursor=a~b', 'cursor=~', 'cursor=2026-01-01T00:00:00.000Z~x~y', `cursor=${'a'.repeat(201)}`, 'cursor=%00',
    'cursor=2026-01-01T00:00:00.000Z~%00', `cursor=${encodeURIComponent('😀~😀')}`]
    .map((q): Case => ({ name: `GET /credits/transactions?${q.slice(0, 60)}`, method: 'GET', path: `/credits/transactions?${q}` })),
  ...['', 'start=2026-11-23', 'end=2026-11-23', 'start=2026-11-23&end=2026-11-22', 'start=2026-11-01&end=2026-12-02',
    'start=2026-02-30&end=2026-03-01', 'start=x&end=y', 'start=2026-11-23&end=2026-11-29&start=2026-11-24', 'start=%00&end=%00',
    `start=${'9'.repeat(300)}&end=2026-11-23`]
    .map((q): Case => ({ name: `GET /meal-plans?${q.slice(0, 60)}`, method: 'GET', path: `/meal-plans?${q}` })),
  ...['today=2020-01-01', 'today=2026-02-30', 'today=x', 'today=', 'today=%00', 'today=2026-11-23&today=2026-11-24']
    .map((q): Case => ({ name: `GET /pantry/summary?${q}`, method: 'GET', path: `/pantry/summary?${q}` })),
];

const IMAGE_CASES: Case[] = [
  ['../x', '/api/images/../x'],
  ['%2e%2e', '/api/images/%2e%2e/x'],
  ['%2e%2e%2f', '/api/images/%2e%2e%2f%2e%2e%2fx'],
  ['..%2F', '/api/images/..%2F..%2Fwrangler.toml'],
  ['another user’s key', (f: Fixture) => `/api/images/${f.foreignImageKey}`],
  ['another user’s key, encoded slashes', (f: Fixture) => `/api/images/${f.foreignImageKey.replaceAll('/', '%2F')}`],
  ['another user’s key, dot segments', (f: Fixture) => `/api/images/u/${f.user.userId}/../../${f.foreignImageKey}`],
  ['NUL', '/api/images/%00'],
  ['NUL inside a key', (f: Fixture) => `/api/images/${f.foreignImageKey}%00.png`],
  ['bad percent-encoding', '/api/images/%E0%A4%A'],
  ['very long', `/api/images/${LONG_ID}`],
  ['empty key', '/api/images/'],
].map(([label, path]) => ({ name: `GET /api/images: ${String(label)}`, method: 'GET', path: path as Case['path'], code: 'not_found' }));

const RADIO_CASES: Case[] = [
  ['track 7', '/api/radio/7'], ['track 0', '/api/radio/0'], ['-1', '/api/radio/-1'], ['01', '/api/radio/01'], ['1.5', '/api/radio/1.5'],
  ['../', '/api/radio/../radio/1'], ['..%2F', '/api/radio/..%2F..%2Fwrangler.toml'], ['%2e%2e', '/api/radio/%2e%2e%2f1'],
  ['NUL', '/api/radio/%00'], ['1 then NUL', '/api/radio/1%00'], ['bad percent-encoding', '/api/radio/%E0%A4%A'],
  ['very long', `/api/radio/${LONG_ID}`], ['empty', '/api/radio/'], ['emoji', `/api/radio/${encodeURIComponent('😀')}`],
].map(([label, path]) => ({ name: `GET /api/radio: ${String(label)}`, method: 'GET', path: path as Case['path'], code: 'not_found' }));

/**
 * Control characters (NUL, escape, bell, DEL) and bidirectional controls (docs/decisions/014-hardening.md:
 * U+202A-202E, U+2066-2069) in any text field: 400 naming the field.
 */
const CONTROL = [
  'nul\u0000byte', '\u001b[31mred', 'bell\u0007', 'del\u007f',
  'invoice\u202Egnp.exe', '\u202Aembedded', 'pop\u202C', '\u2066isolate\u2069', 'first\u2068strong',
];
const CONTROL_FIELDS: Array<[string, Case['path'], string, (v: string) => unknown]> = [
  ['POST', '/sessions', 'code', (v) => ({ code: v, state: 's' })],
  ['POST', '/dev/codes', 'name', (v) => ({ email: 'ctl@test.forkcast', name: v })],
  ['POST', '/generate-recipe', 'ingredients.1', (v) => ({ ...quickRequest, ingredients: ['egg', v] })],
  ['POST', '/generate-recipe', 'recipeName', (v) => ({ ...quickRequest, ingredients: [], generationType: 'prompt', recipeName: v })],
  ['POST', '/generate-recipe', 'userImageUrl', (v) => ({ ...quickRequest, userImageUrl: v })],
  ['PATCH', ownRecipe('/notes'), 'notes', (v) => ({ notes: v })],
  ['PUT', '/diet-profile', 'dislikes.1', (v) => ({ diets: [], allergens: [], dislikes: ['okra', v] })],
  ['POST', ownRecipe('/share'), 'share_message', (v) => ({ share_message: v })],
  ['POST', shared('/review'), 'review_text', (v) => ({ review_text: v })],
  ['POST', '/support/bug-report', 'title', (v) => ({ title: `Title ${v}`, description: 'A description long enough.' })],
  ['POST', '/support/feature-request', 'description', (v) => ({ title: 'Title', description: `A description ${v}` })],
  ['POST', '/support/contact', 'message', (v) => ({ name: 'Erin', email: 'erin@example.com', subject: 'bug', message: `A message ${v}` })],
  ['POST', '/dev/checkout/complete', 'session_id', (v) => ({ session_id: v })],
  ['POST', '/credits/checkout', 'package', (v) => ({ package: v })],
  ['POST', '/shopping-list', 'name', (v) => ({ name: v })],
  ['POST', '/shopping-list', 'notes', (v) => ({ name: 'Milk', notes: v })],
  ['POST', '/pantry', 'location', (v) => ({ name: 'Rice', location: v })],
  ['POST', '/meal-plans', 'recipe_title', (v) => ({ plan_date: '2026-11-23', meal_type: 'dinner', recipe_title: v })],
  ['POST', '/recipes', 'ingredients.1', (v) => ({ title: 'Soup', ingredients: ['egg', v], instructions: ['Cook'] })],
  ['PATCH', ownRecipe(''), 'title', (v) => ({ title: v })],
  ['POST', '/recipes/import', 'text', (v) => ({ text: `Soup\n1 onion\n1. Cook ${v}` })],
  ['POST', '/recipes/import', 'url', (v) => ({ url: `https://example.com/${v}` })],
];
const CONTROL_CASES: Case[] = [
  ...CONTROL_FIELDS.flatMap(([method, path, field, body]) =>
    CONTROL.map((v): Case => ({ name: `${method} ${field}: ${JSON.stringify(v)}`, method, path, body: toBody(body(v)), code: 'validation_failed', field })),
  ),
  { name: 'GET /my-recipes cursor with NUL', method: 'GET', path: '/my-recipes?cursor=a%00~b', code: 'validation_failed', field: 'cursor' },
];

const TABLES = ['users', 'sessions', 'dev_login_codes', 'recipes', 'shared_recipes', 'recipe_votes', 'recipe_ratings',
  'recipe_reviews', 'recipe_views', 'user_settings', 'images', 'usage_counters', 'credit_ledger', 'credit_balances',
  'subscriptions', 'billing_customers', 'checkout_sessions', 'stripe_events', 'support_requests',
  'pantry_items', 'shopping_items', 'meal_plans', 'import_attempts', 'diet_profiles'];

async function rowCounts(): Promise<Record<string, number>> {
  const sql = `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`;
  return (await env.DB.prepare(sql).first<Record<string, number>>()) ?? {};
}

async function send(c: Case, f: Fixture): Promise<Response> {
  const path = typeof c.path === 'string' ? c.path : c.path(f);
  const headers = new Headers({ 'cf-connecting-ip': freshIp() });
  if (c.body !== undefined && c.contentType !== null) headers.set('content-type', c.contentType ?? 'application/json');
  return apiFetch(path, { method: c.method, cookie: f.user.cookie, headers, ...(c.body !== undefined ? { body: c.body } : {}) });
}

const LEAKS = [/\bat .+:\d+:\d+/, /\.ts:\d+/, /\bSELECT\b[\s\S]*\bFROM\b/i, /\b(?:INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/i, /SQLITE|D1_ERROR/i];

async function expectRefused(c: Case, f: Fixture) {
  const before = await rowCounts();
  const res = await send(c, f);
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(text);
  expect(body).toEqual({ error: expect.any(String), code: expect.any(String), ...(text.includes('"details"') ? { details: expect.any(String) } : {}) });
  const { code, error } = body as { code: string; error: string };
  expect(ERROR_CODES).toContain(code);
  expect(error.length).toBeGreaterThan(0);
  if (c.code) expect(code).toBe(c.code);
  if (c.field) expect((body as { details?: string }).details).toMatch(new RegExp(`^${c.field}: `));
  for (const leak of LEAKS) expect(text).not.toMatch(leak);
  expect(await rowCounts()).toEqual(before);
}

async function createRecipe(user: SignedIn): Promise<string> {
  const res = await apiFetch('/generate-recipe', { cookie: user.cookie, json: quickRequest });
  if (res.status !== 200) throw new Error(`generate answered ${res.status} ${await res.text()}`);
  return (await res.json<{ recipe: { id: string } }>()).recipe.id;
}

async function shareRecipe(user: SignedIn, recipeId: string): Promise<string> {
  const res = await apiFetch(`/recipes/${recipeId}/share`, { cookie: user.cookie, json: { share_message: 'Try it' } });
  if (res.status !== 200) throw new Error(`share answered ${res.status} ${await res.text()}`);
  return (await res.json<{ shared_recipe_id: string }>()).shared_recipe_id;
}

const fixtures: Record<'pro' | 'free', Fixture> = {} as Record<'pro' | 'free', Fixture>;

beforeAll(async () => {
  const [pro, free, third] = [await signIn({ planType: 'monthly' }), await signIn({ planType: 'free' }), await signIn({ planType: 'yearly' })];
  const [proRecipe, freeRecipe, thirdRecipe] = [await createRecipe(pro), await createRecipe(free), await createRecipe(third)];
  const ownSharedId = await shareRecipe(pro, proRecipe);
  const sharedId = await shareRecipe(third, thirdRecipe);
  const upload = await apiFetch('/detect-ingredients', { cookie: third.cookie, json: { imageBase64: dataUrl('image/png', IMAGES.png) } });
  const foreignImageKey = (await upload.json<{ imageUrl: string }>()).imageUrl.replace('/api/images/', '');
  fixtures.pro = { user: pro, ownRecipe: proRecipe, foreignRecipe: freeRecipe, sharedId, ownSharedId, foreignImageKey };
  fixtures.free = { user: free, ownRecipe: freeRecipe, foreignRecipe: proRecipe, sharedId, ownSharedId, foreignImageKey };
}, 60_000);

describe.each(['pro', 'free'] as const)('hostile input as a %s user', (who) => {
  it.each(BODY_CASES.map((c) => [c.name, c] as const))('body %s', async (_name, c) => expectRefused(c, fixtures[who]));
  it.each(ID_CASES.map((c) => [c.name, c] as const))('id %s', async (_name, c) => expectRefused(c, fixtures[who]));
  it.each(QUERY_CASES.map((c) => [c.name, c] as const))('query %s', async (_name, c) => expectRefused(c, fixtures[who]));
  it.each(IMAGE_CASES.map((c) => [c.name, c] as const))('image %s', async (_name, c) => expectRefused(c, fixtures[who]));
  it.each(RADIO_CASES.map((c) => [c.name, c] as const))('radio %s', async (_name, c) => expectRefused(c, fixtures[who]));
  it.each(CONTROL_CASES.map((c) => [c.name, c] as const))('control characters %s', async (_name, c) => expectRefused(c, fixtures[who]));

  it('refused text leaves the stored notes as they were; real unicode text is kept exactly', async () => {
    const f = fixtures[who];
    const notesOf = async () =>
      (await env.DB.prepare('SELECT notes FROM recipes WHERE id = ?1').bind(f.ownRecipe).first<{ notes: string | null }>())?.notes;
    // Right-to-left scripts are text; the bidi override controls are not (docs/decisions/014-hardening.md).
    const text = 'Line 1\r\nLine 2\tß 😀 👨‍👩‍👧 עברית العربية 中文';
    const saved = await apiFetch(`/recipes/${f.ownRecipe}/notes`, { method: 'PATCH', cookie: f.user.cookie, json: { notes: text } });
    expect(await saved.json()).toEqual({ ok: true, notes: text });
    for (const bad of ['x\u0000', 'file\u202Etxt.exe', '\u2067hidden\u2069']) {
      const refused = await apiFetch(`/recipes/${f.ownRecipe}/notes`, { method: 'PATCH', cookie: f.user.cookie, json: { notes: bad } });
      expect(refused.status).toBe(400);
    }
    expect(await notesOf()).toBe(text);
  });

  it('the fixtures are real: own recipe, share and the third user’s image work for their owners', async () => {
    const f = fixtures[who];
    expect((await apiFetch(`/recipes/${f.ownRecipe}`, { cookie: f.user.cookie })).status).toBe(200);
    expect((await apiFetch(`/discover/${f.sharedId}/ratings`, { cookie: f.user.cookie })).status).toBe(200);
    expect((await apiFetch(`/images/${f.foreignImageKey}`)).status).toBe(404);
    const shared = await env.DB.prepare('SELECT count(*) AS n FROM shared_recipes WHERE id IN (?1, ?2)').bind(f.sharedId, f.ownSharedId).first<{ n: number }>();
    expect(shared?.n).toBe(2);
  });
});

describe('hostile session cookies and headers', () => {
  it.each([
    ['a malformed cookie value', { cookie: '__Host-fc_session=%ZZ%00' }],
    ['a 4000-character token', { cookie: `__Host-fc_session=${'a'.repeat(4000)}` }],
    ['an emoji token', { cookie: `__Host-fc_session=${encodeURIComponent('😀')}` }],
    ['a duplicated cookie', { cookie: '__Host-fc_session=a; __Host-fc_session=b' }],
    ['a garbage client address', { 'cf-connecting-ip': '../../etc%00;DROP'.repeat(100) }],
  ])('%s answers 401 / 404 in the error shape', async (_name, headers) => {
    for (const [path, status] of [['/recipes/x', 401], ['/discover/x', 404]] as const) {
      const res = await apiFetch(path, { headers });
      expect(res.status).toBe(status);
      const body = await res.json<{ code: string; error: string }>();
      expect(ERROR_CODES).toContain(body.code);
      expect(typeof body.error).toBe('string');
    }
  });
});
