import type { Language, ModelProvider } from '../../ai/provider';
import { conflict, notFound } from '../../lib/errors';
import type { PictureMessage } from '../pictures/pictures.service';
import { toRecipeDto } from '../recipes/recipe.dto';
import { getOwnRecipe } from '../recipes/recipes-read.service';
import { refineOwnRecipe } from '../recipes/refine.service';
import type { UsageUser } from '../usage/usage.service';
import { ANONYMOUS, d1, type CommunityDeps } from './community.types';

/**
 * Copies a shared recipe into the reader's recipes (docs/decisions/050-saved-community-recipes.md).
 * The copy keeps `remix_of` (the shared recipe id) and the credit as the feed shows it now: the
 * creator's name only when they chose to show it, else "Anonymous". One INSERT ... SELECT reads
 * the shared recipe and writes the copy; the unique (user_id, remix_of) index makes a second save
 * (a double click) a no-op, and `remixes_count` grows only when a row was written (`changes()`),
 * so the count stays exact under concurrency. Pictures are not copied: they belong to the
 * creator's recipe and stop being readable when it is unshared.
 */
const COPY_SQL = `INSERT INTO recipes (id, user_id, title, description, cuisine, cooking_method, prep_time, cook_time,
    total_time, servings, difficulty, ingredients, instructions, language, generation_type, recipe_type, provider,
    model, nutrition, source_url, remix_of, remix_of_title, remix_of_creator, created_at)
  SELECT ?1, ?2, r.title, r.description, r.cuisine, r.cooking_method, r.prep_time, r.cook_time,
    r.total_time, r.servings, r.difficulty, r.ingredients, r.instructions, r.language, r.generation_type,
    r.recipe_type, r.provider, r.model, r.nutrition, r.source_url, s.id, s.title,
    COALESCE(CASE WHEN us.show_real_name = 1 THEN (SELECT NULLIF(TRIM(name), '') FROM users WHERE id = s.user_id) END, ?5),
    ?4
  FROM shared_recipes s CROSS JOIN recipes r ON r.id = s.recipe_id
  LEFT JOIN user_settings us ON us.user_id = s.user_id
  WHERE s.id = ?3 AND s.user_id <> ?2
  ON CONFLICT DO NOTHING`;

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

const COUNT_SQL = 'UPDATE shared_recipes SET remixes_count = remixes_count + 1 WHERE id = ?1';

/** `created` is false when the cook had already saved it: the existing copy is answered. */
export async function remixSharedRecipe(deps: RemixDeps, input: RemixInput) {
  const { userId, sharedRecipeId } = input;
  const instruction = input.instruction?.trim();
  if (instruction) return remixWithInstruction(deps, input, instruction);
  const db = d1(deps.db);
  const newId = (deps.newId ?? (() => crypto.randomUUID()))();
  const [inserted] = await db.batch([
    db.prepare(COPY_SQL).bind(newId, userId, sharedRecipeId, deps.now.toISOString(), ANONYMOUS),
    db.prepare('UPDATE shared_recipes SET remixes_count = remixes_count + 1 WHERE id = ?1 AND changes() > 0').bind(sharedRecipeId),
  ]);
  const created = (inserted?.meta.changes ?? 0) > 0;
  const copy = await plainCopy(db, input, created ? newId : null);
  return { created, recipe: await getOwnRecipe({ db: deps.db, userId, id: copy.id }) };
}

/**
 * The cook's plain copy of a shared recipe: the one this request just made, or the one saved
 * before (the original of its family: refined versions keep the credit too). None: the shared
 * recipe is the cook's own (409) or gone (404).
 */
async function plainCopy(db: ReturnType<typeof d1>, { userId, sharedRecipeId }: RemixInput, madeNow: string | null) {
  const copy = madeNow
    ? { id: madeNow }
    : await db
        .prepare('SELECT id FROM recipes WHERE user_id = ?1 AND remix_of = ?2 AND parent_recipe_id IS NULL')
        .bind(userId, sharedRecipeId)
        .first<{ id: string }>();
  if (copy) return copy;
  const shared = await db.prepare('SELECT user_id FROM shared_recipes WHERE id = ?1').bind(sharedRecipeId).first<{ user_id: string }>();
  if (shared?.user_id === userId) throw conflict('This recipe is already yours');
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
  const db = d1(deps.db);
  const newId = (deps.newId ?? (() => crypto.randomUUID()))();
  const inserted = await db.prepare(COPY_SQL).bind(newId, userId, sharedRecipeId, deps.now.toISOString(), ANONYMOUS).run();
  const createdCopy = (inserted.meta.changes ?? 0) > 0;
  const copy = await plainCopy(db, input, createdCopy ? newId : null);
  const { user, model, pictures, defer } = deps.refine;
  try {
    const refined = await refineOwnRecipe(
      { db: deps.db, model, now: deps.now, ...(pictures ? { pictures } : {}), ...(defer ? { defer } : {}) },
      user,
      { recipeId: copy.id, instruction, language: input.language },
    );
    await db.prepare(COUNT_SQL).bind(sharedRecipeId).run();
    return { created: true, recipe: toRecipeDto(refined) };
  } catch (err) {
    if (createdCopy) await db.prepare('DELETE FROM recipes WHERE id = ?1 AND user_id = ?2').bind(copy.id, userId).run();
    throw err;
  }
}
