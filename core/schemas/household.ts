import { z } from 'zod';

/** Households (docs/decisions/024-households.md; docs/product.md "Households"; docs/decisions/024-households.md). */

/** Owner plus members: a household holds at most this many people. */
export const MAX_HOUSEHOLD_MEMBERS = 6;
/** An invite link works for this long, once. */
export const INVITE_TTL_DAYS = 7;

/** The token of an invite link (base64url of 32 random bytes is 43 characters). */
const inviteToken = z.string().trim().min(1).max(200);

/** `POST /api/household/join { token }`. */
export const joinHouseholdSchema = z.object({ token: inviteToken });

/** `DELETE /api/household/members/{user_id}`: the member handle (`members[].id`), not a user id. */
export const householdMemberParamSchema = z.object({ user_id: z.string().min(1).max(100) });

export const HOUSEHOLD_ROLES = ['owner', 'member'] as const;

export const householdMemberSchema = z.object({
  /** Opaque member handle (docs/decisions/014-hardening.md: no user ids); pass it to DELETE /api/household/members/{id}. */
  id: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  role: z.enum(HOUSEHOLD_ROLES),
  joined_at: z.string(),
  is_me: z.boolean(),
});

/** `GET /api/household` (null when the caller is in none). `owner_id` is the owner's member handle. */
export const householdSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  /** Whether the household's kitchen is open (the owner's Pro, or the caller's own). */
  kitchen_pro: z.boolean(),
  max_members: z.number(),
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** The answer of `GET /api/household`: the household, or null when the caller is in none. */
export const householdResponseSchema = householdSchema.nullable();

/** The short form `GET /api/users/me` carries, so the kitchen screens know whom they share with. */
export const householdSummarySchema = z.object({
  id: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  member_count: z.number().int(),
  kitchen_pro: z.boolean(),
});
export type HouseholdSummary = z.infer<typeof householdSummarySchema>;

/** `POST /api/household/invites` (201): the link to send, good once until `expires_at`. */
export const householdInviteSchema = z.object({ token: z.string(), invite_url: z.string(), expires_at: z.string() });

/** `GET /api/household/invites/{token}`: the invite link's token in the path. */
export const inviteTokenParamSchema = z.object({ token: inviteToken });

export const INVITE_STATUSES = ['open', 'used', 'expired', 'full', 'invalid'] as const;

/**
 * `GET /api/household/invites/{token}` (anyone with the link, signed out included): whose
 * household it is before the invitee signs in. `owner_name` is the name the household shows,
 * only when the owner chose to show their name (`show_real_name`), else null; nothing else about
 * the household or its members is told. The invite is not spent. A link that is no invite at
 * all answers `invalid` (the link's state, not a missing page).
 */
export const invitePreviewSchema = z.object({
  owner_name: z.string().nullable(),
  status: z.enum(INVITE_STATUSES),
  expires_at: z.string().nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** `POST /api/household/join`. */
export const joinHouseholdResponseSchema = z.object({ household_id: z.string() });

/** `POST /api/household/leave`: a member leaves; the owner dissolves the household. */
export const leaveHouseholdResponseSchema = z.object({ success: z.literal(true), dissolved: z.boolean() });
