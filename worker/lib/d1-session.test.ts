import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { setCookieLine, signIn } from '../test/helpers';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, isBookmark } from './d1-session';

/** The D1 binding, recording what each request's session was opened from. */
function recordingDb() {
  const opened: Array<string | undefined> = [];
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession') {
        return (from?: string) => {
          opened.push(from);
          return target.withSession(from);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, opened };
}

function call(db: D1Database, path: string, init: { cookie?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    headers.set('origin', 'http://localhost');
  }
  const method = init.json === undefined ? 'GET' : 'POST';
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return app.request(`http://localhost/api${path}`, { method, headers, body }, { ...env, DB: db });
}

describe('D1 sessions: the bookmark carried between requests', () => {
  it('a write answers its bookmark; the next read starts from it and sees the write', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const { db, opened } = recordingDb();

    const write = await call(db, '/leaderboard/settings', { cookie: cook.cookie, json: { show_real_name: true } });
    expect(write.status).toBe(200);
    expect(opened).toEqual(['first-primary']);
    const bookmark = write.headers.get(BOOKMARK_HEADER);
    expect(isBookmark(bookmark)).toBe(true);
    const cookie = setCookieLine(write, BOOKMARK_COOKIE) ?? '';
    expect(cookie).toContain(`${BOOKMARK_COOKIE}=${bookmark}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/i);

    // The browser sends the cookie back with its session cookie.
    const read = await call(db, '/leaderboard/settings', { cookie: `${cook.cookie}; ${BOOKMARK_COOKIE}=${bookmark}` });
    expect(read.status).toBe(200);
    expect(opened[1]).toBe(bookmark);
    expect(await read.json()).toMatchObject({ show_real_name: true });
    // Reads answer the header but set no cookie.
    expect(isBookmark(read.headers.get(BOOKMARK_HEADER))).toBe(true);
    expect(setCookieLine(read, BOOKMARK_COOKIE)).toBeNull();
    expect((read.headers.get(BOOKMARK_HEADER) ?? '') >= (bookmark ?? '')).toBe(true);
  });

  it('takes the header before the cookie, and ignores what is not a bookmark', async () => {
    const cook = await signIn({ planType: 'free' });
    const { db, opened } = recordingDb();
    const first = await call(db, '/leaderboard/settings', { cookie: cook.cookie, json: { show_real_name: false } });
    const bookmark = first.headers.get(BOOKMARK_HEADER) ?? '';

    await call(db, '/leaderboard/settings', { cookie: `${cook.cookie}; ${BOOKMARK_COOKIE}=0-0`, headers: { [BOOKMARK_HEADER]: bookmark } });
    expect(opened[1]).toBe(bookmark);
    for (const junk of ['not a bookmark', "'; DROP TABLE users; --", 'f'.repeat(200)]) {
      await call(db, '/leaderboard/settings', { cookie: cook.cookie, headers: { [BOOKMARK_HEADER]: junk } });
      expect(opened.at(-1)).toBe('first-unconstrained');
    }
  });
});
