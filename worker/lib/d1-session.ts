import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * Global reads with D1 read replication (the Sessions API): every API request runs its queries
 * in one `withSession` session, so reads may be served by a nearby replica, and answers the
 * session's bookmark in the `X-D1-Bookmark` header and the `d1_bookmark` cookie. The browser
 * sends the cookie back (other clients may send the header), and the next request's session
 * starts from that bookmark: a cook always reads their own writes, wherever the read is served.
 *
 * Without a bookmark, a safe request (GET/HEAD) starts anywhere ('first-unconstrained') and an
 * unsafe one on the primary ('first-primary'), so the checks before a write see the latest data.
 */
export const BOOKMARK_HEADER = 'X-D1-Bookmark';
export const BOOKMARK_COOKIE = 'd1_bookmark';

/** D1 bookmarks are short runs of hex digits and dashes; anything else is ignored. */
const BOOKMARK = /^[0-9a-f]+(?:-[0-9a-f]+){0,7}$/i;

export interface D1Session {
  /** The session as a D1Database, for drizzle and the hand-written queries alike. */
  db: D1Database;
  /** The latest bookmark of the session's queries, or null before any query ran. */
  bookmark: () => string | null;
}

export function isBookmark(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= 128 && BOOKMARK.test(value);
}

/** Opens a session from the request's bookmark or, without one, the constraint for its method. */
export function openD1Session(binding: D1Database, bookmark: string | null, safeMethod: boolean): D1Session {
  const session = binding.withSession(bookmark ?? (safeMethod ? 'first-unconstrained' : 'first-primary'));
  const db: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    // Not used per request; they go to the binding itself.
    exec: (query) => binding.exec(query),
    withSession: (constraint) => binding.withSession(constraint),
    dump: () => binding.dump(),
  };
  return { db, bookmark: () => session.getBookmark() };
}

/** The bookmark the client sent: the header first, then the cookie. */
export function requestBookmark(c: Context): string | null {
  const header = c.req.header(BOOKMARK_HEADER);
  if (isBookmark(header)) return header;
  const cookie = getCookie(c, BOOKMARK_COOKIE);
  return isBookmark(cookie) ? cookie : null;
}

/**
 * Hands the session's bookmark back for the next request: always in the header, and in the cookie
 * after a write (what read-your-writes needs; reads set no cookie, so cacheable answers stay so).
 */
export function answerBookmark(c: Context, bookmark: string | null, safeMethod: boolean): void {
  if (!isBookmark(bookmark)) return;
  c.header(BOOKMARK_HEADER, bookmark);
  if (safeMethod) return;
  // A day is plenty: a bookmark only needs to outlive the replication lag.
  setCookie(c, BOOKMARK_COOKIE, bookmark, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/api', maxAge: 86400 });
}
