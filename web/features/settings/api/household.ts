import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { sharedKeys } from '../../../lib/query-keys';
import { meQuery } from '../../../lib/session';

const household = api.household;

async function fetchHousehold() {
  return unwrap(household.$get());
}

export type HouseholdView = NonNullable<Awaited<ReturnType<typeof fetchHousehold>>>;
export type HouseholdMemberView = HouseholdView['members'][number];

export const householdOptions = queryOptions({ queryKey: sharedKeys.household, queryFn: fetchHousehold });

/** `GET /api/household`: the caller's household, or null. */
export function useHousehold(enabled = true) {
  return useQuery({ ...householdOptions, enabled });
}

/**
 * Membership changes whose kitchen every screen shows (and `/api/users/me`'s summary), so after
 * one everything the client holds is refetched.
 */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** `POST /api/household/invites`: `{ token, invite_url, expires_at }` (the first makes the household). */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(household.invites.$post()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: householdOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}

/** `POST /api/household/join { token }`. */
export function useJoinHousehold() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (token: string) => unwrap(household.join.$post({ json: { token } })),
    onSuccess: () => refresh(),
  });
}

/** `DELETE /api/household/members/{id}` (owner): `id` is the member handle. */
export function useRemoveMember() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: string) => unwrap(household.members[':user_id'].$delete({ param: { user_id: id } })),
    onSuccess: () => refresh(),
  });
}

/** `POST /api/household/leave` (an owner's leave dissolves the household). */
export function useLeaveHousehold() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => unwrap(household.leave.$post()),
    onSuccess: () => refresh(),
  });
}
