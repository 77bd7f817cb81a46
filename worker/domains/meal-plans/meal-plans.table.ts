import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { MealType } from '#core/kernel/kitchen-options';
import { recipes } from '../recipes/recipes.table';
import { users } from '../users/users.table';

/** Meal plan entries (docs/product.md "What the app keeps"): one per owner, date and meal type. */
export const mealPlans = sqliteTable(
  'meal_plans',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planDate: text('plan_date').notNull(),
    mealType: text('meal_type').$type<MealType>().notNull(),
    recipeId: text('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    /** The custom name, or the recipe's title when saved (kept if the recipe is deleted). */
    recipeTitle: text('recipe_title').notNull(),
    servings: integer('servings'),
    /** Who eats it: the eaters' user ids (a JSON array), or null for everyone in the kitchen. */
    eaters: text('eaters', { mode: 'json' }).$type<string[]>(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('meal_plans_owner_slot_idx').on(t.ownerId, t.planDate, t.mealType), index('meal_plans_recipe_idx').on(t.recipeId)],
);
