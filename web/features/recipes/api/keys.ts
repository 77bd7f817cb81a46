import { sharedKeys } from '../../../lib/query-keys';

/** Query keys of the recipes feature (the dashboard reuses the my-recipes one). */
export const recipesKeys = {
  myRecipes: sharedKeys.myRecipes,
  recipe: (id: string) => ['recipe', id] as const,
  /** Every recipe family's versions; a family's key is keyed by its original. */
  versionsAll: ['recipe-versions'] as const,
  versions: (id: string) => ['recipe-versions', id] as const,
  picturesInfo: ['pictures-info'] as const,
};
