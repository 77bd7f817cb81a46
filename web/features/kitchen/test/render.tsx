import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';

vi.setConfig({ testTimeout: 30_000 });

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
  sonnerToast.dismiss();
  vi.restoreAllMocks();
});

/** Renders a kitchen screen at `path` with a fresh query client, a memory router and stub pages. */
export function renderKitchen(element: ReactElement, { path = '/', state, extra = [] as RouteObject[] }: { path?: string; state?: unknown; extra?: RouteObject[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/', element: <p>creator page</p> },
      { path: '/pricing', element: <p>pricing page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/shopping-list', element: <p>shopping list page</p> },
      ...extra,
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** A pantry item as `GET /api/pantry` answers it. */
export function pantryItem(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Item ${id}`,
    quantity: null,
    unit: null,
    category: null,
    expiry_date: null,
    location: null,
    notes: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A shopping item as `GET /api/shopping-list` answers it. */
export function shoppingItem(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Item ${id}`,
    quantity: null,
    unit: null,
    category: 'other',
    notes: null,
    is_purchased: false,
    recipes: [],
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
