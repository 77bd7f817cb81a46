import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { LandingPage } from '../../features/landing/components/landing-page';
import { useSession } from '../../lib/session';

// The creator is its own chunk so that the landing page stays light.
const CreatorPage = lazy(() =>
  import('../../features/creator/creator-page').then((m) => ({ default: m.CreatorPage })),
);

/** `/`: the landing page when signed out, the recipe creator when signed in. */
export function Component() {
  const { user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <CreatorPage />
    </Suspense>
  );
}
