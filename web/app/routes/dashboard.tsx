import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { useMyRecipes } from '../../features/recipes/api/get-my-recipes';
import { ExpiringSoonCard } from '../../features/kitchen/components/expiring-soon-card';
import { isPlanType, isPro } from '#core/kernel/plans';
import { useSession } from '../../lib/session';

/**
 * /dashboard: composes the dashboard with the user's newest recipes (the cached my-recipes query)
 * and, for Pro users, the pantry's expiring-soon card.
 */
export function Component() {
  const { user } = useSession();
  const { recipes, total, isPending, isError } = useMyRecipes();
  const data = user?.google_user_data;
  const plan = user?.subscription.plan_type;
  // A household member's kitchen follows the owner's Pro (GET /api/users/me `household`).
  const pro = (isPlanType(plan) && isPro(plan)) || Boolean(user?.household?.kitchen_pro);
  const givenName = data?.given_name || data?.name?.split(' ')[0] || '';
  return (
    <DashboardView
      givenName={givenName}
      recipes={recipes}
      total={total}
      recipesPending={isPending}
      recipesError={isError}
      kitchen={pro ? <ExpiringSoonCard /> : null}
    />
  );
}
