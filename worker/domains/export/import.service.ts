import { and, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { MAX_IMAGE_BYTES } from '../../../core/schemas/recipe';
import { rowsPerInsert, type Db } from '../../db/client';
import type { PlanType } from '../../../core/plans';
import { ApiError, badRequest } from '../../lib/errors';
import { readZipEntries, type ZipEntry, type ZipLimits } from '../../lib/zip-reader';
import { linkableSharedRecipeIds } from '../community/saved-credit.service';
import { checkImage, storeCountedImage } from '../images/images.service';
import { deleteOwnImages } from '../images/owned-images.service';
import { insertPantryRowsStatements } from '../pantry/pantry.service';
import { restoreMealStatements } from '../meal-plans/restore-meals.service';
import { ownRecipeIdsAmong, restoreRecipeStatements, type RestoredRecipe } from '../recipes/restore-recipe.service';
import { EXPORT_FORMAT, EXPORT_VERSION, KITCHEN_FILES, MANIFEST, manifestSchema, recipeRecordSchema, type RecipeRecord } from './export-format';
import { recipeImports } from './export.table';
import { KITCHEN_SCHEMAS, parseEntry, type KitchenFiles } from './import-files';
import { mealRows, newPantryRows, restoreDiet, restoreShopping, type RestoreDeps } from './restore-kitchen';

/**
 * POST /api/import: restores an export zip into the caller's account (docs/decisions/026-export-and-import.md). The zip is read as a stream; recipes are matched by their source key, so the same
 * file imported twice adds nothing. Photos get new opaque keys. Ratings, reviews and the credit
 * ledger are not imported.
 */
export interface ImportDeps {
  db: Db;
  bucket: R2Bucket;
  now: Date;
  userId: string;
  /** The caller's plan: restored photos count against its daily photo cap. */
  planType: PlanType;
  newId?: () => string;
}

export interface ImportSummary {
  recipes: number;
  recipes_skipped: number;
  photos: number;
  /** Photos not restored because the day's photo cap was reached (their recipes come without). */
  photos_skipped: number;
  pantry: number;
  shopping: number;
  meals: number;
  diet_profile: boolean;
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

interface Incoming {
  record: RecipeRecord;
  /** 'new' when this import adds it, 'have' when the account already has it; unset until checked. */
  status?: 'new' | 'have';
  id?: string;
  imageUrl: string | null;
}

class ImportRun {
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
    this.newId = deps.newId ?? (() => crypto.randomUUID());
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

/** What a restored recipe keeps of its family: its original's id in this account, and its credit link. */
interface FamilyLinks {
  parentId: string | null;
  remixOf: string | null;
}

/**
 * The original of each record's family among the zip's records (docs/decisions/061-export-keeps-recipe-families.md):
 * `parent_recipe_id` names another record's `recipe.id`. A parent missing from the zip makes the
 * record an original; a chain is followed to its first version (the account keeps families one
 * level deep); a loop makes each record on it an original.
 */
function familyOriginals(all: Incoming[]): Map<Incoming, Incoming> {
  const byExportedId = new Map<string, Incoming>();
  for (const incoming of all) {
    const id = incoming.record.recipe.id;
    if (id && !byExportedId.has(id)) byExportedId.set(id, incoming);
  }
  const original = new Map<Incoming, Incoming>();
  for (const start of all) {
    const path: Incoming[] = [];
    const onPath = new Set<Incoming>();
    let at = start;
    let top: Incoming | null = null;
    for (;;) {
      const known = original.get(at);
      if (known) {
        top = known;
        break;
      }
      path.push(at);
      onPath.add(at);
      const parentId = at.record.recipe.parent_recipe_id;
      const parent = parentId ? byExportedId.get(parentId) : undefined;
      if (!parent) {
        top = at;
        break;
      }
      if (onPath.has(parent)) break; // a loop: no record on it is anyone's version
      at = parent;
    }
    for (const incoming of path) original.set(incoming, top ?? incoming);
  }
  return original;
}

/**
 * Family links of the recipes this import adds: the parent's id in this account, and `remix_of`
 * only while that shared recipe still exists (else the credit stays as text), at most one plain
 * copy per shared recipe (the insert checks the account's own copies, restore-recipe.service.ts).
 */
async function familyLinks(run: ImportRun, added: Array<Incoming & { id: string }>): Promise<Map<Incoming, FamilyLinks>> {
  const original = familyOriginals([...run.recipes.values()]);
  const remixIds = added.map((incoming) => incoming.record.recipe.remix_of).filter((id): id is string => Boolean(id));
  const live = await linkableSharedRecipeIds(run.deps, run.deps.userId, remixIds);
  const copied = new Set<string>();
  const links = new Map<Incoming, FamilyLinks>();
  for (const incoming of added) {
    const top = original.get(incoming);
    const parentId = top && top !== incoming ? (top.id ?? null) : null;
    let remixOf = incoming.record.recipe.remix_of ?? null;
    if (remixOf && !live.has(remixOf)) remixOf = null;
    if (remixOf && !parentId) {
      if (copied.has(remixOf)) remixOf = null;
      else copied.add(remixOf);
    }
    links.set(incoming, { parentId, remixOf });
  }
  return links;
}

function recipeRow(run: ImportRun, incoming: Incoming & { id: string }, links: FamilyLinks | undefined): RestoredRecipe {
  const r = incoming.record.recipe;
  const parentId = links?.parentId ?? null;
  return {
    id: incoming.id,
    userId: run.deps.userId,
    title: r.title,
    description: r.description,
    cuisine: r.cuisine,
    cookingMethod: r.cooking_method,
    prepTime: r.prep_time,
    cookTime: r.cook_time,
    // Kept only when the source's total is longer than prep and cook (docs/decisions/046-reading-recipes-lines-lists-and-pages.md).
    totalTime: r.total_time != null && r.total_time > r.prep_time + r.cook_time ? r.total_time : null,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients: r.ingredients,
    instructions: r.instructions,
    notes: r.notes,
    imageUrl: incoming.imageUrl,
    aiImageUrl: null,
    language: r.language,
    generationType: r.generation_type,
    recipeType: r.recipe_type,
    provider: r.provider,
    sourceUrl: r.source_url,
    nutrition: r.nutrition,
    createdAt: r.created_at,
    // A version keeps what was asked; a version without its original in the zip is a plain original.
    parentRecipeId: parentId,
    refineInstruction: parentId ? (r.refine_instruction ?? null) : null,
    remixOf: links?.remixOf ?? null,
    remixOfTitle: r.remix_of_title ?? null,
    remixOfCreator: r.remix_of_creator ?? null,
  };
}

function importRowStatements(db: Db, rows: Array<typeof recipeImports.$inferInsert>) {
  const statements = [];
  const size = rowsPerInsert(recipeImports);
  for (let i = 0; i < rows.length; i += size) statements.push(db.insert(recipeImports).values(rows.slice(i, i + size)));
  return statements;
}

/** Writes the new recipes, their import keys, pantry items and meals in one batch (all or nothing). */
async function commit(run: ImportRun, summary: ImportSummary) {
  const { db, userId, now } = run.deps;
  const added = [...run.recipes.values()].filter((r): r is Incoming & { id: string } => r.status === 'new' && r.id !== undefined);
  const ownIds = new Map<string, string>();
  for (const incoming of run.recipes.values()) if (incoming.record.recipe.id && incoming.id) ownIds.set(incoming.record.recipe.id, incoming.id);
  const deps = run.restoreDeps();
  const pantry = run.kitchen.pantry ? await newPantryRows(deps, run.kitchen.pantry) : [];
  const meals = run.kitchen.meals ? mealRows(deps, run.kitchen.meals, ownIds) : [];
  const mealStatements = restoreMealStatements(db, meals);
  const links = await familyLinks(run, added);
  const statements: BatchItem<'sqlite'>[] = [
    ...restoreRecipeStatements(db, added.map((incoming) => recipeRow(run, incoming, links.get(incoming)))),
    ...importRowStatements(db, added.map((incoming) => ({ userId, sourceKey: incoming.record.source_key, recipeId: incoming.id, createdAt: now.toISOString() }))),
    ...insertPantryRowsStatements(db, pantry),
    ...mealStatements,
  ];
  const [first, ...rest] = statements;
  const results = first ? await db.batch([first, ...rest]) : [];
  const mealResults = results.slice(results.length - mealStatements.length);
  summary.recipes = added.length;
  summary.recipes_skipped = run.recipes.size - added.length;
  summary.pantry = pantry.length;
  summary.meals = mealResults.reduce((n, rows) => n + (Array.isArray(rows) ? rows.length : 0), 0);
}

/** Reads the zip and writes what is new; a failure leaves no photo of this run behind. */
export async function importExport(deps: ImportDeps, body: ReadableStream<Uint8Array>): Promise<ImportSummary> {
  const run = new ImportRun(deps);
  const summary: ImportSummary = { recipes: 0, recipes_skipped: 0, photos: 0, photos_skipped: 0, pantry: 0, shopping: 0, meals: 0, diet_profile: false };
  try {
    await readAll(run, body);
    await commit(run, summary);
  } catch (err) {
    await deleteOwnImages(deps, deps.userId, run.storedKeys);
    throw err;
  }
  summary.photos = run.photos;
  // Past the cap a photo is not even inflated: every new recipe still without the photo it names.
  summary.photos_skipped = run.capReached ? [...run.recipes.values()].filter((r) => r.status === 'new' && r.record.photo && !r.imageUrl).length : 0;
  if (run.kitchen.shopping) summary.shopping = await restoreShopping(run.restoreDeps(), run.kitchen.shopping);
  if (run.kitchen.diet) summary.diet_profile = await restoreDiet(run.restoreDeps(), run.kitchen.diet);
  return summary;
}

async function readAll(run: ImportRun, body: ReadableStream<Uint8Array>) {
  let first = true;
  for await (const entry of readZipEntries(body, { ...IMPORT_LIMITS, wanted: (name) => run.wants(name) })) {
    if (first) checkManifest(entry);
    else await run.take(entry);
    first = false;
  }
  if (first) checkManifest(undefined);
  await run.check();
}
