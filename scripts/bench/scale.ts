/**
 * `npm run bench:scale` (`-- --scale=N`, default 100): the community at N times the scale bench's
 * size beside the same generator at 1x, each served by workerd (wrangler's `unstable_startWorker`,
 * the engine `npm start` serves on) from a throwaway local D1 that the sqlite3 shell seeds directly
 * (scripts/bench/scale-seed.ts: 200,000 cooks, 1,000,000 shared recipes and 5,000,000 votes at 100x).
 *
 * Every read route of the community, the leaderboard, my recipes, the planner and the shopping list
 * runs WARMUP + RUNS times, each request alternating with the baseline `GET /api/users/me`: p50 and
 * p99, the ratio to the baseline, rows read (`X-D1-Rows-Read`, BENCH_DIAGNOSTICS on) and then the
 * isolate's CPU time over CPU_RUNS more requests (V8 profiler over the inspector, cpu-profile.ts).
 * Then the Cron Trigger once (its wall time; the trending refresh's rows and what it left stale
 * counted in the file afterwards), and the file's bytes per table (sqlite's dbstat). Writes the
 * "Community at 100x" section of docs/bench.md; not part of CI. Needs the `sqlite3` shell on PATH.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_startWorker } from 'wrangler';
import { BENCH_DOC, writeBenchSection } from './bench-doc';
import { InspectorSession } from './cpu-profile';
import { readerIndex, SCALE_TOKEN, SCALE_TOP_TOKEN, scaleSeedStatements, scaleSize, userIdOf } from './scale-seed';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SCALE = arg('scale', 100);
const RUNS = arg('runs', 150);
const CPU_RUNS = arg('cpu-runs', 30);
const WARMUP = 10;
const BASELINE = '/api/users/me';
const HEADING = '## Community at 100x';
/** `--out=<file>`: write the section there instead of docs/bench.md (a trial run). */
const OUT = process.argv.find((a) => a.startsWith('--out='))?.slice('--out='.length) ?? BENCH_DOC;
const ROWS_TARGET = 60;

interface Route {
  name: string;
  path: (i: number) => string;
  top?: boolean;
  rowsBound?: boolean;
  /** A write: POSTed with this JSON body (same-origin, as the web sends it). */
  post?: unknown;
}

export interface Measured {
  name: string;
  p50: number;
  p99: number;
  baseP50: number;
  rows: number | null;
  cpuP50: number;
  cpuP95: number;
  rowsBound: boolean;
}

function sh(cmd: string, args: string[], input?: string): string {
  const res = spawnSync(cmd, args, { input, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, CI: '1' } });
  if (res.status !== 0) throw new Error(`${cmd} ${args.slice(0, 3).join(' ')} failed (${res.status}): ${res.stderr}`);
  return res.stdout;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

