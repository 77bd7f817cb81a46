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
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const seen = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) visit(imp);
};
visit(Object.keys(manifest).find((k) => manifest[k] === entry));
// The landing page is the lazy `home` route: count its chunk and its static imports too.
const home = Object.keys(manifest).find((k) => k.endsWith('web/app/routes/home.tsx'));
if (home) visit(home);
const initialGzip = [...seen].reduce((sum, f) => sum + gz(join(dist, 'client', f)), 0);

console.log('');
console.log(`Worker bundle (gzip):              ${kb(workerGzip)}  (aim < 1024 KB)`);
console.log(`Landing page initial JS (gzip):    ${kb(initialGzip)}  (aim < 150 KB)`);
