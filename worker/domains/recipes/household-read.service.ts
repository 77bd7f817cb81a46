import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { membershipOf } from '../households/households.service';
import { toRecipeDto } from './recipe.dto';
import { recipes } from './recipes.table';

/**
 * A recipe the caller may read (docs/decisions/051-household-recipes.md): their own, or one planned
 * in their household's meal plan (the owner's or another member's), read-only. Membership is read
 * now, so an ex-member loses access the moment they are removed. Anything else is a 404,
 * indistinguishable from a missing recipe. A reader who is not the author gets `notes: null` (the
 * author's private notes stay theirs). `isPlannedInKitchen` is the meal-plans domain's read
 * (meal-plans/meal-plans.service.ts), passed in by the route: the meal plans sit above recipes.
 */
export async function getReadableRecipe(deps: {
  db: Db;
  userId: string;
  id: string;
  isPlannedInKitchen: (deps: { db: Db; ownerId: string }, recipeId: string) => Promise<boolean>;
}) {
  const { db, userId, id } = deps;
  const row = await db.select().from(recipes).where(eq(recipes.id, id)).get();
  if (row?.userId === userId) return { recipe: toRecipeDto(row), read_only: false };
  if (row) {
    const kitchenOwnerId = (await membershipOf({ db }, userId))?.ownerId ?? userId;
    // The author's notes are their own: a household reader gets the recipe without them.
    if (await deps.isPlannedInKitchen({ db, ownerId: kitchenOwnerId }, id)) return { recipe: { ...toRecipeDto(row), notes: null }, read_only: true };
  }
  throw notFound('Recipe not found');
}
