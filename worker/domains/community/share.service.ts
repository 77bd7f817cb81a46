import { and, eq, sql } from 'drizzle-orm';
import { isRecipeLanguage, sharedRecipeLanguage } from '../../../core/recipe-language';
import { trendingScore } from '../../../core/trending';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { leaderboardChangedPrepared } from '../leaderboard/leaderboard.service';
import { sharedRecipes } from './community.table';
import { d1, type CommunityDeps, type RecipeCardFields } from './community.types';

/** The card fields plus what the share's language is read from. */
interface OwnRecipe extends RecipeCardFields {
  language: string;
  provider: string;
  description: string | null;
  ingredients: string;
  instructions: string;
}

export type ShareStats =
  | { shared: false }
  | {
      shared: true;
      shared_recipe_id: string;
      upvotes_count: number;
      downvotes_count: number;
      views_count: number;
      shared_at: string;
      share_message: string | null;
    };

interface ShareRow {
  id: string;
  upvotes_count: number;
  downvotes_count: number;
  views_count: number;
  shared_at: string;
  share_message: string | null;
}

const STATS_SQL =
  'SELECT id, upvotes_count, downvotes_count, views_count, shared_at, share_message FROM shared_recipes WHERE recipe_id = ?1 AND user_id = ?2';

function toStats(row: ShareRow | null | undefined): ShareStats {
  if (!row) return { shared: false };
  return {
    shared: true,
    shared_recipe_id: row.id,
    upvotes_count: row.upvotes_count,
    downvotes_count: row.downvotes_count,
    views_count: row.views_count,
    shared_at: row.shared_at,
    share_message: row.share_message,
  };
}

/** The user's own recipe (card fields), or 404 for anyone else's or a missing one. */
async function ownRecipe(deps: CommunityDeps, userId: string, recipeId: string): Promise<OwnRecipe> {
  const row = await d1(deps.db)
    .prepare(
      `SELECT id, title, coalesce(image_url, ai_image_url) AS image_url, prep_time, cook_time, servings,
              difficulty, cuisine, cooking_method, language, provider, description, ingredients, instructions
         FROM recipes WHERE id = ?1 AND user_id = ?2`,
    )
    .bind(recipeId, userId)
    .first<OwnRecipe>();
  if (!row) throw notFound('Recipe not found');
  return row;
}

/**
 * The language a shared recipe is written in: a generated recipe's is known (the model wrote in
 * it); a hand-written or imported one's stored language is the cook's interface language or a
 * page's guess, so its words decide when they are clear (core/recipe-language.ts).
 */
function shareLanguage(recipe: OwnRecipe) {
  const byHand = recipe.provider === 'manual' || recipe.provider === 'import';
  if (!byHand && isRecipeLanguage(recipe.language)) return recipe.language;
  return sharedRecipeLanguage(recipe.language, [recipe.title, recipe.description ?? '', recipe.ingredients, recipe.instructions]);
}

/** Share statistics of the user's own recipe; 404 when it is not theirs. */
export async function getShareStats(deps: CommunityDeps, userId: string, recipeId: string): Promise<ShareStats> {
  await ownRecipe(deps, userId, recipeId);
  const row = await d1(deps.db).prepare(STATS_SQL).bind(recipeId, userId).first<ShareRow>();
  return toStats(row);
}

/**
 * Shares (or re-shares: message and card snapshot refreshed, counts and date kept) the user's
 * recipe. user_stats.recipes_shared moves only on the first share, in the same batch.
 */
