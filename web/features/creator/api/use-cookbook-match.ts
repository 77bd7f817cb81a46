import { useMutation } from '@tanstack/react-query';
import type { RecipeLanguage } from '#core/kernel/options';
import { api, unwrap } from '../../../lib/api';

/** `POST /api/cookbook/match { ingredients, language }` (any plan): cookbook dishes and the cook's own recipes, most at hand first. */
export function matchCookbook(input: { ingredients: string[]; language: RecipeLanguage }) {
  return unwrap(api.cookbook.match.$post({ json: input }));
}

export function useCookbookMatch() {
  return useMutation({ mutationFn: matchCookbook });
}
