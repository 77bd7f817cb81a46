/** Latency and rows-read measurement of the bench routes against a running local worker. */

export interface RouteResult {
  name: string;
  path: string;
  p50: number;
  p99: number;
  baselineP50: number;
  baselineP99: number;
  rowsRead: number | null;
  baselineRowsRead: number | null;
  status: number;
}

const WARMUP = 20;
const RUNS = 300;
const BASELINE = '/api/users/me';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

const median = (values: number[]) => (values.length ? percentile(values, 50) : null);

async function timed(origin: string, path: string, cookie: string) {
  const start = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { cookie } });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  const rows = res.headers.get('x-d1-rows-read');
  return { ms, status: res.status, rows: rows === null ? null : Number(rows) };
}

/** The tenth page's cursor: walk pages one to nine by `next_cursor`. */
async function tenthPageCursor(origin: string, cookie: string, sort: string): Promise<string> {
  let cursor = '';
  for (let page = 1; page < 10; page++) {
    const res = await fetch(`${origin}/api/discover?sort=${sort}&limit=20${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } });
    const body = (await res.json()) as { next_cursor?: string | null };
    if (!body.next_cursor) throw new Error(`no cursor after page ${page} of ${sort}`);
    cursor = body.next_cursor;
  }
  return cursor;
}

/** One route beside the baseline: requests alternate so both see the same conditions. */
async function measure(
  origin: string,
  cookie: string,
  name: string,
  pathAt: (i: number) => string,
  routeCookie: string = cookie,
): Promise<RouteResult> {
  const lat: number[] = [];
  const base: number[] = [];
  const rows: number[] = [];
  const baseRows: number[] = [];
  let status = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const b = await timed(origin, BASELINE, cookie);
    const r = await timed(origin, pathAt(i), routeCookie);
    if (r.status !== 200) throw new Error(`${name} ${pathAt(i)} answered ${r.status}`);
    status = r.status;
    if (i < WARMUP) continue;
    lat.push(r.ms);
    base.push(b.ms);
    if (r.rows !== null) rows.push(r.rows);
    if (b.rows !== null) baseRows.push(b.rows);
  }
  return {
    name,
    path: pathAt(WARMUP),
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    baselineP50: percentile(base, 50),
    baselineP99: percentile(base, 99),
    rowsRead: median(rows),
    baselineRowsRead: median(baseRows),
    status,
  };
}

/** `cookie`: the bench reader (ranked far outside the top 100); `topCookie`: the 50th-ranked cook. */
export async function measureAll(origin: string, cookie: string, topCookie: string): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const sort of ['trending', 'popular', 'recent']) {
    results.push(await measure(origin, cookie, `feed ${sort}, page 1`, () => `/api/discover?sort=${sort}&limit=20&offset=0`));
    results.push(await measure(origin, cookie, `feed ${sort}, page 10 (offset=180)`, () => `/api/discover?sort=${sort}&limit=20&offset=180`));
    const cursor = await tenthPageCursor(origin, cookie, sort);
    results.push(await measure(origin, cookie, `feed ${sort}, page 10 (cursor)`, () => `/api/discover?sort=${sort}&limit=20&cursor=${cursor}`));
  }
  // A different recipe each time: every measured request also counts a first view (a write).
  results.push(await measure(origin, cookie, 'discover detail (+ view counted)', (i) => `/api/discover/bench-s-${(i * 37) % 10_000}`));
  results.push(await measure(origin, cookie, 'leaderboard (top 100)', () => '/api/leaderboard'));
  results.push(await measure(origin, cookie, 'leaderboard my-rank, reader outside the top 100', () => '/api/leaderboard/my-rank'));
  results.push(await measure(origin, cookie, 'leaderboard my-rank, reader in the top 100', () => '/api/leaderboard/my-rank', topCookie));
  results.push(await measure(origin, cookie, 'my-recipes', () => '/api/my-recipes'));
  return results;
}
