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

/** How long a toast with an action (Undo) stays: long enough to read, reach and press it. */
export const ACTION_TOAST_DURATION_MS = 8000;

/** A button in the toast (Undo): pressing it runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * Shows a toast, replacing the one on screen (docs/product.md "Toasts": one at a time). With an
 * `action` it stays 8 s (sonner also holds it while hovered or focused).
 */
export function toast(type: ToastType, message: string, action?: ToastAction) {
  void loadSonner().then(({ toast: sonnerToast }) => {
    sonnerToast.dismiss();
    if (!action) {
      sonnerToast[type](message, { duration: TOAST_DURATION_MS });
      return;
    }
    sonnerToast[type](message, { duration: ACTION_TOAST_DURATION_MS, action: { label: action.label, onClick: action.onClick } });
  });
}
