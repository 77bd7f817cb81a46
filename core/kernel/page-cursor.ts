/**
 * The one cursor format of every paginated list (the discover feed, my recipes, the credit
 * history): the keyset values of the last row shown, as a JSON array in base64url
 * (docs/decisions/059-one-page-cursor.md). Opaque to clients: they send back `next_cursor`
 * as `cursor`. Pure.
 */

export type CursorValue = string | number;
export type CursorKind = 'string' | 'number';

/** The longest cursor a list accepts (a few keyset values; the query schemas bound it too). */
export const MAX_CURSOR_LENGTH = 300;

const toBase64Url = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export function encodeCursor(values: readonly CursorValue[]): string {
  return toBase64Url(JSON.stringify(values));
}

/**
 * The values of a cursor whose keys have `kinds` (a non-empty string or a finite number each),
 * or null when the text is not such a cursor.
 */
export function decodeCursor(text: string, kinds: readonly CursorKind[]): CursorValue[] | null {
  if (text.length === 0 || text.length > MAX_CURSOR_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length) return null;
  const ok = kinds.every((kind, i) => {
    const value: unknown = parsed[i];
    return kind === 'string' ? typeof value === 'string' && value.length > 0 : typeof value === 'number' && Number.isFinite(value);
  });
  return ok ? (parsed as CursorValue[]) : null;
}

/** The `created_at` and `id` of a newest-first list's last row (my recipes, the credit history). */
export interface TimeCursor {
  createdAt: string;
  id: string;
}

export const encodeTimeCursor = (row: TimeCursor): string => encodeCursor([row.createdAt, row.id]);

/** A newest-first cursor, or null when the text is not one (its time must be a date). */
export function decodeTimeCursor(text: string): TimeCursor | null {
  const values = decodeCursor(text, ['string', 'string']);
  if (!values) return null;
  const [createdAt, id] = values as [string, string];
  return Number.isNaN(Date.parse(createdAt)) ? null : { createdAt, id };
}
