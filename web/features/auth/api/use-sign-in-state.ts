import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/**
 * A fresh sign-in `state` for the dev sign-in page when it was opened without one:
 * `GET /api/oauth/google/redirect_url` sets the state cookie and names the state in its URL.
 */
export function useSignInState() {
  return useMutation({
    mutationFn: async () => {
      const { redirectUrl } = await unwrap(api.oauth.google.redirect_url.$get());
      return new URL(redirectUrl, window.location.origin).searchParams.get('state') ?? '';
    },
  });
}
