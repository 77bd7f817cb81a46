import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div data-testid="not-found" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center">
      <Compass aria-hidden className="size-12 text-primary" />
      <p className="mt-4 text-sm font-semibold tracking-widest text-muted-foreground uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.body')}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
