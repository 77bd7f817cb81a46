import { trendingScore } from '#core/kernel/trending';
import { createDb } from '../../worker/db/client';
import { startSimulatedSubscription } from '../../worker/domains/billing/simulator.service';
import type { SeedEnv } from '../seed';

/**
 * Demo community: three extra cooks with a recipe each, seven shared recipes (five of the Pro
 * chef's seeded recipes among them), votes, ratings and reviews. Idempotent: fixed ids, ON
 * CONFLICT DO NOTHING; counts, user_stats and trending scores are then recomputed from the rows,
 * so a re-run after real activity stays consistent. Runs after the recipes step.
 */
const HOUR = 3600_000;
const CHEF = 'demo-pro-chef';
const COOK = 'demo-free-cook';

const COOKS = [
  { id: 'seed-cook-amara', email: 'amara@forkcast.test', name: 'Amara Okafor', given: 'Amara', showRealName: 1 },
  { id: 'seed-cook-lukas', email: 'lukas@forkcast.test', name: 'Lukas Brandt', given: 'Lukas', showRealName: 0 },
  { id: 'seed-cook-sofia', email: 'sofia@forkcast.test', name: 'Sofía Ruiz', given: 'Sofía', showRealName: 1 },
];

export const COOK_RECIPES = [
  { id: 'seed-community-recipe-tagine', userId: 'seed-cook-amara', title: 'Chicken Tagine with Apricots', cuisine: 'moroccan', method: 'braising', prep: 20, cook: 60, servings: 4, difficulty: 'medium',
    ingredients: '8 chicken thighs\n1 onion, sliced\n2 tsp ras el hanout\n1 cinnamon stick\n150 g dried apricots\n400 ml stock\n1 preserved lemon\nToasted almonds', instructions: 'Brown the chicken well and set aside.\nSoften the onion with the **ras el hanout** and cinnamon.\nReturn the chicken with stock and apricots; cover and braise for 45 minutes.\nFinish with preserved lemon and *toasted almonds*.' },
  { id: 'seed-community-recipe-lemon-potatoes', userId: 'seed-cook-lukas', title: 'Greek Lemon Potatoes', cuisine: 'greek', method: 'roasting', prep: 15, cook: 55, servings: 4, difficulty: 'easy',
    ingredients: '1 kg potatoes, cut in wedges\n80 ml olive oil\n2 lemons, juiced\n3 cloves garlic\n2 tsp dried oregano\n250 ml stock', instructions: 'Toss the potatoes with oil, lemon, garlic and oregano.\nPour the stock into the tray so the wedges sit in it.\nRoast at **200 °C** for 55 minutes, turning once, until the liquid is gone and the edges are *crisp*.' },
  { id: 'seed-community-recipe-gazpacho', userId: 'seed-cook-sofia', title: 'Andalusian Gazpacho', cuisine: 'spanish', method: null as string | null, prep: 20, cook: 0, servings: 4, difficulty: 'easy',
    ingredients: '1 kg ripe tomatoes\n1 cucumber\n1 green pepper\n1 clove garlic\n50 g stale bread\n80 ml olive oil\n2 tbsp sherry vinegar', instructions: 'Chop the vegetables and soak the bread.\nBlend everything with the **olive oil** until smooth.\nSeason with vinegar and salt; chill for *2 hours*.' },
] as const;

/** [shared id, recipe id, creator, hours ago, message, views] */
const SHARES: Array<[string, string, string, number, string | null, number]> = [
  ['seed-shared-carbonara', 'seed-recipe-carbonara', CHEF, 20, 'The real Roman way: no cream, ever.', 64],
  ['seed-shared-pad-thai', 'seed-recipe-pad-thai', CHEF, 60, null, 31],
  ['seed-shared-shakshuka', 'seed-recipe-shakshuka', CHEF, 110, 'Brunch for four in one pan.', 22],
  ['seed-shared-tikka', 'seed-recipe-tikka', CHEF, 180, null, 48],
  ['seed-shared-ratatouille', 'seed-recipe-ratatouille', CHEF, 380, null, 12],
  ['seed-shared-tagine', 'seed-community-recipe-tagine', 'seed-cook-amara', 6, 'Sweet, savoury and worth the wait.', 18],
  ['seed-shared-lemon-potatoes', 'seed-community-recipe-lemon-potatoes', 'seed-cook-lukas', 30, null, 9],
  ['seed-shared-gazpacho', 'seed-community-recipe-gazpacho', 'seed-cook-sofia', 75, 'Best on the hottest day of the year.', 27],
];

