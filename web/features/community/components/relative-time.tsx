import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, parseTimestamp } from '#core/kernel/relative-time';
import { formatDate } from '../../../lib/format';

/** A relative time ("5 minutes ago"), refreshed every minute, with the exact time as a tooltip. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const { t, i18n } = useTranslation('community');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = parseTimestamp(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time
      className={className}
      dateTime={valid ? date.toISOString() : undefined}
      title={valid ? formatDate(date, language, { dateStyle: 'medium', timeStyle: 'short', timeZone: undefined }) : undefined}
    >
      {formatRelativeTime(value, now, language, t('time.justNow'))}
    </time>
  );
}
