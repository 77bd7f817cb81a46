import { sql } from 'drizzle-orm';
import { isCustomizedRequest, type GenerateRecipeInput } from '../../../core/schemas/recipe';
import type { ModelProvider } from '../../ai/provider';
import { generateObeyingDiet } from './diet-guard';
import type { Db } from '../../db/client';
import { badRequest, limitReached } from '../../lib/errors';
import { getDietProfile } from '../diet/diet.service';
import { findOwnImageKey, imageUrlForKey } from '../images/images.service';
import { leaderboardChangedStatement } from '../leaderboard/leaderboard.service';
import { userStats } from '../leaderboard/leaderboard.table';
import { releaseGeneration, reserveGeneration, type UsageUser } from '../usage/usage.service';
import { recipes } from './recipes.table';

export interface CreateRecipeDeps {
  db: Db;
  model: ModelProvider;
  now: Date;
  newId?: () => string;
}

type RecipeRow = typeof recipes.$inferSelect;

/** Lines are stored newline-separated, so a line never holds a newline itself. */
const asLines = (items: string[]) => items.map((item) => item.replace(/\s*\n\s*/g, ' ').trim()).join('\n');

/**
 * The recipe creator: reserve one generation (allowance, else a credit, else 429), ask the model,
 * save the recipe with the author's leaderboard counters in one batch. Any failure after the
 * reservation gives back exactly what was reserved. Plan rules are checked by the route.
 */
export async function createRecipe(
  deps: CreateRecipeDeps,
  user: UsageUser,
  input: GenerateRecipeInput,
): Promise<RecipeRow> {
  const { db, model, now } = deps;
  let imageUrl: string | null = null;
  if (input.userImageUrl) {
    const key = await findOwnImageKey(deps, user.id, input.userImageUrl);
    if (!key) throw badRequest('Some fields are invalid', 'userImageUrl: not an image you uploaded');
    imageUrl = imageUrlForKey(key);
  }

  const id = (deps.newId ?? (() => crypto.randomUUID()))();
  const reservation = await reserveGeneration({ db, now }, user, id);
  if (!reservation) throw limitReached();

  try {
    const generated = await generateObeyingDiet(model, {
      ingredients: input.ingredients,
      type: input.type,
      generationType: input.generationType,
      cuisine: input.cuisine ?? undefined,
      cookingMethod: input.cookingMethod ?? undefined,
      recipeName: input.recipeName ?? undefined,
      language: input.language,
      diet: await getDietProfile(db, user.id),
    });
    const createdAt = now.toISOString();
    const row: RecipeRow = {
      id,
      userId: user.id,
      title: generated.title,
      description: generated.description || null,
      cuisine: input.cuisine,
      cookingMethod: input.cookingMethod,
      prepTime: generated.prepTime,
      cookTime: generated.cookTime,
      servings: generated.servings,
      difficulty: generated.difficulty,
      ingredients: asLines(generated.ingredients),
      instructions: asLines(generated.instructions),
      notes: null,
      imageUrl,
      aiImageUrl: null,
      sourceUrl: null,
      language: input.language,
      generationType: input.generationType,
      recipeType: isCustomizedRequest(input) ? 'customized' : 'quick',
      provider: model.name,
      nutrition: null,
      createdAt,
    };
    await db.batch([
      db.insert(recipes).values(row),
      // The leaderboard reads these counters (DECISIONS.md "Leaderboard").
      db
        .insert(userStats)
        .values({ userId: user.id, recipesCreated: 1, lastRecipeAt: createdAt })
        .onConflictDoUpdate({
          target: userStats.userId,
          set: { recipesCreated: sql`${userStats.recipesCreated} + 1`, lastRecipeAt: createdAt },
        }),
      leaderboardChangedStatement(db),
    ]);
    return row;
  } catch (err) {
    await releaseGeneration({ db, now }, reservation);
    throw err;
  }
}
