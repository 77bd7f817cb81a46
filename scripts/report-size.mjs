// Prints the two size figures of `npm run build`: the worker bundle (gzip) and the landing
// page's initial JavaScript (gzip: the entry chunk plus its static imports, from the manifest).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const gz = (file) => gzipSync(readFileSync(file)).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const workerDir = readdirSync(dist).find((d) => d !== 'client' && statSync(join(dist, d)).isDirectory());
const workerFiles = walk(join(dist, workerDir)).filter((f) => /\.(m?js|wasm)$/.test(f));
const workerGzip = workerFiles.reduce((sum, f) => sum + gz(f), 0);

const manifest = JSON.parse(readFileSync(join(dist, 'client', '.vite', 'manifest.json'), 'utf8'));
/** The gzip size of a chunk and its static imports (what runs before anything else can). */
function initial(keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  keys.forEach(visit);
  return [...seen].reduce((sum, f) => sum + gz(join(dist, 'client', f)), 0);
}
// The app's first load: its entry and the landing route (`/` for a signed-in cook is the creator).
const appGzip = initial(['index.html', Object.keys(manifest).find((k) => k.endsWith('web/app/routes/home.tsx'))]);
// A public page (landing, pricing, legal, shared recipe) runs only the light entry until the
// visitor shows intent (web/app/wake.ts).
const publicGzip = initial(['web/public-entry.ts']);

console.log('');
console.log(`Worker bundle (gzip):              ${kb(workerGzip)}  (aim < 1024 KB)`);
console.log(`Public page initial JS (gzip):     ${kb(publicGzip)}  (aim < 10 KB; the app loads on intent)`);
console.log(`App initial JS (gzip):             ${kb(appGzip)}  (aim < 200 KB)`);
