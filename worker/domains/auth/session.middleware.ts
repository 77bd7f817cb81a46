import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LEGACY_SESSION_COOKIE, SESSION_COOKIE, validateSession } from './session.service';
import type { AppEnv } from '../../env';
import { SESSION_HINT_COOKIE } from '#core/kernel/session-hint';

/**
 * Sets the session cookie: HttpOnly, Secure, SameSite=Lax, path /, until `expires`; and beside
 * it the readable hint cookie (core/kernel/session-hint.ts) with the same lifetime.
 */
export function setSessionCookie(c: Context<AppEnv>, token: string, expires: Date) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', expires });
  setCookie(c, SESSION_HINT_COOKIE, '1', { secure: true, sameSite: 'Lax', path: '/', expires });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  if (getCookie(c, LEGACY_SESSION_COOKIE)) deleteCookie(c, LEGACY_SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: true, sameSite: 'Lax' });
}

/** The request's session token: the prefixed cookie, or the one set before the prefix. */
export function sessionToken(c: Context<AppEnv>): { token: string | undefined; legacy: boolean } {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) return { token, legacy: false };
  const legacy = getCookie(c, LEGACY_SESSION_COOKIE);
  return { token: legacy, legacy: legacy !== undefined };
}

/** Loads the signed-in user (or null) for every API request; renews the cookie when due. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    const { token, legacy } = sessionToken(c);
    if (token) {
      const session = await validateSession({ db: c.var.db, now: c.var.now() }, token);
      if (session) {
        c.set('user', session.user);
        if (legacy) {
          // A cookie from before the prefix: the same session moves to the prefixed name.
          deleteCookie(c, LEGACY_SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
          setSessionCookie(c, token, session.expiresAt);
        } else if (session.renewedUntil) setSessionCookie(c, token, session.renewedUntil);
      } else {
        clearSessionCookie(c);
      }
    } else if (getCookie(c, SESSION_HINT_COOKIE)) {
      // A hint without a session (cleared by hand): drop it so the web stops asking.
      clearSessionCookie(c);
    }
    return next();
  };
}
