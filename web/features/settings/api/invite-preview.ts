import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/**
 * `GET /api/household/invites/{token}`: whose household an invite link is for and whether it
 * still works, readable signed out (the join page says it before asking to sign in); an unknown
 * link answers `status: 'invalid'`.
 */
export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['household-invite', token] as const,
    queryFn: () => unwrap(api.household.invites[':token'].$get({ param: { token } })),
    enabled: token !== '',
    retry: 1,
    staleTime: 60_000,
  });
}

export type InvitePreviewView = NonNullable<ReturnType<typeof useInvitePreview>['data']>;
