import { useMutation } from '@tanstack/react-query';
import type { RecipeLanguage } from '#core/kernel/options';
import { api, unwrap } from '../../../lib/api';

/**
 * `POST /api/cookbook/match { source: 'pantry', language }` (Pro): the cookbook's dishes and the
 * cook's own recipes ranked by how much of each the pantry holds, what expires first counting most.
 */
export function matchPantry(language: RecipeLanguage) {
  return unwrap(api.cookbook.match.$post({ json: { source: 'pantry', language } }));
}

export function usePantryMatch() {
  return useMutation({ mutationFn: matchPantry });
}
