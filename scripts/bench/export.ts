/**
 * `npm run bench:export` (tsx scripts/bench/export.ts): GET /api/export for a user with 1,000
 * recipes, each with a photo (BENCH_EXPORT_RECIPES, BENCH_EXPORT_PHOTO_KB; default 1,000 x 200 KB
 * = 200 MB of photos in R2): the time to the first byte and to the last, the zip's size, and the
 * worker's peak memory while it streams.
 *
 * The real worker on workerd (`unstable_startWorker`) with a throwaway local D1 and R2. Memory is
 * the worker isolate's heap plus its array buffers, read over the inspector while the zip streams
 * (scripts/bench/isolate-heap.ts); the rise of the workerd process's resident set (VmRSS from
 * /proc, every 20 ms) is shown beside it for comparison. The client reads the zip as it streams
 * and keeps none of it. Writes the "Export" section of docs/bench.md.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { writeBenchSection } from './bench-doc';
import { withBenchWorker } from './bench-worker';
import { heapTotal, IsolateHeap, type HeapPeak } from './isolate-heap';

const SECTION = '## Export: 1,000 recipes with photos';
const RECIPES = Number(process.env.BENCH_EXPORT_RECIPES ?? 1000);
const PHOTO_KB = Number(process.env.BENCH_EXPORT_PHOTO_KB ?? 200);

const INGREDIENTS = ['200 g flour', '2 eggs', '250 ml milk', '1 pinch of salt', '2 tbsp butter', '1 lemon, zested', '100 g sugar', '1 tsp vanilla'];
const STEPS = ['Whisk the eggs with the **milk**.', 'Fold in the flour and the salt.', 'Rest the batter for *ten minutes*.', 'Cook in butter until golden.'];

interface Seed {
  userId: string;
  recipes: number;
  photoKb: number;
}

const SMALL: Seed = { userId: 'bench-export-small', recipes: 60, photoKb: 50 };
const LARGE: Seed = { userId: 'bench-export', recipes: RECIPES, photoKb: PHOTO_KB };

async function seedUser(db: D1Database, bucket: R2Bucket, seed: Seed): Promise<string> {
  const { userId } = seed;
  const token = randomBytes(32).toString('base64url');
  const at = new Date();
  await db.batch([
    db.prepare('INSERT INTO users (id, email, name, given_name, created_at) VALUES (?, ?, ?, ?, ?)').bind(userId, `${userId}@forkcast.test`, 'Bench Cook', 'Bench', at.toISOString()),
    db
      .prepare('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .bind(createHash('sha256').update(token).digest('hex'), userId, new Date(at.getTime() + 86_400_000).toISOString(), at.toISOString()),
  ]);
  for (let start = 0; start < seed.recipes; start += 25) {
    const statements: D1PreparedStatement[] = [];
    for (let i = start; i < Math.min(seed.recipes, start + 25); i += 1) {
      const key = `p/${randomUUID()}.jpg`;
      const photo = randomBytes(seed.photoKb * 1024); // photos do not compress: random bytes are honest
      photo.set([0xff, 0xd8, 0xff, 0xe0]);
      await bucket.put(key, photo, { httpMetadata: { contentType: 'image/jpeg' } });
      const created = new Date(at.getTime() - i * 60_000).toISOString();
      statements.push(
        db.prepare('INSERT INTO images (key, user_id, content_type, bytes, created_at) VALUES (?, ?, ?, ?, ?)').bind(key, userId, 'image/jpeg', photo.length, created),
        db
          .prepare(
            `INSERT INTO recipes (id, user_id, title, description, prep_time, cook_time, servings, difficulty, ingredients, instructions,
              notes, image_url, language, generation_type, recipe_type, provider, created_at)
             VALUES (?, ?, ?, ?, 10, 20, 4, 'easy', ?, ?, ?, ?, 'en', 'prompt', 'quick', 'offline', ?)`,
          )
          .bind(`${userId}-recipe-${i}`, userId, `Golden pancakes no. ${i + 1}`, 'Soft pancakes for a slow Sunday.', INGREDIENTS.join('\n'), STEPS.join('\n'), i % 3 === 0 ? 'Double the lemon.' : null, `/api/images/${key}`, created),
      );
    }
    await db.batch(statements);
  }
  return token;
}

async function prepareState(persistDir: string): Promise<{ small: string; large: string }> {
  const proxy = await getPlatformProxy<{ DB: D1Database; BUCKET: R2Bucket }>({ configPath: 'wrangler.toml', persist: { path: join(persistDir, 'v3') } });
  try {
    const { DB: db, BUCKET: bucket } = proxy.env;
    for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) {
      const statements = readFileSync(join('migrations', file), 'utf8').split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
      await db.batch(statements.map((s) => db.prepare(s)));
    }
    return { small: await seedUser(db, bucket, SMALL), large: await seedUser(db, bucket, LARGE) };
  } finally {
    await proxy.dispose();
  }
}

/** The workerd processes started by this process (the bench worker), by /proc. */
function workerdPids(): number[] {
  const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]);
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd')) continue;
      for (let p = pid, depth = 0; p > 1 && depth < 10; p = parentOf(p), depth += 1)
        if (p === process.pid) {
          pids.push(pid);
          break;
        }
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

