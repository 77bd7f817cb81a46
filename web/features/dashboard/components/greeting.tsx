import { useTranslation } from 'react-i18next';

/**
 * The dashboard's heading: "Welcome back" only for a cook known to have been here before (they
 * have recipes); a brand-new cook, or one whose recipes are still loading, is simply welcomed.
 */
export function Greeting({ givenName, returning }: { givenName: string; returning: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
      {givenName ? t(returning ? 'welcome' : 'welcomeNew', { name: givenName }) : t(returning ? 'welcomeBackNoName' : 'welcomeNoName')}
    </h1>
  );
}
