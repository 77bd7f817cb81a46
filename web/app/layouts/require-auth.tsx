import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { rememberReturnTo } from '../../lib/return-to';
import { useSession, useSignIn } from '../../lib/session';

/**
 * The guard: every app screen sends a signed-out visitor to /, remembering the page asked for so
 * that sign-in comes back to it. With `signIn`, the visitor is sent to sign in at once instead
 * (used by /support).
 */
export function RequireAuth({ signIn = false }: { signIn?: boolean }) {
  const { user, isPending } = useSession();
  const { pathname, search, hash } = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return signIn ? <SignInAndReturn /> : <SendToLanding asked={`${pathname}${search}${hash}`} />;
  return <Outlet />;
}

function SignInAndReturn() {
  const { pathname, search, hash } = useLocation();
  const signIn = useSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    rememberReturnTo(`${pathname}${search}${hash}`);
    signIn.mutate();
  }, [pathname, search, hash, signIn]);
  if (signIn.isError) return <Navigate to="/" replace />;
  return <PageSpinner />;
}

function SendToLanding({ asked }: { asked: string }) {
  useEffect(() => rememberReturnTo(asked), [asked]);
  return <Navigate to="/" replace />;
}