export async function shareRecipe(
  deps: CommunityDeps,
  userId: string,
  recipeId: string,
  message: string | null,
): Promise<ShareStats> {
  const recipe = await ownRecipe(deps, userId, recipeId);
  const db = d1(deps.db);
  const at = deps.now.toISOString();
  const id = (deps.newId ?? (() => crypto.randomUUID()))();
  const initialScore = trendingScore({ upvotes: 0, downvotes: 0, views: 0, sharedAt: at, now: deps.now });
  const language = shareLanguage(recipe);
  const card = [recipe.title, recipe.image_url, recipe.prep_time, recipe.cook_time, recipe.servings, recipe.difficulty, recipe.cuisine, recipe.cooking_method, language];
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO shared_recipes (id, recipe_id, user_id, share_message, shared_at, trending_score,
           title, image_url, prep_time, cook_time, servings, difficulty, cuisine, cooking_method, language)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
         ON CONFLICT (recipe_id) DO NOTHING`,
      )
      .bind(id, recipeId, userId, message, at, initialScore, ...card),
    db
      .prepare(
        `INSERT INTO user_stats (user_id, recipes_shared) SELECT ?1, 1 WHERE changes() > 0
         ON CONFLICT (user_id) DO UPDATE SET recipes_shared = recipes_shared + 1`,
      )
      .bind(userId),
    db
      .prepare(
        `UPDATE shared_recipes SET share_message = ?3, title = ?4, image_url = ?5, prep_time = ?6, cook_time = ?7,
           servings = ?8, difficulty = ?9, cuisine = ?10, cooking_method = ?11, language = ?12
         WHERE recipe_id = ?1 AND user_id = ?2`,
      )
      .bind(recipeId, userId, message, ...card),
    db.prepare(STATS_SQL).bind(recipeId, userId),
    leaderboardChangedPrepared(db),
  ]);
  return toStats(results[3]?.results[0] as ShareRow | undefined);
}

/**
 * Unshares the user's recipe: the shared row goes (its votes, ratings, reviews and views with it)
 * and user_stats loses the share and the votes it had received, in one batch. Idempotent.
 */
export async function unshareRecipe(deps: CommunityDeps, userId: string, recipeId: string): Promise<ShareStats> {
  await ownRecipe(deps, userId, recipeId);
  const db = d1(deps.db);
  await db.batch([
    db
      .prepare(
        `UPDATE user_stats SET
           recipes_shared = max(0, recipes_shared - 1),
           upvotes_received = max(0, upvotes_received - coalesce((SELECT upvotes_count FROM shared_recipes WHERE recipe_id = ?1 AND user_id = ?2), 0)),
           downvotes_received = max(0, downvotes_received - coalesce((SELECT downvotes_count FROM shared_recipes WHERE recipe_id = ?1 AND user_id = ?2), 0))
         WHERE user_id = ?2 AND EXISTS (SELECT 1 FROM shared_recipes WHERE recipe_id = ?1 AND user_id = ?2)`,
      )
      .bind(recipeId, userId),
    db.prepare('DELETE FROM shared_recipes WHERE recipe_id = ?1 AND user_id = ?2').bind(recipeId, userId),
    leaderboardChangedPrepared(db),
  ]);
  return { shared: false };
}

/**
 * A recipe's AI picture is new (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): its shared card (and so the
 * shared page's og:image) shows it, unless the card shows the cook's photo. No-op when not shared.
 */
export async function refreshSharedPicture(deps: Pick<CommunityDeps, 'db'>, recipeId: string, pictureUrl: string) {
  await d1(deps.db)
    .prepare('UPDATE shared_recipes SET image_url = ?2 WHERE recipe_id = ?1 AND (SELECT image_url FROM recipes WHERE id = ?1) IS NULL')
    .bind(recipeId, pictureUrl)
    .run();
}

/** Whether an image URL (`/api/images/...`) is shown by some shared recipe: then anyone may read it. */
export async function isSharedImage(deps: Pick<CommunityDeps, 'db'>, imageUrl: string): Promise<boolean> {
  const row = await d1(deps.db).prepare('SELECT 1 AS ok FROM shared_recipes WHERE image_url = ?1 LIMIT 1').bind(imageUrl).first();
  return row !== null;
}

/**
 * Refreshes the card snapshot of the owner's shared recipe from the recipe row (after an edit by
 * hand), as a statement for the caller's batch; a recipe that is not shared changes nothing.
 */
export function refreshSharedCardStatement(db: Db, userId: string, recipeId: string) {
  const from = (column: string) => sql.raw(`(SELECT ${column} FROM recipes WHERE recipes.id = shared_recipes.recipe_id)`);
  return db
    .update(sharedRecipes)
    .set({
      title: sql`${from('title')}`,
      prepTime: sql`${from('prep_time')}`,
      cookTime: sql`${from('cook_time')}`,
      servings: sql`${from('servings')}`,
      difficulty: sql`${from('difficulty')}`,
      cuisine: sql`${from('cuisine')}`,
    })
    .where(and(eq(sharedRecipes.recipeId, recipeId), eq(sharedRecipes.userId, userId)));
}
