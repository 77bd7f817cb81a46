import { PantryPage } from '../../features/kitchen/components/pantry/pantry-page';

export function Component() {
  return <PantryPage />;
}