/** [shared id, voter, vote] */
const VOTES: Array<[string, string, 'upvote' | 'downvote']> = [
  ['seed-shared-carbonara', 'seed-cook-amara', 'upvote'], ['seed-shared-carbonara', 'seed-cook-lukas', 'upvote'],
  ['seed-shared-carbonara', 'seed-cook-sofia', 'upvote'], ['seed-shared-carbonara', COOK, 'upvote'],
  ['seed-shared-pad-thai', 'seed-cook-sofia', 'upvote'], ['seed-shared-pad-thai', 'seed-cook-lukas', 'downvote'],
  ['seed-shared-shakshuka', 'seed-cook-amara', 'upvote'], ['seed-shared-tikka', 'seed-cook-lukas', 'upvote'],
  ['seed-shared-tikka', 'seed-cook-sofia', 'upvote'], ['seed-shared-tagine', CHEF, 'upvote'],
  ['seed-shared-tagine', 'seed-cook-sofia', 'upvote'], ['seed-shared-tagine', 'seed-cook-lukas', 'upvote'],
  ['seed-shared-lemon-potatoes', 'seed-cook-amara', 'upvote'], ['seed-shared-gazpacho', CHEF, 'upvote'],
  ['seed-shared-gazpacho', 'seed-cook-amara', 'downvote'],
];

/** [shared id, rater, rating] */
const RATINGS: Array<[string, string, number]> = [
  ['seed-shared-carbonara', 'seed-cook-amara', 5], ['seed-shared-carbonara', 'seed-cook-sofia', 4],
  ['seed-shared-carbonara', 'seed-cook-lukas', 5], ['seed-shared-tagine', CHEF, 5], ['seed-shared-tagine', 'seed-cook-sofia', 4],
  ['seed-shared-gazpacho', CHEF, 4], ['seed-shared-tikka', 'seed-cook-lukas', 3],
];

/** [review id, shared id, reviewer, hours ago, text] */
const REVIEWS: Array<[string, string, string, number, string]> = [
  ['seed-review-1', 'seed-shared-carbonara', 'seed-cook-amara', 10, 'Silky sauce on the first try. Taking it off the heat is the whole trick.'],
  ['seed-review-2', 'seed-shared-carbonara', 'seed-cook-lukas', 8, 'Used pancetta, still wonderful.'],
  ['seed-review-3', 'seed-shared-carbonara', 'seed-cook-sofia', 4, 'Plenty of pepper is right. Will make again.'],
  ['seed-review-4', 'seed-shared-carbonara', COOK, 2, 'My kids asked for seconds!'],
  ['seed-review-5', 'seed-shared-tagine', CHEF, 3, 'The apricots melt into the sauce. Lovely.'],
  ['seed-review-6', 'seed-shared-gazpacho', CHEF, 40, 'Refreshing and so easy. A little more vinegar for me.'],
];

