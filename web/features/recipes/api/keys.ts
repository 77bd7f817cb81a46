/** Query keys of the recipes feature (the dashboard reuses the my-recipes one). */
export const recipesKeys = {
  myRecipes: ['my-recipes'] as const,
  recipe: (id: string) => ['recipe', id] as const,
};
