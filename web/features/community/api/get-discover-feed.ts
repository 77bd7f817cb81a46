import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import {
  DISCOVER_PAGE_SIZE,
  FIRST_DISCOVER_PAGE,
  nextDiscoverPage,
  type DiscoverPageParam,
  type DiscoverSort,
} from '../lib/feed-paging';
import { communityKeys } from './keys';

function fetchDiscoverPage(sort: DiscoverSort, { offset, cursor }: DiscoverPageParam) {
  return unwrap(
    api.discover.$get({
      query: {
        sort,
        limit: String(DISCOVER_PAGE_SIZE),
        offset: String(offset),
        ...(cursor ? { cursor } : {}),
      },
    }),
  );
}

export type DiscoverPage = Awaited<ReturnType<typeof fetchDiscoverPage>>;
export type DiscoverCardRecipe = DiscoverPage['recipes'][number];

/** GET /api/discover, page by page; keyed by sort so a new sort starts again from the first page. */
export function discoverFeedOptions(sort: DiscoverSort) {
  return infiniteQueryOptions({
    queryKey: communityKeys.feed(sort),
    queryFn: ({ pageParam }) => fetchDiscoverPage(sort, pageParam),
    initialPageParam: FIRST_DISCOVER_PAGE,
    getNextPageParam: (lastPage, allPages) => nextDiscoverPage(lastPage, allPages),
  });
}

export function useDiscoverFeed(sort: DiscoverSort) {
  return useInfiniteQuery(discoverFeedOptions(sort));
}
