import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteAccountSchema } from '#core/schemas/account';
import { api, unwrap } from '../../../lib/api';
import { meQuery } from '../../../lib/session';

/**
 * `DELETE /api/users/me { confirm_email, shared_recipes }`: deletes the account. The server ends
 * every session and clears the cookie; the client forgets the user and every cached query.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof deleteAccountSchema>) => unwrap(api.users.me.$delete({ json: input })),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
      queryClient.setQueryData(meQuery.queryKey, null);
    },
  });
}
