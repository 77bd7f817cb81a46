/**
 * A readable companion of the HttpOnly session cookie: set and cleared with it, holding no
 * secret (just "1"). The web asks `GET /api/users/me` only when it is present, so a signed-out
 * visitor's page makes no request that must fail (a 401 shows as a console error).
 */
export const SESSION_HINT_COOKIE = 'fc_signed_in';

/** Whether a `Cookie` header (or `document.cookie`) carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
