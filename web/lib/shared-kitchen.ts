import { useIsMutating } from '@tanstack/react-query';
import { useSession } from './session';

/** How often an open kitchen screen re-reads its list while it is shared with a household. */
export const SHARED_KITCHEN_REFETCH_MS = 5000;

/**
 * The `refetchInterval` of the kitchen lists (shopping list, pantry, meal plan): every 5 s while
 * the user is in a household, else never. React Query does not refetch on an interval in a hidden
 * tab, and none runs while one of this client's own changes is in flight (so an optimistic tick is
 * not overwritten by an answer read before it landed).
 */
export function useSharedKitchenRefetch(): number | false {
  const { user } = useSession();
  const busy = useIsMutating() > 0;
  return user?.household && !busy ? SHARED_KITCHEN_REFETCH_MS : false;
}
