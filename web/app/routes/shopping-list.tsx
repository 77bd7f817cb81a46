import { ShoppingListPage } from '../../features/kitchen/components/shopping/shopping-list-page';

export function Component() {
  return <ShoppingListPage />;
}
