import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

interface ConfirmDeleteProps<T extends { name: string }> {
  item: T | null;
  pending: boolean;
  onConfirm: (item: T) => void;
  onCancel: () => void;
  /** Focus target once the item (and its delete button) is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** "Delete {name}?" before a pantry item goes. */
export function ConfirmDelete<T extends { name: string }>({ item, pending, onConfirm, onCancel, fallbackFocus }: ConfirmDeleteProps<T>) {
  const { t } = useTranslation('kitchen');
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={item ? t('pantry.confirmDelete', { name: item.name }) : ''}
      description={t('pantry.confirmDeleteText')}
      fallbackFocus={fallbackFocus}
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" className="h-11" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="danger" className="h-11" disabled={pending} onClick={() => item && onConfirm(item)}>
          {t('delete')}
        </Button>
      </div>
    </Dialog>
  );
}
