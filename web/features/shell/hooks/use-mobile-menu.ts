import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** The width from which the desktop navigation shows (docs/product.md "Navigation": 768 px). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The mobile menu's state. It closes on every route change, when the viewport reaches the
 * desktop width, and on Escape (which gives focus back to `toggleRef`, the menu button).
 */
export function useMobileMenu(toggleRef?: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const route = pathname + search;
  const [lastRoute, setLastRoute] = useState(route);
  if (route !== lastRoute) {
    setLastRoute(route);
    setOpen(false);
  }

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef?.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, toggleRef]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
