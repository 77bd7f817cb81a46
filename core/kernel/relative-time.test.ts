import { describe, expect, it } from 'vitest';
import { formatRelativeTime, parseTimestamp, relativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');

describe('relativeTime', () => {
  it('is "now" under one minute, and for future times', () => {
    expect(relativeTime('2026-03-10T12:00:00Z', now)).toEqual({ unit: 'now' });
    expect(relativeTime('2026-03-10T11:59:01Z', now)).toEqual({ unit: 'now' });
    expect(relativeTime('2026-03-10T12:05:00Z', now)).toEqual({ unit: 'now' });
  });

  it('counts minutes from 1 to 59', () => {
    expect(relativeTime('2026-03-10T11:59:00Z', now)).toEqual({ unit: 'minute', value: 1 });
    expect(relativeTime('2026-03-10T11:00:01Z', now)).toEqual({ unit: 'minute', value: 59 });
  });

  it('counts hours from 60 minutes to under 24 hours', () => {
    expect(relativeTime('2026-03-10T11:00:00Z', now)).toEqual({ unit: 'hour', value: 1 });
    expect(relativeTime('2026-03-09T12:00:01Z', now)).toEqual({ unit: 'hour', value: 23 });
  });

  it('counts days from 24 hours on', () => {
    expect(relativeTime('2026-03-09T12:00:00Z', now)).toEqual({ unit: 'day', value: 1 });
    expect(relativeTime('2026-02-08T12:00:00Z', now)).toEqual({ unit: 'day', value: 30 });
  });

  it('reads timestamps without a zone as UTC', () => {
    expect(parseTimestamp('2026-03-10 11:30:00').toISOString()).toBe('2026-03-10T11:30:00.000Z');
    expect(parseTimestamp('2026-03-10T11:30:00').toISOString()).toBe('2026-03-10T11:30:00.000Z');
    expect(parseTimestamp('2026-03-10').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(relativeTime('2026-03-10 11:30:00', now)).toEqual({ unit: 'minute', value: 30 });
  });

  it('keeps explicit zones', () => {
    expect(parseTimestamp('2026-03-10T13:30:00+02:00').toISOString()).toBe('2026-03-10T11:30:00.000Z');
    expect(relativeTime('2026-03-10T13:30:00+02:00', now)).toEqual({ unit: 'minute', value: 30 });
  });

  it('treats an unreadable timestamp as now rather than NaN', () => {
    expect(relativeTime('not a date', now)).toEqual({ unit: 'now' });
  });
});

describe('formatRelativeTime', () => {
  it('uses the given just-now text under a minute', () => {
    expect(formatRelativeTime('2026-03-10T11:59:30Z', now, 'en', 'just now')).toBe('just now');
  });

  it('localises through Intl.RelativeTimeFormat', () => {
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now, 'en', 'just now')).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10 09:00:00', now, 'en', 'just now')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-08T12:00:00Z', now, 'de', 'gerade eben')).toBe('vor 2 Tagen');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'es', 'justo ahora')).toBe('hace 1 día');
  });
});
