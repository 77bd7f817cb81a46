import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import {
  DISCOVER_PAGE_SIZE,
  FIRST_DISCOVER_PAGE,
  nextDiscoverPage,
  type DiscoverPageParam,
  type DiscoverSort,
} from '../lib/feed-paging';
import type { FeedLanguage } from '../lib/reader-language';
import { communityKeys } from './keys';

function fetchDiscoverPage(sort: DiscoverSort, language: FeedLanguage, { offset, cursor }: DiscoverPageParam) {
  return unwrap(
    api.discover.$get({
      query: {
        sort,
        language,
        limit: String(DISCOVER_PAGE_SIZE),
        offset: String(offset),
        ...(cursor ? { cursor } : {}),
      },
    }),
  );
}

export type DiscoverPage = Awaited<ReturnType<typeof fetchDiscoverPage>>;
export type DiscoverCardRecipe = DiscoverPage['recipes'][number];

/**
 * GET /api/discover, page by page; keyed by sort and language so a new sort or language starts
 * again from the first page.
 */
export function discoverFeedOptions(sort: DiscoverSort, language: FeedLanguage = 'all') {
  return infiniteQueryOptions({
    queryKey: communityKeys.feed(sort, language),
    queryFn: ({ pageParam }) => fetchDiscoverPage(sort, language, pageParam),
    initialPageParam: FIRST_DISCOVER_PAGE,
    getNextPageParam: (lastPage, allPages) => nextDiscoverPage(lastPage, allPages),
  });
}

export function useDiscoverFeed(sort: DiscoverSort, language: FeedLanguage = 'all') {
  return useInfiniteQuery(discoverFeedOptions(sort, language));
}
