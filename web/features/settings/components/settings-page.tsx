import { ArrowLeft, Bell, LifeBuoy, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useLeaderboardSettings } from '../api/use-leaderboard-settings';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { FontSection, ThemeSection } from './appearance-section';
import { DeleteAccountSection } from './delete-account-section';
import { DietSection } from './diet-section';
import { HouseholdSection } from './household-section';
import { LanguageSection } from './language-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { SettingsSection } from './settings-section';
import { useDocumentTitle } from '../../../lib/document-title';
import { YourDataSection } from './your-data-section';

/**
 * `/settings` (docs/product.md "Settings"): profile, appearance, language, theme, privacy, support.
 * `assistants`: the connected AI assistants, from another feature (web/app/routes/settings.tsx).
 */
export function SettingsPage({ assistants }: { assistants?: ReactNode } = {}) {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('pageTitle'));
  const { user } = useSession();
  const privacy = useLeaderboardSettings();
  // Scroll to #privacy (or any section) once the page has its final layout.
  useHashScroll(user !== null && !privacy.isPending);
  if (!user) return <PageSpinner />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard" className={buttonClass('ghost', 'sm', '-ml-3')}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('backToDashboard')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>

      <div className="mt-8 space-y-6">
        <ProfileSection user={user} />
        <FontSection />
        <LanguageSection />
        <ThemeSection />
        <div className="grid gap-6 sm:grid-cols-2">
          <SettingsSection id="notifications" title={t('notifications.title')} comingSoon>
            <p className="flex items-start gap-3 text-sm text-muted-foreground">
              <Bell aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('notifications.body')}
            </p>
          </SettingsSection>
          <SettingsSection id="profile-editing" title={t('profileEditing.title')} comingSoon>
            <p className="flex items-start gap-3 text-sm text-muted-foreground">
              <UserPen aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('profileEditing.body')}
            </p>
          </SettingsSection>
        </div>
        <DietSection />
        <HouseholdSection />
        {assistants}
        <PrivacySection />
        <YourDataSection />
        <SettingsSection id="support" title={t('support.title')} description={t('support.description')}>
          <Link to="/support" className={buttonClass('outline', 'md')}>
            <LifeBuoy aria-hidden className="size-4" />
            {t('support.link')}
          </Link>
        </SettingsSection>
        <DeleteAccountSection email={user.email} />
      </div>
    </div>
  );
}
