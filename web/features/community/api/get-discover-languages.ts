import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { communityKeys } from './keys';

/**
 * `GET /api/discover/languages`: how many shared recipes each language holds, so the feed shows
 * the reader's language first with its count, then says how many wait in the others.
 */
export function useDiscoverLanguages() {
  return useQuery({
    queryKey: communityKeys.languages,
    queryFn: () => unwrap(api.discover.languages.$get()),
    staleTime: 60_000,
    retry: false,
  });
}

