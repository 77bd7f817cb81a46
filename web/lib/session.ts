import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, isApiError, unwrap } from './api';
import { hasSessionHint } from '#core/kernel/session-hint';
import { forgetOfflineData, isOfflineError, lastUser, rememberUser } from './offline-copy';
import { rememberReturnTo, takeReturnTo } from './return-to';

/**
 * What the session hooks report for the UI layer to show (web/lib knows no component: a
 * component subscribes with `onSessionEvent` and turns each event into a toast).
 */
const SESSION_EVENTS = ['sign-in-failed', 'logged-out', 'logout-failed'] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

const isSessionEvent = (value: unknown): value is SessionEvent =>
  SESSION_EVENTS.some((event) => event === value);

const sessionEvents = new EventTarget();
const SESSION_EVENT = 'session';

export function emitSessionEvent(event: SessionEvent) {
  sessionEvents.dispatchEvent(new CustomEvent<SessionEvent>(SESSION_EVENT, { detail: event }));
}

/** Calls `listener` for every session event; returns the unsubscribe function. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  const handler = (e: Event) => {
    const detail: unknown = e instanceof CustomEvent ? e.detail : null;
    if (isSessionEvent(detail)) listener(detail);
  };
  sessionEvents.addEventListener(SESSION_EVENT, handler);
  return () => sessionEvents.removeEventListener(SESSION_EVENT, handler);
}

const loadMe = () => unwrap(api.users.me.$get());
type MeAnswer = Awaited<ReturnType<typeof loadMe>>;

/**
 * The current user, or null when signed out (a 401 is an answer, not an error). Without the
 * session hint cookie there is no session to ask about: null at once, no failing request.
 * Without signal, the user last seen on this device (web/lib/offline-copy.ts), so the offline
 * screens open.
 */
async function fetchMe(): Promise<MeAnswer | null> {
  if (!hasSessionHint(document.cookie)) {
    void rememberUser(null);
    return null;
  }
  try {
    const me = await loadMe();
    // Never held up by device storage: the session answer is what the screens wait for.
    void rememberUser(me);
    return me;
  } catch (err) {
    if (isApiError(err, 401)) {
      void rememberUser(null);
      return null;
    }
    const saved = isOfflineError(err) ? await lastUser<MeAnswer>() : null;
    if (saved) return saved;
    // docs/product.md "Errors and messages": a failed user fetch only goes to the console.
    console.error('Failed to load the current user', err);
    throw err;
  }
}

export type Me = NonNullable<Awaited<ReturnType<typeof fetchMe>>>;

// offlineFirst: without signal the query still runs (and answers the user last seen here).
export const meQuery = queryOptions({ queryKey: ['me'] as const, queryFn: fetchMe, staleTime: 5 * 60_000, networkMode: 'offlineFirst' });

/** `{ user, isPending }`: pending while the current user loads. */
export function useSession() {
  const query = useQuery(meQuery);
  return { user: query.data ?? null, isPending: query.isPending };
}

/**
 * Sign-in: asks the API where to sign in (Google, or the local dev sign-in page) and sends the
 * browser there. `returnTo` (a path) is where /auth/callback goes afterwards instead of the
 * dashboard. Failures are logged and shown as 'Failed to sign in with Google'.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: async (returnTo?: string) => {
      const { redirectUrl } = await unwrap(api.oauth.google.redirect_url.$get());
      if (returnTo) rememberReturnTo(returnTo);
      window.location.assign(redirectUrl);
    },
    onError: (err) => {
      console.error('Sign-in redirect failed', err);
      emitSessionEvent('sign-in-failed');
    },
  });
}

/**
 * Logout: ends the session on the server, clears the local user (and every cached query of that
 * user) either way, then goes to the landing page.
 */
/** Signs out this device, or (`everywhere`) every device of the cook: `DELETE /api/sessions`. */
export function useLogout({ everywhere = false }: { everywhere?: boolean } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (everywhere) await unwrap(api.sessions.$delete());
      else await unwrap(api.logout.$get());
    },
    onSuccess: () => emitSessionEvent('logged-out'),
    onError: (err) => {
      console.error('Logout failed', err);
      emitSessionEvent('logout-failed');
    },
    onSettled: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
      queryClient.setQueryData(meQuery.queryKey, null);
      await forgetOfflineData();
      await navigate('/');
      // Leaving a guarded screen is not asking for it: the next sign-in starts at the dashboard.
      takeReturnTo();
    },
  });
}
