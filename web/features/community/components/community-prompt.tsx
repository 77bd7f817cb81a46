import { Lock, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useSignIn } from '../../../lib/session';
import { cn } from '../../../lib/cn';

export type CommunityAccess = 'signed-out' | 'free' | 'pro';

/** What a visitor who cannot take part sees instead: sign in (signed out) or upgrade (free). */
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
  const box = cn(
    'flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between',
    className,
  );
  if (access === 'signed-out') {
    return (
      <div className={box} data-testid="sign-in-prompt">
        <p className="text-sm">{t(`prompt.signIn.${action}`)}</p>
        <Button size="sm" onClick={() => signIn.mutate()} disabled={signIn.isPending}>
          <LogIn className="size-4" aria-hidden />
          {t('prompt.signInButton')}
        </Button>
      </div>
    );
  }
  return (
    <div className={box} data-testid="upgrade-prompt">
      <p className="text-sm">{t(`prompt.upgrade.${action}`)}</p>
      <Link to="/pricing" className={buttonClass('primary', 'sm')}>
        <Lock className="size-4" aria-hidden />
        {t('prompt.upgradeButton')}
      </Link>
    </div>
  );
}
