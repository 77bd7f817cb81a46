import { Navigate, useParams } from 'react-router';
import { RecipeDetailPage } from '../../features/recipes/components/recipe-detail-page';
// Community: the share button/dialog and the share statistics, composed into the recipe page.
import { ShareRecipe } from '../../features/community/components/share-recipe';
import { ShareStats } from '../../features/community/components/share-stats';
import { useSession } from '../../lib/session';

/** /recipe/{id}; /recipe without an id goes to /dashboard. */
export function Component() {
  const { id } = useParams();
  const { user } = useSession();
  if (!id) return <Navigate to="/dashboard" replace />;
  const plan = user?.subscription.plan_type ?? 'free';
  return (
    <RecipeDetailPage
      key={id}
      id={id}
      renderShare={(recipe) => ({
        actions: <ShareRecipe recipeId={recipe.id} plan={plan} />,
        panel: <ShareStats recipeId={recipe.id} plan={plan} className="mt-6" />,
      })}
    />
  );
}
