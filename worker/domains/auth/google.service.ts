import {
  ArcticFetchError,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  Google,
  OAuth2RequestError,
} from 'arctic';
import { eq } from 'drizzle-orm';
import { googleIdTokenClaimsSchema, type GoogleIdTokenClaims } from '#core/schemas/auth';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { createUser, findUserIdByEmail, givenNameOf, updateProfile } from '../users/users.service';
import { googleAccounts } from './auth.table';
import type { IdSource } from '../../lib/ids';

export const GOOGLE_SCOPES = ['openid', 'profile', 'email'];

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** `${APP_URL}/auth/callback` */
  redirectUri: string;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
}

/** A fresh state and PKCE verifier, and Google's authorization URL (S256 challenge) for them. */
export function createGoogleAuthorization(config: GoogleConfig): AuthorizationRequest {
  const google = new Google(config.clientId, config.clientSecret, config.redirectUri);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = google.createAuthorizationURL(state, codeVerifier, GOOGLE_SCOPES);
  url.searchParams.set('prompt', 'select_account');
  return { url: url.toString(), state, codeVerifier };
}

const signInFailed = (details?: string) =>
  new ApiError(400, 'sign_in_failed', 'Google sign-in failed. Please try again.', details);

/**
 * Exchanges an authorization code at Google's token endpoint and returns the ID token's checked
 * claims. A code Google rejects is 400 `sign_in_failed`; Google unreachable is 502.
 */
export async function exchangeGoogleCode(
  config: GoogleConfig,
  code: string,
  codeVerifier: string,
): Promise<GoogleIdTokenClaims> {
  const google = new Google(config.clientId, config.clientSecret, config.redirectUri);
  let idToken: string;
  try {
    const tokens = await google.validateAuthorizationCode(code, codeVerifier);
    idToken = tokens.idToken();
  } catch (err) {
    if (err instanceof OAuth2RequestError) throw signInFailed(err.code);
    if (err instanceof ArcticFetchError) {
      throw new ApiError(502, 'upstream_failed', 'Could not reach Google. Please try again.');
    }
    throw signInFailed('Unexpected answer from the token endpoint');
  }
  let payload: unknown;
  try {
    payload = decodeIdToken(idToken);
  } catch {
    throw signInFailed('Invalid ID token');
  }
  const claims = googleIdTokenClaimsSchema.safeParse(payload);
  if (!claims.success || claims.data.aud !== config.clientId) {
    throw signInFailed('Unexpected ID token claims');
  }
  return claims.data;
}

export interface GoogleSignInDeps extends IdSource {
  db: Db;
  now: Date;
}

/**
 * The user a Google identity signs in: found by `sub`; else an existing user with the same
 * (verified) email, linked; else a new free user. The profile is refreshed every time.
 */
export async function signInWithGoogle(deps: GoogleSignInDeps, claims: GoogleIdTokenClaims): Promise<string> {
  const { db, now } = deps;
  const email = claims.email.toLowerCase();
  const name = claims.name?.trim() || email.split('@')[0] || email;
  const profile = {
    name,
    givenName: claims.given_name?.trim() || givenNameOf(name),
    picture: claims.picture ?? null,
  };
  const linked = await db
    .select({ userId: googleAccounts.userId })
    .from(googleAccounts)
    .where(eq(googleAccounts.sub, claims.sub))
    .get();
  if (linked) {
    await db.update(googleAccounts).set({ email }).where(eq(googleAccounts.sub, claims.sub));
    await updateProfile({ db }, linked.userId, profile);
    return linked.userId;
  }
  const existing = await findUserIdByEmail({ db }, email);
  // Only an email Google vouches for may reach an existing account (absent counts as unverified).
  if (existing && claims.email_verified !== true) {
    throw signInFailed('This email is not verified with Google');
  }
  if (existing) await updateProfile({ db }, existing, profile);
  const userId = existing ?? (await createUser(deps, { email, ...profile }));
  await db
    .insert(googleAccounts)
    .values({ sub: claims.sub, userId, email, createdAt: now.toISOString() })
    .onConflictDoNothing();
  return userId;
}
