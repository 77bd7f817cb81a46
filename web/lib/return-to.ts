/**
 * Where to go after sign-in: the page a signed-out visitor asked for. The guard remembers it for
 * this tab (sessionStorage survives the trip to Google and back); the sign-in callback takes it
 * once. Only a same-origin relative path is ever kept or returned, so a crafted value cannot send
 * anyone to another site.
 */
const KEY = 'forkcast.returnTo';

/** A path on this site ("/recipe/1?from=x#notes"), or null for anything else. */
export function safeReturnPath(value: string | null | undefined, origin = window.location.origin): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/auth/') ? null : path;
  } catch {
    return null;
  }
}

export function rememberReturnTo(path: string) {
  const safe = safeReturnPath(path);
  try {
    if (safe) sessionStorage.setItem(KEY, safe);
  } catch {
    // Storage can be unavailable (private modes); the visitor then lands on the dashboard.
  }
}

/** The remembered path (removed as it is read), or null. */
export function takeReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}
