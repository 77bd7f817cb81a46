import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';
import { APP_FILES_META, needsAppAtOnce, PREFETCH_SLICE_MS, prefetchAppFiles, savedLanguage, WAKE_EVENTS, wakeOnIntent } from './wake';

/** A root as scripts/prerender.ts writes it: prerendered in `lang`, holding `html`. */
function prerenderedRoot(lang: string, html = '<main><h1>Plans</h1><button type="button">Get Pro</button></main>') {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = lang;
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe('when a public page loads the app', () => {
  const page = (over: Partial<Parameters<typeof needsAppAtOnce>[0]> = {}) => ({
    cookies: '',
    savedLanguage: null,
    root: prerenderedRoot('en'),
    hasShell: false,
    ...over,
  });

  it.each([
    ['a signed-out reader of a prerendered page', page(), false],
    ['a shared recipe drawn by the worker (shell, empty root)', page({ root: document.createElement('div'), hasShell: true }), false],
    ['a signed-in visitor (the session hint cookie)', page({ cookies: 'fc_lang=en; fc_signed_in=1' }), true],
    ['a saved language the page was not sent in', page({ savedLanguage: 'de' }), true],
    ['the saved language the page was sent in', page({ savedLanguage: 'en' }), false],
    ['a saved value that is no language of ours', page({ savedLanguage: 'xx' }), false],
    ['an empty page with no shell (nothing to read yet)', page({ root: document.createElement('div') }), true],
    ['a landing intro waiting for the app to reveal it', page({ root: prerenderedRoot('en', '<div data-revealed="false"><h1>Hi</h1></div>') }), true],
  ])('%s: at once = %s', (_, state, expected) => {
    expect(needsAppAtOnce(state)).toBe(expected);
  });

  it('starts once, on the first sign of intent of any kind, and stops listening', () => {
    for (const type of WAKE_EVENTS) {
      const target = new EventTarget();
      const start = vi.fn();
      wakeOnIntent(target, start);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('keydown'));
      target.dispatchEvent(new Event('scroll'));
      expect(start, type).toHaveBeenCalledTimes(1);
    }
  });

  it("a pointer resting over the page (the browser's own move after layout, no movement) does not wake it; a move does", () => {
    const target = new EventTarget();
    const start = vi.fn();
    wakeOnIntent(target, start);
    const move = (x: number, y: number) => Object.assign(new Event('pointermove'), { movementX: x, movementY: y });
    target.dispatchEvent(move(0, 0));
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(move(2, 1));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a stored language unreadable (storage blocked) counts as none', () => {
    expect(savedLanguage(() => { throw new DOMException('denied', 'SecurityError'); })).toBeNull();
  });
});

describe('prefetching the app while the page is idle', () => {
  /** Runs the queued idle slices one at a time; `ms` is how long each link takes to add. */
  function idleBrowser(ms: number) {
    const queue: Array<() => void> = [];
    let clock = 0;
    return {
      later: (next: () => void) => queue.push(next),
      now: () => (clock += ms),
      slices: () => queue.length,
      runOne: () => queue.shift()?.(),
    };
  }

  it('adds a prefetch for each of the app files the page names, in CORS mode for scripts, and nothing else', () => {
    document.head.innerHTML = `<meta name="${APP_FILES_META}" content="/assets/start-1.js /assets/de-common-2.js https://evil.example/x.js /assets/app.css">`;
    const browser = idleBrowser(0);
    prefetchAppFiles(document, browser.later, browser.now);
    while (browser.slices() > 0) browser.runOne();
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.crossOrigin]);
    expect(links).toEqual([
      ['prefetch', '/assets/start-1.js', 'anonymous'],
      ['prefetch', '/assets/de-common-2.js', 'anonymous'],
      ['prefetch', '/assets/app.css', null],
    ]);
  });

  it('waits for the browser to be idle, then adds them a few per slice, the app entry first, so no slice is a long task', () => {
    const files = Array.from({ length: 40 }, (_, i) => (i === 0 ? '/assets/start-1.js' : `/assets/chunk-${i}.js`));
    document.head.innerHTML = `<meta name="${APP_FILES_META}" content="${files.join(' ')}">`;
    const browser = idleBrowser(3);
    prefetchAppFiles(document, browser.later, browser.now);
    const hrefs = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    expect(hrefs()).toEqual([]);
    browser.runOne();
    const first = hrefs();
    expect(first[0]).toBe('/assets/start-1.js');
    expect(first.length).toBeLessThanOrEqual(Math.ceil(PREFETCH_SLICE_MS / 3) + 1);
    let slices = 1;
    while (browser.slices() > 0) {
      browser.runOne();
      slices++;
    }
    expect(hrefs()).toEqual(files);
    expect(slices).toBeGreaterThan(10);
  });
});

describe('a click before the app is live', () => {
  it('is held (the control does nothing yet) and given again, once, to the same control when replayed', () => {
    const root = prerenderedRoot('en');
    const button = root.querySelector('button');
    const seen = vi.fn();
    root.addEventListener('click', (e) => seen((e.target as Element).textContent));
    const replay = holdEarlyClicks(root);
    button?.click();
    expect(seen).not.toHaveBeenCalled();
    vi.useFakeTimers();
    try {
      replay();
      replay();
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    expect(seen.mock.calls).toEqual([['Get Pro']]);
  });

  it('several clicks are all given again, in order, each after the one before has been answered', () => {
    const root = prerenderedRoot('en', '<main><button type="button">Weekly</button><button type="button">Get Pro</button></main>');
    const [weekly, getPro] = root.querySelectorAll('button');
    const seen: string[] = [];
    root.addEventListener('click', (e) => seen.push((e.target as Element).textContent ?? ''));
    const replay = holdEarlyClicks(root);
    weekly?.click();
    getPro?.click();
    expect(seen).toEqual([]);
    vi.useFakeTimers();
    try {
      replay();
      vi.advanceTimersToNextTimer();
      expect(seen).toEqual(['Weekly']);
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    expect(seen).toEqual(['Weekly', 'Get Pro']);
  });

  it('is given again as a whole press, so a menu that opens on pointerdown (Radix) opens', () => {
    const root = prerenderedRoot('en');
    const button = root.querySelector('button');
    const order: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) button?.addEventListener(type, () => order.push(type));
    const replay = holdEarlyClicks(root);
    button?.click();
    order.length = 0;
    vi.useFakeTimers();
    try {
      replay();
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    expect(order).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
  });
});
