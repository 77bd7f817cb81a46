import type { Db } from '../../db/client';
import { identityFrom, identitySql } from '../community/community.types';

export const LEADERBOARD_SIZE = 100;

export interface LeaderboardRow {
  user_id: string;
  rank_position: number;
  display_name: string;
  profile_picture_url: string | null;
  total_recipes: number;
  leaderboard_score: number;
  last_recipe_at: string | null;
  /** The reader's own row (the page links an anonymous own row to /settings#privacy). */
  is_me: boolean;
}

interface StatsRow {
  user_id: string;
  score: number;
  recipes_created: number;
  last_recipe_at: string | null;
  identity: string | null;
}

/** Ranking order (DECISIONS.md): score, recipes, most recent recipe; user id breaks exact ties. */
const RANK_ORDER = 's.score DESC, s.recipes_created DESC, s.last_recipe_at DESC, s.user_id';

export const LEADERBOARD_SQL = `SELECT s.user_id, s.score, s.recipes_created, s.last_recipe_at,
    ${identitySql('us', 's.user_id')} AS identity
  FROM user_stats s LEFT JOIN user_settings us ON us.user_id = s.user_id
  WHERE s.recipes_created > 0 ORDER BY ${RANK_ORDER} LIMIT ?1`;

/** The top 100 creators (users without a recipe are not ranked). */
export async function getLeaderboard({ db }: { db: Db }, readerId: string) {
  const { results } = await db.$client.prepare(LEADERBOARD_SQL).bind(LEADERBOARD_SIZE).all<StatsRow>();
  const leaderboard: LeaderboardRow[] = results.map((r, i) => {
    const who = identityFrom(r.identity);
    return {
      user_id: r.user_id,
      rank_position: i + 1,
      display_name: who.name,
      profile_picture_url: who.avatar,
      total_recipes: r.recipes_created,
      leaderboard_score: r.score,
      last_recipe_at: r.last_recipe_at,
      is_me: r.user_id === readerId,
    };
  });
  return { leaderboard };
}

/**
 * The reader's rank: 1 + the ranked users ordered above them, counted on the rank index
 * (score, recipes_created, last_recipe_at), the user id breaking exact ties. Null when unranked.
 */
export const RANK_ABOVE_SQL = `SELECT
  (SELECT count(*) FROM user_stats WHERE recipes_created > 0
     AND (score, recipes_created, last_recipe_at) > (?1, ?2, ?3)) +
  (SELECT count(*) FROM user_stats WHERE recipes_created > 0
     AND score = ?1 AND recipes_created = ?2 AND last_recipe_at IS ?3 AND user_id < ?4) AS above`;

export async function getMyRank({ db }: { db: Db }, userId: string) {
  const own = await db.$client
    .prepare('SELECT score, recipes_created, last_recipe_at FROM user_stats WHERE user_id = ?1')
    .bind(userId)
    .first<{ score: number; recipes_created: number; last_recipe_at: string | null }>();
  if (!own || own.recipes_created <= 0) {
    return { rank: null, total_recipes: own?.recipes_created ?? 0, score: own?.score ?? 0 };
  }
  const row = await db.$client
    .prepare(RANK_ABOVE_SQL)
    .bind(own.score, own.recipes_created, own.last_recipe_at, userId)
    .first<{ above: number }>();
  return { rank: (row?.above ?? 0) + 1, total_recipes: own.recipes_created, score: own.score };
}
