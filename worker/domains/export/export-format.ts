import { z } from 'zod';
import { cookingMethodDisplayName, cuisineDisplayName } from '#core/recipe/cuisine-names';
import { DIFFICULTIES, RECIPE_LANGUAGES } from '#core/kernel/options';
import { createRecipeSchema } from '#core/schemas/manual-recipe';
import { RECIPE_LIMITS, generateRecipeSchema, nutritionEstimateSchema } from '#core/schemas/recipe';
import { REFINE_INSTRUCTION_MAX } from '#core/schemas/refine';
import { plainIngredient, plainStep, recipeCategory } from '../pages/structured-data.service';
import type { RecipeDto } from '../recipes/recipes-read.service';

/**
 * The export file's layout (docs/decisions/026-export-and-import.md). The order inside the zip is
 * part of the format: the manifest first, then every recipe's files, then the photos, then the
 * rest, so an import knows a recipe before its photo arrives.
 */
export const EXPORT_FORMAT = 'forkcast-export';
export const EXPORT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const KITCHEN_FILES = {
  pantry: 'kitchen/pantry.json',
  shopping: 'kitchen/shopping-list.json',
  meals: 'kitchen/meal-plans.json',
  diet: 'kitchen/diet-profile.json',
} as const;
export const FEEDBACK_FILE = 'community/ratings-and-reviews.json';
export const LEDGER_FILE = 'credits/ledger.json';

export const manifestSchema = z.object({
  format: z.string(),
  version: z.number().int(),
  exported_at: z.string(),
});

/** A file name part: lower-case ASCII words of the title, at most 40 characters. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'recipe';
}

/** The base name of a recipe's files, unique through the recipe id. */
export const recipeBase = (recipe: { id: string; title: string }) => `${slugOf(recipe.title)}-${recipe.id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 12)}`;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** schema.org Recipe JSON-LD of an own recipe; `photo` is the photo's path inside the zip. */
export function recipeJsonLd(recipe: RecipeDto, sourceKey: string, photo: string | null, author: string) {
  const cuisine = cuisineDisplayName(recipe.cuisine, recipe.language);
  const method = cookingMethodDisplayName(recipe.cooking_method, recipe.language);
  const site = sourceSite(recipe.source_url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    identifier: sourceKey,
    name: recipe.title,
    ...(recipe.description ? { description: recipe.description } : {}),
    inLanguage: recipe.language,
    ...(photo ? { image: [photo] } : {}),
    // Someone else's recipe is not the cook's: an import names its site as the author and the page it is based on.
    author: site ? { '@type': 'Organization', name: site.host, url: site.origin } : { '@type': 'Person', name: author },
    dateCreated: recipe.created_at,
    prepTime: `PT${recipe.prep_time}M`,
    cookTime: `PT${recipe.cook_time}M`,
    totalTime: `PT${recipe.total_time}M`,
    recipeYield: String(Math.max(1, recipe.servings)),
    recipeCategory: recipeCategory(recipe.title, recipe.language),
    ...(cuisine ? { recipeCuisine: cuisine } : {}),
    ...(method ? { cookingMethod: method } : {}),
    recipeIngredient: lines(recipe.ingredients).map(plainIngredient).filter(Boolean),
    recipeInstructions: lines(recipe.instructions)
      .map(plainStep)
      .filter(Boolean)
      .map((text) => ({ '@type': 'HowToStep', text })),
    ...(site ? { isBasedOn: { '@type': 'CreativeWork', name: site.host, url: site.url } } : {}),
  };
}

/** The site an imported recipe came from (its host without "www.", its origin and the page), or null. */
function sourceSite(url: string | null): { host: string; origin: string; url: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { host: parsed.hostname.replace(/^www\./, ''), origin: parsed.origin, url: parsed.href };
  } catch {
    return null;
  }
}

