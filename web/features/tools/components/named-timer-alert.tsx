import * as RadixDialog from '@radix-ui/react-dialog';
import { AlarmClock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { stopNamedTimer, useNamedTimers, useNow } from '../../../lib/named-timers';
import { beep } from '../lib/beep';

/** A step timer reached zero: the full-screen alert names its step (beeping while sound is on). */
export function NamedTimerAlert({ sound }: { sound: boolean }) {
  const { t } = useTranslation('tools');
  const timers = useNamedTimers();
  const now = useNow(timers.length > 0);
  const done = timers.find((timer) => timer.deadline <= now);
  const ringing = done !== undefined;
  useEffect(() => {
    if (!ringing || !sound) return;
    beep();
    const id = window.setInterval(beep, 1000);
    return () => window.clearInterval(id);
  }, [ringing, sound]);
  return (
    <RadixDialog.Root open={ringing} onOpenChange={(next) => (next || !done ? undefined : stopNamedTimer(done.id))}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          role="alertdialog"
          aria-describedby="named-timer-alert-body"
          className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-primary p-6 text-center text-primary-foreground"
        >
          <AlarmClock aria-hidden className="size-24 motion-safe:animate-bounce" />
          <RadixDialog.Title className="text-4xl font-extrabold sm:text-6xl">{t('timer.alertTitle')}</RadixDialog.Title>
          <RadixDialog.Description id="named-timer-alert-body" className="max-w-xl text-xl break-words hyphens-auto">
            {done ? t('timer.namedAlertBody', { name: done.name }) : null}
          </RadixDialog.Description>
          <Button size="lg" variant="secondary" className="min-w-56 text-foreground" onClick={() => done && stopNamedTimer(done.id)}>
            {t('timer.turnOff')}
          </Button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
