import { eq, notExists, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import { recipes } from './recipes.table';

/**
 * The recipe columns another domain may read (a meal's linked recipe: its title, author, ingredients
 * and servings), as a subquery to join or select from: a statement builder, so recipes.table.ts stays
 * this domain's (docs/decisions/060-service-dependencies-and-data-access.md). SQLite flattens it into
 * the outer query, so a join through it reads what a join on the table reads.
 */
export const recipeRefs = new QueryBuilder()
  .select({
    id: recipes.id,
    userId: recipes.userId,
    title: recipes.title,
    ingredients: recipes.ingredients,
    servings: recipes.servings,
    /** The cached diet facts (diet-facts.service.ts dietFactsOf reads and refreshes them). */
    dietFacts: recipes.dietFacts,
  })
  .from(recipes)
  .as('recipe_refs');

/**
 * The picture URLs recipes point at (an uploaded photo, an AI picture), as a subquery another
 * domain may search or join: the images cleanup keeps every photo a recipe still shows, account
 * deletion keeps the photos of recipes kept as Anonymous (a statement
 * builder; both columns are indexed, and SQLite flattens the subquery into the search).
 */
export const recipeImageRefs = new QueryBuilder()
  .select({ id: recipes.id, imageUrl: recipes.imageUrl, aiImageUrl: recipes.aiImageUrl })
  .from(recipes)
  .as('recipe_image_refs');

/**
 * SQL that holds when no recipe shows the image at `url` (neither as its photo nor as its AI
 * picture), for the images cleanup (images/images.service.ts `deleteUnattachedImages`).
 */
export function unshownByRecipes(url: SQLWrapper): SQL {
  const shownBy = (column: AnyColumn) => new QueryBuilder().select({ one: sql`1` }).from(recipeImageRefs).where(eq(column, url));
  return sql`${notExists(shownBy(recipeImageRefs.imageUrl))} and ${notExists(shownBy(recipeImageRefs.aiImageUrl))}`;
}
