import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { DevCodeInput } from '#core/schemas/auth';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errors';
import { useDevCode } from '../api/use-dev-code';
import { useSignInState } from '../api/use-sign-in-state';
import { DemoUserList } from './demo-user-list';
import { DevSignInForm } from './dev-sign-in-form';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * The local sign-in page (DEV_LOGIN only): a demo user or any email and name. Choosing mints a
 * dev code and continues at /auth/callback exactly as Google would send the browser back.
 */
export function DevSignInPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('pageTitle.dev'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const devCode = useDevCode();
  const signInState = useSignInState();
  const busy = devCode.isPending || signInState.isPending;

  const signInAs = async (input: DevCodeInput) => {
    try {
      // Opened directly (no state in the address): start a sign-in attempt to get one.
      const state = params.get('state') || (await signInState.mutateAsync());
      const { code } = await devCode.mutateAsync(input);
      const query = new URLSearchParams({ code, state });
      await navigate(`/auth/callback?${query.toString()}`);
    } catch (err) {
      console.error('Dev sign-in failed', err);
      toast('error', errorMessage(err, t));
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <div className="mb-6 flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4">
        <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <div>
          <h1 className="text-xl font-bold">{t('dev.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('dev.intro')}</p>
        </div>
      </div>

      <Card>
        <h2 className="text-lg font-semibold">{t('dev.demoUsers')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('dev.demoUsersHint')}</p>
        <DemoUserList disabled={busy} onChoose={(user) => void signInAs(user)} />
      </Card>

      <Card className="mt-6">
        <h2 className="text-lg font-semibold">{t('dev.anyUser')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('dev.anyUserHint')}</p>
        <DevSignInForm disabled={busy} onSubmit={(input) => void signInAs(input)} />
      </Card>
    </div>
  );
}
