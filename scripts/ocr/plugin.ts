import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The in-browser page reader's files, served by the app itself under `/ocr/` (docs/decisions/041-reading-recipes-photos.md): tesseract.js's browser module and worker script, the LSTM wasm
 * cores and the eng, spa and deu data, copied from node_modules into the client build (and served
 * from node_modules under `vite dev`). Nothing is fetched from a CDN; the files stay out of the
 * first load (the import screen loads them on demand) and out of the service worker's precache
 * (scripts/pwa/plugin.ts precaches `assets/**` only).
 */
export const OCR_BASE = '/ocr/';
export const OCR_LANGUAGES = ['eng', 'spa', 'deu'] as const;

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Output path under `/ocr/` → file in node_modules. */
export function ocrFiles(): Record<string, string> {
  const tesseract = join(packageDir('tesseract.js'), 'dist');
  const core = packageDir('tesseract.js-core');
  const files: Record<string, string> = {
    'tesseract.esm.min.js': join(tesseract, 'tesseract.esm.min.js'),
    'worker.min.js': join(tesseract, 'worker.min.js'),
  };
  for (const variant of ['', '-simd', '-relaxedsimd']) {
    const name = `tesseract-core${variant}-lstm.wasm.js`;
    files[`core/${name}`] = join(core, name);
  }
  for (const lang of OCR_LANGUAGES) {
    files[`lang/${lang}.traineddata.gz`] = join(packageDir(`@tesseract.js-data/${lang}`), '4.0.0_best_int', `${lang}.traineddata.gz`);
  }
  return files;
}

const contentType = (path: string) => (path.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');

export function ocrAssets(): Plugin {
  const files = ocrFiles();
  return {
    name: 'forkcast-ocr-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const source = path.startsWith(OCR_BASE) ? files[path.slice(OCR_BASE.length)] : undefined;
        if (!source) return next();
        res.setHeader('content-type', contentType(source));
        createReadStream(source).pipe(res);
      });
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [path, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: `${OCR_BASE.slice(1)}${path}`, source: readFileSync(source) });
      }
    },
  };
}
