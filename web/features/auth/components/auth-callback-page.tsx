import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { takeReturnTo } from '../../../lib/return-to';
import { useCreateSession } from '../api/use-create-session';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * Sign-in completion (docs/product.md "Sign-in"): exchanges `code` and `state` from the address
 * for a session, reloads the user, then goes to the page asked for before sign-in (or /dashboard); on any failure goes back to /.
 * Failures are logged (docs/product.md "Errors and messages") and named in a toast.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('pageTitle.callback'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const createSession = useCreateSession();
  const started = useRef(false);

  useEffect(() => {
    // A code is good for one exchange: never send it twice (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const fail = (reason: unknown) => {
      console.error('Sign-in failed', reason);
      takeReturnTo();
      toast('error', t('common:auth.signInFailed'));
      void navigate('/', { replace: true });
    };
    if (!code) {
      fail(new Error(params.get('error') ?? 'The sign-in callback has no code'));
      return;
    }
    createSession.mutate(
      { code, state },
      {
        // Back to the page the visitor asked for before signing in, else the dashboard.
        onSuccess: () => void navigate(takeReturnTo() ?? '/dashboard', { replace: true }),
        onError: fail,
      },
    );
  }, [createSession, navigate, params, t]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <Spinner className="text-primary" label={t('callback.completing')} />
      <p className="text-lg font-medium" aria-live="polite">
        {t('callback.completing')}
      </p>
    </div>
  );
}
