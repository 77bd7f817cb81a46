import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** `GET /api/diet-profile` (the same cache entry the settings use): the idea chips follow it. */
export function useDietProfile() {
  return useQuery({ queryKey: ['diet-profile'] as const, queryFn: () => unwrap(api['diet-profile'].$get()) });
}
