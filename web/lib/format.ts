import { useTranslation } from 'react-i18next';

/**
 * Numbers and dates in the interface language: 1,000 (en), 1.000 (es, de). Groups are always
 * shown, also in four-digit Spanish numbers (CLDR would print "1000" there), so figures such as
 * usage limits read the same way everywhere. Only Intl: nothing heavy for the entry chunk.
 */
export function formatNumber(value: number, language: string | undefined, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(language, { useGrouping: 'always', ...options }).format(value);
}

/** A date (ISO string or Date) in the interface language; UTC unless a time zone is given. */
export function formatDate(
  value: Date | string,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options }).format(date);
}

/** `formatNumber` / `formatDate` bound to the current interface language (re-renders on a switch). */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    language,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => formatDate(value, language, options),
  };
}
