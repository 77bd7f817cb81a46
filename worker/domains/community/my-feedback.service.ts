import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeRatings, recipeReviews, sharedRecipes } from './community.table';

/** A rating or review the user wrote, with the shared recipe it is about (title and id only). */
export interface MyFeedback {
  shared_recipe_id: string;
  recipe_title: string;
  rating: number | null;
  review: string | null;
  updated_at: string;
}

/**
 * Every rating and review the user wrote (recipe_ratings_user_idx, recipe_reviews_author_idx),
 * merged per shared recipe. Nothing of the recipe's author is included.
 */
export async function listMyFeedback({ db }: { db: Db }, userId: string): Promise<MyFeedback[]> {
  const recipe = { shared_recipe_id: sharedRecipes.id, recipe_title: sharedRecipes.title };
  // One round trip; each select's column names are distinct (a batch maps D1 rows by name).
  const [ratings, reviews] = await db.batch([
    db
      .select({ ...recipe, rating: recipeRatings.rating, updated_at: recipeRatings.updatedAt })
      .from(recipeRatings)
      .innerJoin(sharedRecipes, eq(sharedRecipes.id, recipeRatings.sharedRecipeId))
      .where(eq(recipeRatings.userId, userId)),
    db
      .select({ ...recipe, review: recipeReviews.reviewText, updated_at: recipeReviews.updatedAt })
      .from(recipeReviews)
      .innerJoin(sharedRecipes, eq(sharedRecipes.id, recipeReviews.sharedRecipeId))
      .where(eq(recipeReviews.userId, userId)),
  ]);
  const results: MyFeedback[] = [
    ...ratings.map((r) => ({ ...r, review: null })),
    ...reviews.map((r) => ({ ...r, rating: null })),
  ];
  const byRecipe = new Map<string, MyFeedback>();
  for (const row of results) {
    const seen = byRecipe.get(row.shared_recipe_id);
    if (!seen) byRecipe.set(row.shared_recipe_id, { ...row });
    else {
      seen.rating ??= row.rating;
      seen.review ??= row.review;
      if (row.updated_at > seen.updated_at) seen.updated_at = row.updated_at;
    }
  }
  return [...byRecipe.values()].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}
