import { nutritionFacts } from '#core/nutrition/nutrition';
import { ingredientLines } from '#core/recipe/recipe-text';
import type { recipes } from './recipes.table';

type RecipeRow = typeof recipes.$inferSelect;

/**
 * The one JSON shape of an own recipe (docs/product.md "What the app keeps"), used by generate-recipe,
 * my-recipes and recipe detail alike. Snake case, as the spec names the fields.
 */
export function toRecipeDto(row: RecipeRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cuisine: row.cuisine,
    cooking_method: row.cookingMethod,
    prep_time: row.prepTime,
    cook_time: row.cookTime,
    /** Prep plus cook unless the source gave a longer total (docs/decisions/046-reading-recipes-lines-lists-and-pages.md). */
    total_time: row.totalTime ?? row.prepTime + row.cookTime,
    servings: row.servings,
    difficulty: row.difficulty,
    ingredients: row.ingredients,
    instructions: row.instructions,
    notes: row.notes,
    image_url: row.imageUrl,
    ai_image_url: row.aiImageUrl,
    /** none | pending | ready | failed (docs/decisions/038-dish-pictures-the-ai-picture-queue.md). */
    picture_status: row.pictureStatus,
    language: row.language,
    generation_type: row.generationType,
    recipe_type: row.recipeType,
    provider: row.provider,
    /** The model that wrote it; null for manual and imported recipes. */
    model: row.model ?? null,
    /** Per 100 g as stored, plus per serving derived from the ingredients now (docs/decisions/034-nutrition-per-serving.md). */
    nutrition: row.nutrition ? nutritionFacts(row.nutrition, ingredientLines(row.ingredients), row.servings) : null,
    source_url: row.sourceUrl ?? null,
    /** Saved from the community: the shared recipe's id, its title and creator as the feed showed them; else null. */
    remix_of: row.remixOf ?? null,
    remix_of_title: row.remixOfTitle ?? null,
    remix_of_creator: row.remixOfCreator ?? null,
    /** A refinement: the original of its family and what was asked; else null (docs/product.md "Refine and remix"). */
    parent_recipe_id: row.parentRecipeId ?? null,
    refine_instruction: row.refineInstruction ?? null,
    created_at: row.createdAt,
  };
}
export type RecipeDto = ReturnType<typeof toRecipeDto>;
