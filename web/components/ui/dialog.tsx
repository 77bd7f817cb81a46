import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Where focus goes when the dialog closes and the element that opened it is gone (a deleted
   * item's button). Otherwise focus returns to the element that had it when the dialog opened.
   */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * Focus goes back to what opened a dialog when it closes. Radix does that only for its own
 * `Dialog.Trigger`; our dialogs open from state, so the element focused at opening is kept (a
 * layout effect runs before Radix moves focus inside) and refocused on close if still there, else
 * the fallback. Pass the result as `onCloseAutoFocus` of `Dialog.Content`.
 */
export function useReturnFocus(open: boolean, fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event: Event) => {
    const target = opener.current?.isConnected ? opener.current : fallback?.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}

/** Accessible modal on Radix Dialog: focus trap, Escape, labelled title, close button. */
export function Dialog({ open, onOpenChange, title, description, children, className, fallbackFocus }: DialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open, fallbackFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-xl',
            className,
          )}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-8 text-xl font-bold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-muted-foreground">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1 hover:bg-muted"
            aria-label={t('common.close')}
          >
            <X className="size-5" aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
