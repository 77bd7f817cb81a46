import { useEffect, useState } from 'react';

/** True once `ms` have passed since the component mounted (a timer, so fake timers drive it). */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(id);
  }, [ms]);
  return elapsed;
}
