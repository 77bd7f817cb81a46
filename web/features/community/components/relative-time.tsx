import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, parseTimestamp } from '../../../../core/relative-time';

/** A relative time ("5 minutes ago"), refreshed every minute, with the exact time as a tooltip. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const { t, i18n } = useTranslation('community');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const date = parseTimestamp(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time
      className={className}
      dateTime={valid ? date.toISOString() : undefined}
      title={valid ? date.toLocaleString(i18n.language) : undefined}
    >
      {formatRelativeTime(value, now, i18n.language, t('time.justNow'))}
    </time>
  );
}
