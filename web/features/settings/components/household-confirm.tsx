import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface ConfirmActionProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the trigger is gone (the member removed, the household left). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** "Remove Ana?" / "Leave the household?": a confirm dialog; focus returns to the trigger. */
export function ConfirmAction({ open, title, text, confirmLabel, pending, onConfirm, onCancel, fallbackFocus }: ConfirmActionProps) {
  const { t } = useTranslation('household');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={text}
      fallbackFocus={fallbackFocus}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" className="h-11" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="danger" className="h-11" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
