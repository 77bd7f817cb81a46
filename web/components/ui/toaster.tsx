import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences';

export const TOAST_DURATION_MS = 4000;

// sonner loads right after the first paint, outside the first page's JavaScript.
const loadSonner = () => import('sonner');
const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Below the sticky 64 px header, so a toast never covers the navigation. */
const BELOW_HEADER = { top: 76 };

/**
 * Toasts: one at a time, each dismissed after 4 s, under the header, in a polite live region
 * (sonner's list is `aria-live="polite"`). Mount once (RootLayout does).
 */
export function Toaster() {
  const { theme } = usePreferences();
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        position="top-center"
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
        theme={theme}
        richColors
        closeButton
        containerAriaLabel={t('common.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }}
        className="no-print"
      />
    </Suspense>
  );
}

type ToastType = 'success' | 'error' | 'info';

/** Shows a toast, replacing the one on screen (docs/product.md "Toasts": one at a time). */
export function toast(type: ToastType, message: string) {
  void loadSonner().then(({ toast: sonnerToast }) => {
    sonnerToast.dismiss();
    sonnerToast[type](message, { duration: TOAST_DURATION_MS });
  });
}
