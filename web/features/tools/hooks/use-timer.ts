import { useCallback, useEffect, useReducer, useState } from 'react';
import { beep, unlockAudio } from '../lib/beep';
import { initialTimer, remainingSeconds, timerReducer, type TimerState } from '../lib/timer';

const SOUND_KEY = 'forkcast.timer.sound';
/** How often the display refreshes; the time itself comes from the deadline. */
const TICK_MS = 250;

function readSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export interface KitchenTimer {
  state: TimerState;
  /** Whole seconds left, from the deadline. */
  seconds: number;
  sound: boolean;
  setSound: (on: boolean) => void;
  setDuration: (seconds: number) => void;
  /** Start, pause, resume; while finished it resets (docs/product.md "Kitchen tools"). */
  toggle: () => void;
  reset: () => void;
}

/**
 * The kitchen timer: the reducer plus a clock. While running it re-reads the time every 250 ms
 * and whenever the tab becomes visible again, so a background tab shows the right time at once.
 * While finished and sound is on it beeps every second.
 */
export function useTimer(): KitchenTimer {
  const [state, dispatch] = useReducer(timerReducer, undefined, () => initialTimer());
  const [now, setNow] = useState(() => Date.now());
  const [sound, setSoundState] = useState(readSound);

  useEffect(() => {
    if (state.status !== 'running') return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      dispatch({ type: 'tick', now: t });
    };
    const id = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [state.status]);

  useEffect(() => {
    if (state.status !== 'finished' || !sound) return;
    beep();
    const id = window.setInterval(beep, 1000);
    return () => window.clearInterval(id);
  }, [state.status, sound]);

  const setSound = useCallback((on: boolean) => {
    setSoundState(on);
    try {
      localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    } catch {
      // Storage unavailable: the choice holds for this visit.
    }
  }, []);

  const toggle = useCallback(() => {
    // A user gesture: let the browser play the beep later.
    unlockAudio();
    const t = Date.now();
    setNow(t);
    dispatch({ type: 'toggle', now: t });
  }, []);

  return {
    state,
    seconds: remainingSeconds(state, now),
    sound,
    setSound,
    setDuration: useCallback((seconds: number) => dispatch({ type: 'setDuration', seconds }), []),
    toggle,
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
  };
}
