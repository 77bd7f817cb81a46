/**
 * Where to go after signing in: a screen that needs an account (for example /support) remembers
 * its path here before sending the visitor to sign in, and the sign-in completion takes it.
 * Only same-site paths are kept ("/x", never "//host" or a full URL).
 */
const KEY = 'forkcast.returnTo';

export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !path.startsWith('/auth/');
}

export function rememberReturnPath(path: string) {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage unavailable: the visitor lands on the dashboard instead.
  }
}

/** The remembered path (once: it is removed), or null. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}
