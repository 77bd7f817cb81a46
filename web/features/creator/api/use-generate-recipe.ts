import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateRecipeRequest } from '../../../../core/schemas/recipe';
import { api, unwrap } from '../../../lib/api';
import { USAGE_QUERY_KEY } from '../../../lib/usage';

/** `POST /api/generate-recipe` (SPEC section 7) -> `{ recipe }`, saved by the server. */
export function generateRecipe(input: GenerateRecipeRequest) {
  return unwrap(api['generate-recipe'].$post({ json: input }));
}

export type GeneratedRecipe = Awaited<ReturnType<typeof generateRecipe>>['recipe'];

/** Generates a recipe; afterwards (success or not) this month's usage is fetched again. */
export function useGenerateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRecipe,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }),
  });
}
