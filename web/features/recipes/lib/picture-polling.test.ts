import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_POLLS, pictureRefetchInterval, type PictureStatus } from './picture-polling';

describe('pictureRefetchInterval', () => {
  const cases: Array<[string, PictureStatus[], number, number | false]> = [
    ['a pending picture is asked for again after 1 s', ['pending'], 1, 1000],
    ['then with backoff', ['pending'], 2, 1500],
    ['and more backoff', ['pending'], 4, 3375],
    ['never more than 8 s apart', ['pending'], 20, 8000],
    ['one pending card among ready ones keeps the list polling', ['ready', 'pending', 'none'], 1, 1000],
    ['a ready picture stops the polling', ['ready'], 1, false],
    ['a failed picture stops the polling', ['failed'], 3, false],
    ['no picture coming: no polling', ['none'], 1, false],
    ['no recipes: no polling', [], 1, false],
    ['bounded: a picture that never comes stops being asked for', ['pending'], MAX_PICTURE_POLLS, false],
  ];
  it.each(cases)('%s', (_name, statuses, fetches, expected) => {
    expect(pictureRefetchInterval(statuses, fetches)).toBe(expected);
  });
});
