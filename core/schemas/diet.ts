import { z } from 'zod';
import { ALLERGENS, DIETS, MAX_DISLIKES, MAX_DISLIKE_LENGTH } from '#core/diet/allergens';

/** Keeps the first of each value (dislikes: whatever the case). */
const unique = <T>(items: T[], key: (item: T) => string = String) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * `PUT /api/diet-profile` (docs/product.md "Diet and allergies"): diet and allergen
 * ids from the closed lists (an unknown id is a 400) and up to 20 free-text dislikes of 1–40
 * characters after trimming. Repeats are kept once.
 */
export const dietProfileSchema = z.object({
  diets: z.array(z.enum(DIETS)).max(DIETS.length * 2).transform((items) => unique(items)),
  allergens: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length * 2).transform((items) => unique(items)),
  dislikes: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A dislike cannot be blank')
        .max(MAX_DISLIKE_LENGTH, `A dislike has at most ${MAX_DISLIKE_LENGTH} characters`),
    )
    .max(MAX_DISLIKES, `At most ${MAX_DISLIKES} dislikes`)
    .transform((items) => unique(items, (item) => item.toLocaleLowerCase())),
});

/** The answer of `GET` and `PUT /api/diet-profile`: the profile as stored. */
export const dietProfileResponseSchema = z.object({
  diets: z.array(z.enum(DIETS)),
  allergens: z.array(z.enum(ALLERGENS)),
  dislikes: z.array(z.string()),
});
