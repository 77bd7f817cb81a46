import { and, eq, sql } from 'drizzle-orm';
import { insertSelect } from '../../db/insert-select';
import { spendBudget } from '../../lib/call-budget';
import { limitReached, rateLimited } from '../../lib/errors';
import type { BatchItem } from 'drizzle-orm/batch';
import type { CreateRecipeInput, UpdateRecipeInput } from '#core/schemas/manual-recipe';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toRecipeDto } from './recipe.dto';
import { recipes } from './recipes.table';
import { nextId, type IdSource } from '../../lib/ids';

/**
 * Recipes written or edited by hand (docs/product.md "Kitchen"), on any plan. Writing one uses no
 * generation and does not count toward the leaderboard (it counts generated recipes).
 */
export interface ManualRecipeDeps extends IdSource {
  db: Db;
  userId: string;
  now: Date;
}

/** Lines are stored newline-separated, so a line never holds a newline itself. */
const asLines = (items: string[]) => items.map((item) => item.replace(/\s*\n\s*/g, ' ').trim()).join('\n');

/** What an imported recipe adds to one written by hand (the import domain saves through here). */
export interface RecipeOrigin {
  provider: 'manual' | 'import';
  sourceUrl: string | null;
  imageUrl: string | null;
}

const BY_HAND: RecipeOrigin = { provider: 'manual', sourceUrl: null, imageUrl: null };

/**
 * Caps on writing by hand (docs/api.md `POST /api/recipes`): recipes written per cook per hour
 * (any plan), and the recipes a free cook may keep in all (any origin) before writing another.
 */
export const MANUAL_RECIPES_PER_HOUR = 30;
export const FREE_RECIPES_TOTAL = 500;

/**
 * `POST /api/recipes`: a recipe written by hand, within the caps: one conditional upsert spends
 * the hour's count (429 `rate_limited`), and a free cook's recipe is inserted only while they
 * keep fewer than FREE_RECIPES_TOTAL (one `INSERT … SELECT … WHERE count < cap`, so parallel
 * writes cannot pass it; 429 `limit_reached`).
 */
export async function writeRecipeByHand(deps: ManualRecipeDeps & { free: boolean }, input: CreateRecipeInput) {
  if (!(await spendBudget(deps, `recipes-by-hand:user:${deps.userId}`, MANUAL_RECIPES_PER_HOUR, 'hour'))) {
    throw rateLimited(`You can write ${MANUAL_RECIPES_PER_HOUR} recipes an hour. Please wait a while and try again.`);
  }
  return createManualRecipe(deps, input, BY_HAND, deps.free ? FREE_RECIPES_TOTAL : null);
}

export async function createManualRecipe(deps: ManualRecipeDeps, input: CreateRecipeInput, origin = BY_HAND, maxOwnRecipes: number | null = null) {
  const values = {
    id: nextId(deps),
    userId: deps.userId,
    title: input.title,
    description: input.description,
    cuisine: input.cuisine,
    cookingMethod: null,
    prepTime: input.prep_time,
    cookTime: input.cook_time,
    totalTime: input.total_time,
    servings: input.servings,
    difficulty: input.difficulty,
    ingredients: asLines(input.ingredients),
    instructions: asLines(input.instructions),
    notes: null,
    imageUrl: origin.imageUrl,
    aiImageUrl: null,
    language: input.language,
    generationType: 'prompt',
    recipeType: 'quick',
    provider: origin.provider,
    sourceUrl: origin.sourceUrl,
    nutrition: null,
    createdAt: deps.now.toISOString(),
  } satisfies typeof recipes.$inferInsert;
  if (maxOwnRecipes !== null) {
    const own = sql`(SELECT count(*) FROM ${recipes} WHERE ${recipes.userId} = ${deps.userId})`;
    const [kept] = await deps.db
      .insert(recipes)
      .select(insertSelect(recipes, values, sql`WHERE ${own} < ${maxOwnRecipes}`))
      .returning();
    if (!kept) throw limitReached(`A free plan keeps up to ${maxOwnRecipes} recipes. Delete some or upgrade to write more.`);
    return { recipe: toRecipeDto(kept) };
  }
  const [row] = await deps.db.insert(recipes).values(values).returning();
  if (!row) throw new Error('recipe insert returned nothing');
  return { recipe: toRecipeDto(row) };
}

/**
 * What an edit needs besides the recipe's own table: the statement that refreshes the Discover
 * card of the recipe when it is shared (community/share.service.ts `refreshSharedCardStatement`,
 * passed in by the route: the community sits above recipes).
 */
export interface RecipeUpdateDeps extends ManualRecipeDeps {
  refreshSharedCard: (db: Db, userId: string, recipeId: string) => BatchItem<'sqlite'>;
}

/** Edits the owner's recipe (generated or written by hand); 404 for anyone else's. */
export async function updateRecipe(deps: RecipeUpdateDeps, id: string, input: UpdateRecipeInput) {
  const set: Partial<typeof recipes.$inferInsert> = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.cuisine !== undefined) set.cuisine = input.cuisine;
  if (input.prep_time !== undefined) set.prepTime = input.prep_time;
  if (input.cook_time !== undefined) set.cookTime = input.cook_time;
  if (input.total_time !== undefined) set.totalTime = input.total_time;
  if (input.servings !== undefined) set.servings = input.servings;
  if (input.difficulty !== undefined) set.difficulty = input.difficulty;
  if (input.ingredients !== undefined) set.ingredients = asLines(input.ingredients);
  if (input.instructions !== undefined) set.instructions = asLines(input.instructions);
  if (input.language !== undefined) set.language = input.language;
  // Changed ingredients make stored nutrition stale.
  if (input.ingredients !== undefined) set.nutrition = null;
  // The Discover card of a shared recipe is a snapshot; it follows the edit in the same batch.
  const [[row]] = await deps.db.batch([
    deps.db
      .update(recipes)
      .set(set)
      .where(and(eq(recipes.id, id), eq(recipes.userId, deps.userId)))
      .returning(),
    deps.refreshSharedCard(deps.db, deps.userId, id),
  ]);
  if (!row) throw notFound('Recipe not found');
  return { recipe: toRecipeDto(row) };
}