/** The recipe as Markdown: title, facts, photo, ingredients, steps (bold and italic kept), notes. */
export function recipeMarkdown(recipe: RecipeDto, photo: string | null): string {
  const out = [`# ${recipe.title}`, ''];
  if (recipe.description) out.push(recipe.description, '');
  out.push(
    `- Servings: ${recipe.servings}`,
    `- Prep: ${recipe.prep_time} min · Cook: ${recipe.cook_time} min · Total: ${recipe.total_time} min`,
    `- Difficulty: ${recipe.difficulty}`,
  );
  if (recipe.cuisine) out.push(`- Cuisine: ${cuisineDisplayName(recipe.cuisine, recipe.language) ?? recipe.cuisine}`);
  const site = sourceSite(recipe.source_url);
  if (site) out.push(`- Source: ${site.host} <${site.url}>`);
  if (recipe.remix_of_title) out.push(`- Saved from: ${recipe.remix_of_title}${recipe.remix_of_creator ? ` by ${recipe.remix_of_creator}` : ''}`);
  if (recipe.refine_instruction) out.push(`- Refined: ${recipe.refine_instruction}`);
  out.push('');
  if (photo) out.push(`![${recipe.title}](../${photo})`, '');
  out.push('## Ingredients', '', ...lines(recipe.ingredients).map((line) => `- ${plainIngredient(line)}`), '');
  out.push('## Instructions', '', ...lines(recipe.instructions).map((line, i) => `${i + 1}. ${line.replace(/^\d+[.)]\s*/, '')}`), '');
  if (recipe.notes?.trim()) out.push('## Notes', '', recipe.notes.trim(), '');
  return out.join('\n');
}

const text = (max: number) => z.string().max(max);
const minutes = z.number().int().min(0).max(RECIPE_LIMITS.minutes);
const api = createRecipeSchema.shape;

/**
 * A record's newline-joined lines held to the API's rule for that list (each line, how many):
 * what the import stores is what `POST /api/recipes` would have taken.
 */
const linesLike = (list: z.ZodTypeAny) =>
  z.string().superRefine((value, ctx) => {
    const parsed = list.safeParse(value.split('\n').filter((line) => line.trim() !== ''));
    for (const issue of parsed.success ? [] : parsed.error.issues) ctx.addIssue({ code: 'custom', message: `line ${issue.path.join('.')}: ${issue.message}` });
  });

/**
 * The Forkcast record of one recipe (`recipes/<base>.json`), what an import restores from. Its
 * fields use the API's own rules (core/schemas: title, description, cuisine, cooking method,
 * servings, lines), so an import stores nothing the API would refuse (docs/decisions/032-hardening-second-pass.md).
 */
export const recipeRecordSchema = z.object({
  source_key: z.string().min(1).max(100),
  photo: z.string().max(200).nullable(),
  recipe: z.object({
    /** The recipe's id in the account that exported it (meal plans point at it). */
    id: z.string().max(100).optional(),
    title: api.title,
    description: api.description,
    cuisine: api.cuisine,
    cooking_method: generateRecipeSchema.shape.cookingMethod,
    prep_time: minutes,
    cook_time: minutes,
    /** Exports before total times have none: prep plus cook. */
    total_time: minutes.nullable().optional(),
    servings: api.servings,
    difficulty: z.enum(DIFFICULTIES),
    ingredients: linesLike(api.ingredients),
    instructions: linesLike(api.instructions),
    notes: text(10_000).nullable(),
    language: z.enum(RECIPE_LANGUAGES),
    generation_type: z.enum(['image', 'prompt']),
    recipe_type: z.enum(['quick', 'customized']),
    provider: text(40),
    nutrition: nutritionEstimateSchema.nullable(),
    source_url: z
      .string()
      .max(2000)
      .regex(/^https?:\/\//, 'must be an http(s) address')
      .nullable(),
    created_at: z.string().datetime(),
    /**
     * Family links (docs/decisions/061-export-keeps-recipe-families.md); exports before them have
     * none. `parent_recipe_id` is the exporting account's id of the family's original (another
     * record's `recipe.id`), `refine_instruction` what that version asked for.
     */
    parent_recipe_id: z.string().max(100).nullish(),
    refine_instruction: text(REFINE_INSTRUCTION_MAX).nullish(),
    /** Saved from the community: the shared recipe's id and the credit as it was saved. */
    remix_of: z.string().max(100).nullish(),
    remix_of_title: text(RECIPE_LIMITS.title).nullish(),
    remix_of_creator: text(500).nullish(),
  }),
});
export type RecipeRecord = z.infer<typeof recipeRecordSchema>;
/** A record as the export writes it: the recipe's fields as stored (`recipeRecordSchema` reads them back). */
export interface ExportedRecord {
  source_key: string;
  photo: string | null;
  recipe: { id: string };
}

/** The photo extensions the export writes (the images domain's formats). */
export const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
