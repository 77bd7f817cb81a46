import type { RecipeLanguage } from '../../../core/options';
import { checkTranslation, describeTranslationProblems, type RecipeTexts, type TranslatedRecipe } from '../../../core/recipe-translation';
import { ingredientLines, instructionSteps } from '../../../core/recipe-text';
import { upstreamFailed } from '../../ai/model-call';
import type { ModelProvider } from '../../ai/provider';
import { sha256Hex } from '../../lib/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { sharedRecipes, sharedRecipeTranslations } from './community.table';
import type { CommunityDeps } from './community.types';
import type { SharedRecipeDetail } from './shared-recipe.service';
import type { TranslatedDetail } from '../../../core/schemas/community-response';

/**
 * A shared recipe in the reader's language (docs/api.md `GET /api/discover/{id}?lang=xx`):
 * translated by the model once per recipe, language and version of its texts, then read from
 * `shared_recipe_translations`. Only translations that keep the original's structure
 * (core/recipe-translation.ts) are shown or cached; the offline chef translates nothing.
 */
export interface TranslationDeps extends CommunityDeps {
  model: ModelProvider;
}

/** The shared recipe with what `?lang=` adds: the shape of core/schemas/community-response.ts. */
export type { TranslatedDetail };

/** Attempts at a sound translation: the first, and one more when the structure was broken. */
const ATTEMPTS = 2;

function textsOf(detail: SharedRecipeDetail): RecipeTexts {
  return {
    title: detail.title,
    description: detail.description ?? '',
    ingredients: ingredientLines(detail.ingredients),
    instructions: instructionSteps(detail.instructions),
  };
}

/** The version of the texts a translation was made from: a changed share no longer matches. */
export function sourceHash(texts: RecipeTexts): Promise<string> {
  return sha256Hex(JSON.stringify([texts.title, texts.description, texts.ingredients, texts.instructions]));
}

async function cached(deps: CommunityDeps, id: string, to: RecipeLanguage, hash: string): Promise<TranslatedRecipe | null> {
  const t = sharedRecipeTranslations;
  const row = await deps.db
    .select({ sourceHash: t.sourceHash, title: t.title, description: t.description, ingredients: t.ingredients, instructions: t.instructions })
    .from(t)
    .where(and(eq(t.sharedRecipeId, id), eq(t.language, to)))
    .get();
  if (!row || row.sourceHash !== hash) return null;
  return { title: row.title, description: row.description, ingredients: row.ingredients.split('\n'), instructions: row.instructions.split('\n') };
}

async function store(deps: TranslationDeps, id: string, to: RecipeLanguage, hash: string, recipe: TranslatedRecipe) {
  const t = sharedRecipeTranslations;
  const value = <T>(v: T, column: string) => sql<T>`${v}`.as(column);
  // Only while the share exists (an unshare between the read and now leaves nothing behind):
  // one INSERT ... SELECT from the shared row, its columns in the table's order.
  await deps.db
    .insert(t)
    .select(
      deps.db
        .select({
          sharedRecipeId: value(id, 'shared_recipe_id'),
          language: value(to, 'language'),
          sourceHash: value(hash, 'source_hash'),
          title: value(recipe.title, 'title'),
          description: value(recipe.description, 'description'),
          ingredients: value(recipe.ingredients.join('\n'), 'ingredients'),
          instructions: value(recipe.instructions.join('\n'), 'instructions'),
          model: value(deps.model.model, 'model'),
          createdAt: value(deps.now.toISOString(), 'created_at'),
        })
        .from(sharedRecipes)
        .where(eq(sharedRecipes.id, id)),
    )
    .onConflictDoUpdate({
      target: [t.sharedRecipeId, t.language],
      set: {
        sourceHash: sql`excluded.source_hash`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        ingredients: sql`excluded.ingredients`,
        instructions: sql`excluded.instructions`,
        model: sql`excluded.model`,
        createdAt: sql`excluded.created_at`,
      },
    })
    .run();
}

/** The model's translation that keeps the structure, or null when the provider cannot translate; else 502. */
async function translate(deps: TranslationDeps, texts: RecipeTexts, from: RecipeLanguage, to: RecipeLanguage): Promise<TranslatedRecipe | null> {
  let problems = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const answer = await deps.model.translateRecipe({ recipe: texts, from, to });
    if (!answer) return null;
    const found = checkTranslation(texts, answer);
    if (found.length === 0) return answer;
    problems = describeTranslationProblems(found);
    console.warn(JSON.stringify({ level: 'warn', message: 'translation_rejected', attempt, problems: problems.slice(0, 300) }));
  }
  throw upstreamFailed(`The translation did not keep the recipe's structure (${problems.slice(0, 200)})`);
}

/**
 * `detail` for a reader of `to`: as it is when it is already in `to`; translated (from the cache
 * when its texts have not changed since); or, when the provider cannot translate, the original
 * marked `translation_unavailable`.
 */
export async function inReaderLanguage(deps: TranslationDeps, detail: SharedRecipeDetail, to: RecipeLanguage): Promise<TranslatedDetail> {
  const from = detail.language;
  if (from === to) return { ...detail, translated: false };
  const texts = textsOf(detail);
  const hash = await sourceHash(texts);
  const recipe = (await cached(deps, detail.shared_recipe_id, to, hash)) ?? (await translateAndStore(deps, detail.shared_recipe_id, texts, hash, from, to));
  if (!recipe) return { ...detail, translated: false, translation_unavailable: true };
  return {
    ...detail,
    title: recipe.title,
    description: recipe.description || detail.description,
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    translated: true,
    translated_from: from,
    translated_to: to,
  };
}

async function translateAndStore(deps: TranslationDeps, id: string, texts: RecipeTexts, hash: string, from: RecipeLanguage, to: RecipeLanguage) {
  const recipe = await translate(deps, texts, from, to);
  if (recipe) await store(deps, id, to, hash, recipe);
  return recipe;
}
