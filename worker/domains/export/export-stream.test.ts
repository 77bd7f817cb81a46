import { env } from 'cloudflare:workers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { signIn } from '../../test/helpers';
import { insertRecipe } from '../community/test-helpers';
import { storeImage } from '../images/images.service';
import { streamExport } from './export.service';
import { photoBytes } from './export-test-helpers';

/**
 * The export is written at the reader's pace (docs/decisions/029-export-memory-measurement.md: 1,000 recipes and 200 MB of photos must
 * not fill the worker's 128 MB): photos are fetched from R2 one at a time and only when the
 * download has taken the ones before. R2 here is an in-memory bucket that records each `get`, so
 * the writer could only run ahead by its own doing, never by waiting on I/O.
 */
function recordingBucket() {
  const objects = new Map<string, Uint8Array>();
  const gets: string[] = [];
  const bucket = {
    async put(key: string, bytes: Uint8Array) {
      objects.set(key, bytes.slice());
      return { key };
    },
    async get(key: string) {
      gets.push(key);
      const bytes = objects.get(key);
      return bytes ? { arrayBuffer: async () => bytes.slice().buffer } : null;
    },
  };
  return { bucket: bucket as unknown as R2Bucket, objects, gets };
}

const PHOTOS = 6;
const PHOTO_SIZE = 40_000;

async function seedPhotos() {
  const owner = await signIn({ name: 'Pia Photos' });
  const r2 = recordingBucket();
  const db = createDb(env.DB);
  const photos = new Map<string, Uint8Array>();
  for (let i = 0; i < PHOTOS; i += 1) {
    const bytes = photoBytes(PHOTO_SIZE);
    bytes[PHOTO_SIZE - 20] = i; // every photo different
    const stored = await storeImage({ db, bucket: r2.bucket, now: new Date() }, owner.userId, { bytes, format: 'png' });
    const title = `Photo dish ${i}`;
    await insertRecipe(owner.userId, { title, imageUrl: stored.url });
    photos.set(title, bytes);
  }
  const deps = { db, bucket: r2.bucket, now: new Date(), user: { id: owner.userId, name: 'Pia Photos', email: 'pia@test.forkcast' } };
  return { r2, photos, deps };
}

/** Lets the writer run as far as it will without the reader (timers and microtasks, no I/O left). */
async function letWriterRun() {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('export streaming', { timeout: 30_000 }, () => {
  it('fetches each photo from R2 only when the download has taken the ones before it', async () => {
    const { r2, photos, deps } = await seedPhotos();
    const reader = streamExport(deps).getReader();
    const chunks: Uint8Array[] = [];
    // Read until the first photo's bytes arrive (its own chunk, stored as is).
    while (!chunks.some((chunk) => chunk.length === PHOTO_SIZE)) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the export ended before any photo');
      chunks.push(value);
    }
    await letWriterRun();
    // The photo just read, and at most the next one waiting for the reader: never all of them.
    expect(r2.gets.length).toBeLessThanOrEqual(2);

    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    const zip = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    chunks.reduce((at, chunk) => (zip.set(chunk, at), at + chunk.length), 0);
    const files = unzipSync(zip);
    const photoFiles = Object.keys(files).filter((name) => name.startsWith('photos/'));
    expect(photoFiles).toHaveLength(PHOTOS);
    expect(new Set(r2.gets).size).toBe(PHOTOS); // each photo read once
    expect(r2.gets).toHaveLength(PHOTOS);
    const records = Object.keys(files).filter((name) => /^recipes\/.+\.json$/.test(name));
    for (const name of records) {
      const record = JSON.parse(new TextDecoder().decode(files[name])) as { photo: string; recipe: { title: string } };
      expect(files[record.photo]).toEqual(photos.get(record.recipe.title));
    }
  });

  it('stops fetching photos when the download is cancelled', async () => {
    const { r2, deps } = await seedPhotos();
    const reader = streamExport(deps).getReader();
    while (r2.gets.length === 0) {
      const { done } = await reader.read();
      if (done) throw new Error('the export ended before any photo');
    }
    await reader.cancel('the user closed the tab');
    await letWriterRun();
    expect(r2.gets.length).toBeLessThanOrEqual(2);
  });
});
