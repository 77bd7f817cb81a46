import { dishIllustration } from '#core/recipe/dish-illustration';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ZipWriter } from '../../lib/zip-writer';
import { listMyFeedback } from '../community/my-feedback.service';
import { getCreditBalance, listCreditTransactions, type LedgerCursor } from '../credits/credits.service';
import { getDietProfile } from '../diet/diet.service';
import { imageKeyOfUrl, ownedImagesOf } from '../images/owned-images.service';
import { listMeals } from '../meal-plans/meal-plans.service';
import { listPantry } from '../pantry/pantry.service';
import { myRecipesPageQuery, myRecipesCountQuery, toRecipeDto, type Cursor, type RecipeDto } from '../recipes/recipes-read.service';
import { listShopping } from '../shopping/shopping.service';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  FEEDBACK_FILE,
  KITCHEN_FILES,
  LEDGER_FILE,
  MANIFEST,
  PHOTO_EXTENSIONS,
  recipeBase,
  recipeJsonLd,
  recipeMarkdown,
  type ExportedRecord,
} from './export-format';
import { recipeImports } from './export.table';

/**
 * The data export (GET /api/export): one zip, streamed. Recipes are read in pages of
 * `RECIPE_PAGE` (recipes_user_created_idx) and each photo is read from R2 when its turn comes, so
 * memory holds one page of recipes, one photo and the zip's directory, never the archive.
 */
export interface ExportDeps {
  db: Db;
  bucket: R2Bucket;
  now: Date;
  user: { id: string; name: string; email: string };
}

export const RECIPE_PAGE = 50;
const LEDGER_PAGE = 500;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The file name the browser saves: `forkcast-export-YYYY-MM-DD.zip`. */
export const exportFileName = (now: Date) => `forkcast-export-${now.toISOString().slice(0, 10)}.zip`;

/** The identity each recipe carries into the export: where it was first imported from, else its id. */
async function sourceKeys(db: Db, userId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ recipeId: recipeImports.recipeId, sourceKey: recipeImports.sourceKey })
    .from(recipeImports)
    .where(and(eq(recipeImports.userId, userId), inArray(recipeImports.recipeId, ids)));
  return new Map(rows.map((row) => [row.recipeId, row.sourceKey]));
}

interface PendingPhoto {
  path: string;
  objectKey: string;
}

function recipeRecord(recipe: RecipeDto, sourceKey: string, photo: string | null): ExportedRecord {
  // The AI picture is not exported (docs/decisions/035-dish-pictures-illustrations.md): a restored recipe shows its illustration.
  const { image_url: _image, ai_image_url: _ai, picture_status: _picture, ...rest } = recipe;
  return { source_key: sourceKey, photo, recipe: rest };
}

