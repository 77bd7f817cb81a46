import { recipeFixture as baseRecipeFixture } from '../../test/fixtures';
import type { CreatedRecipe } from './creator-state';

/** A saved recipe as `POST /api/generate-recipe` answers it, for web tests. */
export function recipeFixture(overrides: Partial<CreatedRecipe> = {}): CreatedRecipe {
  return baseRecipeFixture({
    title: 'Tomato soup',
    description: 'A warming soup.',
    cuisine: null,
    prep_time: 10,
    cook_time: 20,
    ingredients: '4 tomatoes\n1 onion',
    instructions: '1. Chop the **onion**.\n\n2. Simmer *gently* for 20 minutes.',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}
