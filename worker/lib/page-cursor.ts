import { decodeCursor, decodeTimeCursor, type CursorKind, type CursorValue, type TimeCursor } from '#core/kernel/page-cursor';
import { badRequest } from './errors';

/**
 * Reads a list's `cursor` query (core/kernel/page-cursor.ts, the one format): a text that is not one of
 * ours, or not one of this list's, is 400 `validation_failed` with the one error shape.
 */
const invalid = () => badRequest('Invalid cursor', 'cursor: not a page cursor of this list');

export function readCursor(text: string, kinds: readonly CursorKind[]): CursorValue[] {
  const values = decodeCursor(text, kinds);
  if (!values) throw invalid();
  return values;
}

/** A newest-first list's cursor (`created_at`, `id`), or null without one. */
export function readTimeCursor(text: string | undefined): TimeCursor | null {
  if (text === undefined) return null;
  const cursor = decodeTimeCursor(text);
  if (!cursor) throw invalid();
  return cursor;
}
