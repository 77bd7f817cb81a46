import { Home, ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useJoinHousehold } from '../api/household';

const KNOWN = ['invite_invalid', 'invite_expired', 'invite_used', 'already_in_household', 'household_full'] as const;
type JoinProblem = (typeof KNOWN)[number] | 'generic';

function problemOf(err: unknown): JoinProblem {
  if (!isApiError(err)) return 'generic';
  return KNOWN.find((code) => code === err.code) ?? 'generic';
}

/**
 * `/household/join?token=…`: the invite link. Signed-out visitors sign in first and come back
 * here (the route's guard). Joining is one deliberate click; expired, used and unknown links and
 * being in a household already each get their own message.
 */
export function JoinHouseholdPage() {
  const { t } = useTranslation('household');
  useDocumentTitle(t('join.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const join = useJoinHousehold();
  const result = useRef<HTMLDivElement>(null);
  const problem: JoinProblem | null = !token ? 'invite_invalid' : join.isError ? problemOf(join.error) : null;

  useEffect(() => {
    if (join.isSuccess || join.isError) result.current?.focus();
  }, [join.isSuccess, join.isError]);

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <Home aria-hidden className="size-8 text-primary" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{t('join.title')}</h1>
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
              <Link to={problem === 'already_in_household' ? '/settings#household' : '/dashboard'} className={buttonClass('outline', 'md')}>
                {t(problem === 'already_in_household' ? 'join.seeMembers' : 'join.toDashboard')}
              </Link>
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
