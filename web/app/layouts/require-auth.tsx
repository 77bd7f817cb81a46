import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { rememberReturnTo } from '../../lib/return-to';
import { useSession } from '../../lib/session';

/**
 * The guard: every app screen sends a signed-out visitor to /, remembering the page asked for so
 * that sign-in comes back to it.
 */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const { pathname, search, hash } = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <SendToLanding asked={`${pathname}${search}${hash}`} />;
  return <Outlet />;
}

function SendToLanding({ asked }: { asked: string }) {
  useEffect(() => rememberReturnTo(asked), [asked]);
  return <Navigate to="/" replace />;
}
