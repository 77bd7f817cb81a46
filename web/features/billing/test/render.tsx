import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../../components/ui/toaster';
import { createTestQueryClient } from '../../../test/render-app';

/**
 * Renders one billing screen at `path` (with the toasts unless `toasts: false`, for fake-timer
 * tests that need no lazily loaded toast library) and stand-in pages for where its links lead.
 */
export function renderScreen(routePath: string, element: ReactNode, path: string, { toasts = true } = {}) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/credits', element: <h1>Credits page</h1> },
      { path: '/pricing', element: <h1>Pricing page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {toasts ? <Toaster /> : null}
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
