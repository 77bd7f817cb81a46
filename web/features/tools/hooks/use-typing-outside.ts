import { useEffect, useState } from 'react';

const FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=range]), textarea, select, [contenteditable="true"]';

/**
 * Whether a text field outside `container` (a selector) has focus: the tools bar tucks away while
 * the cook types, so it never sits over the field or the phone keyboard's neighbours.
 */
export function useTypingOutside(container: string): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      setTyping(active instanceof Element && active.matches(FIELD) && !active.closest(container) && !active.closest('[role="dialog"]'));
    };
    // Focus leaving a field lands on the next element (or the body) just after focusout.
    const later = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, [container]);
  return typing;
}