function d1File(dir: string): string {
  const base = join(dir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(base).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 file under ${base}`);
  return join(base, file);
}

/** A state directory with the migrations applied through wrangler (once: each scale starts from a copy). */
let migrated: string | null = null;
function migratedState(): string {
  if (!migrated) {
    migrated = mkdtempSync(join(tmpdir(), 'forkcast-scale-migrated-'));
    sh('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', migrated]);
  }
  return migrated;
}

/** The migrated state copied into `dir`, then the seed through the sqlite3 shell; answers the seconds the seed took. */
function seed(dir: string, scale: number, now: Date): { file: string; seconds: number } {
  cpSync(migratedState(), dir, { recursive: true });
  const file = d1File(dir);
  const triggers = (JSON.parse(sh('sqlite3', ['-json', file, "SELECT sql FROM sqlite_master WHERE type = 'trigger'"]) || '[]') as Array<{ sql: string }>).map((t) => t.sql);
  const started = Date.now();
  // A throwaway file: no journal, no syncs and a large page cache while it is written, WAL again after.
  const script = [
    'PRAGMA journal_mode = DELETE;',
    'PRAGMA synchronous = OFF;',
    'PRAGMA cache_size = -1500000;',
    'PRAGMA temp_store = MEMORY;',
    'PRAGMA foreign_keys = OFF;',
    'BEGIN;',
    ...scaleSeedStatements({ scale, now, triggers, tokenHashes: { reader: sha256(SCALE_TOKEN), top: sha256(SCALE_TOP_TOKEN) } }).map((s) => `${s};`),
    'COMMIT;',
    'PRAGMA journal_mode = WAL;',
  ].join('\n');
  sh('sqlite3', ['-bail', file], script);
  return { file, seconds: (Date.now() - started) / 1000 };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const query = <T>(file: string, sql: string): T[] => JSON.parse(sh('sqlite3', ['-json', file, sql]) || '[]') as T[];

async function timed(origin: string, path: string, cookie: string, post?: unknown) {
  const start = performance.now();
  const res = await fetch(
    `${origin}${path}`,
    post === undefined
      ? { headers: { cookie } }
      : { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body: JSON.stringify(post) },
  );
  const body = await res.arrayBuffer();
  const rows = res.headers.get('x-d1-rows-read');
  return { ms: performance.now() - start, status: res.status, rows: rows === null ? null : Number(rows), body };
}

async function cursorAfter(origin: string, cookie: string, sort: string, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page++) {
    const res = await timed(origin, `/api/discover?sort=${sort}&limit=20${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    const next = (JSON.parse(new TextDecoder().decode(res.body)) as { next_cursor?: string | null }).next_cursor;
    if (!next) throw new Error(`no cursor after page ${page + 1} of ${sort}`);
    cursor = next;
  }
  return cursor;
}

async function routes(origin: string, cookie: string, recipes: number, votable: string[]): Promise<Route[]> {
  const list: Route[] = [];
  for (const sort of ['trending', 'popular', 'recent']) {
    list.push({ name: `feed ${sort}, page 1`, path: () => `/api/discover?sort=${sort}&limit=20`, rowsBound: true });
    const deep = await cursorAfter(origin, cookie, sort, 50);
    list.push({ name: `feed ${sort}, page 51 (cursor)`, path: () => `/api/discover?sort=${sort}&limit=20&cursor=${deep}`, rowsBound: true });
  }
  list.push({ name: 'feed recent, Español, page 1', path: () => '/api/discover?sort=recent&language=es&limit=20', rowsBound: true });
  // A different recipe each time: every measured request also counts a first view (a write).
  list.push({ name: 'discover detail (+ view counted)', path: (i) => `/api/discover/scale-s-${(i * 7919) % recipes}` });
  list.push({ name: 'discover ratings', path: (i) => `/api/discover/scale-s-${(i * 104729) % recipes}/ratings` });
  list.push({ name: 'discover reviews', path: (i) => `/api/discover/scale-s-${(i * 2 * 7927) % recipes}/reviews` });
  list.push({ name: 'leaderboard (top 100)', path: () => '/api/leaderboard', rowsBound: true });
  list.push({ name: 'leaderboard my-rank, reader outside the top 100', path: () => '/api/leaderboard/my-rank', rowsBound: true });
  list.push({ name: 'leaderboard my-rank, reader in the top 100', path: () => '/api/leaderboard/my-rank', top: true, rowsBound: true });
  list.push({ name: 'my-recipes', path: () => '/api/my-recipes' });
  const start = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 6 * 86400_000).toISOString().slice(0, 10);
  list.push({ name: 'meal-plans (the week)', path: () => `/api/meal-plans?start=${start}&end=${end}` });
  list.push({ name: 'shopping-list', path: () => '/api/shopping-list' });
  // Last (a vote marks the stored top 100 stale): each request a first upvote on another cook's recipe.
  list.push({ name: 'vote (write: counts, score, creator stats)', path: (i) => `/api/discover/${votable[i % votable.length]}/vote`, post: { vote_type: 'upvote' } });
  return list;
}

