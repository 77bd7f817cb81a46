import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const devUsersQuery = queryOptions({
  queryKey: ['dev', 'users'] as const,
  queryFn: () => unwrap(api.dev.users.$get()),
  staleTime: Infinity,
});

/** `GET /api/dev/users` (DEV_LOGIN only): the seeded demo users the local sign-in page lists. */
export function useDevUsers() {
  return useQuery(devUsersQuery);
}
