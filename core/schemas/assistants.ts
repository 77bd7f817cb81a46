/** Requests and answers of the AI assistants' consent and settings (docs/api.md "AI assistants"). */
import { z } from 'zod';

export const ASSISTANT_SCOPES = ['read', 'write'] as const;

/**
 * `GET /api/assistants/consent?<the assistant's authorization query>`: the query the assistant sent
 * to /oauth/authorize, passed on as it came (the OAuth provider checks it).
 */
export const consentQuerySchema = z.record(z.string().max(100), z.string().max(4000));

export const consentResponseSchema = z.object({
  handle: z.string(),
  client_name: z.string(),
  client_domain: z.string().nullable(),
  redirect_host: z.string(),
  redirect_is_local: z.boolean(),
  requested_scopes: z.array(z.enum(ASSISTANT_SCOPES)),
});

/** `POST /api/assistants/consent`: the cook's answer. Approving grants `read`, or `read` and `write`. */
export const consentDecisionSchema = z.object({
  handle: z.string().min(1).max(200),
  decision: z.enum(['approve', 'deny']),
  scopes: z.array(z.enum(ASSISTANT_SCOPES)).max(2).default(['read']),
});
export type ConsentDecisionRequest = z.input<typeof consentDecisionSchema>;

export const consentDecisionResponseSchema = z.object({ redirect_to: z.string() });

const assistantSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  connected_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** `GET /api/assistants`. */
export const assistantListResponseSchema = z.object({ assistants: z.array(assistantSchema) });

/** `DELETE /api/assistants/{id}`. */
export const assistantIdParamSchema = z.object({ id: z.string().min(1).max(200) });
