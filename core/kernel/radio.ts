/** The kitchen radio: six tracks served at `/api/radio/{1-6}` (R2 keys `radio/1` … `radio/6`). */
export const RADIO_TRACK_COUNT = 6;
export const RADIO_TRACKS = [1, 2, 3, 4, 5, 6] as const;
export type RadioTrack = (typeof RADIO_TRACKS)[number];

export function isRadioTrack(value: string): boolean {
  return /^[1-6]$/.test(value);
}

/** Track titles (names, not translated), shown by the radio and sent to Media Session. */
export const RADIO_TITLES: Record<RadioTrack, string> = {
  1: 'Morning Simmer',
  2: 'Basil Breeze',
  3: 'Slow Roast',
  4: 'Citrus Steps',
  5: 'Golden Crust',
  6: 'Late Supper',
};

export const radioObjectKey = (track: number | string) => `radio/${track}`;
