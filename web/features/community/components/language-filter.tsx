import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { FeedLanguage, RecipeLanguage } from '../lib/reader-language';

/** The feed's language: the reader's ("Spanish") or every language, as two toggle buttons. */
export function LanguageFilter({
  reader,
  value,
  onChange,
}: {
  reader: RecipeLanguage;
  value: FeedLanguage;
  onChange: (value: FeedLanguage) => void;
}) {
  const { t } = useTranslation('community');
  const options: Array<{ value: FeedLanguage; label: string }> = [
    { value: reader, label: t(`language.${reader}`) },
    { value: 'all', label: t('feed.allLanguages') },
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
              'inline-flex min-w-0 flex-1 items-center justify-center rounded-lg px-2 py-2 text-center text-[13px] leading-tight font-medium transition-colors sm:flex-none sm:px-3 sm:text-sm sm:whitespace-nowrap',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              active ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
