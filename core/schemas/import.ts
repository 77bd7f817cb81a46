import { z } from 'zod';

export const IMPORT_TEXT_MAX = 20_000;
export const IMPORT_URL_MAX = 2048;
/** Photographed pages of one recipe read in one import (docs/decisions/041-reading-recipes-photos.md). */
export const IMPORT_PAGES_MAX = 4;

/**
 * `POST /api/recipes/import`: exactly one of `{ url }` (a recipe page), `{ text }` (a pasted
 * recipe) or `{ images }` (one to four photos of its pages as data URLs, read by the vision model;
 * `language` is the cook's interface language).
 */
export const importRecipeSchema = z
  .object({
    url: z.string().trim().min(1, 'Enter an address').max(IMPORT_URL_MAX).optional(),
    text: z.string().trim().min(1, 'Paste a recipe').max(IMPORT_TEXT_MAX).optional(),
    images: z
      .array(z.string().min(1, 'An image is required'))
      .min(1, 'Add a photo of the page')
      .max(IMPORT_PAGES_MAX, `At most ${IMPORT_PAGES_MAX} pages`)
      .optional(),
    language: z.enum(['en', 'es', 'de']).optional(),
  })
  .strict()
  .refine((input) => [input.url, input.text, input.images].filter((part) => part !== undefined).length === 1, {
    message: 'Send one of url, text or images',
    path: ['url'],
  });
