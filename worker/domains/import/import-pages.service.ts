import { boundImported } from '#core/reading/recipe-import-bounds';
import type { ModelProvider } from '../../ai';
import type { Language } from '../../ai/provider';
import { ApiError } from '../../lib/errors';
import { decodeAndCheckImage } from '../images/images.service';
import { createManualRecipe } from '../recipes/manual-recipe.service';
import { countAttempt, noRecipeFound, toRecipeInput, type ImportDeps } from './import.service';

/**
 * `{ images }`: photographed pages of one recipe read by the vision model (docs/decisions/041-reading-recipes-photos.md). Each page is checked like an upload (type by its bytes, size,
 * pixels); the attempt counts against the hourly import limit; what the model reads is bounded
 * like any import and saved as an own recipe. Without a vision model: 422 vision_unavailable,
 * and the browser reads the pages itself and imports the text.
 */

export const visionUnavailable = () =>
  new ApiError(
    422,
    'vision_unavailable',
    'This server has no model that reads photos',
    'Read the page in the browser and import its text instead',
  );

export async function importFromPages(
  deps: ImportDeps,
  reader: Pick<ModelProvider, 'readRecipePages'>,
  input: { images: string[]; language: Language },
) {
  const read = reader.readRecipePages?.bind(reader);
  if (!read) throw visionUnavailable();
  // All pages are checked before the attempt is counted: a refused photo costs no import.
  const pages = input.images.map((image) => decodeAndCheckImage(image));
  await countAttempt(deps);
  const answer = await read({
    images: pages.map((page) => ({ bytes: page.bytes, mimeType: `image/${page.format}` })),
    language: input.language,
  });
  const recipe = boundImported({
    title: answer.title,
    description: answer.description || null,
    ingredients: answer.ingredients,
    instructions: answer.instructions,
    prepTime: answer.prepTime || null,
    cookTime: answer.cookTime || null,
    totalTime: null,
    servings: answer.servings || null,
    imageUrl: null,
    language: answer.language || input.language,
  });
  if (!recipe.title || recipe.ingredients.length === 0 || recipe.instructions.length === 0) {
    throw noRecipeFound('No title, ingredient lines and steps could be read on the pages');
  }
  return createManualRecipe(deps, toRecipeInput(recipe), { provider: 'import', sourceUrl: null, imageUrl: null });
}
