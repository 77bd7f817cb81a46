import { AlarmClock, Radio, Scale } from 'lucide-react';
import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTypingOutside } from '../hooks/use-typing-outside';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { setTitlePrefix } from '../../../lib/document-title';
import { useNamedTimers } from '../../../lib/named-timers';
import { useRadio } from '../hooks/use-radio';
import { useTimer } from '../hooks/use-timer';
import { formatClock } from '../lib/timer';
import { ConverterPanel } from './converter-panel';
import { RadioPanel } from './radio-panel';
import { NamedTimerAlert } from './named-timer-alert';
import { TimerAlert } from './timer-alert';
import { TimerPanel } from './timer-panel';
import { ToolPanel } from './tool-panel';

type Tool = 'timer' | 'radio' | 'converter';

interface RoundButtonProps extends ComponentPropsWithoutRef<'button'> {
  active?: boolean;
  badge?: ReactNode;
}

const RoundButton = forwardRef<HTMLButtonElement, RoundButtonProps>(function RoundButton({ active, badge, className, children, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={cn(
        'relative inline-flex h-12 min-w-12 items-center justify-center gap-1.5 rounded-full px-3 shadow-lg transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        active ? 'bg-primary text-primary-foreground' : 'border border-border bg-card text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    >
      {children}
      {badge}
    </button>
  );
});

/**
 * The signed-in kitchen tools: three round buttons, each opening its panel. Below xl (1280 px) they
 * sit in an opaque bar along the bottom edge (the footer keeps that much space, so every control
 * and line of text can be scrolled clear of it) and the bar tucks away while the cook types in a
 * field of the page; from xl they float at bottom right in the margin beside the content, which is
 * only wide enough from there (docs/decisions/044-kitchen-tools-never-cover-a-control.md). They
 * sit under every dialog of the page and its backdrop. They live in the root layout, so the timer
 * keeps counting and the radio keeps playing across screens and while minimised; the timer's time
 * is in the tab title.
 */
export function KitchenTools() {
  const { t } = useTranslation('tools');
  const [open, setOpen] = useState<Tool | null>(null);
  const typing = useTypingOutside('[data-kitchen-tools]');
  const timer = useTimer();
  const radio = useRadio(t('radio.artist'));
  const { status } = timer.state;
  const clock = formatClock(timer.seconds);
  const timerActive = status === 'running' || status === 'paused';
  const stepTimers = useNamedTimers().length;

  useEffect(() => {
    setTitlePrefix(timerActive ? `⏱ ${clock}` : status === 'finished' ? `⏰ ${t('timer.status.finished')}` : '');
  }, [timerActive, clock, status, t]);
  useEffect(() => () => setTitlePrefix(''), []);

  const minimise = () => setOpen(null);
  const show = (tool: Tool) => setOpen((current) => (current === tool ? null : tool));
  const mainLabel = timerActive ? t('timer.openActive', { time: clock }) : status === 'finished' ? t('timer.openFinished') : t('timer.open');
  const timerLabel = stepTimers > 0 ? `${mainLabel}. ${t('timer.stepTimersRunning', { count: stepTimers })}` : mainLabel;

  return (
    <>
      <div
        role="region"
        aria-label={t('region')}
        data-kitchen-tools
        data-testid="tools-dock"
        data-typing={typing}
        className={cn(
          'fixed inset-x-0 bottom-0 z-30 flex flex-row-reverse gap-2 border-t border-border bg-background px-2 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] transition-transform print:hidden',
          'xl:inset-x-auto xl:right-4 xl:bottom-4 xl:flex-col xl:border-0 xl:bg-transparent xl:p-0',
          typing && 'max-xl:invisible max-xl:translate-y-full',
        )}
      >
        <ToolPanel
          open={open === 'timer'}
          onMinimise={minimise}
          onClose={minimise}
          title={t('timer.name')}
          trigger={
            <RoundButton aria-label={timerLabel} active={timerActive || stepTimers > 0} onClick={() => show('timer')} data-testid="tool-timer">
              <AlarmClock aria-hidden className="size-5" />
              {timerActive ? <span className="font-mono text-sm font-semibold tabular-nums">{clock}</span> : null}
              {stepTimers > 0 ? <span aria-hidden className="text-xs font-bold">+{stepTimers}</span> : null}
            </RoundButton>
          }
        >
          <TimerPanel timer={timer} />
        </ToolPanel>
        <ToolPanel
          open={open === 'radio'}
          onMinimise={minimise}
          onClose={() => {
            radio.dispatch({ type: 'pause' });
            minimise();
          }}
          title={t('radio.name')}
          trigger={
            <RoundButton
              aria-label={radio.state.playing ? t('radio.openPlaying', { title: radio.title }) : t('radio.open')}
              active={radio.state.playing}
              onClick={() => show('radio')}
              data-testid="tool-radio"
            >
              <Radio aria-hidden className={cn('size-5', radio.state.playing && 'motion-safe:animate-pulse')} />
            </RoundButton>
          }
        >
          <RadioPanel radio={radio} />
        </ToolPanel>
        <ToolPanel
          open={open === 'converter'}
          onMinimise={minimise}
          onClose={minimise}
          title={t('converter.name')}
          trigger={
            <RoundButton aria-label={t('converter.open')} onClick={() => show('converter')} data-testid="tool-converter">
              <Scale aria-hidden className="size-5" />
            </RoundButton>
          }
        >
          <ConverterPanel />
        </ToolPanel>
      </div>
      <TimerAlert timer={timer} />
      <NamedTimerAlert sound={timer.sound} />
    </>
  );
}
