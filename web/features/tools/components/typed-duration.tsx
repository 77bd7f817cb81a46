import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDuration } from '#core/kernel/duration';
import { Button } from '../../../components/ui/button';
import { TIMER_MAX_S } from '../lib/timer';

/** Reads a typed time: "90", "1:30", "1h30", "1 hour 30 minutes", "1 Std. 30 Min." (minutes; at most 12 h). */
export function readTypedSeconds(text: string): number | null {
  const minutes = parseDuration(text);
  if (minutes === null || minutes < 1 || minutes * 60 > TIMER_MAX_S) return null;
  return minutes * 60;
}

/** A field for any time from 1 minute to 12 hours, set with Enter or the button. */
export function TypedDuration({ disabled, onSet }: { disabled: boolean; onSet: (seconds: number) => void }) {
  const { t } = useTranslation('tools');
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seconds = readTypedSeconds(text);
    setInvalid(seconds === null);
    if (seconds !== null) {
      onSet(seconds);
      setText('');
    }
  };
  return (
    <form className="space-y-1" onSubmit={submit}>
      <label htmlFor={id} className="text-sm font-medium">
        {t('timer.typed')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          disabled={disabled}
          inputMode="text"
          autoComplete="off"
          placeholder={t('timer.typedPlaceholder')}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
          className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-primary"
        />
        <Button type="submit" variant="outline" className="h-11" disabled={disabled}>
          {t('timer.set')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={invalid ? 'text-sm text-danger' : 'text-xs text-muted-foreground'} aria-live="polite">
        {invalid ? t('timer.typedInvalid') : t('timer.limits')}
      </p>
    </form>
  );
}
