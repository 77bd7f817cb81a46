/**
 * `npm run bench:plan-week`: "Plan my week" (POST /api/meal-plans/suggest) for a household whose
 * cook has 200 recipes and 100 pantry items: the worker isolate's CPU time (p50, p95) and the D1
 * rows the request reads.
 *
 * Starts the real worker (wrangler's `unstable_startWorker`, workerd) with its inspector on and
 * BENCH_DIAGNOSTICS on (the X-D1-Rows-Read header, worker/lib/rows-read-meter.ts: every statement of
 * the request, drizzle's selects included), against a
 * throwaway state directory holding one Pro owner with two household members (a vegetarian, a
 * nut allergy), the owner's 200 recipes (en, es, de lines; some with meat or nuts) and 100 pantry
 * items (some expiring). Each request asks for the week's 7 dinners for everyone, inside a V8 CPU
 * profile of the isolate (scripts/bench/cpu-profile.ts: non-idle samples, not wall time); a second
 * series gives Sunday its own eaters (the owner alone). Also times the pure core (`suggestWeek`,
 * core/kitchen/week-plan.ts) in-process on the same data. Writes the "Plan my week" section of docs/bench.md.
 * The household and its state: plan-week-data.ts; the in-process runs: plan-week-inprocess.ts.
 */
import { cpus, loadavg } from 'node:os';
import { addDays, utcDate } from '#core/kitchen/freshness';
import { writeBenchSection } from './bench-doc';
import { withBenchWorker } from './bench-worker';
import { InspectorSession } from './cpu-profile';
import { PANTRY, RECIPES, prepareState } from './plan-week-data';
import { coreMs, serviceRun } from './plan-week-inprocess';

const SECTION = '## Plan my week';
const RUNS = Number(process.env.PLAN_RUNS ?? 40);
const WARMUP = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const f = (n: number) => n.toFixed(2);

interface Series {
  /** The first request's CPU (a fresh isolate; the recipes' diet facts not stored yet for the first series). */
  first: number;
  cpu: number[];
  rows: number[];
  suggested: number[];
}

