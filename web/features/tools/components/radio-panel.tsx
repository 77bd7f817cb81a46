import { Pause, Play, Repeat, SkipBack, SkipForward, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RADIO_TRACK_COUNT } from '#core/kernel/radio';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import type { KitchenRadio } from '../hooks/use-radio';

/** The radio's controls: track, previous / play-pause / next, repeat and volume (0-1, step 0.1). */
export function RadioPanel({ radio }: { radio: KitchenRadio }) {
  const { t } = useTranslation('tools');
  const { number } = useFormat();
  const { state, dispatch } = radio;
  return (
    <div className="space-y-4">
      <div className="text-center" aria-live="polite">
        <p className="text-xl font-semibold" data-testid="radio-title">
          {radio.title}
        </p>
        <p className="text-sm text-muted-foreground">{t('radio.nowPlaying', { n: state.index + 1, total: RADIO_TRACK_COUNT })}</p>
      </div>
      <div className="flex items-center justify-center gap-3">
        <Button variant="outline" size="icon" aria-label={t('radio.previous')} onClick={() => dispatch({ type: 'previous' })}>
          <SkipBack aria-hidden className="size-5" />
        </Button>
        <Button size="icon" className="size-14 rounded-full" aria-label={state.playing ? t('radio.pause') : t('radio.play')} onClick={() => dispatch({ type: 'toggle' })}>
          {state.playing ? <Pause aria-hidden className="size-6" /> : <Play aria-hidden className="size-6" />}
        </Button>
        <Button variant="outline" size="icon" aria-label={t('radio.next')} onClick={() => dispatch({ type: 'next' })}>
          <SkipForward aria-hidden className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('radio.repeat')}
          aria-pressed={state.repeat}
          className={cn(state.repeat && 'bg-primary/15 text-primary')}
          onClick={() => dispatch({ type: 'toggleRepeat' })}
        >
          <Repeat aria-hidden className="size-5" />
        </Button>
      </div>
      <label className="flex items-center gap-3 text-sm font-medium">
        <Volume2 aria-hidden className="size-5 shrink-0" />
        <span className="sr-only">{t('radio.volume')}</span>
        <input
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={state.volume}
          aria-valuetext={number(state.volume, { style: 'percent' })}
          onChange={(e) => dispatch({ type: 'volume', value: Number(e.target.value) })}
          className="h-2 flex-1 cursor-pointer accent-primary"
        />
        <span className="w-12 text-right tabular-nums">{number(state.volume, { style: 'percent' })}</span>
      </label>
    </div>
  );
}
