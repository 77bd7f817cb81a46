import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';

export const TOAST_DURATION_MS = 4000;

/** Toasts: one at a time, each dismissed after 4 s. */
export function Toaster() {
  return <SonnerToaster visibleToasts={1} duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />;
}

type ToastType = 'success' | 'error' | 'info';

/** Shows a toast, replacing the one on screen (SPEC: one at a time). */
export function toast(type: ToastType, message: string) {
  sonnerToast.dismiss();
  sonnerToast[type](message, { duration: TOAST_DURATION_MS });
}
