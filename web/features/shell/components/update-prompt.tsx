import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { registerServiceWorker } from '../../../lib/service-worker';

/**
 * Registers the service worker; when a new version waits, a banner offers "Reload" (activates
 * it and reloads) or "Later" (keeps this version until the next visit). Focus goes to "Reload"
 * when the banner appears and back where it was when it goes.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('offline');
  const [reload, setReload] = useState<(() => void) | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const previous = useRef<Element | null>(null);
  useEffect(() => registerServiceWorker((activate) => setReload(() => activate)), []);
  useEffect(() => {
    if (!reload) return;
    previous.current = document.activeElement;
    button.current?.focus();
  }, [reload]);
  const dismiss = () => {
    setReload(null);
    if (previous.current instanceof HTMLElement) previous.current.focus();
  };
  return (
    <div aria-live="polite" role="status">
      {reload ? (
        <div className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-lg">
          <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden />
          <p className="min-w-0 flex-1 text-sm font-medium">{t('update.text')}</p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={dismiss}>
              {t('update.later')}
            </Button>
            <Button ref={button} size="sm" onClick={reload}>
              {t('update.reload')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
