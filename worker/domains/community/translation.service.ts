import type { RecipeLanguage } from '#core/kernel/options';
import { checkTranslation, describeTranslationProblems, type RecipeTexts, type TranslatedRecipe } from '#core/recipe/recipe-translation';
import { ingredientLines, instructionSteps } from '#core/recipe/recipe-text';
import { upstreamFailed } from '../../ai/model-call';
import type { ModelProvider } from '../../ai/provider';
import { sha256Hex } from '../../lib/crypto';
import { insertSelect } from '../../db/insert-select';
import { and, eq, sql } from 'drizzle-orm';
import { refundBudget, spendBudget } from '../../lib/call-budget';
import { rateLimited } from '../../lib/errors';
import { sharedRecipes, sharedRecipeTranslationClaims, sharedRecipeTranslations } from './community.table';
import type { CommunityDeps } from './community.types';
import type { SharedRecipeDetail } from './shared-recipe.service';
import type { TranslatedDetail } from '#core/schemas/community-response';

/**
 * A shared recipe in the reader's language (docs/api.md `GET /api/discover/{id}?lang=xx`):
 * translated by the model once per recipe, language and version of its texts, then read from
 * `shared_recipe_translations`. Only translations that keep the original's structure
 * (core/recipe/recipe-translation.ts) are shown or cached; the offline chef translates nothing.
 */
export interface TranslationDeps extends CommunityDeps {
  model: ModelProvider;
  /** Who is reading, for the per-reader budget: `u:<user id>` or a hash of the address. */
  reader: string;
  /** Waits between looks at another reader's translation (tests shorten it). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The translation budget (docs/decisions/078-translation-budget.md). A reader's request that has
 * to ask the model (nobody else is translating this version) spends one of the reader's
 * `PER_READER_PER_HOUR` and one of the recipe's `PER_RECIPE_PER_DAY`; over either, 429
 * `rate_limited`. Each such request makes at most `ATTEMPTS` model calls, so a recipe costs at
 * most 2 x 12 = 24 translation calls a day however often its creator edits it.
 */
export const PER_READER_PER_HOUR = 10;
export const PER_RECIPE_PER_DAY = 12;
/** A failed translation of a version is not asked for again before this. */
export const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;
/** A pending claim older than this belongs to a request that died (two model calls' timeouts and more). */
const STALE_CLAIM_MS = 3 * 60 * 1000;
/** How long a reader waits for another reader's translation before seeing the original with the note. */
const WAIT_MS = 20_000;
const POLL_MS = 250;

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
 * when its texts have not changed since, else by one model call shared by every reader asking
 * at the same time); or the original marked `translation_unavailable` when the provider cannot
 * translate, the translation of this version failed within the hour, or another reader's
 * translation takes too long. 429 `rate_limited` past the reader's or the recipe's budget.
 */
