import * as RadixDialog from '@radix-ui/react-dialog';
import { AlarmClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { KitchenTimer } from '../hooks/use-timer';
import { formatClock } from '../lib/timer';

/** docs/product.md "Kitchen tools": when the timer reaches zero, a full-screen alert (beeping while sound is on). */
export function TimerAlert({ timer }: { timer: KitchenTimer }) {
  const { t } = useTranslation('tools');
  const open = timer.state.status === 'finished';
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : timer.reset())}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          role="alertdialog"
          aria-describedby="timer-alert-body"
          className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-primary p-6 text-center text-primary-foreground"
        >
          <AlarmClock aria-hidden className="size-24 motion-safe:animate-bounce" />
          <RadixDialog.Title className="text-4xl font-extrabold sm:text-6xl">{t('timer.alertTitle')}</RadixDialog.Title>
          <RadixDialog.Description id="timer-alert-body" className="text-xl">
            {t('timer.alertBody', { time: formatClock(timer.state.duration) })}
          </RadixDialog.Description>
          <Button size="lg" variant="secondary" className="min-w-56 text-foreground" onClick={timer.reset}>
            {t('timer.turnOff')}
          </Button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
