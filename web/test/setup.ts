import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import i18n, { i18nReady } from '../lib/i18n';
import { installMatchMedia, resetViewport } from './match-media';

installMatchMedia();
// As after a sign-in: the app asks the (mocked) API who is signed in. Signed-out tests answer 401;
// web/lib/session.test.ts clears the hint to check that no request is made without it.
document.cookie = 'fc_signed_in=1';
// Lazy routes load on first use; give findBy* room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Every translation is in memory before any test, so tests render synchronously in any language
// (the app itself fetches one language's files at start-up).
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
for (const [path, content] of Object.entries(files)) {
  const [, lng = '', ns = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  i18n.addResourceBundle(lng, ns, content, true, true);
}
await i18nReady;

// What jsdom lacks and Radix primitives (menus, selects, switches) use.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// sonner's toast captures the pointer when a button in it (Undo) is pressed.
Element.prototype.setPointerCapture ??= () => {};

beforeEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// Files share one module graph and one page per vitest worker (vitest.config.ts, isolate: false),
// so each test leaves the page as the next one expects to find it.
afterEach(async () => {
  // A toast is shown once sonner has loaded (web/components/ui/toaster.tsx): let a test's last
  // toast land now, then dismiss it, so it never shows up in the next test.
  const { toast } = await import('sonner');
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim()).filter(Boolean)) {
    document.cookie = `${name}=; Max-Age=0`;
  }
  document.cookie = 'fc_signed_in=1';
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  document.title = '';
  resetViewport();
  document.documentElement.className = '';
  delete document.documentElement.dataset.font;
});

// A toast closed as a test ends removes itself 200 ms later (sonner's exit animation). Let that
// timer run while the page still exists, so it never fires into a torn-down environment.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
