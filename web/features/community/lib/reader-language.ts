import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';

/**
 * The reader's language for the community (docs/api.md `GET /api/discover`): the interface
 * language, which the feed sends as its default filter and shared recipes are translated into.
 * The languages are the recipes' own (core/kernel/options.ts).
 */
export type { RecipeLanguage };
/** The feed's filter: the reader's language, or every language. */
export type FeedLanguage = RecipeLanguage | 'all';

export function readerLanguage(resolved: string | undefined): RecipeLanguage {
  const base = (resolved ?? '').slice(0, 2).toLowerCase();
  return (RECIPE_LANGUAGES as readonly string[]).includes(base) ? (base as RecipeLanguage) : 'en';
}
