import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/** A Google identity, keyed by the ID token's `sub` claim (never by email). */
export const googleAccounts = sqliteTable(
  'google_accounts',
  {
    sub: text('sub').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('google_accounts_user_idx').on(t.userId)],
);

/** Sessions: only the SHA-256 hash (hex) of the cookie token is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * One-time sign-in codes minted by dev sign-in (DEV_LOGIN only). Stored hashed, single use,
 * short-lived; `POST /api/sessions` redeems them exactly as it redeems Google's codes.
 */
export const devLoginCodes = sqliteTable('dev_login_codes', {
  codeHash: text('code_hash').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  planType: text('plan_type'),
  expiresAt: text('expires_at').notNull(),
});

/**
 * Sign-in attempts started by `GET /api/oauth/google/redirect_url`: the SHA-256 of the state,
 * valid 10 minutes and deleted when `POST /api/sessions` uses it, so a state works once.
 */
export const oauthStates = sqliteTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);
