/**
 * `npm run bench:offline`: the size of the offline app shell, what the service worker precaches on
 * first visit (docs/decisions/027-installable-app-and-offline-list.md figure). Builds the app (`vite build`, production), lists the precache
 * exactly as the build did (workbox-build's getManifest with the globs of scripts/pwa/plugin.ts),
 * and sums the files raw and gzip-compressed (level 9, what a compressing CDN sends at most),
 * plus /sw.js itself. Writes the "Offline shell" section of docs/bench.md.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getManifest } from 'workbox-build';
import { SHELL_GLOBS, SHELL_IGNORES, SHELL_MAX_FILE_BYTES } from '../pwa/plugin';
import { writeBenchSection } from './bench-doc';

const DIST = 'dist/client';

interface Group {
  files: number;
  raw: number;
  gzip: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function kind(url: string): string {
  if (url.endsWith('.js')) return url.startsWith('assets/') ? 'JavaScript chunks (routes, translations)' : 'theme script';
  if (url.endsWith('.css')) return 'styles';
  if (url.endsWith('.woff2')) return 'fonts (Latin)';
  if (url.endsWith('.html')) return 'index.html';
  if (url.endsWith('.webmanifest')) return 'web app manifest';
  return 'icons';
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const res = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (res.status !== 0) throw new Error('vite build failed');
  }
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: DIST,
    globPatterns: SHELL_GLOBS,
    globIgnores: SHELL_IGNORES,
    maximumFileSizeToCacheInBytes: SHELL_MAX_FILE_BYTES,
  });
  if (warnings.length > 0) console.warn(warnings.join('\n'));
  const groups = new Map<string, Group>();
  const add = (label: string, bytes: Buffer) => {
    const group = groups.get(label) ?? { files: 0, raw: 0, gzip: 0 };
    group.files += 1;
    group.raw += bytes.length;
    group.gzip += gzipSync(bytes, { level: 9 }).length;
    groups.set(label, group);
  };
  // vite-plugin-pwa adds the web app manifest to the precache besides the globs.
  const urls = [...(manifestEntries ?? []).map((entry) => entry.url), 'manifest.webmanifest'];
  for (const url of urls) add(kind(url), readFileSync(join(DIST, url)));
  const sw = readFileSync(join(DIST, 'sw.js'));
  const rows = [...groups.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  const total = rows.reduce((sum, [, g]) => ({ files: sum.files + g.files, raw: sum.raw + g.raw, gzip: sum.gzip + g.gzip }), { files: 0, raw: 0, gzip: 0 });
  const swGzip = gzipSync(sw, { level: 9 }).length;
  const table = [
    '| part | files | raw | gzip |',
    '|---|---|---|---|',
    ...rows.map(([label, g]) => `| ${label} | ${g.files} | ${kb(g.raw)} | ${kb(g.gzip)} |`),
    `| **precache total** | **${total.files}** | **${kb(total.raw)}** | **${kb(total.gzip)}** |`,
    `| /sw.js (the service worker itself) | 1 | ${kb(sw.length)} | ${kb(swGzip)} |`,
  ].join('\n');
  const text = `## Offline shell

What the service worker precaches on the first visit, so the app opens without signal
(\`npm run bench:offline\`, scripts/bench/offline-shell.ts: a production \`vite build\`, the
precache list as the build made it (workbox-build \`getManifest\` with the globs of
scripts/pwa/plugin.ts), each file gzip-compressed at level 9). The user's data is not part of it:
the shopping list and this week's plan are kept by the page in IndexedDB (a few KB per user).

${table}

Downloaded in the background after the first page has loaded; each version fills a cache of its
own and the previous version's cache is deleted when the new one takes over. Measured ${new Date().toISOString().slice(0, 10)}.
`;
  writeBenchSection('## Offline shell', text);
  console.log(table);
}

await main();
