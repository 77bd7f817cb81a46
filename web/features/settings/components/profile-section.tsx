import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useLogout, type Me } from '../../../lib/session';
import { useUsage } from '../../../lib/usage';
import { PlanSummary } from './plan-summary';
import { SettingsSection } from './settings-section';

function UsageLine() {
  const { t, i18n } = useTranslation('settings');
  const usage = useUsage();
  if (usage.isPending) return <p className="text-sm text-muted-foreground">{t('common:common.loading')}</p>;
  if (usage.isError) return <p className="text-sm text-muted-foreground">{t('profile.usageUnavailable')}</p>;
  const { used, limit } = usage.data;
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <div>
      <p className="text-sm" data-testid="usage-line">
        {t('profile.usage', { used: formatNumber(used, i18n.resolvedLanguage), limit: formatNumber(limit, i18n.resolvedLanguage) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('profile.usageLabel')}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-background"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/** Avatar, name, email, join date, plan with used/limit, upgrade / manage plan, credits, sign out. */
export function ProfileSection({ user }: { user: Me }) {
  const { t, i18n } = useTranslation('settings');
  const logout = useLogout();
  const logoutEverywhere = useLogout({ everywhere: true });
  const name = user.google_user_data.name || user.email;
  const joined = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(user.created_at),
  );

  return (
    <SettingsSection id="profile" title={t('profile.title')}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={name} picture={user.google_user_data.picture} size="lg" />
        <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t('profile.name')}</dt>
          <dd className="truncate font-medium">{user.google_user_data.name}</dd>
          <dt className="text-muted-foreground">{t('profile.email')}</dt>
          <dd className="truncate font-medium">{user.email}</dd>
          <dt className="text-muted-foreground">{t('profile.joined')}</dt>
          <dd className="font-medium">{joined}</dd>
        </dl>
      </div>

      <PlanSummary subscription={user.subscription}>
        <UsageLine />
      </PlanSummary>

      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="outline" disabled={logout.isPending || logoutEverywhere.isPending} onClick={() => logout.mutate()}>
          <LogOut aria-hidden className="size-4" />
          {t('common:auth.logout')}
        </Button>
        <Button variant="outline" disabled={logout.isPending || logoutEverywhere.isPending} onClick={() => logoutEverywhere.mutate()}>
          <LogOut aria-hidden className="size-4" />
          {t('profile.logoutEverywhere')}
        </Button>
      </div>
    </SettingsSection>
  );
}
