import { Hono, type Context } from 'hono';
import { assistantIdParamSchema, consentDecisionSchema, consentQuerySchema } from '#core/schemas/assistants';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { AUTHORIZE_PATH, issuerOf, oauthHelpersOf } from './assistants.deps';
import { beginAssistantConsent, decideAssistantConsent, listAssistants, revokeAssistant } from './assistants.service';

/**
 * Puts the provider's consent cookie (binding the handle to this browser) and no-store on the
 * answer; the framing rules it also sends are the app's own already (worker/lib/security.ts).
 */
function passConsentHeaders(c: Context<AppEnv>, headers: Headers) {
  for (const line of headers.getSetCookie()) c.header('set-cookie', line, { append: true });
  c.header('cache-control', 'no-store');
}

/**
 * The AI assistants (docs/decisions/079-mcp-server.md), for the signed-in cook: the consent screen
 * at /oauth/authorize reads and answers an assistant's request here; settings list and disconnect
 * the connected ones. Mounted at `/assistants`.
 */
export const assistantsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json({ assistants: await listAssistants({ oauth: oauthHelpersOf(c.env, c.req.url), kv: c.env.OAUTH_KV, userId: user.id }) });
  })
  .get('/consent', validate('query', consentQuerySchema), async (c) => {
    requireUser(c);
    const search = new URLSearchParams(c.req.valid('query')).toString();
    const authorize = new Request(`${issuerOf(c.env, c.req.url)}${AUTHORIZE_PATH}?${search}`, { headers: c.req.raw.headers });
    const { consent, headers } = await beginAssistantConsent({ oauth: oauthHelpersOf(c.env, c.req.url) }, authorize);
    passConsentHeaders(c, headers);
    return c.json(consent);
  })
  .post('/consent', validate('json', consentDecisionSchema), async (c) => {
    const user = requireUser(c);
    const deps = { oauth: oauthHelpersOf(c.env, c.req.url), db: c.var.db, userId: user.id };
    const { redirectTo, headers } = await decideAssistantConsent(deps, c.req.raw, c.req.valid('json'));
    passConsentHeaders(c, headers);
    return c.json({ redirect_to: redirectTo });
  })
  .delete('/:id', validate('param', assistantIdParamSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await revokeAssistant({ oauth: oauthHelpersOf(c.env, c.req.url), kv: c.env.OAUTH_KV, userId: user.id }, c.req.valid('param').id));
  });
