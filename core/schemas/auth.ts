import { z } from 'zod';
import { PLAN_TYPES } from '#core/kernel/plans';

/** `POST /api/sessions`: the code from `/auth/callback` (Google's or a dev code) and the state. */
export const createSessionSchema = z.object({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(512),
});
export type CreateSessionInput = z.infer<typeof createSessionSchema>;

/** `POST /api/dev/codes` (DEV_LOGIN only): who to sign in, and the plan a new user starts on. */
export const devCodeSchema = z.object({
  email: z.email().trim().toLowerCase().max(254),
  name: z.string().trim().min(1).max(100),
  planType: z.enum(PLAN_TYPES).optional(),
});
export type DevCodeInput = z.infer<typeof devCodeSchema>;

/**
 * The claims Forkcast reads from Google's ID token. The token comes straight from Google's token
 * endpoint over TLS (OIDC Core 3.1.3.7), so its claims are checked rather than its signature.
 */
export const googleIdTokenClaimsSchema = z.object({
  iss: z.enum(['https://accounts.google.com', 'accounts.google.com']),
  aud: z.string(),
  sub: z.string().min(1).max(255),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().max(200).optional(),
  given_name: z.string().max(200).optional(),
  picture: z.url().max(2048).optional(),
});
export type GoogleIdTokenClaims = z.infer<typeof googleIdTokenClaimsSchema>;
