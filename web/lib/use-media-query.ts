import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, re-rendering when that changes (false on the server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    // Prerendered pages (scripts/prerender.ts) render and hydrate as if nothing matched.
    () => false,
  );
}
