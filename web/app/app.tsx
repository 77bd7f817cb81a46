import { QueryClientProvider } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
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
      {/* Waits for the interface language's translations (fetched at start-up): a spinner, never a blank page. */}
      <Suspense fallback={<BootSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}

/** Before any translation is loaded there is no text to show, only progress. */
function BootSpinner() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center bg-background text-primary">
      <Loader2 aria-hidden className="size-6 animate-spin" />
    </div>
  );
}
