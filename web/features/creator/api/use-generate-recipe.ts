import type { GenerateRecipeRequest } from '#core/schemas/recipe';
import { api, unwrap } from '../../../lib/api';

/** `POST /api/generate-recipe` (docs/api.md) -> `{ recipe }`, saved by the server. */
export function generateRecipe(input: GenerateRecipeRequest) {
  return unwrap(api['generate-recipe'].$post({ json: input }));
}

export type CreatedRecipe = Awaited<ReturnType<typeof generateRecipe>>['recipe'];
