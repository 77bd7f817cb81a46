import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Meal, MealInput } from '#core/schemas/meal-plan';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { inKitchenOf } from '../households/kitchen-guard.service';
// The recipes and users a meal refers to, read through their domains' builders (not their tables).
import { recipeRefs as recipes } from '../recipes/recipe-refs.service';
import { userProfilesQuery } from '../users/users.service';
import { mealPlans } from './meal-plans.table';
import { nextId, type IdSource } from '../../lib/ids';

/**
 * Meal-plan services. `ownerId` scopes every query: the user's own plan, or the household owner's
 * plan for a member (worker/domains/households/kitchen.middleware.ts). `actorId` is who is asking (the
 * saved recipes they may plan are their own); it defaults to `ownerId`.
 */
export interface MealPlanDeps extends IdSource {
  db: Db;
  ownerId: string;
  actorId?: string;
  now: Date;
}

const mealColumns = {
  id: mealPlans.id,
  plan_date: mealPlans.planDate,
  meal_type: mealPlans.mealType,
  recipe_id: mealPlans.recipeId,
  /** The saved recipe's current title, else the stored name. */
  recipe_title: sql<string>`coalesce(${recipes.title}, ${mealPlans.recipeTitle})`,
  servings: mealPlans.servings,
};

/** A planned meal as stored, without who eats it (the export and plan-my-week read these). */
export type PlannedMeal = Omit<Meal, 'eaters' | 'diet_conflicts'>;

/** A planned meal with its eaters' user ids and the linked recipe's ingredient lines, for the eaters' view. */
export type MealRow = PlannedMeal & { eaters: string[] | null; ingredients: string | null; dietFacts: string | null };

const mealRowColumns = { ...mealColumns, eaters: mealPlans.eaters, ingredients: recipes.ingredients, dietFacts: recipes.dietFacts };

/** The owner's meals in [start, end] by date: a range scan of meal_plans_owner_slot_idx. */
export async function listMeals({ db, ownerId }: Pick<MealPlanDeps, 'db' | 'ownerId'>, start: string, end: string) {
  const meals: PlannedMeal[] = await db
    .select(mealColumns)
    .from(mealPlans)
    .leftJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .where(and(eq(mealPlans.ownerId, ownerId), gte(mealPlans.planDate, start), lte(mealPlans.planDate, end)))
    .orderBy(asc(mealPlans.planDate), asc(mealPlans.mealType));
  return { meals };
}

/** As listMeals, with who eats each meal and the recipe's ingredients (the planner's view). */
export async function listMealRows({ db, ownerId }: Pick<MealPlanDeps, 'db' | 'ownerId'>, start: string, end: string): Promise<MealRow[]> {
  return db
    .select(mealRowColumns)
    .from(mealPlans)
    .leftJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .where(and(eq(mealPlans.ownerId, ownerId), gte(mealPlans.planDate, start), lte(mealPlans.planDate, end)))
    .orderBy(asc(mealPlans.planDate), asc(mealPlans.mealType));
}

async function mealById(db: Db, ownerId: string, id: string): Promise<MealRow> {
  const meal = await db
    .select(mealRowColumns)
    .from(mealPlans)
    .leftJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .where(and(eq(mealPlans.id, id), eq(mealPlans.ownerId, ownerId)))
    .get();
  if (!meal) throw notFound('Meal not found');
  return meal;
}

/**
 * The title to store: the caller's own recipe's (else 400), or the custom name. In a household a
 * meal may keep the recipe it already has (another member's), which is never read beyond its title.
 */
async function titleFor(deps: MealPlanDeps, input: MealInput, mealId?: string): Promise<string> {
  const { db, ownerId } = deps;
  if (!input.recipe_id) return input.recipe_title ?? '';
  const recipe = await db
    .select({ title: recipes.title })
    .from(recipes)
    .where(and(eq(recipes.id, input.recipe_id), eq(recipes.userId, deps.actorId ?? ownerId)))
    .get();
  if (recipe) return recipe.title;
  if (mealId) {
    const kept = await db
      .select({ title: recipes.title })
      .from(mealPlans)
      .innerJoin(recipes, eq(recipes.id, mealPlans.recipeId))
      .where(and(eq(mealPlans.id, mealId), eq(mealPlans.ownerId, ownerId), eq(mealPlans.recipeId, input.recipe_id)))
      .get();
    if (kept) return kept.title;
  }
  throw badRequest('Some fields are invalid', 'recipe_id: not one of your recipes');
}

