import { Lock, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useSignIn } from '../../../lib/session';
import { cn } from '../../../lib/cn';
import { proGatePath } from '../../../lib/pro-gate';

export type CommunityAccess = 'signed-out' | 'free' | 'pro';

/**
 * What a visitor who cannot take part sees instead: sign in (signed out) or upgrade (free). Both
 * come back to this page afterwards (after sign-in; after paying, through the checkout).
 */
export function CommunityPrompt({
  access,
  action,
  className,
}: {
  access: Exclude<CommunityAccess, 'pro'>;
  action: 'vote' | 'save' | 'rate' | 'review' | 'rateAndReview';
  className?: string;
}) {
  const { t } = useTranslation('community');
  const signIn = useSignIn();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const box = cn(
    'flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between',
    className,
  );
  if (access === 'signed-out') {
    return (
      <div className={box} data-testid="sign-in-prompt">
        <p className="text-sm">{t(`prompt.signIn.${action}`)}</p>
        {/* The invitation to cook it (action "save") answers the worker-drawn page's Sign in buttons (web/app/server-shell.ts). */}
        <Button
          size="sm"
          onClick={() => signIn.mutate(here)}
          disabled={signIn.isPending}
          data-shell-action={action === 'save' ? 'sign-in' : undefined}
          className="shrink-0"
        >
          <LogIn className="size-4" aria-hidden />
          {t(action === 'save' ? 'prompt.signInToCook' : 'prompt.signInButton')}
        </Button>
      </div>
    );
  }
  return (
    <div className={box} data-testid="upgrade-prompt">
      <p className="text-sm">{t(`prompt.upgrade.${action}`)}</p>
      <Link to={proGatePath(null, here)} className={buttonClass('primary', 'sm')}>
        <Lock className="size-4" aria-hidden />
        {t('prompt.upgradeButton')}
      </Link>
    </div>
  );
}
