import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { recipes } from '../recipes/recipes.table';
import { users } from '../users/users.table';

/**
 * Which recipes an export import created, so importing the same file again adds nothing.
 * `source_key` is the recipe's stable identity across exports: its id in the account that first
 * had it, carried on through later exports of the copy (docs/decisions/026-export-and-import.md).
 * Deleting the recipe deletes the row (a later import brings the recipe back).
 */
export const recipeImports = sqliteTable(
  'recipe_imports',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceKey] }), index('recipe_imports_recipe_idx').on(t.recipeId)],
);