const isSlotTaken = (err: unknown) => /UNIQUE constraint failed/i.test(String(err instanceof Error ? `${err.message} ${String(err.cause)}` : err));
const SLOT_TAKEN = 'A meal is already planned for this day and meal type';

/**
 * True in the writing statement while the write still belongs in the plan: the actor is its owner
 * or still in the owner's household, and a linked recipe's author too (a member removed while
 * their request was in flight links nothing; docs/decisions/032-hardening-second-pass.md).
 */
function stillInKitchen(deps: MealPlanDeps, recipeId: string | null) {
  const actor = inKitchenOf(deps.ownerId, deps.actorId ?? deps.ownerId);
  if (!recipeId) return actor;
  const author = sql`exists (select 1 from ${recipes} where ${recipes.id} = ${recipeId} and ${inKitchenOf(deps.ownerId, recipes.userId)})`;
  return and(actor, author) as SQL;
}

/** Why a guarded write changed nothing: the household no longer includes the actor or the recipe. */
const leftHousehold = () => forbidden('You are no longer in this household');

async function guardHolds(deps: MealPlanDeps, recipeId: string | null) {
  const users = userProfilesQuery(deps.db);
  const row = await deps.db.select({ one: sql<number>`1` }).from(users).where(and(eq(users.id, deps.actorId ?? deps.ownerId), stillInKitchen(deps, recipeId))).get();
  return row !== undefined;
}

/** How far from today a meal may be planned (docs/api.md): a year back, two years ahead. */
export const PLAN_DAYS_BACK = 366;
export const PLAN_DAYS_AHEAD = 731;

