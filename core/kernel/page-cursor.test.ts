import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeTimeCursor, encodeCursor, encodeTimeCursor, MAX_CURSOR_LENGTH } from './page-cursor';

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('the one page cursor', () => {
  it.each([
    [['2026-11-25T00:00:00.000Z', 'r-1'], ['string', 'string']],
    [[12.5, 'sr-9'], ['number', 'string']],
    [[3, 7, 'x'], ['number', 'number', 'string']],
    [['Köln ~ 😀', 'id/with+chars'], ['string', 'string']],
  ] as const)('%j round-trips as an opaque base64url text', (values, kinds) => {
    const text = encodeCursor(values);
    expect(text).toMatch(/^[\w-]+$/);
    expect(decodeCursor(text, kinds)).toEqual(values);
  });

  it('reads the padded standard base64 the feed once sent', () => {
    expect(decodeCursor(b64([5, 'sr-1']), ['number', 'string'])).toEqual([5, 'sr-1']);
  });

  it.each([
    ['empty', ''],
    ['not base64', '!!!'],
    ['not JSON', btoa('x~y')],
    ['a string', b64('x')],
    ['an object', b64({ a: 1 })],
    ['too many values', b64([1, 2, 3])],
    ['too few values', b64([1])],
    ['a string for a number', b64(['1', 'id'])],
    ['a number for a string', b64([1, 2])],
    ['null', b64([null, 'x'])],
    ['an empty id', b64([1, ''])],
    ['not finite', btoa('[1e999,"x"]')],
    ['too long', encodeCursor([1, 'x'.repeat(MAX_CURSOR_LENGTH)])],
    ['the old created_at~id text', '2026-01-01T00:00:00.000Z~r-1'],
  ])('refuses %s', (_label, text) => {
    expect(decodeCursor(text, ['number', 'string'])).toBeNull();
  });

  it('a newest-first cursor holds a date and an id', () => {
    const row = { createdAt: '2026-11-25T01:02:03.000Z', id: 'l-1' };
    expect(decodeTimeCursor(encodeTimeCursor(row))).toEqual(row);
    expect(decodeTimeCursor(encodeCursor(['yesterday', 'l-1']))).toBeNull();
    expect(decodeTimeCursor(encodeCursor([1, 'l-1']))).toBeNull();
    expect(decodeTimeCursor('a~b')).toBeNull();
  });
});
