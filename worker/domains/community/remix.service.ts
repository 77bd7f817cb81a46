import { and, eq, ne, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import type { Language, ModelProvider } from '../../ai/provider';
import { conflict, notFound } from '../../lib/errors';
import { getOwnRecipe, toRecipeDto } from '../recipes/recipes-read.service';
import type { PictureMessage } from '../recipes/recipe-picture.service';
import { refineOwnRecipe } from '../recipes/refine.service';
import { copyRecipeStatement, deleteOwnRecipeStatement, savedCopyQuery } from '../recipes/shared-recipe-sources.service';
import type { UsageUser } from '../usage/usage.service';
import { sharedRecipes } from './community.table';
import { ANONYMOUS, publicNameQuery } from '../users/public-identity.service';
import type { CommunityDeps } from './community.types';
import { nextId } from '../../lib/ids';

/**
 * Copies a shared recipe into the reader's recipes (docs/decisions/050-saved-community-recipes.md).
 * The copy keeps `remix_of` (the shared recipe id) and the credit as the feed shows it now: the
 * creator's name only when they chose to show it, else "Anonymous". One INSERT ... SELECT reads
 * the shared recipe and writes the copy; the unique (user_id, remix_of) index makes a second save
 * (a double click) a no-op, and `remixes_count` grows only when a row was written (`changes()`),
 * so the count stays exact under concurrency. Pictures are not copied: they belong to the
 * creator's recipe and stop being readable when it is unshared.
 */
function copyStatement(deps: CommunityDeps, { userId, sharedRecipeId }: RemixInput, newId: string) {
  const qb = new QueryBuilder();
  const shared = eq(sharedRecipes.id, sharedRecipeId);
  // The shared recipe's recipe, unless it is the reader's own share (then nothing is copied).
  const source = qb.select({ recipeId: sharedRecipes.recipeId }).from(sharedRecipes).where(and(shared, ne(sharedRecipes.userId, userId)));
  const title = qb.select({ title: sharedRecipes.title }).from(sharedRecipes).where(shared);
  const creator = qb.select({ name: publicNameQuery(sharedRecipes.userId) }).from(sharedRecipes).where(shared);
  return copyRecipeStatement(deps.db, {
    id: newId,
    userId,
    createdAt: deps.now.toISOString(),
    source: sql`${source}`,
    remixOf: sharedRecipeId,
    remixOfTitle: sql`${title}`,
    remixOfCreator: sql`coalesce(${creator}, ${ANONYMOUS})`,
  });
}

/** One more saved copy, counted in SQL (exact under concurrency). */
const countRemix = (deps: CommunityDeps, sharedRecipeId: string, onlyWhenWritten: boolean) =>
  deps.db
    .update(sharedRecipes)
    .set({ remixesCount: sql`${sharedRecipes.remixesCount} + 1` })
    .where(and(eq(sharedRecipes.id, sharedRecipeId), onlyWhenWritten ? sql`changes() > 0` : undefined));

export interface RemixInput {
  userId: string;
  sharedRecipeId: string;
  instruction?: string | undefined;
  /** The reader's language (the offline chef's 422 details). */
  language?: Language | undefined;
}

/** A remix with an instruction refines the copy: the model, the caller's plan and the picture queue. */
export interface RemixDeps extends CommunityDeps {
  refine?: {
    user: UsageUser;
    model: ModelProvider;
    pictures?: Queue<PictureMessage> | null;
    defer?: (work: Promise<unknown>) => void;
  };
}

/** `created` is false when the cook had already saved it: the existing copy is answered. */
export async function remixSharedRecipe(deps: RemixDeps, input: RemixInput) {
  const { userId, sharedRecipeId } = input;
  const instruction = input.instruction?.trim();
  if (instruction) return remixWithInstruction(deps, input, instruction);
  const newId = nextId(deps);
  // One batch: the count moves only when the copy was written (`changes()` of the insert).
  const [inserted] = await deps.db.batch([copyStatement(deps, input, newId), countRemix(deps, sharedRecipeId, true)]);
  const created = (inserted.meta.changes ?? 0) > 0;
  const copy = await plainCopy(deps, input, created ? newId : null);
  return { created, recipe: await getOwnRecipe({ db: deps.db, userId, id: copy.id }) };
}

/**
 * The cook's plain copy of a shared recipe: the one this request just made, or the one saved
 * before (the original of its family: refined versions keep the credit too). None: the shared
 * recipe is the cook's own (409) or gone (404).
 */
async function plainCopy({ db }: CommunityDeps, { userId, sharedRecipeId }: RemixInput, madeNow: string | null) {
  const copy = madeNow ? { id: madeNow } : await savedCopyQuery(db, userId, sharedRecipeId).get();
  if (copy) return copy;
  const shared = await db.select({ userId: sharedRecipes.userId }).from(sharedRecipes).where(eq(sharedRecipes.id, sharedRecipeId)).get();
  if (shared?.userId === userId) throw conflict('This recipe is already yours');
  throw notFound('Recipe not found');
}

/**
 * Copy AND refine (docs/decisions/055-refine-and-recipe-versions.md): the plain copy (the one a
 * save makes, reused when the cook saved it before) is the original of the family, and its
 * refinement is a new version that keeps the credit. One generation (the refine's); the shared
 * recipe counts one remix when the refinement is saved. When the refinement fails, a copy made by
 * this request is removed again, so nothing is left and nothing is counted.
 */
async function remixWithInstruction(deps: RemixDeps, input: RemixInput, instruction: string) {
  const { userId, sharedRecipeId } = input;
  if (!deps.refine || deps.refine.user.id !== userId) throw new Error('remixSharedRecipe: an instruction needs deps.refine for the caller');
  const newId = nextId(deps);
  const inserted = await copyStatement(deps, input, newId).run();
  const createdCopy = (inserted.meta.changes ?? 0) > 0;
  const copy = await plainCopy(deps, input, createdCopy ? newId : null);
  const { user, model, pictures, defer } = deps.refine;
  try {
    const refined = await refineOwnRecipe(
      { db: deps.db, model, now: deps.now, ...(pictures ? { pictures } : {}), ...(defer ? { defer } : {}) },
      user,
      { recipeId: copy.id, instruction, language: input.language },
    );
    await countRemix(deps, sharedRecipeId, false).run();
    return { created: true, recipe: toRecipeDto(refined) };
  } catch (err) {
    if (createdCopy) await deleteOwnRecipeStatement(deps.db, userId, copy.id).run();
    throw err;
  }
}
