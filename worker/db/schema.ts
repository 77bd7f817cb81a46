/** The schema index: every domain's tables, for drizzle-kit (migrations). The worker's `Db` is built without it (worker/db/client.ts). */
export * from '../domains/users/users.table';
export * from '../domains/auth/auth.table';
export * from '../domains/billing/billing.table';
export * from '../domains/images/images.table';
export * from '../domains/recipes/recipes.table';
export * from '../domains/usage/usage.table';
export * from '../domains/credits/credits.table';
export * from '../domains/community/community.table';
export * from '../domains/leaderboard/leaderboard.table';
export * from '../domains/support/support.table';
export * from '../domains/pantry/pantry.table';
export * from '../domains/shopping/shopping.table';
export * from '../domains/meal-plans/meal-plans.table';
export * from '../domains/import/import.table';
export * from '../domains/diet/diet.table';
export * from '../domains/households/households.table';
export * from '../domains/export/export.table';
export { callBudgets } from '../lib/call-budget';
