import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initPreferences } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { routes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => initPreferences(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Waits for the interface language's translations (fetched at start-up). */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