async function main() {
  const today = utcDate(new Date());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  // Next week: every dinner is still ahead, so all 7 slots are asked for.
  const monday = addDays(today, 7 - weekday);
  const dinners = Array.from({ length: 7 }, (_, i) => ({ date: addDays(monday, i), meal_type: 'dinner' }));
  const text = await withBenchWorker({
    name: 'plan-week',
    inspector: true,
    bindings: { GEMINI_API_KEY: '', DEV_LOGIN: 'false', BENCH_DIAGNOSTICS: 'true', AI_PROVIDER: 'offline' },
    prepare: (persistDir) => prepareState(persistDir, today),
    run: async (url, { token, ownerHandle, persistDir }, inspectorUrl) => {
      if (!inspectorUrl) throw new Error('the worker has no inspector');
      const inspector = await InspectorSession.connect(inspectorUrl);
      await inspector.enableProfiler(100);
      const ask = (slots: unknown[]) => async () => {
        const res = await fetch(new URL('/api/meal-plans/suggest', url), {
          method: 'POST',
          headers: { cookie: `__Host-fc_session=${token}`, origin: url.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ start_date: monday, slots, today }),
        });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`suggest answered ${res.status}: ${body.slice(0, 200)}`);
        const rows = Number(res.headers.get('x-d1-rows-read') ?? Number.NaN);
        // NaN: the meter could not count some statement (worker/lib/rows-read-meter.ts); no number rather than a wrong one.
        if (!Number.isFinite(rows)) throw new Error(`X-D1-Rows-Read is ${res.headers.get('x-d1-rows-read')}: the rows read were not counted`);
        return { rows, suggested: (JSON.parse(body) as { suggestions: unknown[] }).suggestions.length };
      };
      const measure = async (work: () => Promise<{ rows: number; suggested: number }>): Promise<Series> => {
        const series: Series = { first: Number.NaN, cpu: [], rows: [], suggested: [] };
        for (let n = 0; n < WARMUP + RUNS; n += 1) {
          const { result, cpu } = await inspector.cpuDuring(work);
          if (n === 0) series.first = cpu.activeUs / 1000;
          if (n < WARMUP) continue;
          series.cpu.push(cpu.activeUs / 1000);
          series.rows.push(result.rows);
          series.suggested.push(result.suggested);
        }
        return series;
      };
      const idle: number[] = [];
      for (let i = 0; i < 10; i += 1) idle.push((await inspector.cpuDuring(async () => undefined)).cpu.activeUs / 1000);
      const everyone = await measure(ask(dinners));
      const sundayAlone = await measure(ask(dinners.map((slot, i) => (i === 6 ? { ...slot, eaters: [ownerHandle] } : slot))));
      inspector.close();
      const core = await coreMs(monday, today);
      const service = await serviceRun(persistDir, monday, today, dinners);
      const row = (name: string, s: Series) =>
        `| ${name} | **${f(percentile(sorted(s.cpu), 50))}** | ${f(percentile(sorted(s.cpu), 95))} | **${percentile(sorted(s.rows), 50)}** | ${percentile(sorted(s.suggested), 50)} |`;
      return [
        SECTION,
        '',
        `"Plan my week" (\`POST /api/meal-plans/suggest\`; \`npm run bench:plan-week\`, scripts/bench/plan-week.ts) for a household`,
        `of three (the Pro owner, a vegetarian, a nut allergy) whose cook has ${RECIPES} recipes (7 lines each, en/es/de; some`,
        `with meat or nuts) and ${PANTRY} pantry items (a third expiring within 9 days, some expired). The real worker on`,
        'workerd with a throwaway local D1 and BENCH_DIAGNOSTICS on. CPU is the isolate\'s non-idle samples in a V8',
        'CPU profile taken over the inspector around each request (100 µs sampling; waiting on D1 is idle), the whole',
        `request (session, kitchen check, reads, the rule, JSON). ${WARMUP} warm-up requests, then ${RUNS}.`,
        '',
        "D1 rows read on workerd (the first two rows): the request's X-D1-Rows-Read header (worker/lib/rows-read-meter.ts), `meta.rows_read`",
        "summed over every statement the request ran, the session lookup and the kitchen check included. drizzle's selects",
        "go through D1's `.raw()`, whose answer carries no meta: the meter counts each statement from the binding's answer",
        'before `.raw()` drops the meta. The in-process row counts only the statements of the service (`suggestMeals`),',
        'without the session and kitchen check that come before it in a request.',
        '',
        '| request | CPU p50 (ms) | CPU p95 (ms) | D1 rows read (p50) | dinners suggested |',
        '|---|---:|---:|---:|---:|',
        row('7 dinners, everyone eating', everyone),
        row('7 dinners, Sunday for the owner alone (slot eaters)', sundayAlone),
        `| the service alone in-process (\`suggestMeals\`, Node CPU), 7 dinners, everyone | ${f(percentile(sorted(service.cpu), 50))} | ${f(percentile(sorted(service.cpu), 95))} | ${service.rows} (the service's statements only) | |`,
        '',
        `Diet facts (docs/decisions/064-recipe-diet-facts-cache.md): the rows above are warm, every recipe's facts stored.`,
        `The very first request (a fresh isolate, no facts stored: all ${RECIPES} read and written back in one batch) took`,
        `**${f(everyone.first)} ms** of CPU on workerd; the service alone in-process with every recipe's facts cleared first:`,
        `${service.cold.map(f).join(', ')} ms (Node CPU, 3 runs).`,
        `The rows are warm in one more way: the isolate keeps each ingredient line's match-key words from the first plan`,
        `(core/kitchen/week-plan.ts, up to 8,192 lines), so the later plans of the same cook or household parse no line again;`,
        `the first request above parsed every line (the bench's recipes share many lines, which a real cook's vary more).`,
        '',
        `An empty profile window reads ${f(percentile(sorted(idle), 50))} ms. The pure rule alone (\`suggestWeek\`, core/kitchen/week-plan.ts) on the`,
        `same data, in-process in Node: ${f(core.ms)} ms of CPU per week (${core.suggested} dinners), ${f(core.withFacts)} ms with the recipes' diet facts given. The rows read are dominated by the`,
        `${RECIPES} candidate recipes and ${PANTRY} pantry items (both read in full by owner: the rule needs every one); the rest are`,
        'the session, membership and plan (on workerd only), then the household (once) and the eaters\' profiles.',
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (load ${loadavg()[0]?.toFixed(1)}), Node ${process.version}.`,
        '',
      ].join('\n');
    },
  });
  console.log(`\n${text}`);
  writeBenchSection(SECTION, text);
}

await main();
