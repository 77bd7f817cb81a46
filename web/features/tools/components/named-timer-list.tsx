import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondsLeft, stopNamedTimer, useNamedTimers, useNow } from '../../../lib/named-timers';
import { formatClock } from '../lib/timer';

/** The timers started from recipe steps, each with its name, time left and a stop button. */
export function NamedTimerList() {
  const { t } = useTranslation('tools');
  const timers = useNamedTimers();
  const now = useNow(timers.length > 0);
  if (timers.length === 0) return null;
  return (
    <section aria-labelledby="named-timers-title" className="border-t border-border pt-3">
      <h3 id="named-timers-title" className="text-sm font-semibold">
        {t('timer.stepTimers')}
      </h3>
      <ul className="mt-2 space-y-2" data-testid="named-timers">
        {timers.map((timer) => (
          <li key={timer.id} className="flex items-center gap-2" data-testid="named-timer">
            <span className="min-w-0 flex-1 text-sm break-words">{timer.name}</span>
            <span role="timer" className="font-mono text-sm font-semibold tabular-nums">
              {formatClock(secondsLeft(timer, now))}
            </span>
            <button
              type="button"
              onClick={() => stopNamedTimer(timer.id)}
              aria-label={t('timer.stopNamed', { name: timer.name })}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
