/**
 * `npm run bench:unread-body`: the regression loop of docs/decisions/014-hardening.md, against the app served as
 * `npm start` serves it (vite preview: the worker on workerd through Miniflare).
 *
 * Start the app first, e.g. `PORT=8801 FORKCAST_STATE_DIR=.wrangler/bench-state FORKCAST_FRESH_STATE=1 npm start`,
 * then `BASE_URL=http://localhost:8801 npm run bench:unread-body`.
 *
 * The loop itself is scripts/bench/unread-body-loop.ts (also run by e2e/unread-body.spec.ts).
 * On one keep-alive connection: 100 requests whose body the worker answers without needing
 * (401, 403, 404, 415; alternately 2 B and 1 MB), each followed at once by an ordinary request
 * on the same connection. Before the body-drain middleware requests on such a connection failed with 500
 * ("fetch failed", workerd#1741, workers-sdk#13065). Also records the upload limit: 11 photos in
 * a row from one signed-in user. Writes the "Unread request bodies" section of docs/bench.md and
 * exits non-zero on any 5xx.
 */
import { writeBenchSection } from './bench-doc';
import { keepAliveClient, unreadBodyLoop, UNREAD_ROUNDS as ROUNDS, type Answer } from './unread-body-loop';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8787';
const client = keepAliveClient(BASE_URL);
const send = client.send;

function cookiesOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}

/** Signs in a demo user through the dev flow (DEV_LOGIN is on in local runs). */
async function signIn(): Promise<string> {
  const start = await send('GET', '/api/oauth/google/redirect_url', {});
  const stateCookie = cookiesOf(start);
  const state = new URL(JSON.parse(start.body).redirectUrl, BASE_URL).searchParams.get('state') ?? '';
  const json = { 'content-type': 'application/json', origin: new URL(BASE_URL).origin };
  const code = await send('POST', '/api/dev/codes', json, JSON.stringify({ email: `bench-${Date.now()}@example.com`, name: 'Bench Uploader' }));
  const session = await send('POST', '/api/sessions', { ...json, cookie: stateCookie }, JSON.stringify({ code: JSON.parse(code.body).code, state }));
  if (session.status !== 200) throw new Error(`sign-in answered ${session.status} ${session.body}`);
  return cookiesOf(session);
}

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function uploadBurst() {
  const cookie = await signIn();
  const body = JSON.stringify({ imageBase64: `data:image/png;base64,${PNG}`, language: 'en' });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await send('POST', '/api/detect-ingredients', { cookie, 'content-type': 'application/json', origin: new URL(BASE_URL).origin }, body);
    statuses.push(res.status);
  }
  return statuses;
}

const loop = await unreadBodyLoop(client);
const uploads = await uploadBurst();
client.close();
const histogram = [...loop.statuses.entries()].sort().map(([s, n]) => `${n} x ${s}`).join(', ');
const summary = uploads.map((s, i) => `${i + 1}:${s}`).join(' ');
writeBenchSection(
  '## Unread request bodies',
  `## Unread request bodies

The unread-body loop of docs/decisions/014-hardening.md (\`scripts/bench/unread-body.ts\`, against the app served as \`npm start\` serves it:
vite preview, the worker on workerd through Miniflare). On one keep-alive connection, ${ROUNDS}
requests answered early without their body being needed (401 signed out, 403 cross-site, 404
unknown route, 415 not JSON; alternately 2 B and 1 MB bodies), each followed at once by
\`GET /api/dev/users\` on the same connection.

| measure | value |
|---|---|
| responses | ${loop.responses} (${histogram}) |
| 5xx answers | **${loop.fiveXx} of ${loop.responses}** |
| followers sent on the reused connection | ${loop.reusedFollowers} of ${ROUNDS} |
| 11 photo uploads in a row by one user (request: status) | ${summary} |

Before the body-drain middleware (2026-11-23, the same loop with it removed from worker/app.ts):
18 of 200 answers were 500. The same loop is the browser suite's regression test
(e2e/unread-body.spec.ts against the suite's own \`npm start\`: no 5xx, every follower on the reused
connection); against a build without the middleware it fails (2026-11-23: 20 of 200 answers were 5xx).

The upload limit: 10 a minute per user (UPLOAD_LIMITER), then 429 \`rate_limited\`; the daily cap
(20 free, 200 Pro) answers 429 the same way once reached (worker/domains/images/uploads.test.ts).

Measured ${new Date().toISOString().slice(0, 10)} at ${BASE_URL}.
`,
);
console.log(`unread-body loop: ${loop.fiveXx} 5xx of ${loop.responses} responses (${histogram}); followers reused the connection ${loop.reusedFollowers}/${ROUNDS}`);
console.log(`upload burst: ${summary}`);
if (loop.fiveXx > 0) process.exit(1);
