import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimer } from '../hooks/use-timer';
import { BEEP_HZ } from './beep';
import { clampDuration, formatClock, initialTimer, remainingSeconds, timerReducer } from './timer';

const T0 = new Date('2026-11-23T10:00:00Z').getTime();

describe('timer reducer', () => {
  it.each([
    [0, 60],
    [10, 60],
    [59, 60],
    [60, 60],
    [299.6, 300],
    [3600, 3600],
    [43_200, 43_200],
    [43_201, 43_200],
    [99999, 43_200],
    [-5, 60],
    [Number.NaN, 300],
  ])('clamps a duration of %d s to %d s', (input, expected) => {
    expect(clampDuration(input)).toBe(expected);
    expect(timerReducer(initialTimer(), { type: 'setDuration', seconds: input }).duration).toBe(expected);
  });

  it('starts idle at the default 5 minutes', () => {
    const state = initialTimer();
    expect(state).toMatchObject({ status: 'idle', duration: 300 });
    expect(remainingSeconds(state, T0)).toBe(300);
  });

  it('counts from the deadline: pause keeps the time, resume continues, zero finishes', () => {
    let s = timerReducer(initialTimer(60), { type: 'start', now: T0 });
    expect(remainingSeconds(s, T0 + 15_000)).toBe(45);
    s = timerReducer(s, { type: 'pause', now: T0 + 15_000 });
    expect(s.status).toBe('paused');
    // Time passing while paused changes nothing.
    expect(remainingSeconds(s, T0 + 500_000)).toBe(45);
    s = timerReducer(s, { type: 'toggle', now: T0 + 500_000 });
    expect(s.status).toBe('running');
    expect(remainingSeconds(s, T0 + 540_000)).toBe(5);
    s = timerReducer(s, { type: 'tick', now: T0 + 544_999 });
    expect(s.status).toBe('running');
    s = timerReducer(s, { type: 'tick', now: T0 + 545_000 });
    expect(s.status).toBe('finished');
    expect(remainingSeconds(s, T0 + 545_000)).toBe(0);
  });

  it('while finished the main button resets to idle with the chosen duration; reset does the same from any state', () => {
    let s = timerReducer(initialTimer(120), { type: 'start', now: T0 });
    s = timerReducer(s, { type: 'tick', now: T0 + 121_000 });
    expect(s.status).toBe('finished');
    expect(timerReducer(s, { type: 'toggle', now: T0 })).toEqual(initialTimer(120));
    const running = timerReducer(initialTimer(600), { type: 'start', now: T0 });
    expect(timerReducer(running, { type: 'reset' })).toEqual(initialTimer(600));
  });

  it('does not change the duration of a running or paused timer', () => {
    const running = timerReducer(initialTimer(600), { type: 'start', now: T0 });
    expect(timerReducer(running, { type: 'setDuration', seconds: 60 })).toBe(running);
    const paused = timerReducer(running, { type: 'pause', now: T0 + 1000 });
    expect(timerReducer(paused, { type: 'setDuration', seconds: 60 })).toBe(paused);
  });

  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [60, '1:00'],
    [299, '4:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('useTimer with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second and finishes at zero', () => {
    const { result } = renderHook(() => useTimer());
    act(() => result.current.setDuration(60));
    act(() => result.current.toggle());
    expect(result.current.state.status).toBe('running');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(59);
    act(() => void vi.advanceTimersByTime(29_000));
    expect(result.current.seconds).toBe(30);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current.state.status).toBe('finished');
    expect(result.current.seconds).toBe(0);
  });

  it('pauses and resumes without losing time', () => {
    const { result } = renderHook(() => useTimer());
    act(() => result.current.setDuration(120));
    act(() => result.current.toggle());
    act(() => void vi.advanceTimersByTime(20_000));
    act(() => result.current.toggle());
    expect(result.current.state.status).toBe('paused');
    act(() => void vi.advanceTimersByTime(600_000));
    expect(result.current.seconds).toBe(100);
    act(() => result.current.toggle());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.seconds).toBe(90);
  });

  it('keeps its time when the tab was in the background: the clock jumps, the intervals did not run', () => {
    const { result } = renderHook(() => useTimer());
    act(() => result.current.setDuration(300));
    act(() => result.current.toggle());
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(299);
    // A throttled background tab: 2 minutes pass but no interval fires.
    vi.setSystemTime(T0 + 1000 + 120_000);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.seconds).toBe(179);
    // Asleep past the deadline: the next tick finishes it.
    vi.setSystemTime(T0 + 400_000);
    act(() => void vi.advanceTimersByTime(250));
    expect(result.current.state.status).toBe('finished');
  });

  it('resets to the chosen duration', () => {
    const { result } = renderHook(() => useTimer());
    act(() => result.current.setDuration(600));
    act(() => result.current.toggle());
    act(() => void vi.advanceTimersByTime(5000));
    act(() => result.current.reset());
    expect(result.current.state.status).toBe('idle');
    expect(result.current.seconds).toBe(600);
  });

  it('remembers the sound choice', () => {
    const { result, unmount } = renderHook(() => useTimer());
    expect(result.current.sound).toBe(true);
    act(() => result.current.setSound(false));
    unmount();
    expect(renderHook(() => useTimer()).result.current.sound).toBe(false);
  });
});

/** A stand-in for Web Audio that records every tone the page starts: what the speaker plays. */
const tones: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    const osc = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => void tones.push(osc.frequency.value),
      stop: () => undefined,
    };
    return osc;
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node };
  }
}

describe('the finished alert beeps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    localStorage.clear();
    tones.length = 0;
    Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true, writable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'AudioContext');
  });

  it('every second at 800 Hz while finished with sound on; sound off and "Turn off timer" silence it', () => {
    const { result } = renderHook(() => useTimer());
    act(() => result.current.setDuration(60));
    act(() => result.current.toggle());
    act(() => void vi.advanceTimersByTime(59_000));
    expect(tones).toEqual([]);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.state.status).toBe('finished');
    act(() => void vi.advanceTimersByTime(3000));
    // One beep at zero, then one each second.
    expect(tones).toEqual([BEEP_HZ, BEEP_HZ, BEEP_HZ, BEEP_HZ]);
    act(() => result.current.setSound(false));
    act(() => void vi.advanceTimersByTime(5000));
    expect(tones).toHaveLength(4);
    act(() => result.current.setSound(true));
    expect(tones).toHaveLength(5);
    act(() => result.current.reset());
    act(() => void vi.advanceTimersByTime(5000));
    expect(tones).toHaveLength(5);
    expect(result.current.state.status).toBe('idle');
  });

  it('never beeps when the sound was off from the start', () => {
    localStorage.setItem('forkcast.timer.sound', 'off');
    const { result } = renderHook(() => useTimer());
    act(() => result.current.setDuration(60));
    act(() => result.current.toggle());
    act(() => void vi.advanceTimersByTime(65_000));
    expect(result.current.state.status).toBe('finished');
    expect(tones).toEqual([]);
  });
});
