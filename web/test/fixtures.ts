import type { RecipeDto } from '../../worker/domains/recipes/recipe.dto';

/** An own recipe as the API answers it (the one DTO shape), for web tests. */
export function recipeFixture(overrides: Partial<RecipeDto> = {}): RecipeDto {
  return {
    id: 'r1',
    title: 'Lemon Pasta',
    description: null,
    cuisine: 'italian',
    cooking_method: null,
    prep_time: 10,
    cook_time: 15,
    total_time: 25,
    servings: 2,
    difficulty: 'easy',
    ingredients: '200 g spaghetti\n1 lemon\nSalt',
    instructions: '1. Boil the **pasta** well.\n2. Add *lemon* zest.',
    notes: null,
    image_url: null,
    ai_image_url: null,
    picture_status: 'none',
    language: 'en',
    generation_type: 'prompt',
    recipe_type: 'quick',
    provider: 'offline',
    model: 'Offline demo chef',
    nutrition: null,
    source_url: null,
    remix_of: null,
    remix_of_title: null,
    remix_of_creator: null,
    parent_recipe_id: null,
    refine_instruction: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A row of `GET /api/recipes` (My recipes, the dashboard) with its card fields. */
export function listedRecipe(id: string, title: string, over: { cuisine?: string | null; difficulty?: 'easy' | 'medium' | 'hard' } = {}) {
  return {
    id,
    title,
    cuisine: over.cuisine ?? null,
    difficulty: over.difficulty ?? 'easy',
    prep_time: 10,
    cook_time: 20,
    servings: 2,
    image_url: null,
    ai_image_url: null,
    created_at: '2026-11-01T10:00:00.000Z',
  };
}

/**
 * A Pro cook's recipe and its vegetarian version made by Refine (docs/decisions/055-refine-and-recipe-versions.md):
 * the usage answer, the original (r1), the version (r2) and the family both list.
 */
export function refineFamilyFixture() {
  const usage = { planType: 'pro', billingPeriod: 'monthly', used: 1, limit: 1000, credits: 0 };
  const original = recipeFixture({ id: 'r1', title: 'Lemon chicken', ingredients: '300 g chicken breast\n1 lemon' });
  const vegetarian = recipeFixture({
    id: 'r2',
    title: 'Lemon chickpeas',
    ingredients: '300 g chickpeas\n1 lemon',
    parent_recipe_id: 'r1',
    refine_instruction: 'Make it vegetarian',
  });
  const family = {
    original_id: 'r1',
    versions: [
      { id: 'r1', title: 'Lemon chicken', original: true, refine_instruction: null, created_at: '2026-11-01T10:00:00.000Z' },
      { id: 'r2', title: 'Lemon chickpeas', original: false, refine_instruction: 'Make it vegetarian', created_at: '2026-11-02T10:00:00.000Z' },
    ],
  };
  return { usage, original, vegetarian, family };
}
