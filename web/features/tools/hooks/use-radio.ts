import { useCallback, useEffect, useReducer, useRef } from 'react';
import { RADIO_TITLES, type RadioTrack } from '#core/kernel/radio';
import { initialRadio, radioReducer, radioTrackUrl, type RadioAction, type RadioState } from '../lib/radio';

export interface KitchenRadio {
  state: RadioState;
  title: string;
  dispatch: (action: RadioAction) => void;
}

const titleOf = (index: number) => RADIO_TITLES[(index + 1) as RadioTrack];

/** Media Session: the lock screen and media keys show the track and control the radio. */
function useMediaSession(state: RadioState, dispatch: (action: RadioAction) => void, artist: string) {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({ title: titleOf(state.index), artist, album: 'Forkcast' });
    navigator.mediaSession.playbackState = state.playing ? 'playing' : 'paused';
  }, [state.index, state.playing, artist]);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const handlers: Array<[MediaSessionAction, RadioAction]> = [
      ['play', { type: 'play' }],
      ['pause', { type: 'pause' }],
      ['nexttrack', { type: 'next' }],
      ['previoustrack', { type: 'previous' }],
    ];
    for (const [action, radioAction] of handlers) {
      try {
        navigator.mediaSession.setActionHandler(action, () => dispatch(radioAction));
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          navigator.mediaSession.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [dispatch]);
}

/**
 * The kitchen radio: the playlist reducer driving one <audio> element that lives as long as the
 * signed-in app (so it keeps playing across screens). Play failures are only logged (docs/product.md "Errors and messages").
 */
export function useRadio(artist: string): KitchenRadio {
  const [state, dispatch] = useReducer(radioReducer, initialRadio);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  const audio = useCallback(() => {
    audioRef.current ??= new Audio();
    return audioRef.current;
  }, []);

  // The reducer moves on (or stays, with repeat); a repeated track is restarted here.
  const repeatRef = useRef(state.repeat);
  useEffect(() => {
    repeatRef.current = state.repeat;
  }, [state.repeat]);
  useEffect(() => {
    const el = audio();
    const onEnded = () => {
      dispatch({ type: 'ended' });
      if (repeatRef.current) {
        el.currentTime = 0;
        el.play().catch((err: unknown) => console.error('Radio playback failed', err));
      }
    };
    el.addEventListener('ended', onEnded);
    return () => {
      el.removeEventListener('ended', onEnded);
      el.pause();
    };
  }, [audio]);

  // Load the track when it changes (the browser asks for ranges as it plays).
  useEffect(() => {
    const el = audio();
    const url = radioTrackUrl(state.index);
    if (!el.src.endsWith(url)) {
      el.src = url;
      el.preload = 'metadata';
    }
  }, [audio, state.index]);

  useEffect(() => {
    audio().volume = state.volume;
  }, [audio, state.volume]);

  // Play or pause, and play the new track when the index changes while playing.
  const { playing, index } = state;
  useEffect(() => {
    const el = audio();
    if (!playing) {
      el.pause();
      return;
    }
    if (el.ended) el.currentTime = 0;
    el.play().catch((err: unknown) => {
      console.error('Radio playback failed', err);
      dispatch({ type: 'pause' });
    });
  }, [audio, playing, index]);

  useMediaSession(state, dispatch, artist);
  return { state, title: titleOf(state.index), dispatch };
}