export async function inReaderLanguage(deps: TranslationDeps, detail: SharedRecipeDetail, to: RecipeLanguage): Promise<TranslatedDetail> {
  const from = detail.language;
  if (from === to) return { ...detail, translated: false };
  const texts = textsOf(detail);
  const hash = await sourceHash(texts);
  const id = detail.shared_recipe_id;
  const unavailable: TranslatedDetail = { ...detail, translated: false, translation_unavailable: true };
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = Date.now();
  let recipe: TranslatedRecipe | null;
  for (;;) {
    recipe = await cached(deps, id, to, hash);
    if (recipe) break;
    const held = await claim(deps, id, to, hash);
    if (held === 'mine') {
      recipe = await translateClaimed(deps, id, texts, hash, from, to);
      break;
    }
    // Stored between our two reads: read once more.
    if (held === 'done') recipe = await cached(deps, id, to, hash);
    if (held !== 'pending' || Date.now() - started >= WAIT_MS) break;
    await sleep(POLL_MS);
  }
  if (!recipe) return unavailable;
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

/**
 * Takes the recipe's translation into `to` for this request, in one conditional upsert: when
 * nobody holds it, it holds another version, a pending holder went quiet, or its failure is an
 * hour old. Otherwise what the holder's row says: `pending` (wait), `done` or `failed`.
 */
async function claim(deps: TranslationDeps, id: string, to: RecipeLanguage, hash: string): Promise<'mine' | 'pending' | 'done' | 'failed' | 'gone'> {
  const c = sharedRecipeTranslationClaims;
  const at = deps.now.toISOString();
  const staleBefore = new Date(deps.now.getTime() - STALE_CLAIM_MS).toISOString();
  const failedBefore = new Date(deps.now.getTime() - RETRY_AFTER_FAILURE_MS).toISOString();
  // INSERT ... SELECT from the shared row: a share gone meanwhile is claimed by nobody.
  const won = await deps.db
    .insert(c)
    .select(
      insertSelect(
        c,
        { sharedRecipeId: id, language: to, sourceHash: hash, state: 'pending', claimedAt: at },
        sql`FROM ${sharedRecipes} WHERE ${sharedRecipes.id} = ${id}`,
      ),
    )
    .onConflictDoUpdate({
      target: [c.sharedRecipeId, c.language],
      set: { sourceHash: hash, state: 'pending', claimedAt: at },
      setWhere: sql`${c.sourceHash} <> ${hash}
        OR (${c.state} = 'pending' AND ${c.claimedAt} < ${staleBefore})
        OR (${c.state} = 'failed' AND ${c.claimedAt} < ${failedBefore})`,
    })
    .returning({ state: c.state });
  if (won.length > 0) return 'mine';
  const row = await deps.db
    .select({ state: c.state })
    .from(c)
    .where(and(eq(c.sharedRecipeId, id), eq(c.language, to), eq(c.sourceHash, hash)))
    .get();
  if (row) return row.state;
  const share = await deps.db.select({ id: sharedRecipes.id }).from(sharedRecipes).where(eq(sharedRecipes.id, id)).get();
  return share ? 'pending' : 'gone';
}

async function settleClaim(deps: TranslationDeps, id: string, to: RecipeLanguage, hash: string, state: 'done' | 'failed' | null) {
  const c = sharedRecipeTranslationClaims;
  const mine = and(eq(c.sharedRecipeId, id), eq(c.language, to), eq(c.sourceHash, hash));
  if (state) await deps.db.update(c).set({ state, claimedAt: deps.now.toISOString() }).where(mine).run();
  else await deps.db.delete(c).where(mine).run();
}

/**
 * The claimed translation: the budgets spent, the model asked, the result stored (or the
 * failure remembered). Past a budget the claim is given back and the reader gets 429.
 */
async function translateClaimed(deps: TranslationDeps, id: string, texts: RecipeTexts, hash: string, from: RecipeLanguage, to: RecipeLanguage) {
  const readerKey = `translate:reader:${deps.reader}`;
  const recipeKey = `translate:recipe:${id}`;
  if (!(await spendBudget(deps, readerKey, PER_READER_PER_HOUR, 'hour'))) {
    await settleClaim(deps, id, to, hash, null);
    throw rateLimited('Too many translations asked for. Please wait a while and try again.');
  }
  if (!(await spendBudget(deps, recipeKey, PER_RECIPE_PER_DAY, 'day'))) {
    await refundBudget(deps, readerKey, 'hour');
    await settleClaim(deps, id, to, hash, null);
    throw rateLimited('This recipe has been translated too often today. Please try again tomorrow.');
  }
  let recipe: TranslatedRecipe | null;
  try {
    recipe = await translate(deps, texts, from, to);
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', message: 'translation_failed', sharedRecipeId: id, to, error: String(err).slice(0, 300) }));
    await settleClaim(deps, id, to, hash, 'failed');
    return null;
  }
  if (!recipe) {
    // The provider cannot translate (the offline chef): no call was made.
    await Promise.all([refundBudget(deps, readerKey, 'hour'), refundBudget(deps, recipeKey, 'day')]);
    await settleClaim(deps, id, to, hash, null);
    return null;
  }
  await store(deps, id, to, hash, recipe);
  await settleClaim(deps, id, to, hash, 'done');
  return recipe;
}
