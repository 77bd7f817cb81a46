import { sql } from 'drizzle-orm';
import { checkImportUrl } from '#core/reading/import-url';
import type { PlanType } from '#core/kernel/plans';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';
import { extractRecipe, type ImportedRecipe } from '#core/reading/recipe-extract';
import { splitRecipeText } from '#core/reading/recipe-text-split';
import { IMPORT_URL_MAX } from '#core/schemas/import';
import { createRecipeSchema } from '#core/schemas/manual-recipe';
import { MAX_IMAGE_BYTES } from '#core/schemas/recipe';
import type { Db } from '../../db/client';
import { insertSelect } from '../../db/insert-select';
import { ApiError, rateLimited } from '../../lib/errors';
import type { OutboundFetch } from '../../lib/outbound-fetch';
import { FetchRefused, decodeBody, safeFetch } from '../../lib/safe-fetch';
import { checkImageBytes, storeCountedImage } from '../images/images.service';
import { createManualRecipe } from '../recipes/manual-recipe.service';
import { importAttempts } from './import.table';
import { randomId } from '../../lib/ids';

/**
 * Recipe import (docs/decisions/020-recipe-import.md): a page
 * fetched safely and read as schema.org Recipe, or pasted text split by rules, saved as an own
 * recipe. No generation is used; attempts are limited per user per hour.
 */
export interface ImportDeps {
  db: Db;
  bucket: R2Bucket;
  userId: string;
  /** The caller's plan: a copied picture counts against its daily photo cap. */
  planType: PlanType;
  now: Date;
  /** Ends the whole import (page and image together); default a 10 s timeout. */
  signal?: AbortSignal;
  /** Sends the checked page and image requests; default the platform's `fetch`. */
  fetch?: OutboundFetch;
}

export const IMPORT_PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORTS_PER_HOUR = 20;
export const IMPORT_TIMEOUT_MS = 10_000;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml', 'application/ld+json']);
const IMAGE_TYPES = /^image\/(?:jpeg|png|webp|gif)$/;

export const urlNotAllowed = (details: string) =>
  new ApiError(400, 'url_not_allowed', 'That address cannot be imported', details);
export const noRecipeFound = (details: string) =>
  new ApiError(422, 'no_recipe_found', 'No recipe was found there', details);

/**
 * 429 past IMPORTS_PER_HOUR attempts in the last hour; otherwise records this attempt. Count and
 * record are one statement (an INSERT that only adds a row while fewer are recent), so parallel
 * requests cannot all pass the count (docs/decisions/032-hardening-second-pass.md).
 */
export async function countAttempt(deps: Pick<ImportDeps, 'db' | 'userId' | 'now'>) {
  const since = new Date(deps.now.getTime() - 3_600_000).toISOString();
  const recent = sql`(SELECT count(*) FROM ${importAttempts} WHERE ${importAttempts.userId} = ${deps.userId} AND ${importAttempts.createdAt} > ${since})`;
  const recorded = await deps.db
    .insert(importAttempts)
    .select(
      insertSelect(
        importAttempts,
        { id: randomId(), userId: deps.userId, createdAt: deps.now.toISOString() },
        sql`WHERE ${recent} < ${IMPORTS_PER_HOUR}`,
      ),
    )
    .returning({ id: importAttempts.id });
  if (recorded.length !== 1) throw rateLimited(`You can import ${IMPORTS_PER_HOUR} recipes an hour. Please try again later.`);
}

function languageOf(tag: string | null): RecipeLanguage {
  const base = (tag ?? '').slice(0, 2).toLowerCase();
  return (RECIPE_LANGUAGES as readonly string[]).includes(base) ? (base as RecipeLanguage) : 'en';
}

/**
 * The recipe as read (already bounded by the reader, core/reading/recipe-import-bounds.ts) checked against
 * the hand-written recipe's schema; 422 when it does not fit. The total time is kept only when the
 * source's total is more than prep plus cook.
 */
