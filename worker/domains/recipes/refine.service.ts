import { and, asc, eq, or } from 'drizzle-orm';
import { parseRefineInstruction } from '#core/recipe/refine-instruction';
import type { ModelRecipe, Language } from '../../ai/provider';
import { instructionNotUnderstood } from '../../ai/refine-errors';
import type { Db } from '../../db/client';
import { limitReached } from '../../lib/errors';
import { getDietProfile } from '../diet/diet.service';
import { releaseGeneration, reserveGeneration, type UsageUser } from '../usage/usage.service';
import type { CreateRecipeDeps, RecipeRow } from './create-recipe.service';
import { refineChecked } from './recipe-checks';
import { sendPictureRequest } from './recipe-picture.service';
import { findOwnRecipe } from './recipes-read.service';
import { recipes } from './recipes.table';
import { nextId } from '../../lib/ids';

/**
 * Refine (docs/decisions/055-refine-and-recipe-versions.md): the owner's recipe rewritten by an
 * instruction, saved as a NEW recipe whose `parent_recipe_id` names the original of the family
 * (the first version); the recipe refined is kept as it is. One generation: the unit is reserved
 * like the creator's (allowance, else a credit, else 429) and given back on any failure. The
 * result passes the same checks as a generated recipe, with the caller's diet profile.
 */

export interface RefineInput {
  recipeId: string;
  instruction: string;
  /** The language of the request (the reader's): the offline chef's 422 details are written in it. */
  language?: Language | undefined;
}

/** The stored recipe as the providers read one. */
export function asGenerated(row: RecipeRow): ModelRecipe {
  const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
  return {
    title: row.title,
    description: row.description ?? '',
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    difficulty: row.difficulty,
    ingredients: lines(row.ingredients),
    instructions: lines(row.instructions),
  };
}

const asLines = (items: string[]) => items.map((item) => item.replace(/\s*\n\s*/g, ' ').trim()).join('\n');

export async function refineOwnRecipe(deps: CreateRecipeDeps, user: UsageUser, input: RefineInput): Promise<RecipeRow> {
  const { db, model, now } = deps;
  const source = await findOwnRecipe({ db, userId: user.id, id: input.recipeId });
  const instruction = input.instruction.trim();
  const request = parseRefineInstruction(instruction);
  // The offline chef reads only what core/recipe/refine-instruction.ts reads: say so before a unit is taken.
  if (model.name === 'offline' && !request) throw instructionNotUnderstood(input.language ?? source.language);
  const id = nextId(deps);
  const diet = await getDietProfile({ db }, user.id);
  const reservation = await reserveGeneration({ db, now }, user, id);
  if (!reservation) throw limitReached();
  try {
    const refined = await refineChecked(model, {
      recipe: asGenerated(source),
      instruction,
      request,
      language: source.language,
      diet,
    });
    const createdAt = now.toISOString();
    const row: RecipeRow = {
      ...source,
      id,
      title: refined.title,
      description: refined.description || null,
      prepTime: refined.prepTime,
      cookTime: refined.cookTime,
      totalTime: null,
      servings: refined.servings,
      difficulty: refined.difficulty,
      ingredients: asLines(refined.ingredients),
      instructions: asLines(refined.instructions),
      // Photos and pictures belong to the recipe they were taken for; the version asks for its own.
      imageUrl: null,
      aiImageUrl: null,
      provider: model.name,
      model: model.model,
      pictureStatus: deps.pictures ? 'pending' : 'none',
      pictureRequestedAt: deps.pictures ? createdAt : null,
      nutrition: null,
      parentRecipeId: source.parentRecipeId ?? source.id,
      refineInstruction: instruction,
      createdAt,
    };
    await db.insert(recipes).values(row);
    if (deps.pictures) {
      const sending = sendPictureRequest({ db, queue: deps.pictures }, { recipeId: id, requestedAt: createdAt });
      if (deps.defer) deps.defer(sending);
      else if (!(await sending)) return { ...row, pictureStatus: 'failed' };
    }
    return row;
  } catch (err) {
    await releaseGeneration(deps, reservation);
    throw err;
  }
}

/** One entry of the version list. */
export interface RecipeVersion {
  id: string;
  title: string;
  /** True for the original of the family (the first version). */
  original: boolean;
  refine_instruction: string | null;
  created_at: string;
}

/**
 * `GET /api/recipes/{id}/versions` (owner): the whole family of `id`, the original first, then
 * its refinements oldest first. One read of the parent index. An original deleted since is left
 * out; its refinements stay.
 */
export async function listRecipeVersions({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const recipe = await findOwnRecipe({ db, userId, id });
  const rootId = recipe.parentRecipeId ?? recipe.id;
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      parentRecipeId: recipes.parentRecipeId,
      refineInstruction: recipes.refineInstruction,
      createdAt: recipes.createdAt,
    })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), or(eq(recipes.id, rootId), eq(recipes.parentRecipeId, rootId))))
    .orderBy(asc(recipes.createdAt), asc(recipes.id));
  const versions: RecipeVersion[] = rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      original: row.id === rootId,
      refine_instruction: row.refineInstruction ?? null,
      created_at: row.createdAt,
    }))
    .sort((a, b) => Number(b.original) - Number(a.original));
  return { original_id: versions[0]?.original ? rootId : null, versions };
}
