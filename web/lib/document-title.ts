import { useEffect } from 'react';

/**
 * The tab title is composed of up to three parts: an optional live prefix (the kitchen timer's
 * remaining time), the screen's own localised title, and the product name:
 * "4:59 · Pantry · Forkcast". Screens call `useDocumentTitle(t('…'))`; the timer calls
 * `setTitlePrefix`. Neither overwrites the other.
 */
const parts = { prefix: '', page: '' };

function apply() {
  if (typeof document === 'undefined') return;
  document.title = [parts.prefix, parts.page, 'Forkcast'].filter(Boolean).join(' · ');
}

export function setPageTitle(title: string) {
  parts.page = title.trim();
  apply();
}

export function setTitlePrefix(prefix: string) {
  parts.prefix = prefix.trim();
  apply();
}

/** Sets the screen's title while it is shown (pass the translated text). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    setPageTitle(title ?? '');
    return () => setPageTitle('');
  }, [title]);
}
