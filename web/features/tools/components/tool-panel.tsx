import * as RadixDialog from '@radix-ui/react-dialog';
import { Minus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

interface ToolPanelProps {
  open: boolean;
  /** Escape and the minimise button: hide the panel, the tool keeps working. */
  onMinimise: () => void;
  /** The close button: the tool stops what it would keep doing (the radio pauses). */
  onClose: () => void;
  title: string;
  /** The round button at bottom right that opens the panel (focus returns to it). */
  trigger: ReactNode;
  children: ReactNode;
}

/**
 * One kitchen tool: a round trigger and a non-modal dialog above the tools bar (beside the buttons from xl), so the page
 * stays usable (a recipe can be read while the timer runs). Focus moves into the panel when it
 * opens and back to its button when it closes; screen readers hear a labelled dialog.
 */
export function ToolPanel({ open, onMinimise, onClose, title, trigger, children }: ToolPanelProps) {
  const { t } = useTranslation('tools');
  const iconButton =
    'inline-flex size-9 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary';
  return (
    <RadixDialog.Root open={open} modal={false} onOpenChange={(next) => (next ? undefined : onMinimise())}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          data-kitchen-tools
          onInteractOutside={(event) => event.preventDefault()}
          className={cn(
            'fixed right-2 bottom-18 z-40 max-h-[calc(100dvh-6rem)] w-[calc(100vw-1rem)] overflow-y-auto rounded-2xl border border-border bg-card p-4 text-foreground shadow-2xl',
            'sm:w-80 xl:right-20 xl:bottom-4 print:hidden',
          )}
        >
          <div className="flex items-center gap-1">
            <RadixDialog.Title className="flex-1 text-lg font-bold">{title}</RadixDialog.Title>
            <button type="button" className={iconButton} onClick={onMinimise} aria-label={t('minimise', { tool: title })}>
              <Minus aria-hidden className="size-5" />
            </button>
            <button type="button" className={iconButton} onClick={onClose} aria-label={t('close', { tool: title })}>
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="mt-3">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
