import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to the average (partly filled stars for fractions); read as "4.3 out of 5". */
export function StarDisplay({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {STARS.map((n) => {
        const fill = Math.min(1, Math.max(0, value - (n - 1)));
        return (
          <span key={n} className="relative inline-block size-5" aria-hidden>
            <Star className="absolute inset-0 size-5 text-muted-foreground/40" />
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className="size-5 fill-amber-400 text-amber-400" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

interface StarInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

/**
 * The five-star input: a native radio group (arrow keys move and select), styled as stars.
 * Hovering previews; the user's own rating shows as n/5.
 */
export function StarRatingInput({ value, onChange, disabled }: StarInputProps) {
  const { t } = useTranslation('community');
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t('ratings.yourRating')}</legend>
      <div className="flex" onMouseLeave={() => setHovered(null)}>
        {STARS.map((n) => (
          <label key={n} className="cursor-pointer p-0.5" onMouseEnter={() => setHovered(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
              aria-label={t('ratings.starLabel', { count: n })}
            />
            <Star
              aria-hidden
              className={cn(
                'size-7 rounded-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                shown !== null && n <= shown ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
              )}
            />
          </label>
        ))}
      </div>
      <span className="text-sm text-muted-foreground" data-testid="own-rating">
        {value !== null ? t('ratings.ownRating', { rating: value }) : t('ratings.notRated')}
      </span>
    </fieldset>
  );
}
