import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** `GET /api/diet-profile` (the same cache entry the settings and the creator use): the inspiration samples follow it. */
export function useDietProfile() {
  return useQuery({ queryKey: ['diet-profile'] as const, queryFn: () => unwrap(api['diet-profile'].$get()) });
}
