import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaderboardChangedStatement } from '../leaderboard/leaderboard.service';
import { userSettings } from './users.table';

export interface LeaderboardSettings {
  show_real_name: boolean;
}

/** The leaderboard name setting; a user without a settings row shows as Anonymous. */
export async function getLeaderboardSettings({ db }: { db: Db }, userId: string): Promise<LeaderboardSettings> {
  const row = await db
    .select({ showRealName: userSettings.showRealName })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .get();
  return { show_real_name: row?.showRealName ?? false };
}

/**
 * Saves the leaderboard name setting (creating the settings row when missing); the stored top
 * list shows names, so it is marked stale in the same batch.
 */
export async function setLeaderboardSettings(
  { db, now }: { db: Db; now: Date },
  userId: string,
  settings: LeaderboardSettings,
): Promise<LeaderboardSettings> {
  const updatedAt = now.toISOString();
  await db.batch([
    db
      .insert(userSettings)
      .values({ userId, showRealName: settings.show_real_name, updatedAt })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { showRealName: settings.show_real_name, updatedAt },
      }),
    leaderboardChangedStatement(db),
  ]);
  return { show_real_name: settings.show_real_name };
}
