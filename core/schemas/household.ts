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
export type JoinHouseholdInput = z.infer<typeof joinHouseholdSchema>;

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
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

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

/** The short form `GET /api/users/me` carries, so the kitchen screens know whom they share with. */
export interface HouseholdSummary {
  id: string;
  role: (typeof HOUSEHOLD_ROLES)[number];
  member_count: number;
  kitchen_pro: boolean;
}
