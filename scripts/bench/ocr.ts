import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBenchSection } from './bench-doc';

/**
 * docs/bench.md "OCR time per page in Chromium": the timings e2e/ocr-import.spec.ts records while
 * the browser reads a printed recipe page offline (docs/decisions/041-reading-recipes-photos.md).
 * Run the spec first: `flock /tmp/forkcast-e2e.lock npx playwright test e2e/ocr-import.spec.ts`,
 * then `npx tsx scripts/bench/ocr.ts`.
 */
const timing = JSON.parse(readFileSync(join(tmpdir(), 'forkcast-ocr-timing.json'), 'utf8')) as {
  loadMs: number;
  readMs: number;
  totalMs: number;
  pages: number;
  photo: { bytes: number };
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
writeBenchSection(
  '## OCR time per page in Chromium',
  [
    '## OCR time per page in Chromium',
    '',
    'e2e/ocr-import.spec.ts, headless Debian Chromium on this 2-core machine: one printed recipe page',
    `(900 px wide, 30 px serif text, a ${Math.round(timing.photo.bytes / 1024)} KB PNG) read offline with tesseract.js`,
    '(LSTM, eng+spa+deu `best_int` data served from /ocr/), from the click on "Read the recipe" to the text in the box.',
    '',
    '| step | time |',
    '| --- | --- |',
    `| loading the reader (module, worker, wasm core, 3 languages, first visit, nothing cached) | ${seconds(timing.loadMs)} |`,
    `| reading the page | ${seconds(timing.readMs)} |`,
    `| total for the first page | ${seconds(timing.totalMs)} |`,
    '',
    'One run; the loading step is paid once per session (tesseract.js keeps the language data in',
    'IndexedDB afterwards), each further page costs about the reading time.',
  ].join('\n'),
);
