import { z } from 'zod';

/** What happens to the recipes a deleted user shared with the community. */
export const SHARED_RECIPE_CHOICES = ['unshare', 'keep_anonymous'] as const;
export type SharedRecipeChoice = (typeof SHARED_RECIPE_CHOICES)[number];

/**
 * `DELETE /api/users/me { confirm_email, shared_recipes? }`: the account's email typed again
 * (compared case-insensitively on the server), and whether shared recipes are unshared (the
 * default) or kept in the community as Anonymous.
 */
export const deleteAccountSchema = z.object({
  confirm_email: z.string().trim().min(1).max(320),
  shared_recipes: z.enum(SHARED_RECIPE_CHOICES).default('unshare'),
});

/** The answer of `DELETE /api/users/me` (the session cookie is cleared with it). */
export const deleteAccountResponseSchema = z.object({ ok: z.literal(true) });

/** Whether the typed email is the account's (trimmed, case-insensitive): the client and server rule. */
export function emailConfirms(typed: string, accountEmail: string): boolean {
  const a = typed.trim().toLowerCase();
  return a !== '' && a === accountEmail.trim().toLowerCase();
}
