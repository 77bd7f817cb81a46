import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import type { FeedLanguage, RecipeLanguage } from '../lib/reader-language';

/**
 * The feed's language: the reader's ("Español") or every language, as two toggle buttons, each
 * with how many recipes it holds when the counts are known (`counts`: the reader's language and
 * all), so a short list in the reader's language never hides the many in the others.
 */
export function LanguageFilter({
  reader,
  value,
  onChange,
  counts,
}: {
  reader: RecipeLanguage;
  value: FeedLanguage;
  onChange: (value: FeedLanguage) => void;
  counts?: { reader: number; all: number } | null;
}) {
  const { t, i18n } = useTranslation('community');
  const options: Array<{ value: FeedLanguage; label: string; count: number | null }> = [
    { value: reader, label: t(`language.${reader}`), count: counts ? counts.reader : null },
    { value: 'all', label: t('feed.allLanguages'), count: counts ? counts.all : null },
  ];
  return (
    <div role="group" aria-label={t('feed.languageLabel')} className="flex w-full items-center gap-1 rounded-xl border border-border bg-card p-1 sm:w-auto">
      <Languages className="mx-1.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex min-w-0 flex-1 flex-wrap items-center justify-center gap-x-1.5 rounded-lg px-2 py-2 text-center text-[13px] leading-tight font-medium transition-colors sm:flex-none sm:px-3 sm:text-sm sm:whitespace-nowrap',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              active ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {/* The name is what is shown, then what the number counts: "Español 3 recetas" (axe label-content-name-mismatch). */}
            <span>{option.label}</span>
            {option.count !== null ? (
              <>
                {' '}
                <span
                  data-testid="language-count"
                  className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-primary-foreground text-primary' : 'bg-muted')}
                >
                  {formatNumber(option.count, i18n.resolvedLanguage)}
                </span>
                {' '}
                <span className="sr-only">{t('feed.recipesWord', { count: option.count })}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
