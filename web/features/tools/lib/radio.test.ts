import { describe, expect, it } from 'vitest';
import { clampVolume, initialRadio, radioReducer, radioTrackUrl, type RadioState } from './radio';

const at = (index: number, extra: Partial<RadioState> = {}): RadioState => ({ ...initialRadio, index, ...extra });

describe('radio playlist', () => {
  it('starts on track 1, paused, repeat off, volume 0.7', () => {
    expect(initialRadio).toEqual({ index: 0, playing: false, repeat: false, volume: 0.7 });
    expect(radioTrackUrl(0)).toBe('/api/radio/1');
    expect(radioTrackUrl(5)).toBe('/api/radio/6');
  });

  it.each([
    [0, 1],
    [4, 5],
    [5, 0],
  ])('next from track index %i goes to %i (wraps after the sixth)', (from, to) => {
    expect(radioReducer(at(from), { type: 'next' }).index).toBe(to);
  });

  it.each([
    [1, 0],
    [0, 5],
  ])('previous from track index %i goes to %i (wraps before the first)', (from, to) => {
    expect(radioReducer(at(from), { type: 'previous' }).index).toBe(to);
  });

  it('a track that ends advances to the next (wrapping) and keeps playing', () => {
    expect(radioReducer(at(2, { playing: true }), { type: 'ended' })).toMatchObject({ index: 3, playing: true });
    expect(radioReducer(at(5, { playing: true }), { type: 'ended' })).toMatchObject({ index: 0, playing: true });
  });

  it('with repeat on, a track that ends plays again', () => {
    const repeating = radioReducer(at(4, { playing: true }), { type: 'toggleRepeat' });
    expect(repeating.repeat).toBe(true);
    expect(radioReducer(repeating, { type: 'ended' })).toMatchObject({ index: 4, playing: true, repeat: true });
    // Next and previous still move while repeat is on.
    expect(radioReducer(repeating, { type: 'next' }).index).toBe(5);
  });

  it('play, pause and toggle', () => {
    const playing = radioReducer(initialRadio, { type: 'toggle' });
    expect(playing.playing).toBe(true);
    expect(radioReducer(playing, { type: 'pause' }).playing).toBe(false);
    expect(radioReducer(initialRadio, { type: 'play' }).playing).toBe(true);
  });

  it.each([
    [0.75, 0.8],
    [1.5, 1],
    [-1, 0],
    [0, 0],
    [0.3, 0.3],
    [Number.NaN, 0.7],
  ])('volume %d is kept as %d (0-1 in steps of 0.1)', (input, expected) => {
    expect(clampVolume(input)).toBe(expected);
    expect(radioReducer(initialRadio, { type: 'volume', value: input }).volume).toBe(expected);
  });
});
