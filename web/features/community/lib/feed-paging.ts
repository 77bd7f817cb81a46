import { DISCOVER_PAGE_SIZE, DISCOVER_SORTS, type DiscoverSort } from '#core/schemas/community';

/**
 * Discover paging (docs/product.md "Discover listing", docs/api.md `GET /api/discover`): pages of
 * 20, offset = loaded. The page size and the sorts are the schema's (core/schemas/community.ts).
 */
export { DISCOVER_PAGE_SIZE, DISCOVER_SORTS, type DiscoverSort };

export function isDiscoverSort(value: unknown): value is DiscoverSort {
  return typeof value === 'string' && (DISCOVER_SORTS as readonly string[]).includes(value);
}

/**
 * Where the next page starts: `offset` is the count loaded (docs/api.md); `cursor` is the
 * server's keyset position after the last page (it wins over offset on the server, so a feed whose
 * order moves while you read never repeats or skips a card).
 */
export interface DiscoverPageParam {
  offset: number;
  cursor: string | null;
}

export const FIRST_DISCOVER_PAGE: DiscoverPageParam = { offset: 0, cursor: null };

interface PageLike {
  recipes: readonly unknown[];
  next_cursor?: string | null;
}

/** More is available only while the last page returned exactly a full page. */
export function nextDiscoverPage(lastPage: PageLike, allPages: readonly PageLike[]): DiscoverPageParam | undefined {
  if (lastPage.recipes.length !== DISCOVER_PAGE_SIZE) return undefined;
  const offset = allPages.reduce((sum, page) => sum + page.recipes.length, 0);
  return { offset, cursor: lastPage.next_cursor ?? null };
}