async function measureScale(scale: number): Promise<{ results: Measured[]; seedSeconds: number; cron: Record<string, number>; storage: Array<{ table: string; rows: number; bytes: number }>; fileBytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), `forkcast-scale-${scale}-`));
  try {
    const now = new Date();
    console.log(`> scale ${scale}: seeding`, scaleSize(scale));
    const { file, seconds } = seed(dir, scale, now);
    console.log(`> seeded in ${seconds.toFixed(1)} s`);
    const size = scaleSize(scale);
    // Recipes the reader neither owns nor voted on, spread over the ids: one per vote request.
    const votable = query<{ id: string }>(
      file,
      `SELECT s.id FROM shared_recipes s WHERE s.user_id <> '${userIdOf(readerIndex(size))}' AND s.rowid % ${Math.max(1, Math.floor(size.recipes / 1000))} = 7
        AND NOT EXISTS (SELECT 1 FROM recipe_votes v WHERE v.shared_recipe_id = s.id AND v.user_id = '${userIdOf(readerIndex(size))}') LIMIT ${WARMUP + RUNS + CPU_RUNS}`,
    ).map((r) => r.id);
    if (votable.length < WARMUP + RUNS + CPU_RUNS) throw new Error(`only ${votable.length} recipes to vote on`);
    const assets = join(dir, 'assets');
    spawnSync('mkdir', ['-p', assets]);
    const worker = await unstable_startWorker({
      config: 'wrangler.toml',
      assets,
      bindings: { BENCH_DIAGNOSTICS: { type: 'plain_text', value: 'true' }, DEV_LOGIN: { type: 'plain_text', value: 'false' } },
      dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: { hostname: '127.0.0.1', port: 0 }, persist: dir, watch: false, logLevel: 'warn', testScheduled: true },
    });
    const results: Measured[] = [];
    let cronMs = NaN;
    let cronAt = now;
    try {
      await worker.ready;
      const origin = (await worker.url).origin;
      const inspectorUrl = await worker.inspectorUrl;
      if (!inspectorUrl) throw new Error('no inspector');
      const cookie = `__Host-fc_session=${SCALE_TOKEN}`;
      const topCookie = `__Host-fc_session=${SCALE_TOP_TOKEN}`;
      const me = await timed(origin, BASELINE, cookie);
      if (me.status !== 200) throw new Error(`baseline answered ${me.status}`);
      const inspector = await InspectorSession.connect(inspectorUrl);
      await inspector.enableProfiler(100);
      for (const route of await routes(origin, cookie, size.recipes, votable)) {
        const lat: number[] = [];
        const base: number[] = [];
        const rows: number[] = [];
        for (let i = 0; i < WARMUP + RUNS; i++) {
          const b = await timed(origin, BASELINE, cookie);
          const r = await timed(origin, route.path(i), route.top ? topCookie : cookie, route.post);
          if (r.status !== 200) throw new Error(`${route.name} ${route.path(i)} answered ${r.status}: ${new TextDecoder().decode(r.body).slice(0, 200)}`);
          if (i < WARMUP) continue;
          lat.push(r.ms);
          base.push(b.ms);
          if (r.rows !== null && Number.isFinite(r.rows)) rows.push(r.rows);
        }
        const cpu: number[] = [];
        for (let i = 0; i < CPU_RUNS; i++) {
          const { cpu: c } = await inspector.cpuDuring(() => timed(origin, route.path(WARMUP + RUNS + i), route.top ? topCookie : cookie, route.post));
          cpu.push(c.activeUs / 1000);
        }
        const m: Measured = {
          name: route.name,
          p50: percentile(lat, 50),
          p99: percentile(lat, 99),
          baseP50: percentile(base, 50),
          rows: rows.length ? percentile(rows, 50) : null,
          cpuP50: percentile(cpu, 50),
          cpuP95: percentile(cpu, 95),
          rowsBound: !!route.rowsBound,
        };
        console.log(`  ${m.name}: p50 ${m.p50.toFixed(2)} ms (base ${m.baseP50.toFixed(2)}), p99 ${m.p99.toFixed(2)}, rows ${m.rows}, cpu p95 ${m.cpuP95.toFixed(2)} ms`);
        results.push(m);
      }
      inspector.close();
      cronAt = new Date();
      const cronStart = performance.now();
      const cron = await fetch(`${origin}/__scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
      await cron.arrayBuffer();
      cronMs = performance.now() - cronStart;
    } finally {
      await worker.dispose();
    }
    const since = new Date(now.getTime() - 14 * 86400_000).toISOString();
    const [window] = query<{ n: number }>(file, `SELECT count(*) AS n FROM shared_recipes WHERE shared_at >= '${since}'`);
    // A score is current when it is the formula at the Cron Trigger's time (to 1e-5 of itself: the
    // seed's scores are minutes older, which moves them by more); the refresh writes the newest first.
    const [current] = query<{ n: number }>(
      file,
      `SELECT count(*) AS n FROM shared_recipes WHERE shared_at >= '${since}'
        AND abs(trending_score - (net_votes + views_count / 20.0 + 1) / pow(max(0, (julianday('${cronAt.toISOString()}') - julianday(shared_at)) * 24) + 2, 1.5))
          <= 1e-5 * abs(trending_score)`,
    );
    const processed = Math.min(window?.n ?? 0, 20_000);
    const storage = query<{ table: string; rows: number; bytes: number }>(
      file,
      `SELECT m.tbl_name AS "table", sum(d.pgsize) AS bytes, 0 AS rows FROM dbstat d JOIN sqlite_master m ON m.name = d.name GROUP BY m.tbl_name ORDER BY bytes DESC`,
    );
    for (const s of storage) s.rows = query<{ n: number }>(file, `SELECT count(*) AS n FROM "${s.table}"`)[0]?.n ?? 0;
    return {
      results,
      seedSeconds: seconds,
      cron: { ms: cronMs, window: window?.n ?? 0, processed, rowsRead: processed, rowsWritten: processed, current: current?.n ?? 0 },
      storage,
      fileBytes: statSync(file).size,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const f2 = (v: number) => v.toFixed(2);

/** The smallest and largest of the rows read by the routes named with `prefix`, as "a to b" (or "a"). */
function rowsRange(results: Measured[], prefix: string): string {
  const rows = results.filter((r) => r.name.startsWith(prefix) && r.rows !== null).map((r) => r.rows!);
  if (!rows.length) return 'n/a';
  const [lo, hi] = [Math.min(...rows), Math.max(...rows)];
  return lo === hi ? `${lo}` : `${lo} to ${hi}`;
}

/** What the tables say, from their figures: the prose under them. */
function reading(one: Measured[], big: Measured[], cron: Record<string, number>): string {
  const vote = (results: Measured[]) => results.find((r) => r.name.startsWith('vote'))?.rows ?? 'n/a';
  return [
    `Reading the figures: a feed page of 20 cards reads ${rowsRange(big, 'feed')} rows at ${SCALE}x and ${rowsRange(one, 'feed')} at 1x, the first`,
    'page, a page 51 deep by cursor and one language alike: each card reads its shared row and, when the reader voted on it,',
    "the vote; the creator's public name and picture and the illustration's ingredients are kept on the shared row",
    `(docs/decisions/083-feed-cards-on-the-shared-row.md), plus the session's rows. The rank reads ${rowsRange(big, 'leaderboard my-rank')} rows at ${SCALE}x`,
    `(the prefix counts of docs/decisions/081-rank-at-scale.md; ${rowsRange(one, 'leaderboard my-rank')} at 1x), the stored top 100 a few.`,
    "A vote (a write: the recipe's counts and trending score, the creator's",
    `counters, the leaderboard marked stale, in one batch) reads ${vote(big)} rows at ${SCALE}x and ${vote(one)} at 1x, and recomputes its recipe's trending`,
    `score at once. The trending refresh rewrites at most 20,000 rows a run: at ${SCALE}x ${(cron.window ?? 0).toLocaleString('en')} recipes were in the 14-day`,
    `window and ${Math.max(0, (cron.window ?? 0) - (cron.processed ?? 0)).toLocaleString('en')} kept the score of their last vote or refresh (the older part of the window,`,
    'shared about 7 to 14 days ago): slightly too high among themselves, still far below fresh recipes. Latency comes from a',
    'shared 2-core machine, so the ratio to the interleaved baseline is the figure to compare.',
  ].join('\n');
}

