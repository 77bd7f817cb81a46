import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';

// The web project shares two cores with other work: give slow renders room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const clients: QueryClient[] = [];
afterEach(() => {
  // Clear cache timers so nothing fires after this file's jsdom is gone.
  for (const client of clients.splice(0)) client.clear();
  // Sonner keeps active toasts in a module store and replays them to the next Toaster.
  sonnerToast.dismiss();
});

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Intercepts the typed client's fetch calls: `routes` maps "METHOD /api/path" (path without the
 * query) to a handler. Unknown calls answer 404 so a missing mock shows up in the test.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json({ error: 'Not found', code: 'not_found' }, 404);
    return handler(url, init);
  });
  return { spy, calls };
}

/** Renders `element` at `path` inside a fresh query client and a memory router with stub pages. */
export function renderAt(element: ReactElement, { path = '/', routePath = '/', extra = [] as RouteObject[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/pricing', element: <p>pricing page</p> },
      { path: '/discover', element: <p>discover page</p> },
      ...extra,
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** A shared recipe as GET /api/discover answers it. */
export function sharedRecipe(n: number, overrides: Record<string, unknown> = {}) {
  return {
    shared_recipe_id: `sr-${n}`,
    title: `Recipe ${n}`,
    image_url: null,
    prep_time: 10,
    cook_time: 20,
    servings: 2,
    difficulty: 'easy',
    cuisine: 'italian',
    cooking_method: 'baking',
    shared_at: '2026-03-10T11:00:00Z',
    share_message: null,
    creator_display_name: 'Paula Chef',
    creator_avatar: null,
    upvotes_count: 3,
    downvotes_count: 1,
    views_count: 12,
    remixes_count: 0,
    user_vote: null,
    ingredients: '- 2 eggs\n- 1 cup flour',
    language: 'en',
    instructions: '1. Mix\n2. Bake',
    ...overrides,
  };
}
