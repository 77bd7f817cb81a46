/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: Moto G Power viewport, simulated slow
 * 4G and 4x CPU slowdown) on the four public pages, the landing, pricing, a legal page and a shared
 * recipe, served as the edge serves them: compressed (brotli or gzip). Writes the "Lighthouse
 * (public pages, mobile)" section of docs/bench.md.
 * 1. Uses the server at LIGHTHOUSE_ORIGIN, or starts `npm start` (a production build on workerd,
 *    demo data seeded, its own state directory .wrangler/lighthouse-state) on PORT (default 8788);
 * 2. puts a small compressing proxy in front (vite preview / Miniflare send uncompressed bodies);
 * 3. checks that the seeded shared recipe (scripts/seed/community.ts) is there;
 * 4. runs Lighthouse RUNS times per page (default 3) and keeps the run with the median
 *    performance score. Chromium: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { keptBeforeBlock, writeBenchSection } from './bench-doc';

const SECTION = '## Lighthouse (public pages, mobile)';
/** A recipe shared by the demo data (scripts/seed/community.ts). */
export const SHARED_RECIPE_ID = 'seed-shared-carbonara';
export const PAGES: Array<[string, string]> = [
  ['landing', '/'],
  ['pricing', '/pricing'],
  ['privacy (legal)', '/privacy'],
  ['shared recipe', `/discover/${SHARED_RECIPE_ID}`],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits scored below 0.9 (their titles), besides the metric audits. */
  flagged: string[];
}

/** Picks the body encoding from an Accept-Encoding header, as the edge does (brotli first). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function proxy(origin: string, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && !['host', 'accept-encoding', 'connection'].includes(key)) headers.set(key, value);
  }
  const upstream = await fetch(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
    redirect: 'manual',
  });
  const body = Buffer.from(await upstream.arrayBuffer());
  const type = upstream.headers.get('content-type') ?? '';
  const encoding = COMPRESSIBLE.test(type) && body.length > 512 ? pickEncoding(req.headers['accept-encoding']) : null;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(body)
        : body;
  const outHeaders: Record<string, string | string[]> = {};
  upstream.headers.forEach((value, key) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie'].includes(key)) outHeaders[key] = value;
  });
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length) outHeaders['set-cookie'] = cookies;
  if (encoding) {
    outHeaders['content-encoding'] = encoding;
    outHeaders.vary = 'Accept-Encoding';
  }
  outHeaders['content-length'] = String(out.length);
  res.writeHead(upstream.status, outHeaders);
  res.end(out);
}

/** A loopback HTTP server that forwards to `origin` and compresses text bodies. */
export function startCompressingProxy(origin: string): Promise<Server> {
  const server = createServer((req, res) => {
    proxy(origin, req, res).catch((err: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function waitUp(origin: string, server: ChildProcess | null) {
  for (let i = 0; i < 300; i++) {
    if (server && server.exitCode !== null) throw new Error('npm start exited early');
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${origin} did not come up in 300 s`);
}

const METRIC_AUDITS = new Set([
  'first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift',
  'speed-index', 'interactive', 'max-potential-fid',
]);

async function audit(url: string, port: number, page: string): Promise<PageResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const flagged = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && !METRIC_AUDITS.has(a.id))
    .map((a) => a.title);
  return {
    page,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    flagged,
  };
}

/** The run with the median performance score. */
export function medianRun(runs: PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

export function lighthouseTable(results: PageResult[]): string {
  const header = '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  const rows = results.map(
    (r) =>
      `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
      `${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} |`,
  );
  const flagged = results
    .filter((r) => r.flagged.length)
    .map((r) => `- ${r.page}: ${r.flagged.join('; ')}`);
  return [header, ...rows, '', ...(flagged.length ? ['Audits below 90:', '', ...flagged] : ['No audit below 90 on any page.'])].join('\n');
}

/** The earlier runs the section keeps (between `<!-- before -->` markers), written back as they were. */
function keptBefore(): string[] {
  const before = keptBeforeBlock(SECTION);
  return before === null ? [] : ['', `<!-- before -->${before}<!-- /before -->`];
}

async function startServer(): Promise<{ origin: string; server: ChildProcess | null }> {
  if (process.env.LIGHTHOUSE_ORIGIN) return { origin: process.env.LIGHTHOUSE_ORIGIN, server: null };
  const port = process.env.PORT ?? '8788';
  console.log(`> npm start on port ${port} (state .wrangler/lighthouse-state)`);
  const server = spawn('npm', ['start'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, PORT: port, FORKCAST_STATE_DIR: '.wrangler/lighthouse-state', FORKCAST_FRESH_STATE: '1' },
  });
  return { origin: `http://localhost:${port}`, server };
}

async function main() {
  const { origin, server } = await startServer();
  const runs = Math.max(1, Number(process.env.RUNS ?? 3));
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  let compressing: Server | null = null;
  try {
    await waitUp(origin, server);
    const shared = await fetch(`${origin}/api/discover/${SHARED_RECIPE_ID}`);
    if (!shared.ok) throw new Error(`the seeded shared recipe ${SHARED_RECIPE_ID} is missing (${shared.status}); run npm run seed`);
    compressing = await startCompressingProxy(origin);
    const proxied = `http://localhost:${(compressing.address() as AddressInfo).port}`;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const results: PageResult[] = [];
    for (const [page, path] of PAGES) {
      const pageRuns: PageResult[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await audit(`${proxied}${path}`, chrome.port, page);
        console.log(`${page} run ${i + 1}: ${CATEGORIES.map((c) => run.scores[c]).join(' / ')}`);
        pageRuns.push(run);
      }
      results.push(medianRun(pageRuns));
    }
    const text = [
      SECTION,
      '',
      'Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown), on the production build',
      'served by workerd behind a brotli/gzip proxy, as the edge serves it (`npm run bench:lighthouse`,',
      `scripts/bench/lighthouse.ts; the median of ${runs} run(s) per page by performance score). The shared`,
      `recipe is the demo data's \`${SHARED_RECIPE_ID}\`, read signed out. Targets: performance >= 95,`,
      'accessibility 100, best practices >= 95, SEO >= 95.',
      '',
      lighthouseTable(results),
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with ${process.env.CHROME_PATH ?? '/usr/bin/chromium'} on a shared 2-core machine.`,
      ...keptBefore(),
    ].join('\n');
    writeBenchSection(SECTION, text);
    console.log(text);
  } finally {
    await chrome?.kill();
    compressing?.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

if (process.argv[1]?.endsWith('lighthouse.ts')) await main();
