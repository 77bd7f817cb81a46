/// <reference lib="dom" />
/**
 * `npm run bench:image`: bytes sent for a 10 MB camera photo after client scaling.
 *
 * Runs the real web/lib/image-prep.ts (bundled with esbuild) in Debian's Chromium through
 * playwright-core, on a blank page: it first paints a photo-like 4000x3000 picture (gradients,
 * shapes and per-pixel sensor noise from a seeded generator) and encodes it as a JPEG of about
 * 10 MB, then prepares it exactly as the upload card does and measures what would be sent.
 * Writes the "Image upload" section of docs/bench.md.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { writeBenchSection } from './bench-doc';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_BYTES = 10 * 1024 * 1024;
const AIM_BYTES = 1.5 * 1024 * 1024;
const RUNS = 5;

interface Measurement {
  sourceBytes: number;
  sourceWidth: number;
  sourceHeight: number;
  quality: number;
  preparedBytes: number;
  bodyBytes: number;
  width: number;
  height: number;
  ms: number[];
}

async function bundleImagePrep(): Promise<string> {
  const result = await build({
    entryPoints: ['web/lib/image-prep.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'ImagePrep',
    write: false,
    target: 'es2022',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no output');
  return file.text;
}

/** Runs in the page: paints the photo, encodes ~10 MB, prepares it RUNS times. */
async function measureInPage(args: { target: number; runs: number }): Promise<Measurement> {
  type Prep = {
    prepareImage(file: File): Promise<string>;
    dataUrlBytes(url: string): number;
    MAX_UPLOAD_BYTES: number;
  };
  const prep = (window as unknown as { ImagePrep: Prep }).ImagePrep;
  const W = 4000;
  const H = 3000;
  let seed = 42;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const gradient = ctx.createLinearGradient(0, 0, W, H);
  gradient.addColorStop(0, '#c8a27a');
  gradient.addColorStop(1, '#5b3b22');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
  const colours = ['#d62828', '#f77f00', '#fcbf49', '#2a9d8f', '#6a994e', '#eae2b7', '#7b2cbf'];
  for (let i = 0; i < 140; i++) {
    ctx.fillStyle = colours[i % colours.length] ?? '#fff';
    ctx.beginPath();
    ctx.ellipse(random() * W, random() * H, 60 + random() * 380, 60 + random() * 300, random() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  const pixels = ctx.getImageData(0, 0, W, H);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const grain = (random() - 0.5) * 70;
    data[i] = (data[i] ?? 0) + grain + (random() - 0.5) * 30;
    data[i + 1] = (data[i + 1] ?? 0) + grain + (random() - 0.5) * 30;
    data[i + 2] = (data[i + 2] ?? 0) + grain + (random() - 0.5) * 30;
  }
  ctx.putImageData(pixels, 0, 0);

  const encode = (q: number) =>
    new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', q),
    );
  // The highest quality whose file stays within 10 MB (the upload limit), searched by halving.
  let lo = 0.5;
  let hi = 1;
  let best: { blob: Blob; q: number } | null = null;
  for (let step = 0; step < 8; step++) {
    const q = (lo + hi) / 2;
    const blob = await encode(q);
    if (blob.size <= args.target) {
      best = { blob, q };
      lo = q;
    } else {
      hi = q;
    }
  }
  if (!best) throw new Error('could not encode within the target');
  const file = new File([best.blob], 'camera-photo.jpg', { type: 'image/jpeg' });

  const ms: number[] = [];
  let dataUrl = '';
  for (let run = 0; run < args.runs; run++) {
    const start = performance.now();
    dataUrl = await prep.prepareImage(file);
    ms.push(performance.now() - start);
  }
  const img = new Image();
  img.src = dataUrl;
  await img.decode();
  const body = JSON.stringify({ imageBase64: dataUrl, language: 'en' });
  return {
    sourceBytes: file.size,
    sourceWidth: W,
    sourceHeight: H,
    quality: best.q,
    preparedBytes: prep.dataUrlBytes(dataUrl),
    bodyBytes: new TextEncoder().encode(body).length,
    width: img.naturalWidth,
    height: img.naturalHeight,
    ms,
  };
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

function section(m: Measurement): string {
  const sorted = [...m.ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const verdict = m.bodyBytes <= AIM_BYTES ? 'within' : 'OVER';
  return [
    '## Image upload',
    '',
    'Bytes sent for a 10 MB camera photo after client scaling (`npm run bench:image`,',
    'scripts/bench/image-scaling.ts: the real `web/lib/image-prep.ts` in Chromium on a photo-like,',
    'noisy 4000x3000 JPEG encoded to just under 10 MB).',
    '',
    '| measure | value |',
    '|---|---|',
    `| source photo | ${m.sourceWidth}x${m.sourceHeight} JPEG, ${mb(m.sourceBytes)} (quality ${m.quality.toFixed(3)}) |`,
    `| prepared image | ${m.width}x${m.height} JPEG, ${mb(m.preparedBytes)} |`,
    `| request body sent (JSON with the base64 data URL) | ${mb(m.bodyBytes)} |`,
    `| reduction | ${((1 - m.bodyBytes / m.sourceBytes) * 100).toFixed(1)} % fewer bytes |`,
    `| aim | at most ${mb(AIM_BYTES)} sent: ${verdict} |`,
    `| preparation time in the browser (median of ${m.ms.length}) | ${median.toFixed(0)} ms |`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with ${CHROMIUM}.`,
    '',
  ].join('\n');
}

/** Replaces (or appends) only the "## Image upload" section; other sections stay as they are. */

async function main() {
  const script = await bundleImagePrep();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    // tsx keeps function names with an `__name` helper that the page does not have.
    await page.addScriptTag({ content: 'window.__name = (fn) => fn;' });
    await page.addScriptTag({ content: script });
    const m = await page.evaluate(measureInPage, { target: TARGET_BYTES, runs: RUNS });
    console.log(JSON.stringify(m, null, 2));
    const text = section(m);
    console.log(`\n${text}`);
    writeBenchSection('## Image upload', text);
    if (m.bodyBytes > AIM_BYTES) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