export async function seedCommunity({ DB }: SeedEnv, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const creators = [...new Set(SHARES.map((s) => s[2]))];
  await DB.batch([
    ...COOKS.flatMap((c) => [
      DB.prepare('INSERT INTO users (id, email, name, given_name, picture, created_at) VALUES (?1, ?2, ?3, ?4, NULL, ?5) ON CONFLICT DO NOTHING').bind(c.id, c.email, c.name, c.given, at(24 * 40)),
      DB.prepare('INSERT INTO user_settings (user_id, show_real_name, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING').bind(c.id, c.showRealName, at(24 * 40)),
    ]),
    ...COOK_RECIPES.map((r, i) =>
      DB.prepare(
        `INSERT INTO recipes (id, user_id, title, cuisine, cooking_method, prep_time, cook_time, servings, difficulty, ingredients,
           instructions, language, generation_type, recipe_type, provider, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 'en', 'prompt', 'quick', 'offline', ?12) ON CONFLICT DO NOTHING`,
      ).bind(r.id, r.userId, r.title, r.cuisine, r.method, r.prep, r.cook, r.servings, r.difficulty, r.ingredients, r.instructions, at(24 * (2 + i))),
    ),
    ...SHARES.map(([id, recipeId, userId, hoursAgo, message, views]) =>
      DB.prepare(
        `INSERT INTO shared_recipes (id, recipe_id, user_id, share_message, shared_at, views_count, title, image_url, prep_time,
           cook_time, servings, difficulty, cuisine, cooking_method)
         SELECT ?1, r.id, r.user_id, ?3, ?4, ?5, r.title, coalesce(r.image_url, r.ai_image_url), r.prep_time, r.cook_time,
           r.servings, r.difficulty, r.cuisine, r.cooking_method FROM recipes r WHERE r.id = ?2 AND r.user_id = ?6
         ON CONFLICT DO NOTHING`,
      ).bind(id, recipeId, message, at(hoursAgo), views, userId),
    ),
  ]);
  // The cooks are Pro through a simulated subscription, written by billing's event handler.
  for (const c of COOKS) await startSimulatedSubscription({ db: createDb(DB), now }, c.id, 'monthly');
  const sharedIds = SHARES.map((s) => s[0]);
  await DB.batch([
    ...VOTES.map(([id, voter, type]) =>
      DB.prepare('INSERT INTO recipe_votes (shared_recipe_id, user_id, vote_type, created_at) SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM shared_recipes WHERE id = ?1) ON CONFLICT DO NOTHING').bind(id, voter, type, at(1)),
    ),
    ...RATINGS.map(([id, rater, rating]) =>
      DB.prepare('INSERT INTO recipe_ratings (shared_recipe_id, user_id, rating, created_at, updated_at) SELECT ?1, ?2, ?3, ?4, ?4 WHERE EXISTS (SELECT 1 FROM shared_recipes WHERE id = ?1) ON CONFLICT DO NOTHING').bind(id, rater, rating, at(1)),
    ),
    ...REVIEWS.map(([reviewId, id, reviewer, hoursAgo, text]) =>
      DB.prepare('INSERT INTO recipe_reviews (id, shared_recipe_id, user_id, review_text, created_at, updated_at) SELECT ?1, ?2, ?3, ?4, ?5, ?5 WHERE EXISTS (SELECT 1 FROM shared_recipes WHERE id = ?2) ON CONFLICT DO NOTHING').bind(reviewId, id, reviewer, text, at(hoursAgo)),
    ),
    // Counts recomputed from the rows (consistent whatever ran before).
    ...sharedIds.map((id) =>
      DB.prepare(
        `UPDATE shared_recipes SET
           upvotes_count = (SELECT count(*) FROM recipe_votes WHERE shared_recipe_id = ?1 AND vote_type = 'upvote'),
           downvotes_count = (SELECT count(*) FROM recipe_votes WHERE shared_recipe_id = ?1 AND vote_type = 'downvote'),
           net_votes = (SELECT coalesce(sum(CASE vote_type WHEN 'upvote' THEN 1 ELSE -1 END), 0) FROM recipe_votes WHERE shared_recipe_id = ?1),
           ratings_count = (SELECT count(*) FROM recipe_ratings WHERE shared_recipe_id = ?1),
           ratings_sum = (SELECT coalesce(sum(rating), 0) FROM recipe_ratings WHERE shared_recipe_id = ?1)
         WHERE id = ?1`,
      ).bind(id),
    ),
    ...[...creators, ...COOKS.map((c) => c.id)].map((userId) =>
      DB.prepare(
        `INSERT INTO user_stats (user_id, recipes_created, recipes_shared, upvotes_received, downvotes_received, last_recipe_at)
         VALUES (?1, (SELECT count(*) FROM recipes WHERE user_id = ?1), (SELECT count(*) FROM shared_recipes WHERE user_id = ?1),
           (SELECT coalesce(sum(upvotes_count), 0) FROM shared_recipes WHERE user_id = ?1),
           (SELECT coalesce(sum(downvotes_count), 0) FROM shared_recipes WHERE user_id = ?1),
           (SELECT max(created_at) FROM recipes WHERE user_id = ?1))
         ON CONFLICT (user_id) DO UPDATE SET recipes_created = excluded.recipes_created, recipes_shared = excluded.recipes_shared,
           upvotes_received = excluded.upvotes_received, downvotes_received = excluded.downvotes_received,
           last_recipe_at = excluded.last_recipe_at`,
      ).bind(userId),
    ),
  ]);
  const { results } = await DB.prepare(
    `SELECT id, shared_at, upvotes_count, downvotes_count, views_count FROM shared_recipes WHERE id IN (${sharedIds.map((_, i) => `?${i + 1}`).join(', ')})`,
  )
    .bind(...sharedIds)
    .all<{ id: string; shared_at: string; upvotes_count: number; downvotes_count: number; views_count: number }>();
  await DB.batch(
    results.map((r) =>
      DB.prepare('UPDATE shared_recipes SET trending_score = ?1 WHERE id = ?2').bind(
        trendingScore({ upvotes: r.upvotes_count, downvotes: r.downvotes_count, views: r.views_count, sharedAt: r.shared_at, now }),
        r.id,
      ),
    ),
  );
}
