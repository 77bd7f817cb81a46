import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
 * Saves the leaderboard name setting, creating the settings row when missing: a statement for the
 * leaderboard domain's batch, which marks its stored top list (it shows names) stale with it
 * (leaderboard/leaderboard.service.ts).
 */
export function leaderboardSettingsStatement(db: Db, userId: string, settings: LeaderboardSettings, at: Date) {
  const updatedAt = at.toISOString();
  return db
    .insert(userSettings)
    .values({ userId, showRealName: settings.show_real_name, updatedAt })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { showRealName: settings.show_real_name, updatedAt },
    });
}
