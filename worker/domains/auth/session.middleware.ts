import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, validateSession } from './session.service';
import type { AppEnv } from '../../env';
import { SESSION_HINT_COOKIE } from '../../../core/session-hint';

/**
 * Sets the session cookie: HttpOnly, Secure, SameSite=Lax, path /, until `expires`; and beside
 * it the readable hint cookie (core/session-hint.ts) with the same lifetime.
 */
export function setSessionCookie(c: Context<AppEnv>, token: string, expires: Date) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', expires });
  setCookie(c, SESSION_HINT_COOKIE, '1', { secure: true, sameSite: 'Lax', path: '/', expires });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: true, sameSite: 'Lax' });
}

/** Loads the signed-in user (or null) for every API request; renews the cookie when due. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const session = await validateSession({ db: c.var.db, now: c.var.now() }, token);
      if (session) {
        c.set('user', session.user);
        if (session.renewedUntil) setSessionCookie(c, token, session.renewedUntil);
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
