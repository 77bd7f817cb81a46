import { findRecipeNode, jsonLdBlocks, recipeFromNode, type ImportedRecipe } from './recipe-jsonld';
import { boundImported } from './recipe-import-bounds';
import { extractMicrodataRecipe } from './recipe-microdata';

export type { ImportedRecipe } from './recipe-jsonld';

/** The page's `<html lang>` when present. */
function pageLanguage(html: string): string | null {
  return /<html\b[^<>]*\blang\s*=\s*["']?([A-Za-z-]{2,20})/i.exec(html)?.[1] ?? null;
}

/**
 * The recipe on a page exactly as an import saves it: JSON-LD first, microdata when no JSON-LD
 * recipe is usable, then bounded (core/recipe-import-bounds.ts); null when none.
 */
export function extractRecipe(html: string): ImportedRecipe | null {
  for (const block of jsonLdBlocks(html)) {
    const node = findRecipeNode(block);
    const recipe = node ? recipeFromNode(node) : null;
    if (recipe) return boundImported({ ...recipe, language: recipe.language ?? pageLanguage(html) });
  }
  const micro = extractMicrodataRecipe(html);
  return micro ? boundImported({ ...micro, language: micro.language ?? pageLanguage(html) }) : null;
}
