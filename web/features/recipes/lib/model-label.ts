/**
 * The name of the model that wrote a recipe, as the recipe page shows it
 * (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): Gemini ids read as product names
 * ("gemini-2.5-flash" -> "Gemini 2.5 Flash"); other ids are shown as the server named them.
 * Null for recipes no model wrote (written by hand, imported) and for the offline chef, which
 * the page names in words.
 */
export function modelLabel(recipe: { provider: string; model: string | null }): string | null {
  if (recipe.provider === 'offline') return null;
  const model = recipe.model?.trim();
  if (!model) return null;
  if (/^gemini-[\w.-]+$/i.test(model)) {
    return model
      .split('-')
      .map((part) => (/^\d/.test(part) ? part : part.charAt(0).toUpperCase() + part.slice(1)))
      .join(' ');
  }
  return model;
}
