import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The label on both simulator pages: local, no money moves. */
export function SimulatorBanner({ title }: { title: string }) {
  const { t } = useTranslation('billing');
  return (
    <div className="mb-6 flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4">
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
      <div>
        <p className="text-xs font-semibold tracking-wide uppercase">{t('dev.badge')}</p>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('dev.intro')}</p>
      </div>
    </div>
  );
}
