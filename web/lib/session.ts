import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toaster';
import { hasSessionHint } from '../../core/session-hint';
import { api, isApiError, unwrap } from './api';
import { takeReturnTo } from './return-to';

/**
 * The current user, or null when signed out (a 401 is an answer, not an error). Without the
 * session hint cookie there is no session to ask about: null at once, no failing request.
 */
async function fetchMe() {
  if (!hasSessionHint(document.cookie)) return null;
  try {
    return await unwrap(api.users.me.$get());
  } catch (err) {
    if (isApiError(err, 401)) return null;
    // SPEC "Silent failures": a failed user fetch only goes to the console.
    console.error('Failed to load the current user', err);
    throw err;
  }
}

export type Me = NonNullable<Awaited<ReturnType<typeof fetchMe>>>;

export const meQuery = queryOptions({ queryKey: ['me'] as const, queryFn: fetchMe, staleTime: 5 * 60_000 });

/** `{ user, isPending }`: pending while the current user loads. */
export function useSession() {
  const query = useQuery(meQuery);
  return { user: query.data ?? null, isPending: query.isPending };
}

/**
 * Sign-in: asks the API where to sign in (Google, or the local dev sign-in page) and sends the
 * browser there. Failures are logged and shown as 'Failed to sign in with Google'.
 */
export function useSignIn() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const { redirectUrl } = await unwrap(api.oauth.google.redirect_url.$get());
      window.location.assign(redirectUrl);
    },
    onError: (err) => {
      console.error('Sign-in redirect failed', err);
      toast('error', t('auth.signInFailed'));
    },
  });
}

/**
 * Logout: ends the session on the server, clears the local user (and every cached query of that
 * user) either way, then goes to the landing page.
 */
export function useLogout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => unwrap(api.logout.$get()),
    onSuccess: () => toast('success', t('auth.loggedOut')),
    onError: (err) => {
      console.error('Logout failed', err);
      toast('error', t('auth.logoutFailed'));
    },
    onSettled: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
      queryClient.setQueryData(meQuery.queryKey, null);
      await navigate('/');
      // Leaving a guarded screen is not asking for it: the next sign-in starts at the dashboard.
      takeReturnTo();
    },
  });
}
