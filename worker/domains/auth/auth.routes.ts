import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createSessionSchema, devCodeSchema } from '#core/schemas/auth';
import { type AppEnv, isSet } from '../../env';
import { ApiError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { authRateLimit } from '../../lib/rate-limit';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session.middleware';
import { validate } from '../../lib/validate';
import { createDevCode, isDevCode, listDemoUsers, newDevState, signInWithDevCode } from './dev-login.service';
import { createGoogleAuthorization, exchangeGoogleCode, type GoogleConfig, signInWithGoogle } from './google.service';
import { consumeState, rememberState } from './oauth-state.service';
import { createSession, deleteSession, deleteUserSessions } from './session.service';

/** `__Host-`: the browser keeps these only when Secure, Path=/ and without a Domain. */
export const OAUTH_STATE_COOKIE = '__Host-fc_oauth_state';
export const OAUTH_VERIFIER_COOKIE = '__Host-fc_oauth_verifier';
const OAUTH_COOKIE_MAX_AGE_S = 10 * 60;

type Bindings = AppEnv['Bindings'];

const devLoginOn = (env: Bindings) => env.DEV_LOGIN === 'true';

function googleConfig(env: Bindings): GoogleConfig | null {
  if (!isSet(env.GOOGLE_CLIENT_ID) || !isSet(env.GOOGLE_CLIENT_SECRET)) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    redirectUri: `${env.APP_URL.replace(/\/+$/, '')}/auth/callback`,
  };
}

function setOAuthCookie(c: Context<AppEnv>, name: string, value: string) {
  setCookie(c, name, value, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: OAUTH_COOKIE_MAX_AGE_S,
  });
}

function clearOAuthCookies(c: Context<AppEnv>) {
  for (const name of [OAUTH_STATE_COOKIE, OAUTH_VERIFIER_COOKIE]) {
    deleteCookie(c, name, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  }
}

const signInFailed = (details?: string) =>
  new ApiError(400, 'sign_in_failed', 'Sign-in failed. Please try again.', details);

/** The user id a code signs in: a dev code (DEV_LOGIN only) or Google's authorization code. */
async function userIdForCode(c: Context<AppEnv>, code: string, verifier: string | undefined) {
  const deps = { db: c.var.db, now: c.var.now() };
  if (isDevCode(code)) {
    if (!devLoginOn(c.env)) throw signInFailed();
    const userId = await signInWithDevCode(deps, code);
    if (!userId) throw signInFailed('The code is unknown, used or expired');
    return userId;
  }
  const config = googleConfig(c.env);
  if (!config) throw signInFailed('Google sign-in is not configured');
  if (!verifier) throw signInFailed('The sign-in attempt has expired');
  return signInWithGoogle(deps, await exchangeGoogleCode(config, code, verifier));
}

/** 404 (not_found) for the dev sign-in calls unless DEV_LOGIN is "true". */
const devOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (!devLoginOn(c.env)) throw notFound();
  await next();
};

/**
 * Sign-in (docs/api.md, docs/product.md "Sign-in and sessions"): the Google redirect URL, the code
 * exchange into a session, logout, and the dev sign-in calls (DEV_LOGIN only). Each router is
 * mounted at its own first URL segment in worker/app.ts (docs/decisions/053-domain-modules-and-url-prefixes.md).
 */
/** `/api/oauth/*`. */
export const oauthRoutes = new Hono<AppEnv>()
  .get('/google/redirect_url', authRateLimit(), async (c) => {
    const config = googleConfig(c.env);
    const deps = { db: c.var.db, now: c.var.now() };
    if (config) {
      const auth = createGoogleAuthorization(config);
      await rememberState(deps, auth.state);
      setOAuthCookie(c, OAUTH_STATE_COOKIE, auth.state);
      setOAuthCookie(c, OAUTH_VERIFIER_COOKIE, auth.codeVerifier);
      return c.json({ redirectUrl: auth.url });
    }
    if (devLoginOn(c.env)) {
      const state = newDevState();
      await rememberState(deps, state);
      setOAuthCookie(c, OAUTH_STATE_COOKIE, state);
      return c.json({ redirectUrl: `/dev/sign-in?state=${encodeURIComponent(state)}` });
    }
    throw new ApiError(503, 'sign_in_unavailable', 'Sign-in is not configured on this server');
  });

/** `/api/sessions`. */
export const sessionsRoutes = new Hono<AppEnv>()
  .post('/', authRateLimit(), validate('json', createSessionSchema), async (c) => {
    const { code, state } = c.req.valid('json');
    const expectedState = getCookie(c, OAUTH_STATE_COOKIE);
    const verifier = getCookie(c, OAUTH_VERIFIER_COOKIE);
    clearOAuthCookies(c); // a state is good for one attempt
    // The state must match this browser's cookie AND be one this server issued, unused, unexpired.
    const issued = expectedState === state && (await consumeState({ db: c.var.db, now: c.var.now() }, state));
    if (!expectedState || !issued) {
      throw new ApiError(400, 'invalid_state', 'The sign-in attempt is invalid or expired. Please try again.');
    }
    const userId = await userIdForCode(c, code, verifier);
    // Every sign-in gets a new token; a session this browser still held is ended.
    const { token: previous } = sessionToken(c);
    if (previous) await deleteSession({ db: c.var.db }, previous);
    const { token, expiresAt } = await createSession({ db: c.var.db, now: c.var.now() }, userId);
    setSessionCookie(c, token, expiresAt);
    return c.json({ ok: true as const });
  })
  // Sign out everywhere: every session of the signed-in cook ends, this one included.
  .delete('/', async (c) => {
    const user = requireUser(c);
    const ended = await deleteUserSessions({ db: c.var.db }, user.id);
    clearSessionCookie(c);
    return c.json({ ok: true as const, ended });
  });

/** `/api/logout`. */
export const logoutRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    // Logout is a GET (docs/api.md); refuse it from other sites so links cannot sign users out.
    // Like every unsafe route (lib/security.ts): only same-origin or user-typed ('none') requests.
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') throw new ApiError(403, 'csrf_rejected', 'Cross-site logout refused');
    const { token } = sessionToken(c);
    if (token) await deleteSession({ db: c.var.db }, token);
    clearSessionCookie(c);
    return c.json({ ok: true as const });
  });

/** `/api/dev/users`, `/api/dev/codes` (the dev namespace is shared with billing's simulator). */
export const devLoginRoutes = new Hono<AppEnv>()
  .use('*', devOnly)
  .get('/users', (c) => c.json({ users: listDemoUsers() }))
  .post('/codes', authRateLimit(), validate('json', devCodeSchema), async (c) => {
    const code = await createDevCode({ db: c.var.db, now: c.var.now() }, c.req.valid('json'));
    return c.json({ code });
  });
