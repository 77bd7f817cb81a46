import { RADIO_TRACK_COUNT } from '#core/kernel/radio';

/** The radio's playlist rules (docs/product.md "Kitchen tools"): wrap-around next/previous, repeat on end. */
export interface RadioState {
  /** 0-based index into the six tracks. */
  index: number;
  playing: boolean;
  repeat: boolean;
  /** 0-1 in steps of 0.1 (docs/product.md "Numbers"), default 0.7. */
  volume: number;
}

export const RADIO_DEFAULT_VOLUME = 0.7;

export const initialRadio: RadioState = { index: 0, playing: false, repeat: false, volume: RADIO_DEFAULT_VOLUME };

export type RadioAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'ended' }
  | { type: 'toggleRepeat' }
  | { type: 'volume'; value: number }
  | { type: 'select'; index: number };

export const nextIndex = (index: number) => (index + 1) % RADIO_TRACK_COUNT;
export const previousIndex = (index: number) => (index - 1 + RADIO_TRACK_COUNT) % RADIO_TRACK_COUNT;

/** Rounds to one decimal inside 0-1. */
export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return RADIO_DEFAULT_VOLUME;
  return Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;
}

export function radioReducer(state: RadioState, action: RadioAction): RadioState {
  switch (action.type) {
    case 'play':
      return { ...state, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'next':
      return { ...state, index: nextIndex(state.index) };
    case 'previous':
      return { ...state, index: previousIndex(state.index) };
    case 'ended':
      // Repeat replays the same track (the player restarts it); otherwise the next one plays.
      return state.repeat ? { ...state, playing: true } : { ...state, index: nextIndex(state.index), playing: true };
    case 'toggleRepeat':
      return { ...state, repeat: !state.repeat };
    case 'volume':
      return { ...state, volume: clampVolume(action.value) };
    case 'select':
      return { ...state, index: ((action.index % RADIO_TRACK_COUNT) + RADIO_TRACK_COUNT) % RADIO_TRACK_COUNT };
  }
}

/** The URL of track `index` (0-based): `/api/radio/1` … `/api/radio/6`. */
export const radioTrackUrl = (index: number) => `/api/radio/${index + 1}`;
