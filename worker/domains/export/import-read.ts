import { and, eq, inArray } from 'drizzle-orm';
import { MAX_IMAGE_BYTES } from '#core/schemas/recipe';
import type { Db } from '../../db/client';
import type { PlanType } from '#core/kernel/plans';
import { ApiError, badRequest } from '../../lib/errors';
import { readZipEntries, type ZipEntry, type ZipLimits } from '../../lib/zip-reader';
import { checkImage, storeCountedImage } from '../images/images.service';
import { ownRecipeIdsAmong } from '../recipes/restore-recipe.service';
import { EXPORT_FORMAT, EXPORT_VERSION, KITCHEN_FILES, MANIFEST, manifestSchema, recipeRecordSchema, type RecipeRecord } from './export-format';
import { recipeImports } from './export.table';
import { KITCHEN_SCHEMAS, parseEntry, type KitchenFiles } from './import-files';
import type { RestoreDeps } from './restore-kitchen';
import { idSource, type IdSource } from '../../lib/ids';

/**
 * The kitchen import's reading side (docs/decisions/026-export-and-import.md): the zip's limits, the
 * manifest checked first, each entry validated as it streams in (recipe records, kitchen files,
 * photos stored as counted uploads), and which recipes the account already has. Writing what is new
 * is import.service.ts.
 */

/** What an import needs: the database, the photo bucket, the clock and the caller. */
export interface ImportDeps extends IdSource {
  db: Db;
  bucket: R2Bucket;
  now: Date;
  userId: string;
  /** The caller's plan: restored photos count against its daily photo cap. */
  planType: PlanType;
}

const MiB = 1024 * 1024;
export const IMPORT_MAX_BYTES = 100 * MiB;
export const MAX_IMPORT_RECIPES = 5000;
const JSON_MAX_BYTES = 4 * MiB;
const CHECK_BATCH = 50;

/** The total the entries an import reads may inflate to (the ones it skips spend nothing). */
export const IMPORT_INFLATE_BUDGET = 300 * MiB;

export const IMPORT_LIMITS: ZipLimits = {
  maxCompressedBytes: IMPORT_MAX_BYTES,
  maxTotalBytes: IMPORT_INFLATE_BUDGET,
  maxEntries: 4 * MAX_IMPORT_RECIPES + 50,
  maxEntryBytes: (name) => (name.startsWith('photos/') ? MAX_IMAGE_BYTES : JSON_MAX_BYTES),
};

const KITCHEN_NAMES = new Set<string>(Object.values(KITCHEN_FILES));

const RECIPE_FILE = /^recipes\/[^/]+\.json$/;

/** A recipe record of the zip, and what this import decided about it. */
export interface Incoming {
  record: RecipeRecord;
  /** 'new' when this import adds it, 'have' when the account already has it; unset until checked. */
  status?: 'new' | 'have';
  id?: string;
  imageUrl: string | null;
}

/** One import: the records, kitchen files and photos read so far. */
export class ImportRun {
  readonly recipes = new Map<string, Incoming>();
  readonly byPhoto = new Map<string, string>();
  private unchecked: string[] = [];
  readonly kitchen: KitchenFiles = {};
  photos = 0;
  capReached = false;
  /** Photos stored by this run, deleted again if the import fails. */
  readonly storedKeys: string[] = [];
  private readonly newId: () => string;

  constructor(readonly deps: ImportDeps) {
    this.newId = idSource(deps);
  }

  async addRecipe(entry: ZipEntry) {
    const record = parseEntry(entry.name, entry.data, recipeRecordSchema);
    if (this.recipes.has(record.source_key)) return;
    if (this.recipes.size >= MAX_IMPORT_RECIPES) throw badRequest('The export file is too large', `More than ${MAX_IMPORT_RECIPES} recipes`);
    this.recipes.set(record.source_key, { record, imageUrl: null });
    if (record.photo) this.byPhoto.set(record.photo, record.source_key);
    this.unchecked.push(record.source_key);
    if (this.unchecked.length >= CHECK_BATCH) await this.check();
  }

  /** Decides for the recipes read so far whether the account has them (by id, or an earlier import). */
  async check() {
    const { db, userId } = this.deps;
    while (this.unchecked.length > 0) {
      const keys = this.unchecked.splice(0, CHECK_BATCH);
      const [own, imported] = await Promise.all([
        ownRecipeIdsAmong({ db }, userId, keys),
        db
          .select({ sourceKey: recipeImports.sourceKey, recipeId: recipeImports.recipeId })
          .from(recipeImports)
          .where(and(eq(recipeImports.userId, userId), inArray(recipeImports.sourceKey, keys))),
      ]);
      const importedIds = new Map(imported.map((row) => [row.sourceKey, row.recipeId]));
      for (const key of keys) {
        const incoming = this.recipes.get(key);
        if (!incoming) continue;
        const have = own.has(key) ? key : importedIds.get(key);
        incoming.status = have ? 'have' : 'new';
        incoming.id = have ?? this.newId();
      }
    }
  }

