/**
 * How the web follows a dish picture being drawn (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): while a
 * shown recipe's `picture_status` is pending, its query is fetched again with backoff (1 s,
 * 1.5 s, 2.25 s ... at most 8 s), and it stops once none is pending or after `MAX_PICTURE_POLLS`
 * fetches (about four minutes), whichever comes first. The page never waits for the picture.
 */
export const MAX_PICTURE_POLLS = 40;
const FIRST_MS = 1000;
const MAX_MS = 8000;

export type PictureStatus = 'none' | 'pending' | 'ready' | 'failed';

/** The refetch interval (ms) after `fetches` answers, or false to stop polling. */
export function pictureRefetchInterval(statuses: readonly PictureStatus[], fetches: number): number | false {
  if (!statuses.includes('pending') || fetches >= MAX_PICTURE_POLLS) return false;
  return Math.min(MAX_MS, Math.round(FIRST_MS * 1.5 ** Math.max(0, fetches - 1)));
}
