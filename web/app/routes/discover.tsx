import { useSearchParams } from 'react-router';
import { DiscoverFeed } from '../../features/community/components/discover-feed';
import { isDiscoverSort, type DiscoverSort } from '../../features/community/lib/feed-paging';

/** /discover: the community feed (Pro; the API answers 403 otherwise and the feed sends to /pricing). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const sort: DiscoverSort = isDiscoverSort(raw) ? raw : 'trending';
  return (
    <DiscoverFeed
      sort={sort}
      onSortChange={(next) => setParams(next === 'trending' ? {} : { sort: next }, { replace: true })}
    />
  );
}
