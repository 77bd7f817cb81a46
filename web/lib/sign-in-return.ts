/**
 * Where to go after signing in. A screen that asks a signed-out visitor to sign in first (the Pro
 * button on /pricing) remembers its own address here; /auth/callback takes it once and goes there
 * instead of /dashboard. Kept in sessionStorage: it survives the trip to Google (same tab) and dies
 * with the tab. Only same-site paths are accepted, so nothing can turn it into an open redirect.
 */
const KEY = 'forkcast.signInReturn';

export function isSafeReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !path.startsWith('/auth/')
  );
}

export function rememberSignInReturn(path: string): void {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the visitor lands on the dashboard instead.
  }
}

/** The remembered path, removed as it is read (one use); null when there is none. */
export function takeSignInReturn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}
