// The worker bundle after the model providers (docs/decisions/036-model-providers.md): the whole
// worker as `npm run build` wrote it to dist/ (gzip, as scripts/report-size.mjs counts it), and
// the share of the provider code of its own (worker/ai/*.ts beside the offline chef: selection,
// Gemini, OpenAI-compatible, Workers AI, the shared call, SSE and prompt modules), bundled and
// minified alone with its packages and core left out. Run `npm run build` first, then
// `npx tsx scripts/bench/providers-size.ts`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { writeBenchSection } from './bench-doc';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const workerDir = readdirSync('dist').find((d) => d !== 'client' && statSync(join('dist', d)).isDirectory());
if (!workerDir) throw new Error('no worker build in dist/: run `npm run build` first');
const workerFiles = walk(join('dist', workerDir)).filter((f) => /\.(m?js|wasm)$/.test(f));
const workerGzip = workerFiles.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);

/** Provider modules: worker/ai without the offline chef and the tests. */
const aiDir = resolve('worker/ai');
const providerFiles = readdirSync(aiDir).filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !f.includes('test-helpers') && !f.startsWith('offline'));
const result = await build({
  stdin: { contents: providerFiles.map((f) => `export * from './${f.replace(/\.ts$/, '')}';`).join('\n'), resolveDir: aiDir, loader: 'ts' },
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
  plugins: [
    {
      name: 'providers-only',
      setup(b) {
        // Everything outside worker/ai (packages, core, worker/lib) and the offline chef is counted elsewhere.
        b.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point' || !args.importer) return undefined;
          const target = resolve(args.resolveDir, args.path);
          const inside = args.path.startsWith('.') && target.startsWith(aiDir) && !/\/offline/.test(target);
          return inside ? undefined : { path: args.path, external: true };
        });
      },
    },
  ],
});
const providerGzip = gzipSync(result.outputFiles[0]!.contents).length;

const lines = [
  '## Worker bundle with the model providers',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run build\` then \`npx tsx scripts/bench/providers-size.ts\`.`,
  '',
  '| what | gzip |',
  '|---|---|',
  `| whole worker bundle (dist/${workerDir}, every .js) | ${kb(workerGzip)} |`,
  `| provider code alone (${providerFiles.length} modules of worker/ai, minified, packages and core left out) | ${kb(providerGzip)} |`,
  '',
  'The OpenAI-compatible and Workers AI providers use `fetch` and the binding directly, so they add',
  'no package; Gemini keeps `@google/genai`. Aim: the whole worker under 1024 KB.',
  '',
];
writeBenchSection('## Worker bundle with the model providers', lines.join('\n'));
console.log(lines.join('\n'));
