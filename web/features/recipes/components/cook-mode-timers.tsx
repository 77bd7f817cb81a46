import { AlarmClock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock, readStepTimers } from '#core/recipe/step-timers';
import { Button } from '../../../components/ui/button';
import { secondsLeft, startNamedTimer, stopNamedTimer, useNamedTimers, useNow } from '../../../lib/named-timers';

/** The step's first words within `max` characters, cut between words (never inside one), with "…" when cut. */
export function stepStart(step: string, max = 40): string {
  const plain = step.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const words = plain.split(' ');
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > max - 1) break;
    out = next;
  }
  // One word longer than the room is kept whole rather than cut.
  return `${(out || words[0]!).replace(/[,;:.]+$/, '')}…`;
}

/** A short name for a timer: the step's number, the words it was read from and the step's first words. */
function timerName(t: (key: string, options: Record<string, unknown>) => string, stepNumber: number, step: string, text: string) {
  return t('cook.timerName', { step: stepNumber, words: stepStart(step), time: text });
}

/**
 * The step's timed words as one-tap timers (core/recipe/step-timers.ts): each starts a timer named by its
 * step that runs beside the others and rings even after cook mode is closed (web/lib/named-timers.ts).
 */
export function StepTimerButtons({ step, stepNumber }: { step: string; stepNumber: number }) {
  const { t } = useTranslation('recipes');
  const found = readStepTimers(step);
  if (found.length === 0) return null;
  return (
    <div className="flex flex-wrap justify-center gap-2 px-4 pb-4" data-testid="step-timers">
      {found.map((timer) => (
        <Button
          key={timer.index}
          variant="secondary"
          size="lg"
          onClick={() => startNamedTimer(timerName(t, stepNumber, step, timer.text), timer.seconds)}
        >
          <AlarmClock className="size-5" aria-hidden />
          {formatClock(timer.seconds)}
          {/* The name starts with what the button shows, then says what it does (axe label-content-name-mismatch). */}
          <span className="sr-only">, {t('cook.startTimer', { time: timer.text })}</span>
        </Button>
      ))}
    </div>
  );
}

/** The running step timers, each named by its step, with the time left and a stop button. */
export function RunningTimers() {
  const { t } = useTranslation('recipes');
  const timers = useNamedTimers();
  const now = useNow(timers.length > 0);
  if (timers.length === 0) return null;
  return (
    <section aria-label={t('cook.timers')} className="border-b border-border px-4 py-2 sm:px-8">
      <ul className="flex flex-wrap gap-2" data-testid="cook-timers">
        {timers.map((timer) => (
          <li key={timer.id} className="flex items-center gap-2 rounded-full bg-muted py-1 pr-1 pl-3 text-sm" data-testid="cook-timer">
            <span className="max-w-[14rem] truncate" title={timer.name}>
              {timer.name}
            </span>
            <span role="timer" className="font-mono font-semibold tabular-nums">
              {formatClock(secondsLeft(timer, now))}
            </span>
            <button
              type="button"
              onClick={() => stopNamedTimer(timer.id)}
              aria-label={t('cook.stopTimer', { name: timer.name })}
              className="inline-flex size-9 items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
