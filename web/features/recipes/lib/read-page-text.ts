import type Tesseract from 'tesseract.js';

/**
 * Reads photographed recipe pages in the browser when the server has no vision model
 * (docs/decisions/041-reading-recipes-photos.md): tesseract.js, its wasm core and the eng, spa and
 * deu data are served by the app under /ocr/ (scripts/ocr/plugin.ts) and loaded only when a page
 * is read, never from a CDN. The interface language is tried first, the other two as fallbacks.
 */
const OCR_BASE = '/ocr/';
const OCR_LANGS = { en: 'eng', es: 'spa', de: 'deu' } as const;

export interface PageProgress {
  /** 0-based page being read. */
  page: number;
  pages: number;
  /** 0-1 within the page (loading the reader counts as the start of page 1). */
  progress: number;
  /** Loading the reader and its language data, or reading the page. */
  stage: 'loading' | 'reading';
}

/** eng/spa/deu with the interface language first. */
export function ocrLanguages(language: string): string[] {
  const base = language.slice(0, 2) as keyof typeof OCR_LANGS;
  const first = OCR_LANGS[base] ?? 'eng';
  return [first, ...Object.values(OCR_LANGS).filter((lang) => lang !== first)];
}

async function loadTesseract(): Promise<typeof Tesseract> {
  // A URL of the app's own, not a bundled module: the reader stays out of the first load and of
  // the service worker's precache.
  const module = (await import(/* @vite-ignore */ `${OCR_BASE}tesseract.esm.min.js`)) as { default: typeof Tesseract };
  return module.default;
}

/** The text of each page, read in order; `onProgress` reports per page. */
export async function readPageText(files: Blob[], language: string, onProgress: (progress: PageProgress) => void): Promise<string[]> {
  const pages = files.length;
  let page = 0;
  onProgress({ page, pages, progress: 0, stage: 'loading' });
  const tesseract = await loadTesseract();
  const worker = await tesseract.createWorker(ocrLanguages(language), tesseract.OEM.LSTM_ONLY, {
    workerPath: `${OCR_BASE}worker.min.js`,
    corePath: `${OCR_BASE}core/`,
    langPath: `${OCR_BASE}lang`,
    gzip: true,
    // A blob: worker would need a looser Content-Security-Policy than the app's.
    workerBlobURL: false,
    logger: (message) => {
      if (message.status === 'recognizing text') onProgress({ page, pages, progress: message.progress, stage: 'reading' });
    },
  });
  try {
    const texts: string[] = [];
    for (page = 0; page < pages; page++) {
      onProgress({ page, pages, progress: 0, stage: 'reading' });
      const result = await worker.recognize(files[page]!);
      texts.push(result.data.text.trim());
    }
    return texts;
  } finally {
    await worker.terminate();
  }
}
