import { describe, expect, it } from 'vitest';
import { encodeWav, renderTrack, SAMPLE_RATE, TRACKS } from './radio-tracks';

describe('generated radio tracks', () => {
  it('are six distinct, valid 16-bit mono WAV files of about two minutes, about 2 MB each', () => {
    expect(TRACKS).toHaveLength(6);
    const files = TRACKS.map((t) => encodeWav(renderTrack(t)));
    for (const file of files) {
      const view = new DataView(file.buffer);
      const text = (o: number, n: number) => String.fromCharCode(...file.subarray(o, o + n));
      expect(text(0, 4)).toBe('RIFF');
      expect(text(8, 4)).toBe('WAVE');
      expect(view.getUint32(4, true)).toBe(file.length - 8);
      expect(view.getUint16(22, true)).toBe(1);
      expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
      expect(view.getUint32(40, true)).toBe(file.length - 44);
      const seconds = (file.length - 44) / 2 / SAMPLE_RATE;
      expect(seconds).toBeGreaterThanOrEqual(120);
      expect(seconds).toBeLessThan(135);
      expect(file.length).toBeLessThan(2_100_000);
    }
    expect(new Set(files.map((f) => f.length + ':' + f[1000])).size).toBe(6);
  });

  it('never clips: every sample stays inside [-1, 1] before encoding', () => {
    for (const track of TRACKS) {
      const peak = renderTrack(track).reduce((max, s) => Math.max(max, Math.abs(s)), 0);
      expect(peak).toBeGreaterThan(0.1);
      expect(peak).toBeLessThanOrEqual(1);
    }
  });
});
