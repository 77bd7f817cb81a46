import { STEP_TIMER_MAX_S } from '#core/recipe/step-timers';

/**
 * The kitchen timer's state machine (docs/product.md "Kitchen tools", docs/product.md "Numbers"): idle -> running <-> paused ->
 * finished -> idle. Time is kept as a deadline (epoch ms) while running, so a tab that was in the
 * background, throttled or asleep still shows the right time on its next tick.
 */
export const TIMER_MIN_S = 60;
/** Twelve hours: a long braise or a slow roast, as for a step's timer (core/recipe/step-timers.ts, docs/decisions/043-cook-mode-timers.md). */
export const TIMER_MAX_S = STEP_TIMER_MAX_S;
export const TIMER_DEFAULT_S = 300;
export const TIMER_STEP_S = 60;
/** 1, 5, 10, 15 and 30 minutes, 1 and 2 hours; any other time is typed. */
export const TIMER_PRESETS_S = [60, 300, 600, 900, 1800, 3600, 7200] as const;

export type TimerStatus = 'idle' | 'running' | 'paused' | 'finished';

export interface TimerState {
  status: TimerStatus;
  /** The chosen duration in seconds (60 s to 12 h). */
  duration: number;
  /** While running: when it reaches zero (epoch ms). */
  deadline: number | null;
  /** While idle or paused: milliseconds left. */
  remainingMs: number;
}

export type TimerAction =
  | { type: 'setDuration'; seconds: number }
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'toggle'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'reset' };

export function clampDuration(seconds: number): number {
  if (!Number.isFinite(seconds)) return TIMER_DEFAULT_S;
  return Math.min(TIMER_MAX_S, Math.max(TIMER_MIN_S, Math.round(seconds)));
}

export function initialTimer(duration = TIMER_DEFAULT_S): TimerState {
  const seconds = clampDuration(duration);
  return { status: 'idle', duration: seconds, deadline: null, remainingMs: seconds * 1000 };
}

/** Milliseconds left at `now` (never below zero). */
export function remainingMs(state: TimerState, now: number): number {
  if (state.status === 'running' && state.deadline !== null) return Math.max(0, state.deadline - now);
  if (state.status === 'finished') return 0;
  return state.remainingMs;
}

/** Whole seconds left, rounded up: 59.2 s shows as 1:00 until a full second has passed. */
export function remainingSeconds(state: TimerState, now: number): number {
  return Math.ceil(remainingMs(state, now) / 1000);
}

/** "m:ss" (or "h:mm:ss" from a full hour): one rule with cook mode's step timers. */
export { formatClock } from '#core/recipe/step-timers';

function run(state: TimerState, now: number): TimerState {
  return { ...state, status: 'running', deadline: now + state.remainingMs };
}

export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case 'setDuration': {
      // The duration is chosen while idle (or after it finished); a running timer keeps its time.
      if (state.status === 'running' || state.status === 'paused') return state;
      return initialTimer(action.seconds);
    }
    case 'start':
      if (state.status === 'idle' || state.status === 'paused') return run(state, action.now);
      return state;
    case 'pause':
      if (state.status !== 'running') return state;
      return { ...state, status: 'paused', deadline: null, remainingMs: remainingMs(state, action.now) };
    case 'toggle':
      // docs/product.md "Kitchen tools": while finished the main button acts as reset.
      if (state.status === 'finished') return initialTimer(state.duration);
      if (state.status === 'running') return timerReducer(state, { type: 'pause', now: action.now });
      return run(state, action.now);
    case 'tick':
      if (state.status === 'running' && remainingMs(state, action.now) === 0) {
        return { ...state, status: 'finished', deadline: null, remainingMs: 0 };
      }
      return state;
    case 'reset':
      return initialTimer(state.duration);
  }
}
