import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toaster';
import { failureMessage } from '../../lib/failure';
import {
  useAddShoppingItem,
  useClearPurchased,
  useDeleteShoppingItem,
  useMoveToPantry,
  useTickShoppingItem,
  type ShoppingFields,
  type ShoppingItem,
} from '../../api/shopping';

/** The list's mutations with their toasts (docs/product.md "Errors and messages" messages). */
export function useShoppingActions() {
  const { t } = useTranslation('kitchen');
  const addItem = useAddShoppingItem();
  const tick = useTickShoppingItem();
  const remove = useDeleteShoppingItem();
  const clear = useClearPurchased();
  const move = useMoveToPantry();
  const fail = (err: unknown, key: string) => toast('error', failureMessage(err, t, t(key)));
  const restore = async (item: ShoppingItem) => {
    try {
      const fields = { name: item.name, quantity: item.quantity, unit: item.unit, category: item.category, notes: item.notes };
      const result = await addItem.mutateAsync(fields);
      if (result && item.is_purchased) await tick.mutateAsync({ id: result.item.id, purchased: true });
      toast(result ? 'success' : 'info', result ? t('shopping.toasts.restored', { name: item.name }) : t('offline:queued'));
    } catch (err) {
      fail(err, 'shopping.toasts.restoreFailed');
    }
  };
  return {
    adding: addItem.isPending,
    busy: clear.isPending || move.isPending,
    /**
     * Resolves true when every item was added or merged. Several (a typed list) are sent one by
     * one and told in one toast with their count.
     */
    add: async (items: ShoppingFields[]) => {
      let sent = 0;
      try {
        for (const fields of items) {
          const result = await addItem.mutateAsync(fields);
          sent += 1;
          if (items.length > 1) continue;
          if (!result) {
            toast('info', t('offline:queued'));
            return true;
          }
          const { item, merged } = result;
          toast(merged ? 'info' : 'success', merged ? t('shopping.toasts.merged', { name: item.name }) : t('shopping.toasts.added'));
        }
        if (items.length > 1) toast('success', t('shopping.toasts.addedMany', { count: sent }));
        return true;
      } catch (err) {
        if (sent > 0) toast('success', t('shopping.toasts.addedMany', { count: sent }));
        fail(err, 'shopping.toasts.addFailed');
        return false;
      }
    },
    toggle: (item: ShoppingItem) =>
      tick.mutate({ id: item.id, purchased: !item.is_purchased }, { onError: (err) => fail(err, 'shopping.toasts.updateFailed') }),
    /**
     * Deletes at once and offers Undo in the toast: Undo adds the item back with what it held
     * (name, amount, aisle, notes; ticked again if it was in the basket), through the same
     * idempotent queue as any add, so it also works without signal.
     */
    remove: (item: ShoppingItem) =>
      remove.mutate(item.id, {
        onSuccess: () =>
          toast('success', t('shopping.toasts.deleted'), {
            label: t('shopping.toasts.undo'),
            onClick: () => void restore(item),
          }),
        onError: (err) => fail(err, 'shopping.toasts.deleteFailed'),
      }),
    clearPurchased: () =>
      clear.mutate(undefined, {
        onSuccess: () => toast('success', t('shopping.toasts.cleared')),
        onError: (err) => fail(err, 'shopping.toasts.clearFailed'),
      }),
    moveToPantry: (ids: string[]) =>
      move.mutate(ids, {
        onSuccess: ({ moved }) => toast('success', t('shopping.toasts.moved', { count: moved })),
        onError: (err) => fail(err, 'shopping.toasts.moveFailed'),
      }),
  };
}

export type ShoppingActions = ReturnType<typeof useShoppingActions>;
