import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toaster';
import { useLeaderboardSettings } from '../api/use-leaderboard-settings';
import { useUpdateLeaderboardSettings } from '../api/use-update-leaderboard-settings';
import { SettingsSection } from './settings-section';

/** Privacy & security (`#privacy`): whether the leaderboard shows the real name or Anonymous. */
export function PrivacySection() {
  const { t } = useTranslation('settings');
  const id = useId();
  const settings = useLeaderboardSettings();
  const update = useUpdateLeaderboardSettings();

  const onChange = (showRealName: boolean) => {
    update.mutate(
      { show_real_name: showRealName },
      {
        onSuccess: (saved) =>
          toast('success', t(saved.show_real_name ? 'privacy.nowReal' : 'privacy.nowAnonymous')),
        onError: (err) => {
          console.error('Failed to update settings', err);
          toast('error', t('privacy.updateFailed'));
        },
      },
    );
  };

  const checked = update.isPending ? update.variables.show_real_name : (settings.data?.show_real_name ?? false);

  return (
    <SettingsSection id="privacy" title={t('privacy.title')} description={t('privacy.description')}>
      {settings.isPending ? <Spinner className="text-primary" /> : null}
      {settings.isError ? (
        <div role="alert" className="text-sm text-danger">
          <p>{t('privacy.loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void settings.refetch()}>
            {t('common:common.retry')}
          </Button>
        </div>
      ) : null}
      {settings.isSuccess ? (
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={`${id}-real-name`} className="font-medium">
              {t('privacy.showRealName')}
            </label>
            <p id={`${id}-real-name-hint`} className="mt-1 text-sm text-muted-foreground">
              {t(checked ? 'privacy.realHint' : 'privacy.anonymousHint')}
            </p>
          </div>
          <Switch
            id={`${id}-real-name`}
            aria-describedby={`${id}-real-name-hint`}
            checked={checked}
            disabled={update.isPending}
            onCheckedChange={onChange}
          />
        </div>
      ) : null}
    </SettingsSection>
  );
}
