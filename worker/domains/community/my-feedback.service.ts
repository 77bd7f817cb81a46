import type { Db } from '../../db/client';

/** A rating or review the user wrote, with the shared recipe it is about (title and id only). */
export interface MyFeedback {
  shared_recipe_id: string;
  recipe_title: string;
  rating: number | null;
  review: string | null;
  updated_at: string;
}

const MY_FEEDBACK_SQL = `SELECT s.id AS shared_recipe_id, s.title AS recipe_title, r.rating AS rating, NULL AS review, r.updated_at AS updated_at
    FROM recipe_ratings r JOIN shared_recipes s ON s.id = r.shared_recipe_id WHERE r.user_id = ?1
  UNION ALL
  SELECT s.id, s.title, NULL, v.review_text, v.updated_at
    FROM recipe_reviews v JOIN shared_recipes s ON s.id = v.shared_recipe_id WHERE v.user_id = ?1`;

/**
 * Every rating and review the user wrote (recipe_ratings_user_idx, recipe_reviews_author_idx),
 * merged per shared recipe. Nothing of the recipe's author is included.
 */
export async function listMyFeedback(db: Db, userId: string): Promise<MyFeedback[]> {
  const { results } = await db.$client.prepare(MY_FEEDBACK_SQL).bind(userId).all<MyFeedback>();
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
