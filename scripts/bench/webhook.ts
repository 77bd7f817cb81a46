/**
 * `npm run bench:webhook`: the webhook's handling time per Stripe event on workerd.
 *
 * Starts the real worker (wrangler's `unstable_startWorker`, workerd) on a spare port against a
 * throwaway state directory with a webhook signing secret (no Stripe key: events carry their
 * objects, so nothing leaves the machine). 200 users each have an open credit checkout. Then 200
 * signed events are delivered one after another, alternating `customer.subscription.updated`
 * (user lookup, price to plan, customer link, compare-and-set of the subscription row) and
 * `checkout.session.completed` for a credit package (session update, ledger lines and balance in
 * one batch); each includes the signature check and the idempotency read and write. Each delivery
 * is paired with a baseline request that does no work in the worker, to take out the HTTP hop.
 * Then the same 200 events again (replays: verified, found, nothing changed). Writes the
 * "Stripe webhook" section of docs/bench.md.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { withBenchWorker } from './bench-worker';
import { writeBenchSection } from './bench-doc';

const SECTION = '## Stripe webhook';
const EVENTS = 200;
const WARMUP = 10;
const SECRET = 'whsec_bench_forkcast';
const NOW = Math.floor(Date.now() / 1000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const userId = (i: number) => `bench-wh-${i}`;
const sessionId = (i: number) => `cs_bench_${i}`;

function sh(args: string[]) {
  const res = spawnSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: '1' } });
  if (res.status !== 0) throw new Error(`npx ${args.join(' ')} failed (${res.status})`);
}

/** Migrations and the users with their open credit checkouts, through wrangler's own D1 commands. */
function prepareState(persistDir: string) {
  sh(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
  const at = new Date().toISOString();
  const sql = Array.from({ length: EVENTS + WARMUP }, (_, i) => [
    `INSERT INTO users (id, email, name, given_name, created_at) VALUES ('${userId(i)}', '${userId(i)}@forkcast.test', 'Bench', 'Bench', '${at}');`,
    `INSERT INTO checkout_sessions (id, user_id, mode, package, amount_cents, currency, status, success_url, cancel_url, created_at) VALUES ('${sessionId(i)}', '${userId(i)}', 'payment', 'popular', 599, 'usd', 'open', '/credits', '/credits', '${at}');`,
  ]).flat();
  const file = join(persistDir, 'seed.sql');
  writeFileSync(file, sql.join('\n'));
  sh(['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--file', file]);
}

/** Event `i`: a subscription update (even) or a credit purchase (odd), for user `i`. */
function eventFor(i: number) {
  const object =
    i % 2 === 0
      ? {
          id: `sub_bench_${i}`, object: 'subscription', customer: `cus_bench_${i}`, status: 'active', cancel_at_period_end: false, cancel_at: null,
          metadata: { user_id: userId(i), plan_type: 'monthly' },
          items: { data: [{ price: { id: 'price_sim_monthly' }, current_period_end: NOW + 30 * 86_400 }] },
        }
      : {
          id: sessionId(i), object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid',
          client_reference_id: userId(i), customer: `cus_bench_${i}`, payment_intent: `pi_bench_${i}`, metadata: { user_id: userId(i), package: 'popular' },
        };
  const type = i % 2 === 0 ? 'customer.subscription.updated' : 'checkout.session.completed';
  return JSON.stringify({ id: `evt_bench_${i}`, object: 'event', type, created: NOW, data: { object } });
}

async function timeOnce(fetchOnce: () => Promise<Response>, expected: number, check?: (body: string) => void): Promise<number> {
  const start = performance.now();
  const res = await fetchOnce();
  const body = await res.text();
  const ms = performance.now() - start;
  if (res.status !== expected) throw new Error(`request answered ${res.status}, expected ${expected}: ${body}`);
  check?.(body);
  return ms;
}

interface Samples {
  event: number[];
  baseline: number[];
  added: number[];
  replayAdded: number[];
}

async function measure(url: URL): Promise<Samples> {
  const deliver = (i: number) => {
    const payload = eventFor(i);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    return () => fetch(new URL('/api/webhooks/stripe', url), { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload });
  };
  const baseline = () => fetch(new URL('/api/bench-baseline', url));
  const fresh = (body: string) => {
    if (body.includes('"duplicate":true')) throw new Error('expected a new event');
  };
  const replayed = (body: string) => {
    if (!body.includes('"duplicate":true')) throw new Error('expected a replay');
  };
  for (let i = EVENTS; i < EVENTS + WARMUP; i++) {
    await timeOnce(deliver(i), 200, fresh);
    await timeOnce(baseline, 404);
  }
  const s: Samples = { event: [], baseline: [], added: [], replayAdded: [] };
  for (let i = 0; i < EVENTS; i++) {
    const e = await timeOnce(deliver(i), 200, fresh);
    const b = await timeOnce(baseline, 404);
    s.event.push(e);
    s.baseline.push(b);
    s.added.push(e - b);
  }
  for (let i = 0; i < EVENTS; i++) {
    const e = await timeOnce(deliver(i), 200, replayed);
    const b = await timeOnce(baseline, 404);
    s.replayAdded.push(e - b);
  }
  for (const list of Object.values(s)) list.sort((x: number, y: number) => x - y);
  return s;
}

function section(s: Samples): string {
  const f = (n: number) => n.toFixed(2);
  return [
    SECTION,
    '',
    'Webhook handling time per Stripe event on workerd (`npm run bench:webhook`, scripts/bench/webhook.ts):',
    "the real worker (`unstable_startWorker`) with a throwaway local D1, a webhook signing secret and no",
    `Stripe key. ${EVENTS} signed events delivered one after another after ${WARMUP} warm-up events, alternating`,
    '`customer.subscription.updated` (user lookup, price to plan, customer link, compare-and-set of the',
    'subscription row) and `checkout.session.completed` for a credit package (session update, two ledger',
    'lines and the balance in one batch). Each includes reading the raw body, the signature check',
    '(`constructEventAsync`, Web Crypto), the idempotency read and the idempotency write. Each delivery is',
    'paired with a baseline request that does no work in the worker (signed-out 404, no D1), made right',
    "after it, so the HTTP hop through wrangler's local proxy and the machine's load are taken out.",
    '',
    '| measure | value |',
    '|---|---|',
    `| **handling time per event, p50 of ${EVENTS}** | **${f(percentile(s.added, 50))} ms** |`,
    `| same, p95 | ${f(percentile(s.added, 95))} ms |`,
    `| replayed event (verified, found, nothing changed), p50 | ${f(percentile(s.replayAdded, 50))} ms |`,
    `| delivery round trip seen by the sender, p50 / p95 | ${f(percentile(s.event, 50))} / ${f(percentile(s.event, 95))} ms |`,
    `| baseline round trip (HTTP hop only), p50 | ${f(percentile(s.baseline, 50))} ms |`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}/${process.arch} (${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}), Node ${process.version}.`,
    '',
  ].join('\n');
}

async function main() {
  const text = await withBenchWorker({
    name: 'webhook',
    bindings: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: SECRET, DEV_LOGIN: 'false' },
    prepare: prepareState,
    run: async (url) => section(await measure(url)),
  });
  console.log(`\n${text}`);
  writeBenchSection(SECTION, text);
}

await main();
