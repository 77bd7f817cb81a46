import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlanType, isPro } from '#core/kernel/plans';
import { buttonClass } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { UpgradeRequired, type KitchenArea } from './upgrade-required';

/**
 * Whether the kitchen screens are open: the user's own Pro, or in a household the owner's
 * (`/api/users/me` `household.kitchen_pro`, the server's answer); null while loading.
 */
export function useKitchenAccess(): boolean | null {
  const { user, isPending } = useSession();
  if (isPending) return null;
  const plan = user?.subscription.plan_type;
  return (isPlanType(plan) && isPro(plan)) || Boolean(user?.household?.kitchen_pro);
}

interface KitchenPageProps {
  area: KitchenArea;
  title: string;
  subtitle: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a kitchen screen: tab title, back-to-dashboard, heading; the upgrade page when the
 * plan is not Pro. Loading first (docs/product.md "Pantry": loading state, then upgrade page or the screen).
 */
export function KitchenPage({ area, title, subtitle, actions, children }: KitchenPageProps) {
  const { t } = useTranslation('kitchen');
  useDocumentTitle(title);
  const access = useKitchenAccess();
  if (access === null) return <PageSpinner />;
  if (!access) return <UpgradeRequired area={area} title={title} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Link to="/dashboard" className={buttonClass('ghost', 'md', '-ml-3')}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('backToDashboard')}
      </Link>
      <header className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-muted-foreground">{subtitle}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

const LOAD_FAILED = {
  pantry: 'pantry.toasts.loadFailed',
  shopping: 'shopping.toasts.loadFailed',
  planner: 'planner.toasts.loadFailed',
} as const;

/**
 * A failed load ('Failed to load pantry' …) with a retry; a 403 plan_required (the plan changed
 * meanwhile) shows the upgrade page instead.
 */
export function LoadFailure({ error, area, title, onRetry }: { error: unknown; area: KitchenArea; title: string; onRetry: () => void }) {
  const { t } = useTranslation('kitchen');
  if (isApiError(error, 403)) return <UpgradeRequired area={area} title={title} />;
  console.error(`Kitchen load failed (${area})`, error);
  return (
    <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-center">
      <p>{t(LOAD_FAILED[area])}</p>
      <button type="button" className={buttonClass('outline', 'md')} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** Shared form field styles (44 px high: thumb-sized). */
export const fieldClass =
  'h-11 w-full rounded-lg border border-border bg-card px-3 text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
export const labelClass = 'mb-1 block text-sm font-medium';
