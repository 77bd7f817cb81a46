import type { StoredNutrition } from '#core/nutrition/nutrition';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

export const PICTURE_STATUSES = ['none', 'pending', 'ready', 'failed'] as const;

export const recipes = sqliteTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    cuisine: text('cuisine'),
    cookingMethod: text('cooking_method'),
    prepTime: integer('prep_time').notNull(),
    cookTime: integer('cook_time').notNull(),
    /** The total time the source gives (rests included); null: prep plus cook. */
    totalTime: integer('total_time'),
    servings: integer('servings').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    /** Newline-separated ingredient lines. */
    ingredients: text('ingredients').notNull(),
    /** Newline-separated steps; may use **bold** and *italic*. */
    instructions: text('instructions').notNull(),
    notes: text('notes'),
    /** The user's photo, under /api/images/... */
    imageUrl: text('image_url'),
    aiImageUrl: text('ai_image_url'),
    language: text('language', { enum: ['en', 'es', 'de'] }).notNull(),
    generationType: text('generation_type', { enum: ['image', 'prompt'] }).notNull(),
    recipeType: text('recipe_type', { enum: ['quick', 'customized'] }).notNull(),
    /** Provider that wrote it: 'gemini' or 'offline'. */
    provider: text('provider').notNull(),
    /** The model that wrote a generated recipe; null for manual and imported ones. */
    model: text('model'),
    /** The AI picture (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): none | pending | ready | failed. */
    pictureStatus: text('picture_status', { enum: PICTURE_STATUSES }).notNull().default('none'),
    /** When the current picture was asked for; only that request's queue message may write. */
    pictureRequestedAt: text('picture_requested_at'),
    /** JSON of the seven per-100 g figures, stored once computed. */
    /** The page an imported recipe came from (http/https), else null. */
    sourceUrl: text('source_url'),
    nutrition: text('nutrition', { mode: 'json' }).$type<StoredNutrition>(),
    /** The shared recipe this one was saved from, its title and its creator as the feed showed them (docs/decisions/050-saved-community-recipes.md). */
    remixOf: text('remix_of'),
    remixOfTitle: text('remix_of_title'),
    remixOfCreator: text('remix_of_creator'),
    /** A refinement: the original of its family (the first version); null for an original (docs/product.md "Refine and remix"). */
    parentRecipeId: text('parent_recipe_id'),
    /** What the cook asked the refinement for; null for an original. */
    refineInstruction: text('refine_instruction'),
    /** JSON of the recipe's diet facts with their key (core/diet/recipe-diet-facts.ts); stale when the key no longer matches. */
    dietFacts: text('diet_facts'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('recipes_user_created_idx').on(t.userId, t.createdAt, t.id),
    /** Whether a photo is attached to a recipe (the 24-hour cleanup of unattached photos). */
    index('recipes_image_idx').on(t.imageUrl),
    /** Whether an AI picture is attached (the same cleanup; docs/decisions/038-dish-pictures-the-ai-picture-queue.md). */
    index('recipes_ai_image_idx').on(t.aiImageUrl),
    /** One saved copy per cook and shared recipe (its refinements keep the credit too). */
    uniqueIndex('recipes_user_remix_idx')
      .on(t.userId, t.remixOf)
      .where(sql`${t.remixOf} IS NOT NULL AND ${t.parentRecipeId} IS NULL`),
    /** A family's versions (docs/product.md "Refine and remix"). */
    index('recipes_parent_idx').on(t.parentRecipeId),
  ],
);
