import { RADIO_TITLES, RADIO_TRACKS, radioObjectKey } from '#core/kernel/radio';
import type { SeedEnv } from '../seed';
import { encodeWav, renderTrack, TRACKS } from './radio-tracks';

/**
 * Writes the six generated radio tracks to R2 at `radio/1` … `radio/6` (docs/product.md "Running locally"), so the kitchen radio plays offline. Overwrites with the same bytes: idempotent.
 */
export async function seedRadio({ BUCKET }: SeedEnv) {
  for (const [i, track] of TRACKS.entries()) {
    const n = RADIO_TRACKS[i] ?? 1;
    await BUCKET.put(radioObjectKey(n), encodeWav(renderTrack(track)), {
      httpMetadata: { contentType: 'audio/wav' },
      customMetadata: { title: RADIO_TITLES[n] },
    });
  }
}
