import { Home, LogIn, ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession, useSignIn } from '../../../lib/session';
import { useJoinHousehold } from '../api/household';
import { useInvitePreview, type InvitePreviewView } from '../api/invite-preview';

const KNOWN = ['invite_invalid', 'invite_expired', 'invite_used', 'already_in_household', 'household_full'] as const;
type JoinProblem = (typeof KNOWN)[number] | 'generic';

function problemOf(err: unknown): JoinProblem {
  if (!isApiError(err)) return 'generic';
  return KNOWN.find((code) => code === err.code) ?? 'generic';
}

/** What the link's state says before anyone tries to join: a used, expired or full household's own message. */
const STATUS_PROBLEM: Record<InvitePreviewView['status'], JoinProblem | null> = {
  open: null,
  used: 'invite_used',
  expired: 'invite_expired',
  full: 'household_full',
  invalid: 'invite_invalid',
};

/**
 * `/household/join?token=…`: the invite link. It first says whose household it is (the owner as
 * the household names them, when they show their name; docs/api.md "Households"), read signed
 * out, then asks a signed-out invitee to sign in (coming back here). Joining is one deliberate
 * click; expired, used and unknown links and being in a household already each get their own
 * message, before sign-in where the link already tells.
 */
export function JoinHouseholdPage() {
  const { t } = useTranslation('household');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, isPending: sessionPending } = useSession();
  const preview = useInvitePreview(token);
  const owner = preview.data?.owner_name ?? null;
  useDocumentTitle(owner ? t('join.titleNamed', { name: owner }) : t('join.pageTitle'));
  const signIn = useSignIn();
  const join = useJoinHousehold();
  const result = useRef<HTMLDivElement>(null);
  const linkProblem: JoinProblem | null = !token ? 'invite_invalid' : preview.data ? STATUS_PROBLEM[preview.data.status] : null;
  const signedOut = !sessionPending && !user;
  // Signed out, the link's state is told before any sign-in; signed in, joining answers (it also
  // knows whether this cook is in a household already). A missing token is told to everyone.
  const problem: JoinProblem | null = join.isError
    ? problemOf(join.error)
    : join.isSuccess
      ? null
      : signedOut || !token
        ? linkProblem
        : null;

  useEffect(() => {
    if (join.isSuccess || join.isError) result.current?.focus();
  }, [join.isSuccess, join.isError]);

  const checking = token !== '' && preview.isPending;
  const here = `/household/join?${new URLSearchParams({ token }).toString()}`;

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <Home aria-hidden className="size-8 text-primary" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight break-words hyphens-auto sm:text-3xl">
          {owner ? t('join.titleNamed', { name: owner }) : t('join.title')}
        </h1>
        <p className="mt-2 font-medium" data-testid="household-join-whose">
          {checking ? null : owner ? t('join.invitedBy', { name: owner }) : preview.data ? t('join.invitedByPrivate') : null}
        </p>
        <p className="mt-2 text-muted-foreground">{t('join.what')}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t('join.ownData')}</p>
        <div ref={result} tabIndex={-1} className="mt-6 outline-none" data-testid="household-join-result">
          {join.isSuccess ? (
            <div role="status" className="space-y-4">
              <p className="font-medium">{t('join.joined')}</p>
              <div className="flex flex-wrap gap-2">
                <Link to="/shopping-list" className={buttonClass('primary', 'md')}>
                  <ShoppingCart aria-hidden className="size-4" />
                  {t('join.openList')}
                </Link>
                <Link to="/settings#household" className={buttonClass('outline', 'md')}>
                  {t('join.seeMembers')}
                </Link>
              </div>
            </div>
          ) : problem ? (
            <div role="alert" className="space-y-4">
              <p className="font-medium text-danger">{t(`join.errors.${problem}`)}</p>
              {signedOut ? (
                <Link to="/" className={buttonClass('outline', 'md')}>
                  {t('join.toHome')}
                </Link>
              ) : (
                <Link to={problem === 'already_in_household' ? '/settings#household' : '/dashboard'} className={buttonClass('outline', 'md')}>
                  {t(problem === 'already_in_household' ? 'join.seeMembers' : 'join.toDashboard')}
                </Link>
              )}
            </div>
          ) : sessionPending || (signedOut && checking) ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner label={t('join.checking')} />
              <span aria-hidden>{t('join.checking')}</span>
            </p>
          ) : signedOut ? (
            <div className="space-y-3">
              <p className="text-sm">{t('join.signInFirst')}</p>
              <Button className="h-11" disabled={signIn.isPending} onClick={() => signIn.mutate(here)} data-testid="household-join-sign-in">
                <LogIn aria-hidden className="size-4" />
                {t('join.signIn')}
              </Button>
            </div>
          ) : (
            <Button className="h-11" disabled={join.isPending} onClick={() => join.mutate(token)} data-testid="household-join">
              {join.isPending ? t('join.joining') : t('join.button')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
