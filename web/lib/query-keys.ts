/**
 * The query keys more than one feature reads or invalidates (features do not import each other,
 * docs/architecture.md "Web"). A feature's own keys live in its `api/keys.ts`; a key is written
 * only in one of these modules, never as a literal where it is used, and has one name: a fixed key
 * is a constant, a key that varies a function of what varies (web/lib/query-keys.test.ts).
 */
export const sharedKeys = {
  /** The cook's recipe list: the creator adds to it, the recipes feature and the dashboard read it. */
  myRecipes: ['my-recipes'] as const,
  /** The household: settings manage it, the planner reads its members. */
  household: ['household'] as const,
  /** The diet profile: settings edit it, the creator and the idea chips read it. */
  dietProfile: ['diet-profile'] as const,
  /** The cook's allowance and credits (`GET /api/usage`): every paid call and every purchase changes it. */
  usage: ['usage'] as const,
  /** The shopping list: the kitchen shows it, the creator adds what a dish is missing. */
  shoppingList: ['shopping-list'] as const,
  /** Everything about the leaderboard: the board, the cook's rank and the cook's settings for it. */
  leaderboard: ['leaderboard'] as const,
  leaderboardRows: ['leaderboard', 'rows'] as const,
  myRank: ['leaderboard', 'my-rank'] as const,
  leaderboardSettings: ['leaderboard', 'settings'] as const,
};