/** 400 `validation_failed` for a date outside the window around the server's UTC date. */
function checkPlanWindow(planDate: string, now: Date) {
  const day = 86_400_000;
  const at = Date.parse(`${planDate}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (!(at >= today - PLAN_DAYS_BACK * day && at <= today + PLAN_DAYS_AHEAD * day)) {
    throw badRequest('Meals can be planned up to a year back and two years ahead', `plan_date: must be within ${PLAN_DAYS_BACK} days before and ${PLAN_DAYS_AHEAD} days after today`);
  }
}

/**
 * Plans a meal in a free slot (one per date and meal type; a taken slot answers 409). `eaters` are
 * user ids the caller already checked are household members (null: everyone).
 */
export async function createMeal(deps: MealPlanDeps, input: MealInput, eaters: string[] | null = null) {
  const { db, ownerId } = deps;
  checkPlanWindow(input.plan_date, deps.now);
  const title = await titleFor(deps, input);
  const id = nextId(deps);
  const at = deps.now.toISOString();
  const recipeId = input.recipe_id ?? null;
  // One INSERT … SELECT guarded by the membership: it lands whole or not at all.
  const users = userProfilesQuery(db);
  const inserted = await db
    .insert(mealPlans)
    .select(
      db
        .select({
          id: sql<string>`${id}`.as('id'),
          ownerId: sql<string>`${ownerId}`.as('owner_id'),
          planDate: sql<string>`${input.plan_date}`.as('plan_date'),
          mealType: sql<MealInput['meal_type']>`${input.meal_type}`.as('meal_type'),
          recipeId: sql<string | null>`${recipeId}`.as('recipe_id'),
          recipeTitle: sql<string>`${title}`.as('recipe_title'),
          servings: sql<number | null>`${input.servings ?? null}`.as('servings'),
          eaters: sql<string[] | null>`${eaters ? JSON.stringify(eaters) : null}`.as('eaters'),
          createdAt: sql<string>`${at}`.as('created_at'),
          updatedAt: sql<string>`${at}`.as('updated_at'),
        })
        .from(users)
        .where(and(eq(users.id, deps.actorId ?? ownerId), stillInKitchen(deps, recipeId))),
    )
    .onConflictDoNothing()
    .returning({ id: mealPlans.id });
  if (inserted.length === 0) throw (await guardHolds(deps, recipeId)) ? conflict(SLOT_TAKEN) : leftHousehold();
  return { meal: await mealById(db, ownerId, id) };
}

/** Replaces a meal (PUT): every field, the eaters too; moving onto a taken slot answers 409. */
export async function replaceMeal(deps: MealPlanDeps, id: string, input: MealInput, eaters: string[] | null = null) {
  const { db, ownerId } = deps;
  checkPlanWindow(input.plan_date, deps.now);
  const title = await titleFor(deps, input, id);
  const recipeId = input.recipe_id ?? null;
  try {
    const updated = await db
      .update(mealPlans)
      .set({
        planDate: input.plan_date,
        mealType: input.meal_type,
        recipeId: input.recipe_id,
        recipeTitle: title,
        servings: input.servings,
        eaters,
        updatedAt: deps.now.toISOString(),
      })
      .where(and(eq(mealPlans.id, id), eq(mealPlans.ownerId, ownerId), stillInKitchen(deps, recipeId)))
      .returning({ id: mealPlans.id });
    if (updated.length === 0) throw (await guardHolds(deps, recipeId)) ? notFound('Meal not found') : leftHousehold();
  } catch (err) {
    if (isSlotTaken(err)) throw conflict(SLOT_TAKEN);
    throw err;
  }
  return { meal: await mealById(db, ownerId, id) };
}

export async function deleteMeal({ db, ownerId }: Pick<MealPlanDeps, 'db' | 'ownerId'>, id: string) {
  const deleted = await db
    .delete(mealPlans)
    .where(and(eq(mealPlans.id, id), eq(mealPlans.ownerId, ownerId)))
    .returning({ id: mealPlans.id });
  if (deleted.length === 0) throw notFound('Meal not found');
  return { success: true as const };
}

/** The planned saved recipes in [start, end] with their ingredients (for the list builder). */
export function plannedRecipesQuery(db: Db, ownerId: string, start: string, end: string) {
  return db
    .select({
      // Distinct names: a batch maps D1 rows by column name, so two `servings` would collide.
      mealId: sql<string>`${mealPlans.id}`.as('meal_id'),
      servings: sql<number | null>`${mealPlans.servings}`.as('meal_servings'),
      title: recipes.title,
      ingredients: recipes.ingredients,
      recipeServings: sql<number>`${recipes.servings}`.as('recipe_servings'),
    })
    .from(mealPlans)
    .innerJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .where(and(eq(mealPlans.ownerId, ownerId), gte(mealPlans.planDate, start), lte(mealPlans.planDate, end)))
    .orderBy(asc(mealPlans.planDate), asc(mealPlans.mealType));
}

/**
 * Unlinks from `planOwnerId`'s plan the saved recipes of `authorId` (or, without it, of everyone
 * but the plan's owner), keeping each meal's current title: a member who leaves a household takes
 * their recipes with them. One statement, for the households domain's batches.
 */
export function detachRecipesStatement(db: Db, planOwnerId: string, at: string, authorId?: string) {
  const authored = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(authorId ? eq(recipes.userId, authorId) : ne(recipes.userId, planOwnerId));
  return db
    .update(mealPlans)
    .set({
      recipeTitle: sql`coalesce((select ${recipes.title} from ${recipes} where ${recipes.id} = ${mealPlans.recipeId}), ${mealPlans.recipeTitle})`,
      recipeId: null,
      updatedAt: at,
    })
    .where(and(eq(mealPlans.ownerId, planOwnerId), inArray(mealPlans.recipeId, authored)));
}

/** Whether `recipeId` is planned in `ownerId`'s kitchen (one read by meal_plans_recipe_idx). */
export async function isPlannedInKitchen({ db, ownerId }: Pick<MealPlanDeps, 'db' | 'ownerId'>, recipeId: string): Promise<boolean> {
  const row = await db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(and(eq(mealPlans.recipeId, recipeId), eq(mealPlans.ownerId, ownerId)))
    .limit(1)
    .get();
  return row !== undefined;
}