function table(results: Measured[]): string {
  const lines = ['| route | p50 ms | p99 ms | baseline p50 ms | p50 / baseline | rows read | CPU p50 ms | CPU p95 ms | check |', '|---|---:|---:|---:|---:|---:|---:|---:|---|'];
  for (const r of results) {
    const checks = [
      r.p50 <= 1.5 * r.baseP50 ? 'p50 ok' : 'p50 over 1.5x',
      r.rowsBound ? (r.rows !== null && r.rows <= ROWS_TARGET ? 'rows ok' : `rows over ${ROWS_TARGET}`) : '',
      r.cpuP95 <= 10 ? 'cpu ok' : 'cpu over 10 ms',
    ].filter(Boolean);
    lines.push(`| ${r.name} | ${f2(r.p50)} | ${f2(r.p99)} | ${f2(r.baseP50)} | ${(r.p50 / r.baseP50).toFixed(2)}x | ${r.rows ?? 'n/a'} | ${f2(r.cpuP50)} | ${f2(r.cpuP95)} | ${checks.join(', ')} |`);
  }
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  let one;
  let big;
  try {
    one = await measureScale(1);
    big = await measureScale(SCALE);
  } finally {
    if (migrated) rmSync(migrated, { recursive: true, force: true });
  }
  const size = scaleSize(SCALE);
  const storageLines = ['| table (with its indexes) | rows | bytes | bytes per row |', '|---|---:|---:|---:|'];
  for (const s of big.storage.filter((s) => s.bytes > 64 * 1024)) storageLines.push(`| ${s.table} | ${s.rows.toLocaleString('en')} | ${s.bytes.toLocaleString('en')} | ${s.rows ? Math.round(s.bytes / s.rows) : 'n/a'} |`);
  const text = [
    HEADING,
    '',
    `Written by \`npm run bench:scale\` (scripts/bench/scale.ts, \`--scale=${SCALE}\`) on ${new Date(started).toISOString()}. Two throwaway local D1`,
    `files seeded by scripts/bench/scale-seed.ts through the sqlite3 shell: 1x (2,000 cooks, 10,000 shared recipes, 50,000 votes,`,
    `20,000 ratings, 5,000 reviews, 40,000 views; seeded in ${one.seedSeconds.toFixed(1)} s) and ${SCALE}x (${size.users.toLocaleString('en')} cooks,`,
    `${size.recipes.toLocaleString('en')} shared recipes, ${size.votes.toLocaleString('en')} votes, ${size.ratings.toLocaleString('en')} ratings, ${size.reviews.toLocaleString('en')} reviews, ${size.views.toLocaleString('en')} views; seeded in`,
    `${big.seedSeconds.toFixed(1)} s, file ${(big.fileBytes / 1e9).toFixed(2)} GB), each served by workerd (\`unstable_startWorker\`, as \`npm start\`'s`,
    `engine) on loopback. Each route: ${WARMUP} warm-up and ${RUNS} measured requests, each alternating with the baseline`,
    '`GET /api/users/me`; rows read = the median `X-D1-Rows-Read` (the worker\'s rows-read meter); CPU = the isolate\'s',
    `non-idle V8 profile samples over ${CPU_RUNS} more requests (scripts/bench/cpu-profile.ts). The reader is a Pro cook in the`,
    `middle of the id range (${userIdOf(readerIndex(size))}), far outside the top 100. Targets: p50 within 1.5x of the baseline,`,
    `at most ${ROWS_TARGET} rows per feed page, leaderboard and rank request, CPU within 10 ms at p95.`,
    '',
    `### ${SCALE}x`,
    '',
    table(big.results),
    '',
    '### 1x (the same generator and routes)',
    '',
    table(one.results),
    '',
    reading(one.results, big.results, big.cron),
    '',
    '### The Cron Trigger at 100x',
    '',
    `One run of the scheduled handler (\`/__scheduled\`): ${big.cron.ms?.toFixed(0)} ms wall time. ${big.cron.window?.toLocaleString('en')} recipes were shared`,
    `in the last 14 days; the trending refresh read and rewrote ${big.cron.processed?.toLocaleString('en')} of them (newest first, batches of 200) and`,
    `left ${(big.cron.window! - big.cron.processed!).toLocaleString('en')} with the score of their last vote or refresh (after the run ${big.cron.current?.toLocaleString('en')} rows of the window held the formula's score at the`,
    `run's time). At 1x: ${one.cron.ms?.toFixed(0)} ms, ${one.cron.window} in the window, all refreshed.`,
    '',
    `### Storage at ${SCALE}x (sqlite dbstat)`,
    '',
    storageLines.join('\n'),
    '',
    `Whole run: ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    '',
  ].join('\n');
  writeFileSync(join(tmpdir(), 'forkcast-scale-result.json'), JSON.stringify({ one, big }, null, 2));
  writeBenchSection(HEADING, text, OUT);
  console.log(text);
}

await main();
