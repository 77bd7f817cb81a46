import { z } from 'zod';

export const IMPORT_TEXT_MAX = 20_000;
export const IMPORT_URL_MAX = 2048;

/** `POST /api/recipes/import`: either `{ url }` (a recipe page) or `{ text }` (a pasted recipe). */
export const importRecipeSchema = z
  .object({
    url: z.string().trim().min(1, 'Enter an address').max(IMPORT_URL_MAX).optional(),
    text: z.string().trim().min(1, 'Paste a recipe').max(IMPORT_TEXT_MAX).optional(),
  })
  .strict()
  .refine((input) => (input.url === undefined) !== (input.text === undefined), {
    message: 'Send either url or text',
    path: ['url'],
  });
export type ImportRecipeRequest = z.input<typeof importRecipeSchema>;
export type ImportRecipeInput = z.output<typeof importRecipeSchema>;
