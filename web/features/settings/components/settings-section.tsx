import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: string;
  comingSoon?: boolean;
  children?: ReactNode;
  className?: string;
}

/** One titled settings card; `id` makes it linkable (e.g. /settings#privacy). */
export function SettingsSection({ id, title, description, comingSoon, children, className }: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-24 rounded-2xl border border-border bg-card p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {comingSoon ? (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
            {t('comingSoon')}
          </span>
        ) : null}
      </div>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
