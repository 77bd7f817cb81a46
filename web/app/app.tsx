import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initPreferences } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { routes } from './router';

interface AppProps {
  /** Given when a prerendered page hydrates (web/app/start.tsx seeds the signed-out session). */
  queryClient?: QueryClient;
  /** Runs once the router's content committed (after hydration, on a prerendered page). */
  onMounted?: () => void;
}

export function App({ queryClient: given, onMounted }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => initPreferences(), []);
  return (
    <AppProviders queryClient={queryClient}>
      <AfterCommit run={onMounted}>
        <RouterProvider router={router} />
      </AfterCommit>
    </AppProviders>
  );
}

/** What surrounds the router, here and in the prerender (web/prerender/render.tsx): the same tree. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Waits for the interface language's translations (fetched at start-up): a spinner, never a blank page. */}
      <Suspense fallback={<BootSpinner />}>{children}</Suspense>
    </QueryClientProvider>
  );
}

/** Runs `run` after its children's first commit; renders nothing of its own (no DOM, no fork). */
function AfterCommit({ run, children }: { run?: () => void; children: ReactNode }) {
  useEffect(() => run?.(), [run]);
  return children;
}

/** Before any translation is loaded there is no text to show, only progress. */
function BootSpinner() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center bg-background text-primary">
      <Loader2 aria-hidden className="size-6 animate-spin" />
    </div>
  );
}