  /**
   * Whether an entry is worth inflating (docs/decisions/032-hardening-second-pass.md): the manifest, recipe
   * records, the kitchen files, and a photo that a recipe read so far names, unless that recipe is
   * already in the account or the day's photo cap is reached. Anything else is never inflated.
   */
  wants(name: string): boolean {
    if (name === MANIFEST || RECIPE_FILE.test(name) || KITCHEN_NAMES.has(name)) return true;
    if (!name.startsWith('photos/') || this.capReached) return false;
    const key = this.byPhoto.get(name);
    const incoming = key ? this.recipes.get(key) : undefined;
    return incoming !== undefined && incoming.status !== 'have' && !incoming.imageUrl;
  }

  async addPhoto(entry: ZipEntry) {
    const key = this.byPhoto.get(entry.name);
    const incoming = key ? this.recipes.get(key) : undefined;
    if (!incoming) return; // a photo no recipe names (or named by a recipe later in the zip)
    if (!incoming.status) await this.check();
    if (incoming.status !== 'new' || incoming.imageUrl) return;
    const image = checkedPhoto(entry);
    // Restored photos count as uploads (docs/decisions/032-hardening-second-pass.md): past the day's cap the
    // recipe comes without its photo.
    const stored = this.capReached ? null : await storeCountedImage({ ...this.deps, newId: this.newId }, { id: this.deps.userId, planType: this.deps.planType }, image);
    if (!stored) {
      this.capReached = true;
      return;
    }
    this.storedKeys.push(stored.key);
    incoming.imageUrl = stored.url;
    this.photos += 1;
  }

  addKitchen(entry: ZipEntry) {
    if (entry.name === KITCHEN_FILES.pantry) this.kitchen.pantry = parseEntry(entry.name, entry.data, KITCHEN_SCHEMAS[KITCHEN_FILES.pantry]);
    if (entry.name === KITCHEN_FILES.shopping) this.kitchen.shopping = parseEntry(entry.name, entry.data, KITCHEN_SCHEMAS[KITCHEN_FILES.shopping]);
    if (entry.name === KITCHEN_FILES.meals) this.kitchen.meals = parseEntry(entry.name, entry.data, KITCHEN_SCHEMAS[KITCHEN_FILES.meals]);
    if (entry.name === KITCHEN_FILES.diet) this.kitchen.diet = parseEntry(entry.name, entry.data, KITCHEN_SCHEMAS[KITCHEN_FILES.diet]);
  }

  async take(entry: ZipEntry) {
    if (RECIPE_FILE.test(entry.name)) await this.addRecipe(entry);
    else if (entry.name.startsWith('photos/')) await this.addPhoto(entry);
    else this.addKitchen(entry);
    // Everything else (JSON-LD, Markdown, ratings and reviews, the credit ledger, files a zip tool added) is not imported.
  }

  restoreDeps(): RestoreDeps {
    return { db: this.deps.db, ownerId: this.deps.userId, now: this.deps.now, newId: this.newId };
  }
}

/** The upload's checks (type by bytes, size, pixel size); a 400 naming the photo otherwise. */
function checkedPhoto(entry: ZipEntry) {
  try {
    return checkImage(entry.data);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const why = err.code === 'unsupported_media_type' ? 'not a JPEG, PNG, WebP or GIF photo of at most 10 MB' : `${err.message} (${err.details ?? ''})`;
    throw badRequest('The export file is damaged', `${entry.name}: ${why}`);
  }
}

function checkManifest(entry: ZipEntry | undefined) {
  if (entry?.name !== MANIFEST) throw badRequest('This is not a Forkcast export', `${MANIFEST} must be the first file in the zip`);
  const manifest = parseEntry(entry.name, entry.data, manifestSchema);
  if (manifest.format !== EXPORT_FORMAT) throw badRequest('This is not a Forkcast export', 'Unknown format');
  if (manifest.version !== EXPORT_VERSION)
    throw badRequest('This export was made by another version of Forkcast', `Format version ${manifest.version}; this app reads version ${EXPORT_VERSION}`);
}

/** Reads every wanted entry of the zip into the run (the manifest first), then checks the last recipes. */
export async function readAll(run: ImportRun, body: ReadableStream<Uint8Array>) {
  let first = true;
  for await (const entry of readZipEntries(body, { ...IMPORT_LIMITS, wanted: (name) => run.wants(name) })) {
    if (first) checkManifest(entry);
    else await run.take(entry);
    first = false;
  }
  if (first) checkManifest(undefined);
  await run.check();
}