export function toRecipeInput(recipe: ImportedRecipe) {
  const sum = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  const parsed = createRecipeSchema.safeParse({
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    servings: recipe.servings ?? undefined,
    prep_time: recipe.prepTime ?? undefined,
    cook_time: recipe.cookTime ?? undefined,
    total_time: recipe.totalTime !== null && recipe.totalTime > sum ? recipe.totalTime : null,
    language: languageOf(recipe.language),
  });
  if (!parsed.success) {
    throw noRecipeFound(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

function refusalError(err: FetchRefused): ApiError {
  if (err.reason === 'url') return urlNotAllowed(err.message);
  if (err.reason === 'timeout' || err.reason === 'network') {
    return new ApiError(502, 'upstream_failed', 'The page could not be loaded', err.message);
  }
  if (err.reason === 'too_large') return noRecipeFound(`The page is larger than ${IMPORT_PAGE_MAX_BYTES / 1024 / 1024} MB`);
  return noRecipeFound(err.message);
}

/** Copies the recipe's picture to R2 when it is an allowed URL of an image passing the upload's checks and daily cap; otherwise no image. */
async function copyImage(deps: ImportDeps, imageUrl: string | null, pageUrl: URL, signal: AbortSignal) {
  if (!imageUrl) return null;
  try {
    const href = new URL(imageUrl, pageUrl).href;
    const body = await safeFetch(href, {
      maxBytes: MAX_IMAGE_BYTES,
      signal,
      accept: (type) => IMAGE_TYPES.test(type),
      acceptHeader: 'image/jpeg,image/png,image/webp,image/gif',
      fetch: deps.fetch,
    });
    const image = checkImageBytes(body.bytes);
    if (!image) return null;
    // Counts as an upload (docs/decisions/032-hardening-second-pass.md): past the day's cap, no picture.
    const stored = await storeCountedImage({ db: deps.db, bucket: deps.bucket, now: deps.now }, { id: deps.userId, planType: deps.planType }, image);
    return stored?.url ?? null;
  } catch (err) {
    if (err instanceof FetchRefused || err instanceof TypeError) return null;
    throw err;
  }
}

/** `{ url }`: fetch, read, save. 400 url_not_allowed before any fetch for a refused address. */
export async function importFromUrl(deps: ImportDeps, input: string) {
  const signal = deps.signal ?? AbortSignal.timeout(IMPORT_TIMEOUT_MS);
  const fetchOptions = {
    maxBytes: IMPORT_PAGE_MAX_BYTES,
    signal,
    accept: (type: string) => HTML_TYPES.has(type),
    acceptHeader: 'text/html,application/xhtml+xml,application/ld+json;q=0.9',
    fetch: deps.fetch,
  };
  const check = checkImportUrl(input);
  if (!check.ok) throw urlNotAllowed(`The address is not allowed (${check.reason})`);
  await countAttempt(deps);
  let page;
  try {
    page = await safeFetch(check.url.href, fetchOptions);
  } catch (err) {
    if (err instanceof FetchRefused) throw refusalError(err);
    throw err;
  }
  const recipe = extractRecipe(decodeBody(page));
  if (!recipe) throw noRecipeFound('The page has no schema.org Recipe (JSON-LD or microdata)');
  const fields = toRecipeInput(recipe);
  const imageUrl = await copyImage(deps, recipe.imageUrl, page.url, signal);
  // A redirect may lead to a very long address; then the address the user gave is kept.
  const sourceUrl = page.url.href.length <= IMPORT_URL_MAX ? page.url.href : check.url.href;
  return createManualRecipe(deps, fields, { provider: 'import', sourceUrl, imageUrl });
}

/** `{ text }`: split by rules (the same splitter whichever model is set), save. */
export async function importFromText(deps: ImportDeps, text: string) {
  await countAttempt(deps);
  const recipe = splitRecipeText(text);
  if (!recipe) throw noRecipeFound('Could not tell ingredient lines from steps; add "Ingredients" and "Method" headings');
  return createManualRecipe(deps, toRecipeInput(recipe), { provider: 'import', sourceUrl: null, imageUrl: null });
}
