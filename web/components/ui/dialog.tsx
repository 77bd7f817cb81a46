import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
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

/** Accessible modal on Radix Dialog: focus trap, Escape, labelled title, close button. */
export function Dialog({ open, onOpenChange, title, description, children, className, fallbackFocus }: DialogProps) {
  const { t } = useTranslation();
  const opener = useRef<Element | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; these dialogs are opened from state,
            // so focus goes back to whatever opened them (or the fallback when that is gone).
            event.preventDefault();
            const target = opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : fallbackFocus?.current;
            target?.focus();
          }}
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
