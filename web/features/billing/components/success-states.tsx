import { AlertTriangle, Check, Coins, Crown, Loader2 } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLANS, type PlanType } from '#core/kernel/plans';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/format';

const BENEFITS = ['customized', 'recipes', 'nutrition', 'planning', 'community'] as const;

interface PanelProps {
  icon: ReactNode;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
  testId: string;
}

/** One centred card; its heading takes focus when the panel replaces another. */
function Panel({ icon, title, headingRef, children, testId }: PanelProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-10">
      <Card className="w-full text-center" data-testid={testId}>
        <div className="flex justify-center">{icon}</div>
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          {title}
        </h1>
        {children}
      </Card>
    </div>
  );
}

const round = 'inline-flex size-14 items-center justify-center rounded-full';

export function ProcessingPanel({ slow, headingRef }: { slow: boolean; headingRef: PanelProps['headingRef'] }) {
  const { t } = useTranslation('billing');
  return (
    <Panel
      testId="subscription-processing"
      headingRef={headingRef}
      title={t('success.processingTitle')}
      icon={
        <span className={`${round} bg-primary/10 text-primary`}>
          <Loader2 aria-hidden className="size-7 animate-spin" />
        </span>
      }
    >
      <p role="status" className="mt-3 text-muted-foreground">
        {slow ? t('success.slowText') : t('success.processingText')}
      </p>
      {slow ? (
        <Link to="/dashboard" className={buttonClass('outline', 'md', 'mt-6')}>
          {t('success.toDashboard')}
        </Link>
      ) : null}
    </Panel>
  );
}

export function WelcomePanel({
  planType,
  headingRef,
  returnTo = null,
}: {
  planType: PlanType;
  headingRef: PanelProps['headingRef'];
  /** The page Pro was bought from (already checked to be on this site): the first way on. */
  returnTo?: string | null;
}) {
  const { t } = useTranslation('billing');
  const { number } = useFormat();
  return (
    <Panel
      testId="subscription-welcome"
      headingRef={headingRef}
      title={t('success.welcomeTitle')}
      icon={
        <span className={`${round} bg-primary text-primary-foreground`}>
          <Crown aria-hidden className="size-7" />
        </span>
      }
    >
      <p className="mt-3 text-muted-foreground">{t('success.welcomeText', { plan: t(`common:plans.${planType}`) })}</p>
      <ul className="mx-auto mt-6 max-w-sm space-y-2 text-left text-sm">
        {BENEFITS.map((key) => (
          <li key={key} className="flex gap-3">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {t(`success.benefits.${key}`, { limit: number(PLANS[planType].monthlyGenerations) })}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
        {returnTo ? (
          <Link to={returnTo} replace className={buttonClass('primary', 'lg')} data-testid="back-to-gate">
            {t('success.backToWhereYouWere')}
          </Link>
        ) : null}
        <Link to="/dashboard" className={buttonClass(returnTo ? 'outline' : 'primary', 'lg')}>
          {t('success.toDashboard')}
        </Link>
        {returnTo ? null : (
          <Link to="/" className={buttonClass('outline', 'lg')}>
            {t('success.createRecipe')}
          </Link>
        )}
      </div>
    </Panel>
  );
}

export function CreditsAddedPanel({ headingRef }: { headingRef: PanelProps['headingRef'] }) {
  const { t } = useTranslation('billing');
  return (
    <Panel
      testId="credits-added"
      headingRef={headingRef}
      title={t('success.creditsTitle')}
      icon={
        <span className={`${round} bg-success/15 text-success`}>
          <Coins aria-hidden className="size-7" />
        </span>
      }
    >
      <p className="mt-3 text-muted-foreground">{t('success.creditsText')}</p>
      <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/credits" className={buttonClass('primary', 'lg')}>
          {t('success.toCredits')}
        </Link>
        <Link to="/dashboard" className={buttonClass('outline', 'lg')}>
          {t('success.toDashboard')}
        </Link>
      </div>
    </Panel>
  );
}

interface ErrorPanelProps {
  message: string;
  headingRef: PanelProps['headingRef'];
  extra?: ReactNode;
}

/** The Subscription Error page (docs/product.md "Subscription success"). */
export function SubscriptionErrorPanel({ message, headingRef, extra }: ErrorPanelProps) {
  const { t } = useTranslation('billing');
  return (
    <Panel
      testId="subscription-error"
      headingRef={headingRef}
      title={t('success.errorTitle')}
      icon={
        <span className={`${round} bg-danger/10 text-danger`}>
          <AlertTriangle aria-hidden className="size-7" />
        </span>
      }
    >
      <p role="alert" className="mt-3 text-muted-foreground">
        {message}
      </p>
      <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/dashboard" className={buttonClass('primary', 'lg')}>
          {t('success.backToDashboard')}
        </Link>
        {extra}
      </div>
    </Panel>
  );
}