/** Every recipe's JSON-LD, Markdown and record; answers the photos still to write and the count. */
async function writeRecipes(deps: ExportDeps, zip: ZipWriter) {
  const photos: PendingPhoto[] = [];
  let cursor: Cursor | null = null;
  let count = 0;
  for (;;) {
    const rows = await myRecipesPageQuery(deps.db, deps.user.id, cursor, RECIPE_PAGE);
    const page = rows.slice(0, RECIPE_PAGE);
    const [keys, images] = await Promise.all([
      sourceKeys(deps.db, deps.user.id, page.map((row) => row.id)),
      ownedImagesOf(deps, deps.user.id, page.map((row) => row.imageUrl)),
    ]);
    for (const row of page) {
      const recipe = toRecipeDto(row);
      const base = recipeBase(recipe);
      const image = images.get(imageKeyOfUrl(recipe.image_url) ?? '');
      const photo = image ? `photos/${base}.${PHOTO_EXTENSIONS[image.contentType] ?? 'jpg'}` : null;
      if (image && photo) photos.push({ path: photo, objectKey: image.objectKey });
      const sourceKey = keys.get(recipe.id) ?? recipe.id;
      // Without a photo the Markdown shows the recipe's illustration (docs/decisions/035-dish-pictures-illustrations.md), written beside it; the record's `photo` stays null, so an import restores none.
      const illustration = photo ? null : `illustrations/${base}.svg`;
      if (illustration) await zip.add(illustration, dishIllustration(recipe, { label: recipe.title }), true);
      await zip.add(`recipes/${base}.json`, json(recipeRecord(recipe, sourceKey, photo)), true);
      await zip.add(`recipes/${base}.jsonld`, json(recipeJsonLd(recipe, sourceKey, photo, deps.user.name)), true);
      await zip.add(`recipes/${base}.md`, recipeMarkdown(recipe, photo ?? illustration), true);
      count += 1;
    }
    const last = page.at(-1);
    if (rows.length <= RECIPE_PAGE || !last) return { photos, count };
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

/** Photos one at a time, stored without recompression; a photo missing from R2 is left out. */
async function writePhotos(deps: ExportDeps, zip: ZipWriter, photos: PendingPhoto[]) {
  for (const photo of photos) {
    const object = await deps.bucket.get(photo.objectKey);
    if (!object) continue;
    await zip.add(photo.path, new Uint8Array(await object.arrayBuffer()), false);
  }
}

async function allLedgerLines(deps: ExportDeps) {
  const lines = [];
  let cursor: LedgerCursor | null = null;
  for (;;) {
    const page = await listCreditTransactions(deps, deps.user.id, LEDGER_PAGE, cursor);
    lines.push(...page.map((line) => ({ id: line.id, delta: line.delta, reason: line.reason, reference: line.reference, created_at: line.createdAt })));
    const last = page.at(-1);
    if (page.length < LEDGER_PAGE || !last) return lines;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

async function writeKitchenAndMore(deps: ExportDeps, zip: ZipWriter) {
  const owner = { db: deps.db, ownerId: deps.user.id };
  await zip.add(KITCHEN_FILES.pantry, json(await listPantry(owner)), true);
  await zip.add(KITCHEN_FILES.shopping, json(await listShopping(owner)), true);
  await zip.add(KITCHEN_FILES.meals, json(await listMeals(owner, '0000-01-01', '9999-12-31')), true);
  await zip.add(KITCHEN_FILES.diet, json(await getDietProfile(deps, deps.user.id)), true);
  await zip.add(FEEDBACK_FILE, json({ items: await listMyFeedback(deps, deps.user.id) }), true);
  const balance = await getCreditBalance(deps, deps.user.id);
  await zip.add(LEDGER_FILE, json({ balance: balance.balance, lines: await allLedgerLines(deps) }), true);
}

/** Writes the whole export into `write` (which applies back-pressure). */
export async function writeExport(deps: ExportDeps, write: (chunk: Uint8Array) => Promise<void>) {
  const zip = new ZipWriter(write, deps.now);
  const [total] = await myRecipesCountQuery(deps.db, deps.user.id);
  await zip.add(
    MANIFEST,
    json({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exported_at: deps.now.toISOString(),
      account: { name: deps.user.name, email: deps.user.email },
      recipes: total?.total ?? 0,
      note: 'Recipes as schema.org JSON-LD (.jsonld), Markdown (.md) and Forkcast records (.json); photos as uploaded.',
    }),
    true,
  );
  const { photos } = await writeRecipes(deps, zip);
  await writePhotos(deps, zip, photos);
  await writeKitchenAndMore(deps, zip);
  await zip.finish();
}

/** The export as a byte stream: written while the client reads, at the client's pace. */
export function streamExport(deps: ExportDeps): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const write = async (chunk: Uint8Array) => {
    await writer.ready;
    await writer.write(chunk);
  };
  writeExport(deps, write).then(
    () => writer.close(),
    (err: unknown) => {
      console.error(JSON.stringify({ level: 'error', message: 'export failed', error: String(err) }));
      return writer.abort(err);
    },
  ).catch(() => undefined);
  return readable;
}
