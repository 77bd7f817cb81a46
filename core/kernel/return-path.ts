/**
 * A path on this site to come back to (after signing in, after paying): "/recipe/1?from=x#notes".
 * Only a same-origin relative path is ever kept or returned, so a crafted value cannot send
 * anyone to another site; the sign-in callback and the payment's own pages are never a place to
 * come back to (they would loop). Shared by the web (web/lib/return-to.ts) and the worker (the
 * checkout's success address, docs/api.md "Billing").
 */
export const MAX_RETURN_PATH = 500;

const BASE = 'https://forkcast.invalid';
const NOT_A_DESTINATION = ['/auth/', '/subscription/', '/dev/'];

const hasControlCharacter = (value: string) => [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** The path itself, normalised, or null for anything that is not a safe path on this site. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH) return null;
  // A path, not a scheme-relative URL ("//evil.example"), a backslash trick or a control character.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return NOT_A_DESTINATION.some((prefix) => url.pathname.startsWith(prefix)) ? null : path;
  } catch {
    return null;
  }
}
