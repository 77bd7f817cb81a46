import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { RecipeLanguage } from '../lib/reader-language';
import { communityKeys } from './keys';

async function fetchTranslatedRecipe(id: string, lang: RecipeLanguage) {
  return unwrap(api.discover[':id'].$get({ param: { id }, query: { lang } }));
}

/**
 * GET /api/discover/{id}?lang=xx: the shared recipe in the reader's language (translated by the
 * model, or the original with `translation_unavailable` offline). Asked for only when the reader
 * taps Translate; the server caches it, so it is kept here for the session too.
 */
export function translatedRecipeOptions(id: string, lang: RecipeLanguage) {
  return queryOptions({ queryKey: communityKeys.translation(id, lang), queryFn: () => fetchTranslatedRecipe(id, lang), staleTime: Infinity });
}

export function useTranslatedRecipe(id: string, lang: RecipeLanguage, enabled: boolean) {
  return useQuery({ ...translatedRecipeOptions(id, lang), enabled });
}
