import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { rememberSignInReturn } from '../../lib/sign-in-return';
import { useSession, useSignIn } from '../../lib/session';

/**
 * The guard: every app screen sends a signed-out visitor to /. With `signIn`, the visitor is
 * sent to sign in instead and comes back to the same screen afterwards (used by /support).
 */
export function RequireAuth({ signIn = false }: { signIn?: boolean }) {
  const { user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (!user) return signIn ? <SignInAndReturn /> : <Navigate to="/" replace />;
  return <Outlet />;
}

function SignInAndReturn() {
  const { pathname, search, hash } = useLocation();
  const signIn = useSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    rememberSignInReturn(`${pathname}${search}${hash}`);
    signIn.mutate();
  }, [pathname, search, hash, signIn]);
  if (signIn.isError) return <Navigate to="/" replace />;
  return <PageSpinner />;
}
