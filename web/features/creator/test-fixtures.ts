import type { CreatedRecipe } from './creator-state';

/** A saved recipe as `POST /api/generate-recipe` answers it, for web tests. */
export function recipeFixture(overrides: Partial<CreatedRecipe> = {}): CreatedRecipe {
  return {
    id: 'r1',
    title: 'Tomato soup',
    description: 'A warming soup.',
    cuisine: null,
    cooking_method: null,
    prep_time: 10,
    cook_time: 20,
    servings: 2,
    difficulty: 'easy',
    ingredients: '4 tomatoes\n1 onion',
    instructions: '1. Chop the **onion**.\n\n2. Simmer *gently* for 20 minutes.',
    notes: null,
    image_url: null,
    ai_image_url: null,
    language: 'en',
    generation_type: 'prompt',
    recipe_type: 'quick',
    provider: 'offline',
    nutrition: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
