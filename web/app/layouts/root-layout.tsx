import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { AppHeader } from '../../features/shell/components/app-header';
import { useSession } from '../../lib/session';
import { useRouteFocus } from './use-route-focus';

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, isPending } = useSession();
  // The landing page draws the header over its video.
  const overlay = pathname === '/' && !isPending && !user;
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      <AppHeader overlay={overlay} />
      <main ref={main} id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
