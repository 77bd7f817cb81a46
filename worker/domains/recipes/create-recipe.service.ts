import { isCustomizedRequest, type GenerateRecipeBody } from '#core/schemas/recipe';
import type { DietProfile } from '#core/diet/allergens';
import type { ModelRecipe, ModelProvider } from '../../ai/provider';
import { linesOf } from '../../ai/recipe-stream';
import { generateChecked, streamChecked, type GenerationEvent } from './recipe-checks';
import type { Db } from '../../db/client';
import { badRequest, limitReached } from '../../lib/errors';
import { generationDiet } from './eaters-diet.service';
import { findOwnImageKey, imageUrlForKey } from '../images/images.service';
import { releaseGeneration, reserveGeneration, type Reservation, type UsageUser } from '../usage/usage.service';
import { sendPictureRequest, type PictureMessage } from './recipe-picture.service';
import { recipes } from './recipes.table';
import { nextId, type IdSource } from '../../lib/ids';

export interface CreateRecipeDeps extends IdSource {
  db: Db;
  model: ModelProvider;
  now: Date;
  /** The PICTURES queue when an image provider is configured (docs/decisions/038-dish-pictures-the-ai-picture-queue.md). */
  pictures?: Queue<PictureMessage> | null;
  /** Runs work past the answer (the request's waitUntil); without it the work is awaited. */
  defer?: (work: Promise<unknown>) => void;
}

export type RecipeRow = typeof recipes.$inferSelect;

/** Lines are stored newline-separated, so a line never holds a newline itself. */
const asLines = (items: string[]) => items.map((item) => item.replace(/\s*\n\s*/g, ' ').trim()).join('\n');

/** A generation with its unit reserved: what the model call and the save need. */
export interface PreparedGeneration {
  id: string;
  imageUrl: string | null;
  reservation: Reservation;
  diet: DietProfile;
}

/**
 * Everything before the model is called: the photo must be the cook's own (400), one generation
 * is reserved (allowance, else a credit, else 429), and the diet profile is read. Throws before
 * anything is reserved, so a caller can still answer plain JSON.
 */
export async function prepareGeneration(
  deps: CreateRecipeDeps,
  user: UsageUser,
  input: GenerateRecipeBody,
): Promise<PreparedGeneration> {
  const { db, now } = deps;
  let imageUrl: string | null = null;
  if (input.userImageUrl) {
    const key = await findOwnImageKey(deps, user.id, input.userImageUrl);
    if (!key) throw badRequest('Some fields are invalid', 'userImageUrl: not an image you uploaded');
    imageUrl = imageUrlForKey(key);
  }
  const id = nextId(deps);
  const diet = await generationDiet({ db }, user.id, input.eaters);
  const reservation = await reserveGeneration({ db, now }, user, id);
  if (!reservation) throw limitReached();
  return { id, imageUrl, reservation, diet };
}

/** What the model is asked for this request. */
export function modelInput(input: GenerateRecipeBody, diet: DietProfile) {
  return {
    ingredients: input.ingredients,
    type: input.type,
    generationType: input.generationType,
    cuisine: input.cuisine ?? undefined,
    cookingMethod: input.cookingMethod ?? undefined,
    recipeName: input.recipeName ?? undefined,
    language: input.language,
    diet,
    ...(input.dish_id ? { dishId: input.dish_id } : {}),
  };
}

/** Saves the validated recipe with the author's leaderboard counters in one batch. */
export async function saveGenerated(
  deps: CreateRecipeDeps,
  user: UsageUser,
  input: GenerateRecipeBody,
  prepared: PreparedGeneration,
  generated: ModelRecipe,
): Promise<RecipeRow> {
  const { db, model, now } = deps;
  const createdAt = now.toISOString();
  const row: RecipeRow = {
    id: prepared.id,
    userId: user.id,
    title: generated.title,
    description: generated.description || null,
    cuisine: input.cuisine,
    cookingMethod: input.cookingMethod,
    prepTime: generated.prepTime,
    cookTime: generated.cookTime,
    totalTime: null,
    servings: generated.servings,
    difficulty: generated.difficulty,
    ingredients: asLines(generated.ingredients),
    instructions: asLines(generated.instructions),
    notes: null,
    imageUrl: prepared.imageUrl,
    aiImageUrl: null,
    sourceUrl: null,
    language: input.language,
    generationType: input.generationType,
    recipeType: isCustomizedRequest(input) ? 'customized' : 'quick',
    provider: model.name,
    model: model.model,
    // The picture is drawn after the save; the recipe never waits for it.
    pictureStatus: deps.pictures ? 'pending' : 'none',
    pictureRequestedAt: deps.pictures ? createdAt : null,
    nutrition: null,
    remixOf: null,
    remixOfTitle: null,
    remixOfCreator: null,
    parentRecipeId: null,
    refineInstruction: null,
    // Read on first use (diet-facts.service.ts).
    dietFacts: null,
    createdAt,
  };
  // The leaderboard's counters (and its stale mark) follow the recipes table by trigger
  // (migrations/0018_rank_counts.sql), in the same statement.
  await db.insert(recipes).values(row);
  if (deps.pictures) {
    // The message goes after the answer: the recipe never waits for its picture. A refused send
    // marks the picture failed, which the page's polling then reads.
    const sending = sendPictureRequest({ db, queue: deps.pictures }, { recipeId: row.id, requestedAt: createdAt });
    if (deps.defer) deps.defer(sending);
    else if (!(await sending)) return { ...row, pictureStatus: 'failed' };
  }
  return row;
}

/**
 * The recipe creator: reserve one generation, ask the model, save the recipe. Any failure after
 * the reservation gives back exactly what was reserved. Plan rules are checked by the route.
 */
export async function createRecipe(
  deps: CreateRecipeDeps,
  user: UsageUser,
  input: GenerateRecipeBody,
): Promise<RecipeRow> {
  const prepared = await prepareGeneration(deps, user, input);
  try {
    const generated = await generateChecked(deps.model, modelInput(input, prepared.diet));
    return await saveGenerated(deps, user, input, prepared, generated);
  } catch (err) {
    await releaseGeneration(deps, prepared.reservation);
    throw err;
  }
}

/** A finished recipe shown line by line. */
async function* linesThen(recipe: ModelRecipe, signal: AbortSignal): AsyncGenerator<GenerationEvent, ModelRecipe, void> {
  for (const line of linesOf(recipe)) {
    signal.throwIfAborted();
    yield { type: 'line', line };
  }
  return recipe;
}

/**
 * The streamed creator (docs/decisions/025-streaming-generation.md), after `prepareGeneration`:
 * yields the model's lines and restarts, saves only a complete recipe that passed the schema and
 * the diet check, and returns the row. Anything else (a model error, a diet conflict, the
 * client going away: `signal`) ends without a row and gives the reserved unit back.
 */
export async function* streamCreateRecipe(
  deps: CreateRecipeDeps,
  user: UsageUser,
  input: GenerateRecipeBody,
  prepared: PreparedGeneration,
  signal: AbortSignal,
  /** The offline chef's recipe, cooked and checked before the stream opened (generate-cookbook.ts). */
  precooked?: ModelRecipe,
): AsyncGenerator<GenerationEvent, RecipeRow, void> {
  let saved = false;
  try {
    const generated = precooked ? yield* linesThen(precooked, signal) : yield* streamChecked(deps.model, modelInput(input, prepared.diet), signal);
    signal.throwIfAborted();
    const row = await saveGenerated(deps, user, input, prepared, generated);
    saved = true;
    return row;
  } finally {
    if (!saved) await releaseGeneration(deps, prepared.reservation);
  }
}
