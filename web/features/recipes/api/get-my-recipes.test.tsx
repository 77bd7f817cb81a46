import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/mock-api';
import { useMyRecipes } from './get-my-recipes';
import { listedRecipe } from '../../../test/fixtures';

/** docs/decisions/014-hardening.md: My recipes loads past the first page (search and filters see everything). */

const recipe = (n: number) => listedRecipe(`r${n}`, `Recipe ${n}`);

/** 250 recipes served 100 per page, as the API pages them. */
function pagedApi() {
  const all = Array.from({ length: 250 }, (_, i) => recipe(i + 1));
  return mockApi({
    'GET /api/my-recipes': (call: ApiCall) => {
      const cursor = new URLSearchParams(call.search).get('cursor');
      const start = cursor ? Number(cursor) : 0;
      const end = Math.min(start + 100, all.length);
      return { body: { recipes: all.slice(start, end), total: all.length, next_cursor: end < all.length ? String(end) : null } };
    },
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.restoreAllMocks());

describe('useMyRecipes', () => {
  it('with all: loads every page and stays pending until the last one', async () => {
    const { calls } = pagedApi();
    const { result } = renderHook(() => useMyRecipes({ all: true }), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.recipes).toHaveLength(250);
    expect(result.current.recipes.at(-1)?.title).toBe('Recipe 250');
    expect(result.current.total).toBe(250);
    expect(calls.map((c) => new URLSearchParams(c.search).get('cursor'))).toEqual([null, '100', '200']);
  });

  it('without all: only the first page (the dashboard)', async () => {
    const { calls } = pagedApi();
    const { result } = renderHook(() => useMyRecipes(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.recipes).toHaveLength(100);
    expect(result.current.total).toBe(250);
    expect(calls).toHaveLength(1);
  });
});
