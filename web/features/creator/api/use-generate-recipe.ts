import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateRecipeRequest } from '../../../../core/schemas/recipe';
import { api, unwrap } from '../../../lib/api';
import { MY_RECIPES_QUERY_KEY } from '../../../lib/query-keys';
import { USAGE_QUERY_KEY } from '../../../lib/usage';

/** `POST /api/generate-recipe` (docs/api.md) -> `{ recipe }`, saved by the server. */
export function generateRecipe(input: GenerateRecipeRequest) {
  return unwrap(api['generate-recipe'].$post({ json: input }));
}

export type GeneratedRecipe = Awaited<ReturnType<typeof generateRecipe>>['recipe'];

/** Generates a recipe; afterwards (success or not) usage is fetched again, and the recipe list after a success. */
export function useGenerateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_RECIPES_QUERY_KEY }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }),
  });
}
