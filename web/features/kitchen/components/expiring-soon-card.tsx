import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { usePantrySummary } from '../api/pantry';
import { localToday } from '../lib/dates';

/** The dashboard's pantry card for Pro users: how many items expire within 3 days; opens /pantry. */
export function ExpiringSoonCard({ today = localToday() }: { today?: string }) {
  const { t } = useTranslation('kitchen');
  const summary = usePantrySummary(today);
  if (summary.isError) return null;
  const data = summary.data;
  return (
    <Card className="relative p-5" data-testid="expiring-card">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <CalendarClock className="size-4" aria-hidden />
        {t('pantry.dashboard.title')}
      </h2>
      {/* Two lines' room from the start, so the answer fills in without moving the page (layout shift). */}
      <div className="mt-2 min-h-12">
        {data ? (
          <>
            <p className="text-lg font-semibold">
              {data.expiring_soon > 0 ? t('pantry.dashboard.count', { count: data.expiring_soon }) : t('pantry.dashboard.none')}
            </p>
            {data.expired > 0 ? (
              <p className="text-sm text-red-700 dark:text-red-300">{t('pantry.dashboard.expired', { count: data.expired })}</p>
            ) : null}
          </>
        ) : (
          <Spinner />
        )}
      </div>
      <Link to="/pantry" className="mt-2 inline-block font-medium text-primary underline-offset-4 after:absolute after:inset-0 hover:underline">
        {t('pantry.dashboard.open')}
      </Link>
    </Card>
  );
}
