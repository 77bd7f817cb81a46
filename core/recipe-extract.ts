import { findRecipeNode, jsonLdBlocks, recipeFromNode, type ImportedRecipe } from './recipe-jsonld';
import { extractMicrodataRecipe } from './recipe-microdata';

export type { ImportedRecipe } from './recipe-jsonld';

/** The page's `<html lang>` when present. */
function pageLanguage(html: string): string | null {
  return /<html\b[^<>]*\blang\s*=\s*["']?([A-Za-z-]{2,20})/i.exec(html)?.[1] ?? null;
}

/** The recipe on a page: JSON-LD first, microdata when no JSON-LD recipe is usable; null when none. */
export function extractRecipe(html: string): ImportedRecipe | null {
  for (const block of jsonLdBlocks(html)) {
    const node = findRecipeNode(block);
    const recipe = node ? recipeFromNode(node) : null;
    if (recipe) return { ...recipe, language: recipe.language ?? pageLanguage(html) };
  }
  const micro = extractMicrodataRecipe(html);
  return micro ? { ...micro, language: micro.language ?? pageLanguage(html) } : null;
}
