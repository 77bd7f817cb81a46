import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading (lazy chunk plus first data). */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a route change (not the first page load, not a jump to an #anchor), focus moves to the
 * new screen's main heading, so screen readers announce the new page and Tab starts from its top.
 * Screens that load show their heading late: the main region is watched until one appears. A
 * screen that already put focus inside itself (autofocus) keeps it.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const root = main.current;
    if (hash || !root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== root && root.contains(active)) return true;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash, main]);
}