const rssOf = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return sum + Number(match?.[1] ?? 0) * 1024;
    } catch {
      return sum;
    }
  }, 0);

interface Run {
  label: string;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  heap: HeapPeak;
  idleRss: number;
  peakRss: number;
}

async function download(url: URL, token: string) {
  const start = performance.now();
  const res = await fetch(new URL('/api/export', url), { headers: { cookie: `__Host-fc_session=${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += value.byteLength;
  }
  return { firstByteMs, totalMs: performance.now() - start, bytes };
}

async function measure(url: URL, heap: IsolateHeap, token: string, label: string): Promise<Run> {
  const pids = workerdPids();
  if (pids.length === 0) throw new Error('no workerd process found');
  const idleRss = rssOf(pids);
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pids))), 20);
  try {
    const { result, heap: peak } = await heap.peakDuring(() => download(url, token));
    return { label, ...result, heap: peak, idleRss, peakRss: Math.max(peakRss, rssOf(pids)) };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

function section(runs: Run[]): string {
  const photos = RECIPES * PHOTO_KB * 1024;
  const rows = runs.map((r) => {
    const { baseline, peak } = r.heap;
    return `| ${r.label} | ${r.firstByteMs.toFixed(0)} ms | ${(r.totalMs / 1000).toFixed(1)} s | ${mb(r.bytes)} MB | ${mb(heapTotal(baseline))} MB | **${mb(heapTotal(peak))} MB** | ${mb(peak.used)} + ${mb(peak.backing)} MB | ${mb(r.peakRss - r.idleRss)} MB |`;
  });
  const worst = Math.max(...runs.map((r) => heapTotal(r.heap.peak)));
  return [
    SECTION,
    '',
    `GET /api/export for one user with ${RECIPES.toLocaleString('en')} recipes, each with a ${PHOTO_KB} KB photo (${mb(photos)} MB of photos in R2)`,
    '(`npm run bench:export`, scripts/bench/export.ts): the real worker on workerd with a throwaway local D1',
    'and R2. The client reads the zip as it streams and keeps none of it.',
    '',
    "Memory is the worker isolate's own, the figure production limits to 128 MB: read over workerd's",
    'inspector (Chrome DevTools Protocol, `Runtime.getHeapUsage`, back to back while the zip streams,',
    'scripts/bench/isolate-heap.ts) as the V8 heap in use plus the array buffers it holds outside the heap',
    '(photo bytes live there). "Idle" is the isolate just before the export; "peak" the largest sum seen',
    "during it (heap + buffers). The heap in use counts garbage V8 has not collected yet, so the peak is an",
    'upper bound on what the export keeps alive. The last column is the rise of the whole workerd',
    "process's resident set (the earlier figure): it also holds the runtime, the local D1/R2 simulators and",
    'the dev server\'s other workers, and V8 does not hand freed pages back, so it says little about the isolate.',
    '',
    '| export | first byte | whole zip | zip size | isolate idle | isolate peak | peak: heap + buffers | workerd RSS rise |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `The isolate peaked at ${mb(worst)} MB of the 128 MB for a ${mb(photos)} MB export. The heap in use stays`,
    'near its idle size; the rest is array buffers: photos and deflate scratch space already written out',
    'and waiting for V8 to collect them (buffers are freed by garbage collection, which their own growth',
    'triggers), which is why the 3 MB export peaks at the same order as the 197 MB one. What the export',
    'keeps alive is one page of recipes (read 50 at a time), one photo (read from R2 when its turn comes,',
    'at most 10 MB, stored, not recompressed) and the zip directory (about 100 bytes per file), never the',
    'archive: every chunk waits for the client to take it (back-pressure; worker/domains/export/',
    'export-stream.test.ts holds the writer to fetching a photo only after the reader took the one before).',
    'Time grows linearly with the photo bytes (one R2 read and one CRC pass per photo).',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}/${process.arch} (${cpus().length} cores shared with other work, load average ${loadavg()[0]?.toFixed(1)}), Node ${process.version}.`,
    '',
  ].join('\n');
}

async function main() {
  const text = await withBenchWorker({
    name: 'export',
    bindings: { GEMINI_API_KEY: '', DEV_LOGIN: 'false' },
    inspector: true,
    prepare: prepareState,
    run: async (url, tokens, inspectorUrl) => {
      if (!inspectorUrl) throw new Error('the bench worker has no inspector');
      // Warm up: the first request starts the worker's own workerd process and compiles the code.
      const warm = await fetch(new URL('/api/my-recipes?limit=1', url), { headers: { cookie: `__Host-fc_session=${tokens.large}` } });
      if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}`);
      await warm.arrayBuffer();
      const heap = await IsolateHeap.connect(inspectorUrl);
      try {
        const runs: Run[] = [];
        runs.push(await measure(url, heap, tokens.small, `${SMALL.recipes} recipes, ${SMALL.photoKb} KB photos`));
        const large = `${RECIPES.toLocaleString('en')} recipes, ${PHOTO_KB} KB photos`;
        runs.push(await measure(url, heap, tokens.large, `${large}, 1st`));
        runs.push(await measure(url, heap, tokens.large, `${large}, 2nd`));
        return section(runs);
      } finally {
        heap.close();
      }
    },
  });
  writeBenchSection(SECTION, text);
  console.log(text);
}

void main();
