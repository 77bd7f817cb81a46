/** The "CPU time per route" section of docs/bench.md, written from the CPU bench's results (scripts/bench/cpu.ts). */
import { cpus, loadavg } from 'node:os';
import { BENCH } from './seed-data';

export const SECTION = '## CPU time per route (workerd profiler)';
/** The aim: every route's CPU within this at p95, but for the allowed kinds (model calls, imports, export); the routes over it are listed with the reason. */
export const BUDGET_MS = 10;

export interface RouteCpu {
  route: string;
  p50: number;
  p95: number;
  statuses: string;
  over?: string;
  unexpected: number;
}

/** The routes whose p95 is over BUDGET_MS (the aim is p95). */
export function overBudget(results: RouteCpu[]): RouteCpu[] {
  return results.filter((r) => r.p95 > BUDGET_MS);
}

export const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

/** `warmup` and `runs`: the unmeasured and measured requests per route. */
export function report(results: RouteCpu[], idle: number, seconds: number, { warmup, runs }: { warmup: number; runs: number }): string {
  const over = overBudget(results);
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
    '3 shared recipes rated and reviewed by 5 cooks). Models: the offline chef; dish pictures drawn by the e2e suite\'s',
    'OpenAI-compatible fixture through the PICTURES queue (each awaited, unmeasured, before the next request). Billing: the',
    "local simulator, with Stripe's webhook given a signing secret and signed events. Every route on its successful",
    'path (the status column; a run answering any other status fails and is not written here). Each route: ' + `${warmup} warm-up runs, then ${runs} measured.`,
    `An empty profile window (no request) reads ${fmt(idle)} ms. The routes run in the table's order on one kitchen: the export`,
    "and import near the end carry the owner's account as the runs before left it (every generated, refined and remixed",
    'recipe, each with its drawn picture).',
    '',
    '| route | CPU p50 (ms) | CPU p95 (ms) | status |',
    '|---|---:|---:|---|',
    ...rows,
    '',
    `### Routes over ${BUDGET_MS} ms (p95)`,
    '',
    ...(over.length === 0
      ? ['None.']
      : over.map((r) => `- \`${r.route}\`: ${fmt(r.p95)} ms p95 (${fmt(r.p50)} p50). ${r.over ? `Allowed: ${r.over}.` : 'Not an allowed kind (model call, import, export): to look at.'}`)),
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (load ${loadavg()[0]?.toFixed(1)}), ${Math.round(seconds)} s in all.`,
  ].join('\n');
}
