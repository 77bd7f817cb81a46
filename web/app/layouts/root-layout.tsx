import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { SessionNotices } from '../../features/auth/components/session-notices';
import { AppHeader } from '../../features/shell/components/app-header';
import { OfflineBanner } from '../../features/shell/components/offline-banner';
import { UpdatePrompt } from '../../features/shell/components/update-prompt';
import { SiteFooter } from '../../features/shell/components/site-footer';
import { useSession } from '../../lib/session';
import { useRouteFocus } from './use-route-focus';

// The kitchen tools are signed-in only: their own chunk, outside the landing page's first load.
const KitchenTools = lazy(() =>
  import('../../features/tools/components/kitchen-tools').then((m) => ({ default: m.KitchenTools })),
);
// Shopping changes made offline on an earlier visit are sent whichever screen opens first.
const ShoppingSync = lazy(() => import('../../features/kitchen/components/shopping-sync').then((m) => ({ default: m.ShoppingSync })));

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, isPending } = useSession();
  // The landing page draws the header over its video.
  const overlay = pathname === '/' && !isPending && !user;
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      <AppHeader overlay={overlay} />
      <OfflineBanner />
      {/* At least a screen tall below the header (h-16), so the footer starts below the fold and
          does not jump down when a screen's content arrives (layout shift). */}
      <main ref={main} id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter toolsSpace={Boolean(user)} />
      {user ? (
        <Suspense fallback={null}>
          <KitchenTools />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <ShoppingSync />
        </Suspense>
      ) : null}
      <Toaster />
      <UpdatePrompt />
      <SessionNotices />
    </div>
  );
}
