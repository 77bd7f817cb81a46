/**
 * `npm run seed`: writes the demo data into the local D1 (and R2) that `npm start` serves.
 * Idempotent: every step inserts with fixed ids and ON CONFLICT DO NOTHING, so it can run on
 * every start. Each domain adds its own step under scripts/seed/.
 */
import { getPlatformProxy } from 'wrangler';
import { seedCommunity } from './seed/community';
import { seedCredits } from './seed/credits';
import { seedRadio } from './seed/radio';
import { seedKitchen } from './seed/kitchen';
import { seedRecipes } from './seed/recipes';
import { seedUsers } from './seed/users';

export interface SeedEnv {
  DB: D1Database;
  BUCKET: R2Bucket;
}

const steps: Array<[string, (env: SeedEnv, now: Date) => Promise<void>]> = [
  ['demo users', seedUsers],
  ['demo credits', seedCredits],
  ['demo recipes', seedRecipes],
  ['demo community', seedCommunity],
  ['radio tracks', seedRadio],
  ['demo kitchen', seedKitchen],
];

// FORKCAST_STATE_DIR (default .wrangler/state) lets e2e runs keep their own local D1 and R2.
const stateDir = process.env.FORKCAST_STATE_DIR || '.wrangler/state';
const proxy = await getPlatformProxy<SeedEnv>({ configPath: 'wrangler.toml', persist: { path: `${stateDir}/v3` } });
try {
  const now = new Date();
  for (const [name, step] of steps) {
    await step(proxy.env, now);
    console.log(`seeded ${name}`);
  }
} finally {
  await proxy.dispose();
}
