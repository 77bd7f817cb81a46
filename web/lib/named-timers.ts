import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Timers named by the recipe step that started them (docs/decisions/043-cook-mode-timers.md).
 * Cook mode starts them; the floating timer tool lists them and rings when one ends. Several run
 * at once. Each keeps a deadline (epoch ms), so a throttled or reloaded tab still shows the right
 * time; the list is kept in localStorage for that reason.
 */
export interface NamedTimer {
  id: string;
  name: string;
  /** The duration it was started with. */
  seconds: number;
  /** When it reaches zero (epoch ms). */
  deadline: number;
}

const STORAGE_KEY = 'forkcast.timers.named';
const listeners = new Set<() => void>();
let timers: readonly NamedTimer[] = load();

function load(): NamedTimer[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (t): t is NamedTimer =>
        typeof t === 'object' && t !== null && typeof t.id === 'string' && typeof t.name === 'string' && typeof t.seconds === 'number' && typeof t.deadline === 'number',
    );
  } catch {
    return [];
  }
}

function set(next: readonly NamedTimer[]) {
  timers = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the timers hold for this visit.
  }
  for (const listener of listeners) listener();
}

export function startNamedTimer(name: string, seconds: number, now = Date.now()): NamedTimer {
  const timer = { id: crypto.randomUUID(), name, seconds, deadline: now + seconds * 1000 };
  set([...timers, timer]);
  return timer;
}

/** Stops a timer (cancelled while running, or turned off after it rang). */
export function stopNamedTimer(id: string) {
  set(timers.filter((t) => t.id !== id));
}

/** Test helper and sign-out: forget every timer. */
export function clearNamedTimers() {
  set([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The timers in the order they were started. */
export function useNamedTimers(): readonly NamedTimer[] {
  return useSyncExternalStore(subscribe, () => timers);
}

/** Whole seconds left at `now`, rounded up (never below zero). */
export const secondsLeft = (timer: NamedTimer, now: number) => Math.max(0, Math.ceil((timer.deadline - now) / 1000));

/** The current time, refreshed every 250 ms and when the tab shows again while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    tick();
    const id = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active]);
  return now;
}
