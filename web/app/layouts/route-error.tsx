import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-2xl font-bold">{t('errors.generic')}</h1>
      <Link className="mt-4 inline-block underline" to="/">
        {t('nav.home')}
      </Link>
    </div>
  );
}
