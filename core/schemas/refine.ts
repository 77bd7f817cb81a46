import { z } from 'zod';
import { RECIPE_LANGUAGES } from '#core/kernel/options';

/**
 * `POST /api/recipes/{id}/refine` (docs/decisions/055-refine-and-recipe-versions.md): the cook's
 * instruction, and the language of the request (the offline chef's 422 details are written in it;
 * the refined recipe keeps the recipe's own language).
 */
export const REFINE_INSTRUCTION_MAX = 500;
export const refineSchema = z.object({
  instruction: z.string().trim().min(1).max(REFINE_INSTRUCTION_MAX),
  language: z.enum(RECIPE_LANGUAGES).optional(),
});
