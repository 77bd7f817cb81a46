/**
 * `npm run bench:cpu`: the worker's CPU time per route, p50 and p95, on workerd.
 *
 * Starts the real worker (wrangler's `unstable_startWorker`, workerd) with its inspector on a
 * spare port and a throwaway state directory holding the community at scale (2,000 cooks, 10,000
 * shared recipes, 50,000 votes: scripts/bench/seed-data.ts). Through the API it then gives one Pro
 * cook a realistic kitchen: generated and hand-written recipes, 60 pantry items, a 40-line
 * shopping list, a planned week, a diet profile, a household with a member, shared recipes that
 * other cooks rated and reviewed, credit and subscription checkouts. Every route of the Hono app
 * (`app.routes`, worker/app.ts) has a scenario (cpu-scenarios.ts); a route without one fails the
 * run (and scripts/bench/cpu.test.ts). Each scenario runs WARMUP times unmeasured, then RUNS times, each
 * request inside a V8 CPU profile of the worker isolate (scripts/bench/cpu-profile.ts): the time
 * is the isolate's non-idle samples, not wall time. Writes the "CPU time per route" section of
 * docs/bench.md (cpu-report.ts). CPU_RUNS=<n> changes the number of measured runs. The state:
 * cpu-seed.ts; the shapes, fixtures and HTTP helpers: cpu-api.ts. This file runs and measures.
 *
 * Every scenario takes its route's successful path: dish pictures are drawn through the e2e
 * suite's OpenAI-compatible fixture (e2e/openai-fixture, on the loopback address, as the browser
 * suite does), Stripe's webhook has a signing secret and gets signed events, and billing is the
 * local simulator. A measured request answering a status its scenario does not expect (or whose
 * `settle` finds the work undone) fails the run, and docs/bench.md is left as it was.
 */
import type { AddressInfo } from 'node:net';
import { startOpenAiFixture } from '../../e2e/openai-fixture/server';
import { withBenchWorker } from './bench-worker';
import { writeBenchSection } from './bench-doc';
import { request, WEBHOOK_SECRET, type Ctx } from './cpu-api';
import { InspectorSession, type CpuTime } from './cpu-profile';
import { fmt, report, SECTION, type RouteCpu } from './cpu-report';
import { appRoutes, SCENARIOS, type Scenario } from './cpu-scenarios';
import { prepareState, seedKitchen, writeRecipeTemplate } from './cpu-seed';

/** 40 measured runs: the p95 (the aim's percentile) is then the second-slowest run, not the slowest one as with 20 or fewer. */
const RUNS = Number(process.env.CPU_RUNS ?? 40);
const WARMUP = 2;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measureScenario(ctx: Ctx, inspector: InspectorSession, scenario: Scenario, offset: number): Promise<RouteCpu> {
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  let unexpected = 0;
  for (let n = 0; n < WARMUP + RUNS; n += 1) {
    const i = offset + n;
    const prepared = scenario.prepare ? await scenario.prepare(ctx, i) : {};
    const call = scenario.call(ctx, i, prepared);
    const { result, cpu } = await inspector.cpuDuring(async () => {
      const res = await request(ctx.origin, { ...call, cookie: call.cookie === undefined ? ctx.owner : call.cookie });
      return { status: res.status, body: await res.arrayBuffer() };
    });
    const { status } = result;
    const expected = scenario.expect ? scenario.expect.includes(status) : status >= 200 && status < 400;
    if (expected && scenario.settle) await scenario.settle(ctx, new TextDecoder().decode(result.body), prepared);
    if (n < WARMUP) continue;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (!expected) unexpected += 1;
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

async function main() {
  const started = Date.now();
  const routes = appRoutes();
  const covered = new Set(SCENARIOS.map((s) => s.route));
  const missing = routes.filter((r) => !covered.has(r));
  if (missing.length) throw new Error(`routes without a scenario in scripts/bench/cpu-scenarios.ts: ${missing.join(', ')}`);
  const only = process.env.CPU_ONLY ? new RegExp(process.env.CPU_ONLY) : null;
  const fixture = await startOpenAiFixture(0);
  const fixturePort = (fixture.address() as AddressInfo).port;
  const { text, results } = await withBenchWorker({
    name: 'cpu',
    inspector: true,
    bindings: {
      DEV_LOGIN: 'true',
      APP_URL: 'http://127.0.0.1',
      AI_PROVIDER: 'offline',
      // Dish pictures on, drawn by the fixture (as vite.config.ts does for the browser suite).
      AI_IMAGE_PROVIDER: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${fixturePort}/v1`,
      OPENAI_IMAGE_MODEL: 'fixture-dish-painter',
      // Billing through the local simulator (no Stripe key), with Stripe's webhook signed and on.
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    prepare: prepareState,
    assets: writeRecipeTemplate,
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
      return { text: report(results, idle, (Date.now() - started) / 1000, { warmup: WARMUP, runs: RUNS }), results };
    },
  }).finally(() => new Promise((resolve) => fixture.close(resolve)));
  console.log(text);
  const offPath = results.filter((r) => r.unexpected > 0);
  if (offPath.length) {
    console.error(`\nOff their success path (docs/bench.md left as it was): ${offPath.map((r) => `${r.route} (${r.statuses})`).join('; ')}`);
    process.exitCode = 1;
    return;
  }
  if (!only) writeBenchSection(SECTION, text);
}

if (process.argv[1]?.endsWith('cpu.ts')) await main();
