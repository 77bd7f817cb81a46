import { describe, expect, it } from 'vitest';
import { encodeCursor, encodeTimeCursor } from '#core/kernel/page-cursor';
import { ApiError } from './errors';
import { readCursor, readTimeCursor } from './page-cursor';

function refusal(read: () => unknown): { status: number; code: string } | null {
  try {
    read();
    return null;
  } catch (err) {
    return err instanceof ApiError ? { status: err.status, code: err.code } : { status: 500, code: 'thrown' };
  }
}

describe('reading a list cursor', () => {
  it('gives the values of one of ours, and nothing without a cursor', () => {
    const row = { createdAt: '2026-11-25T01:00:00.000Z', id: 'r-1' };
    expect(readTimeCursor(encodeTimeCursor(row))).toEqual(row);
    expect(readTimeCursor(undefined)).toBeNull();
    expect(readCursor(encodeCursor([4.5, '2026-11-25', 'sr-1']), ['number', 'string', 'string'])).toEqual([4.5, '2026-11-25', 'sr-1']);
  });

  it.each(['', 'abc', '2026-01-01T00:00:00.000Z~r-1', encodeCursor([1, 'r-1']), encodeCursor(['not a date', 'r-1'])])(
    'answers 400 validation_failed for %j',
    (text) => {
      expect(refusal(() => readTimeCursor(text))).toEqual({ status: 400, code: 'validation_failed' });
    },
  );

  it('answers 400 for a cursor of another sort', () => {
    expect(refusal(() => readCursor(encodeCursor(['2026-11-25', 'sr-1']), ['number', 'string', 'string']))).toEqual({ status: 400, code: 'validation_failed' });
  });
});
