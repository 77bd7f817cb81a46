import { DEMO_USERS } from '#core/billing/demo-users';
import { createDb } from '../../worker/db/client';
import { grantCredits } from '../../worker/domains/credits/credits.service';
import type { SeedEnv } from '../seed';

/**
 * Gives the demo users their credits (the saver has 5) through the ledger, like any grant.
 * Idempotent: one grant per user with a fixed reference; running again changes nothing.
 */
export async function seedCredits({ DB }: SeedEnv, now: Date) {
  const db = createDb(DB);
  for (const user of DEMO_USERS) {
    if (user.credits <= 0) continue;
    await grantCredits(
      { db, now, newId: () => `seed-credits-${user.id}` },
      { userId: user.id, amount: user.credits, reason: 'grant', reference: `seed:${user.id}` },
    );
  }
}
