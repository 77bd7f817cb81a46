import { hasSessionHint } from '#core/kernel/session-hint';
import { LANGUAGES, PREF_KEYS } from '../lib/preference-keys';

/**
 * A public page (prerendered landing, pricing and legal pages; a shared recipe drawn by the
 * worker) is complete HTML: it reads, scrolls and follows links without JavaScript. The app that
 * makes its buttons answer is loaded when the visitor first shows intent (a touch, a key, a
 * pointer moving, a scroll, or a click, which a screen reader may send alone), its files fetched
 * ahead while the browser is idle, so a reader's phone spends nothing on code they may never use. Clicks made meanwhile are held and replayed
 * (web/app/early-clicks.ts). See docs/decisions/031-public-pages-wake-on-intent.md.
 */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'click'] as const;

/** The meta tag scripts/prerender.ts writes: the app's files for this page, space-separated. */
export const APP_FILES_META = 'forkcast-app-files';

interface PageState {
  cookies: string;
  /** The language saved in this browser (localStorage), if any. */
  savedLanguage: string | null;
  root: HTMLElement;
  /** Whether the worker drew the page's content before the root (a shared recipe). */
  hasShell: boolean;
}

/**
 * Whether the page needs the app at once: nothing on screen yet (an empty root, no shell), a
 * signed-in visitor (the page was drawn signed out), a saved language the page was not sent in,
 * or a landing intro only the app can reveal.
 */
export function needsAppAtOnce({ cookies, savedLanguage, root, hasShell }: PageState): boolean {
  if (!hasShell && !root.hasChildNodes()) return true;
  if (hasSessionHint(cookies)) return true;
  const pageLanguage = root.dataset.prerendered;
  if (pageLanguage && savedLanguage && savedLanguage !== pageLanguage && LANGUAGES.some((l) => l.code === savedLanguage)) return true;
  return root.querySelector('[data-revealed="false"]') !== null;
}

/** Calls `start` once, on the first of the wake events; returns what stops listening. */
export function wakeOnIntent(target: EventTarget, start: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => WAKE_EVENTS.forEach((type) => target.removeEventListener(type, wake, options));
  function wake(event: Event) {
    // A pointer resting over the page is not intent: after layout the browser sends its own
    // pointermove at the pointer's place, with no movement (headless Chromium at 0,0 on every load).
    if (event.type === 'pointermove' && 'movementX' in event && event.movementX === 0 && (event as MouseEvent).movementY === 0) return;
    stop();
    start();
  }
  WAKE_EVENTS.forEach((type) => target.addEventListener(type, wake, options));
  return stop;
}

/**
 * How long one slice of prefetching may hold the main thread (ms). Starting a fetch from a `<link>`
 * costs about 3 ms on this machine's Chromium and four times that on a slow phone; the ~75 files in
 * one go made a 900 ms task after `load` (Lighthouse's total blocking time on every public page).
 */
export const PREFETCH_SLICE_MS = 8;

/** Runs `next` when the browser is idle (requestIdleCallback, else a short timeout). */
function whenIdle(next: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => next(), { timeout: 2000 });
  else setTimeout(next, 50);
}

/**
 * Adds a low-priority prefetch of each of the app's files named in the page's meta tag, in their
 * order (the app's entry first), a few per idle slice so no slice is a long task.
 */
export function prefetchAppFiles(doc: Document, later: (next: () => void) => void = whenIdle, now: () => number = () => performance.now()): void {
  const named = doc.querySelector(`meta[name="${APP_FILES_META}"]`)?.getAttribute('content')?.split(/\s+/) ?? [];
  const files = named.filter((href) => href.startsWith('/assets/'));
  let next = 0;
  const slice = () => {
    const end = now() + PREFETCH_SLICE_MS;
    do {
      const href = files[next++]!;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      // Module scripts are fetched in CORS mode; the prefetched copy must match to be reused.
      if (href.endsWith('.js')) link.crossOrigin = 'anonymous';
      doc.head.appendChild(link);
    } while (next < files.length && now() < end);
    if (next < files.length) later(slice);
  };
  if (files.length > 0) later(slice);
}

/** Reads the saved language, or null where storage is unavailable (private mode, blocked). */
export function savedLanguage(storage: () => Storage): string | null {
  try {
    return storage().getItem(PREF_KEYS.language);
  } catch {
    return null;
  }
}
