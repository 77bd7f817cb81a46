import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { sharedKeys } from '../../../lib/query-keys';

/** `GET /api/diet-profile` (the same cache entry the settings and the creator use): the inspiration samples follow it. */
export function useDietProfile() {
  return useQuery({ queryKey: sharedKeys.dietProfile, queryFn: () => unwrap(api['diet-profile'].$get()) });
}
