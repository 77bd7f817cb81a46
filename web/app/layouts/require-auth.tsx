import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';

/** The guard: every app screen sends a signed-out visitor to /. */
export function RequireAuth() {
  const { user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
