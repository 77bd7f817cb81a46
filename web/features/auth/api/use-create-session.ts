import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSessionInput } from '#core/schemas/auth';
import { api, unwrap } from '../../../lib/api';
import { meQuery } from '../../../lib/session';

/** `POST /api/sessions {code, state}`: exchanges the callback's code for a session, then reloads the user. */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSessionInput) => unwrap(api.sessions.$post({ json: input })),
    // Reload the user now, whether or not a screen is watching it yet, so the next page sees them.
    onSuccess: () => queryClient.fetchQuery({ ...meQuery, staleTime: 0 }),
  });
}
