import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../lib/online-status';

/**
 * Without signal: says what still works (the shopping list and this week's plan) and that changes
 * sync later. The live region is always there, so screen readers announce the banner appearing.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnlineStatus();
  return (
    <div aria-live="polite" role="status" data-testid="offline-banner">
      {online ? null : (
        <div className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p className="min-w-0">
            <strong className="font-semibold">{t('banner.title')}</strong> {t('banner.text')}
          </p>
        </div>
      )}
    </div>
  );
}
