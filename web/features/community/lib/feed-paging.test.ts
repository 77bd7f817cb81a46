import { describe, expect, it } from 'vitest';
import { DISCOVER_PAGE_SIZE, nextDiscoverPage } from './feed-paging';

const page = (n: number, next_cursor: string | null = null) => ({ recipes: Array.from({ length: n }, (_, i) => i), next_cursor });

describe('nextDiscoverPage (docs/product.md "Discover listing")', () => {
  it('offers more only while the last page returned exactly 20, at the count loaded', () => {
    expect(DISCOVER_PAGE_SIZE).toBe(20);
    expect(nextDiscoverPage(page(20, 'c1'), [page(20, 'c1')])).toEqual({ offset: 20, cursor: 'c1' });
    expect(nextDiscoverPage(page(20, 'c2'), [page(20, 'c1'), page(20, 'c2')])).toEqual({ offset: 40, cursor: 'c2' });
    expect(nextDiscoverPage(page(20), [page(20)])).toEqual({ offset: 20, cursor: null });
  });

  it('stops when a page is short or empty, whatever the cursor says', () => {
    expect(nextDiscoverPage(page(19, 'c'), [page(19, 'c')])).toBeUndefined();
    expect(nextDiscoverPage(page(0), [page(20), page(0)])).toBeUndefined();
  });
});
