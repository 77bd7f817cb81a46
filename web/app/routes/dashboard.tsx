import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { useMyRecipes } from '../../features/recipes/api/get-my-recipes';
import { useSession } from '../../lib/session';

/** /dashboard: composes the dashboard with the user's newest recipes (the cached my-recipes query). */
export function Component() {
  const { user } = useSession();
  const { recipes, total, isPending, isError } = useMyRecipes();
  const data = user?.google_user_data;
  const givenName = data?.given_name || data?.name?.split(' ')[0] || '';
  return (
    <DashboardView givenName={givenName} recipes={recipes} total={total} recipesPending={isPending} recipesError={isError} />
  );
}
