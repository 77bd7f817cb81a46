import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap } from '../../../lib/api';
import { pictureRefetchInterval } from '../lib/picture-polling';
import { recipesKeys } from './keys';

/** `GET /api/my-recipes`: one page of the user's recipes, newest first, with the total. */
export function fetchMyRecipesPage(cursor: string | null) {
  return unwrap(api['my-recipes'].$get({ query: cursor ? { cursor } : {} }));
}

export type MyRecipesPage = Awaited<ReturnType<typeof fetchMyRecipesPage>>;
export type OwnRecipe = MyRecipesPage['recipes'][number];

export const myRecipesOptions = infiniteQueryOptions({
  queryKey: recipesKeys.myRecipes,
  queryFn: ({ pageParam }) => fetchMyRecipesPage(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
  // Recipes are created elsewhere (the creator): each screen that shows them reads them afresh
  // once on mount, and shares that one answer with everything else on the screen.
  staleTime: 0,
  // Cards show a picture being drawn as soon as it is ready (docs/decisions/038-dish-pictures-the-ai-picture-queue.md).
  refetchInterval: (query) =>
    pictureRefetchInterval(
      (query.state.data?.pages ?? []).flatMap((page) => page.recipes.map((recipe) => recipe.picture_status)),
      query.state.dataUpdateCount,
    ),
});

/**
 * The user's recipes. The dashboard needs only the first page (newest recipes + total); the
 * My recipes screen passes `all` so search and filters work over the whole history.
 */
export function useMyRecipes({ all = false }: { all?: boolean } = {}) {
  const query = useInfiniteQuery(myRecipesOptions);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages ?? [];
  // The page count is a dependency too: a page that arrives before a render shows it fetching
  // leaves the other flags as they were, and the next page would never be asked for.
  const pageCount = pages.length;
  useEffect(() => {
    if (all && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [all, hasNextPage, isFetchingNextPage, fetchNextPage, pageCount]);
  return {
    recipes: pages.flatMap((p) => p.recipes),
    total: pages[0]?.total ?? 0,
    isPending: query.isPending || (all && hasNextPage === true),
    isError: query.isError,
    refetch: query.refetch,
  };
}
