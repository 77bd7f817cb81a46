import { AlertCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The inline banner for a failed generation (the same text is also toasted). */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation('creator');
  return (
    <div role="alert" data-testid="creator-error" className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-sm font-medium">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('errors.dismiss')}
        className="rounded-md p-0.5 hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-danger"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
