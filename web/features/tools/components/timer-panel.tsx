import { Minus, Pause, Play, Plus, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import type { KitchenTimer } from '../hooks/use-timer';
import { formatClock, TIMER_MAX_S, TIMER_MIN_S, TIMER_PRESETS_S, TIMER_STEP_S } from '../lib/timer';
import { NamedTimerList } from './named-timer-list';
import { TypedDuration } from './typed-duration';

const presetText = (seconds: number) => (seconds >= 3600 ? { key: 'timer.presetHours', count: seconds / 3600 } : { key: 'timer.preset', count: seconds / 60 });

/** The timer's controls: a typed time, presets and ±1 minute while idle, start/pause/resume, reset, sound; then the step timers. */
export function TimerPanel({ timer }: { timer: KitchenTimer }) {
  const { t } = useTranslation('tools');
  const { state, seconds } = timer;
  const editable = state.status === 'idle' || state.status === 'finished';
  const mainLabel =
    state.status === 'running' ? t('timer.pause') : state.status === 'paused' ? t('timer.resume') : state.status === 'finished' ? t('timer.reset') : t('timer.start');
  const MainIcon = state.status === 'running' ? Pause : state.status === 'finished' ? RotateCcw : Play;
  return (
    <div className="space-y-4">
      <div className="text-center">
        <p role="timer" aria-atomic="true" className="font-mono text-5xl font-bold tabular-nums">
          {formatClock(seconds)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {t(`timer.status.${state.status}`)}
        </p>
      </div>
      <div className="flex items-center justify-center gap-2" role="group" aria-label={t('timer.duration')}>
        <Button variant="outline" size="icon" aria-label={t('timer.less')} disabled={!editable || state.duration <= TIMER_MIN_S} onClick={() => timer.setDuration(state.duration - TIMER_STEP_S)}>
          <Minus aria-hidden className="size-4" />
        </Button>
        <span className="min-w-16 text-center text-sm font-medium tabular-nums">{formatClock(state.duration)}</span>
        <Button variant="outline" size="icon" aria-label={t('timer.more')} disabled={!editable || state.duration >= TIMER_MAX_S} onClick={() => timer.setDuration(state.duration + TIMER_STEP_S)}>
          <Plus aria-hidden className="size-4" />
        </Button>
      </div>
      <TypedDuration disabled={!editable} onSet={timer.setDuration} />
      <div className="flex flex-wrap justify-center gap-2" role="group" aria-label={t('timer.presets')}>
        {TIMER_PRESETS_S.map((preset) => (
          <Button
            key={preset}
            variant={state.duration === preset ? 'primary' : 'secondary'}
            size="sm"
            disabled={!editable}
            aria-pressed={state.duration === preset}
            aria-label={t('timer.presetLabel', { count: preset / 60 })}
            onClick={() => timer.setDuration(preset)}
          >
            {t(presetText(preset).key, { count: presetText(preset).count })}
          </Button>
        ))}
      </div>
      <div className="flex gap-2">
        <Button className="flex-1" onClick={timer.toggle}>
          <MainIcon aria-hidden className="size-4" />
          {mainLabel}
        </Button>
        <Button variant="outline" onClick={timer.reset} disabled={state.status === 'idle'}>
          <RotateCcw aria-hidden className="size-4" />
          {t('timer.reset')}
        </Button>
      </div>
      <label className="flex items-center justify-between gap-3 text-sm font-medium">
        {t('timer.sound')}
        <Switch checked={timer.sound} onCheckedChange={timer.setSound} />
      </label>
      <NamedTimerList />
    </div>
  );
}
