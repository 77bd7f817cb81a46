/**
 * `npm run bench:creator`: the worker's added time per generation outside the model call.
 *
 * Starts the real worker (wrangler's `unstable_startWorker`, workerd) on a spare port against a
 * throwaway state directory, with the offline chef (GEMINI_API_KEY empty: it cooks from the cookbook,
 * docs/decisions/077-the-cookbook.md), signs in a Pro user
 * (a session row written straight into the throwaway D1), then times 100 sequential
 * `POST /api/generate-recipe` calls after a warm-up, each paired with a no-work baseline request
 * to take out the HTTP hop and machine load. The offline chef's own time is measured separately
 * in-process and subtracted. Writes the "Recipe creator" section of docs/bench.md.
 */
import { cpus, loadavg } from 'node:os';
import { cookbookComposer } from '../../worker/ai/offline.provider';
import { writeBenchSection } from './bench-doc';
import { prepareProCook } from './pro-cook';
import { withBenchWorker } from './bench-worker';

const SECTION = '## Recipe creator';
const RUNS = 100;
const WARMUP = 10;

const BODY = {
  ingredients: ['chicken', 'tomatoes', 'garlic', 'spinach'],
  type: 'customized',
  cuisine: 'italian',
  userImageUrl: null,
  recipeName: '',
  generationType: 'image',
  language: 'en',
} as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Mean time of the offline chef itself (the "model call": the cookbook chef matching and adapting a dish), in ms. */
async function chefMs(): Promise<number> {
  const compose = cookbookComposer();
  const input = { ...BODY, ingredients: [...BODY.ingredients], type: 'customized' as const, generationType: 'image' as const };
  for (let i = 0; i < 20; i++) await compose(input);
  const start = performance.now();
  for (let i = 0; i < 200; i++) await compose(input);
  return (performance.now() - start) / 200;
}

async function timeOnce(fetchOnce: () => Promise<Response>, expected: number): Promise<number> {
  const start = performance.now();
  const res = await fetchOnce();
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status !== expected) throw new Error(`request answered ${res.status}, expected ${expected}`);
  return ms;
}

interface Samples {
  generate: number[];
  baseline: number[];
  /** Per pair: generation minus the baseline request made right after it. */
  added: number[];
}

/**
 * Generations interleaved with a baseline request that does no work in the worker (a signed-out
 * 404: no session, no D1), so both see the same machine load; the per-pair difference is the
 * worker's own time for a generation.
 */
async function measure(generate: () => Promise<Response>, baseline: () => Promise<Response>): Promise<Samples> {
  for (let i = 0; i < WARMUP; i++) {
    await timeOnce(generate, 200);
    await timeOnce(baseline, 404);
  }
  const samples: Samples = { generate: [], baseline: [], added: [] };
  for (let i = 0; i < RUNS; i++) {
    const g = await timeOnce(generate, 200);
    const b = await timeOnce(baseline, 404);
    samples.generate.push(g);
    samples.baseline.push(b);
    samples.added.push(g - b);
  }
  for (const list of Object.values(samples)) list.sort((x: number, y: number) => x - y);
  return samples;
}

function section(s: Samples, chef: number): string {
  const f = (n: number) => n.toFixed(2);
  return [
    SECTION,
    '',
    "The worker's added time per generation outside the model call (`npm run bench:creator`,",
    'scripts/bench/creator.ts): the real worker on workerd (`unstable_startWorker`) with a throwaway',
    `local D1/R2, the offline chef (cooking from the cookbook) and a Pro user; ${RUNS} sequential \`POST /api/generate-recipe\` calls after`,
    `${WARMUP} warm-up calls for a fridge list (${BODY.ingredients.join(', ')}, ${BODY.cuisine}). Each call loads the session, reserves usage, runs the chef, inserts the recipe`,
    'and the leaderboard counters in one batch and answers the DTO. Each generation is paired with a',
    'baseline request that does no work in the worker (signed-out 404, no D1), made right after it, so',
    "the HTTP hop through wrangler's local proxy and the machine's load are taken out; the offline",
    "chef's own time (the model call) is measured in-process and taken out too.",
    '',
    '| measure | value |',
    '|---|---|',
    `| **worker time per generation outside the model call, p50 of ${RUNS}** | **${f(percentile(s.added, 50) - chef)} ms** |`,
    `| same, p95 | ${f(percentile(s.added, 95) - chef)} ms |`,
    `| generation round trip seen by the client, p50 / p95 | ${f(percentile(s.generate, 50))} / ${f(percentile(s.generate, 95))} ms |`,
    `| baseline round trip (HTTP hop only), p50 | ${f(percentile(s.baseline, 50))} ms |`,
    `| offline chef itself, mean | ${f(chef)} ms |`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}/${process.arch} (${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}), Node ${process.version}.`,
    '',
    "The chef's own time is taken in Node; what workerd spends on it beyond that counts in the worker's",
    'time above. The previous run, with the template chef the cookbook replaced (2026-11-20, load',
    'average 14.4): 21.75 ms p50 and 63.27 ms p95 outside the model call, the chef itself 0.06 ms.',
    '',
  ].join('\n');
}

/** Replaces (or appends) only this section; other sections stay as they are. */

async function main() {
  const text = await withBenchWorker({
    name: 'creator',
    bindings: { GEMINI_API_KEY: '', DEV_LOGIN: 'false' },
    prepare: prepareProCook,
    run: async (url, token) => {
      const headers = { cookie: `__Host-fc_session=${token}`, origin: url.origin, 'content-type': 'application/json' };
      const generate = () =>
        fetch(new URL('/api/generate-recipe', url), { method: 'POST', headers, body: JSON.stringify(BODY) });
      const baseline = () => fetch(new URL('/api/bench-baseline', url));
      return section(await measure(generate, baseline), await chefMs());
    },
  });
  console.log(`\n${text}`);
  writeBenchSection(SECTION, text);
}

await main();
