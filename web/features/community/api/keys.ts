import { sharedKeys } from '../../../lib/query-keys';
import type { DiscoverSort } from '../lib/feed-paging';
import type { FeedLanguage, RecipeLanguage } from '../lib/reader-language';

/** Query keys of the community feature (one place, so mutations can update what they touch). */
export const communityKeys = {
  all: ['community'] as const,
  feed: (sort: DiscoverSort, language: FeedLanguage = 'all') => ['community', 'feed', sort, language] as const,
  feeds: ['community', 'feed'] as const,
  languages: ['community', 'languages'] as const,
  recipe: (id: string) => ['community', 'recipe', id] as const,
  translation: (id: string, language: RecipeLanguage) => ['community', 'translation', id, language] as const,
  ratings: (id: string) => ['community', 'ratings', id] as const,
  reviews: (id: string) => ['community', 'reviews', id] as const,
  share: (recipeId: string) => ['community', 'share', recipeId] as const,
  leaderboard: sharedKeys.leaderboardRows,
  myRank: sharedKeys.myRank,
};
