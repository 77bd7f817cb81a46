import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { createTestQueryClient } from '../../test/render-app';
import { CreatorPage } from './creator-page';

/** Renders the creator at `/` (with optional navigation state) plus the toaster, for web tests. */
export function renderCreator(state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <CreatorPage />
            <Toaster />
          </>
        ),
      },
      { path: '/pricing', element: <h1>Pricing page</h1> },
      { path: '/recipe/:id', element: <h1>Recipe page</h1> },
    ],
    { initialEntries: [{ pathname: '/', state }] },
  );
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
