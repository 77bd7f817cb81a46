import { and, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { encodeTimeCursor, type TimeCursor } from '#core/kernel/page-cursor';
import { notFound } from '../../lib/errors';
import { readTimeCursor } from '../../lib/page-cursor';
import { toRecipeDto } from './recipe.dto';
import { recipes } from './recipes.table';

/** An own recipe's one JSON shape, for the domains that answer or write one (remix, export). */
export { toRecipeDto, type RecipeDto } from './recipe.dto';

export const MY_RECIPES_DEFAULT_PAGE = 100;

export type Cursor = TimeCursor;

/** The page query: one range scan of recipes_user_created_idx, newest first, ties by id. */
export function myRecipesPageQuery(db: Db, userId: string, cursor: Cursor | null, limit: number) {
  const after = cursor
    ? or(
        lt(recipes.createdAt, cursor.createdAt),
        and(eq(recipes.createdAt, cursor.createdAt), lt(recipes.id, cursor.id)),
      )
    : undefined;
  return db
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), after))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(limit + 1);
}

/** Counts the user's recipes from the same index (a covering scan, no table reads). */
export function myRecipesCountQuery(db: Db, userId: string) {
  return db.select({ total: count() }).from(recipes).where(eq(recipes.userId, userId));
}

export interface ListMyRecipesInput {
  db: Db;
  userId: string;
  cursor?: string;
  limit?: number;
}

/** One page of the user's recipes newest first, the total, and the cursor of the next page. */
export async function listMyRecipes({ db, userId, cursor, limit = MY_RECIPES_DEFAULT_PAGE }: ListMyRecipesInput) {
  const [rows, totals] = await db.batch([
    myRecipesPageQuery(db, userId, readTimeCursor(cursor), limit),
    myRecipesCountQuery(db, userId),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    recipes: page.map(toRecipeDto),
    total: totals[0]?.total ?? 0,
    next_cursor: rows.length > limit && last ? encodeTimeCursor(last) : null,
  };
}

/** The owner's row by primary key; someone else's recipe is indistinguishable from a missing one. */
export function ownRecipeQuery(db: Db, userId: string, id: string) {
  return db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
}

export async function findOwnRecipe({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const row = await ownRecipeQuery(db, userId, id).get();
  if (!row) throw notFound('Recipe not found');
  return row;
}

export async function getOwnRecipe(input: { db: Db; userId: string; id: string }) {
  return toRecipeDto(await findOwnRecipe(input));
}

/** The most recent recipes "Plan my week" may suggest: the owner's, with what the planner reads. */
export const PLAN_CANDIDATES_MAX = 500;

export async function planCandidates({ db }: { db: Db }, userId: string) {
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      ingredients: recipes.ingredients,
      prepTime: recipes.prepTime,
      cookTime: recipes.cookTime,
      totalTime: recipes.totalTime,
      dietFacts: recipes.dietFacts,
    })
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(PLAN_CANDIDATES_MAX);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    ingredients: row.ingredients.split('\n').filter((line) => line.trim()),
    minutes: row.totalTime ?? row.prepTime + row.cookTime,
    /** The stored diet facts, for diet-facts.service.ts dietFactsOf. */
    dietFacts: row.dietFacts,
  }));
}

/**
 * The owner's recipes by id as the quality gate reads them (core/quality/recipe-quality.ts), for "Plan my
 * week" to leave out a recipe the gate refuses (docs/decisions/048-plan-my-week.md "Few recipes").
 */
export async function planDrafts({ db }: { db: Db }, userId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      prepTime: recipes.prepTime,
      cookTime: recipes.cookTime,
      servings: recipes.servings,
      ingredients: recipes.ingredients,
      instructions: recipes.instructions,
      language: recipes.language,
    })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), inArray(recipes.id, [...ids])));
  return rows.map((row) => ({
    ...row,
    description: row.description ?? '',
    ingredients: row.ingredients.split('\n').filter((line) => line.trim()),
    instructions: row.instructions.split('\n').filter((line) => line.trim()),
  }));
}
