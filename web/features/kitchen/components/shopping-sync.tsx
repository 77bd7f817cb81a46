import { useWaitingShoppingChanges } from '../api/shopping-sync';
import { useKitchenAccess } from './kitchen-page';

/**
 * Mounted once for a signed-in user (web/app/layouts/root-layout.tsx): loads the shopping changes
 * still waiting from an earlier visit and sends them when there is signal, whichever screen is
 * open. Draws nothing.
 */
export function ShoppingSync() {
  const access = useKitchenAccess();
  useWaitingShoppingChanges(access === true);
  return null;
}
