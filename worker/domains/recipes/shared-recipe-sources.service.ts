import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { insertSelect, type InsertSelectValues } from '../../db/insert-select';
import { recipes } from './recipes.table';

/**
 * What the community domain reads and writes of the recipes behind shared recipes, as statement
 * builders (recipes.table.ts stays this domain's; docs/decisions/060-service-dependencies-and-data-access.md).
 */

/**
 * The recipe columns a shared recipe's card, page and link preview read (the cook's photo, the
 * texts, the credit of a remix, the nutrition as its stored JSON text), as a subquery to join or
 * select from; SQLite flattens it into the outer query, so a read through it is a primary-key read.
 */
export const sharedRecipeSources = new QueryBuilder()
  .select({
    id: recipes.id,
    imageUrl: recipes.imageUrl,
    description: recipes.description,
    ingredients: recipes.ingredients,
    instructions: recipes.instructions,
    nutrition: sql<string | null>`${recipes.nutrition}`.as('nutrition'),
    remixOf: recipes.remixOf,
    remixOfTitle: recipes.remixOfTitle,
    remixOfCreator: recipes.remixOfCreator,
  })
  .from(recipes)
  .as('shared_recipe_sources');

/**
 * The recipe columns a shared recipe's card snapshot keeps (title, times, servings, difficulty,
 * cuisine), each as a scalar subquery of the recipe whose id is `recipeId` (an SQL expression, e.g.
 * the shared row's recipe_id column), for the card to be refreshed in one UPDATE of the shared row.
 */
export function recipeCardColumns(recipeId: SQLWrapper) {
  const column = <C extends SQLiteColumn>(c: C) =>
    sql<C['_']['data']>`${new QueryBuilder().select({ value: c }).from(recipes).where(eq(recipes.id, recipeId))}`;
  return {
    title: column(recipes.title),
    prepTime: column(recipes.prepTime),
    cookTime: column(recipes.cookTime),
    servings: column(recipes.servings),
    difficulty: column(recipes.difficulty),
    cuisine: column(recipes.cuisine),
  };
}

export interface RecipeCopy {
  /** The copy's id and owner, and when it is made. */
  id: string;
  userId: string;
  createdAt: string;
  /** SQL of the id of the recipe copied; NULL (nothing to copy) writes nothing. */
  source: SQL;
  /** The credit the copy keeps: the shared recipe's id, its title and its creator (SQL read in the same statement). */
  remixOf: string;
  remixOfTitle: SQL;
  remixOfCreator: SQL;
}

/**
 * Copies a recipe into `userId`'s recipes with a remix credit (docs/decisions/050-saved-community-recipes.md):
 * one INSERT ... SELECT of the source's texts, times and nutrition (no notes, pictures, diet facts
 * or version links); a copy the cook already has (the unique user_id + remix_of index) writes nothing.
 */
export function copyRecipeStatement(db: Db, copy: RecipeCopy) {
  const r = recipes;
  const row: InsertSelectValues<typeof recipes> = {
    id: copy.id,
    userId: copy.userId,
    title: r.title,
    description: r.description,
    cuisine: r.cuisine,
    cookingMethod: r.cookingMethod,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    totalTime: r.totalTime,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients: r.ingredients,
    instructions: r.instructions,
    language: r.language,
    generationType: r.generationType,
    recipeType: r.recipeType,
    provider: r.provider,
    model: r.model,
    nutrition: r.nutrition,
    sourceUrl: r.sourceUrl,
    remixOf: copy.remixOf,
    remixOfTitle: copy.remixOfTitle,
    remixOfCreator: copy.remixOfCreator,
    createdAt: copy.createdAt,
  };
  return db
    .insert(recipes)
    .select(insertSelect(recipes, row, sql`FROM ${recipes} WHERE ${eq(recipes.id, copy.source)}`))
    .onConflictDoNothing();
}

/** The cook's plain saved copy of a shared recipe (the original of its family, not a refinement), if any. */
export function savedCopyQuery(db: Db, userId: string, remixOf: string) {
  return db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.remixOf, remixOf), isNull(recipes.parentRecipeId)));
}

/** Removes the cook's own recipe `id` (a copy whose refinement failed). */
export function deleteOwnRecipeStatement(db: Db, userId: string, id: string) {
  return db.delete(recipes).where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
}
