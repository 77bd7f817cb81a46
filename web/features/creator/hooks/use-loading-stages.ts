import { useEffect, useState } from 'react';

/** docs/product.md "Numbers": a stage every 2 s; the overlay hides 0.5 s after generation stops. */
export const STAGE_INTERVAL_MS = 2000;
export const HIDE_DELAY_MS = 500;
export const LOADING_STAGES = ['analyzing', 'selecting', 'crafting', 'finalizing'] as const;

/**
 * While `active`, the overlay is visible and advances one stage every 2 s up to the last;
 * when `active` turns false it stays for 0.5 s more, then hides, unless `linger` is false (the
 * recipe has started to appear: the overlay gives way at once).
 */
export function useLoadingStages(active: boolean, linger = true): { visible: boolean; stage: number } {
  const [stage, setStage] = useState(0);
  const [lingering, setLingering] = useState(false);
  const [prevActive, setPrevActive] = useState(active);

  // Adjust state while rendering when `active` flips (no effect round-trip).
  if (active !== prevActive) {
    setPrevActive(active);
    if (active) {
      setStage(0);
      setLingering(false);
    } else {
      setLingering(linger);
    }
  }

  useEffect(() => {
    if (active) {
      const timer = setInterval(() => {
        setStage((s) => Math.min(s + 1, LOADING_STAGES.length - 1));
      }, STAGE_INTERVAL_MS);
      return () => clearInterval(timer);
    }
    if (!lingering) return undefined;
    const hide = setTimeout(() => setLingering(false), HIDE_DELAY_MS);
    return () => clearTimeout(hide);
  }, [active, lingering]);

  return { visible: active || lingering, stage };
}
