import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError, unwrap } from './api';

/** The current user, or null when signed out (a 401 is an answer, not an error). */
async function fetchMe() {
  try {
    return await unwrap(api.users.me.$get());
  } catch (err) {
    if (isApiError(err, 401)) return null;
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
