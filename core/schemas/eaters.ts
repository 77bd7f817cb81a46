import { z } from 'zod';
import { ALLERGENS, DIETS } from '#core/diet/allergens-profile';
import { MAX_HOUSEHOLD_MEMBERS } from './household';

/**
 * Who's eating (docs/decisions/056-whos-eating.md): household member handles (the `id` of each
 * member in GET /api/household), at least one; null or absent is everyone. The server checks that
 * each is a current member of the caller's household (else 400).
 */
export const eatersSchema = z
  .array(z.string().min(1).max(100))
  .min(1, 'Choose at least one person, or everyone')
  .max(MAX_HOUSEHOLD_MEMBERS)
  .nullable()
  .optional()
  .transform((value) => (value ? [...new Set(value)] : null));

/** A planned meal's recipe breaks an eater's profile (docs/api.md, GET /api/meal-plans). */
export const dietConflictSchema = z.object({
  member_id: z.string(),
  name: z.string(),
  ingredient: z.string(),
  rule: z.enum([...ALLERGENS, ...DIETS, 'dislike']),
  term: z.string(),
});
