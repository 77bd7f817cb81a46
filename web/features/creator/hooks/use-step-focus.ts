import { useEffect, useRef } from 'react';

/**
 * Moves focus to the new step's first heading whenever the creator's step changes (not on the
 * first render), so keyboard and screen-reader users start at the top of the new content.
 * Attach the returned ref to the element that holds the current step.
 */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const container = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const heading = container.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [step]);
  return container;
}
