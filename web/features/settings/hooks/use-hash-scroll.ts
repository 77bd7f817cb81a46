import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** What tells us the visitor took over the scrolling themselves. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a section above may still grow (its data arriving) and the target be kept in view. */
const HOLD_MS = 4000;

/**
 * Scrolls to the element named by the address's #hash once `ready` (the page is lazy-loaded, so
 * the browser's own anchor jump has nothing to land on), and moves focus there. Sections above it
 * that load their own data later (diet, household) grow the page after the jump; until the
 * visitor scrolls or touches the page themselves, the target is put back in view each time.
 */
export function useHashScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
    if (typeof ResizeObserver === 'undefined') return;
    let top = target.getBoundingClientRect().top + window.scrollY;
    const observer = new ResizeObserver(() => {
      const now = target.getBoundingClientRect().top + window.scrollY;
      if (now === top) return;
      top = now;
      target.scrollIntoView({ behavior: 'auto', block: 'start' });
    });
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      TAKE_OVER.forEach((type) => window.removeEventListener(type, stop, true));
    };
    const timer = window.setTimeout(stop, HOLD_MS);
    TAKE_OVER.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
    observer.observe(document.body);
    return stop;
  }, [ready, hash]);
}
