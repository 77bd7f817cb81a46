import { MyRecipesPage } from '../../features/recipes/components/my-recipes-page';

export function Component() {
  return <MyRecipesPage />;
}
