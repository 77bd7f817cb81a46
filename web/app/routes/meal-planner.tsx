import { useMemo } from 'react';
import { isPlanType, isPro } from '#core/kernel/plans';
import { MealPlannerPage } from '../../features/kitchen/components/planner/meal-planner-page';
import { useMyRecipes } from '../../features/recipes/api/get-my-recipes';
import { useSession } from '../../lib/session';

/** /meal-planner: composes the planner with the user's saved recipes (the recipes feature's list). */
export function Component() {
  const { user } = useSession();
  const plan = user?.subscription.plan_type;
  // A household member's kitchen follows the owner's Pro (GET /api/users/me `household`).
  const pro = (isPlanType(plan) && isPro(plan)) || Boolean(user?.household?.kitchen_pro);
  const { recipes } = useMyRecipes({ all: pro });
  const choices = useMemo(
    () =>
      recipes.map((r) => ({
        id: r.id,
        title: r.title,
        servings: r.servings,
        picture: { photoUrl: r.image_url, aiImageUrl: r.ai_image_url, ingredients: r.ingredients },
      })),
    [recipes],
  );
  return <MealPlannerPage recipes={choices} />;
}
