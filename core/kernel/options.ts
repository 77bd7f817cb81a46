/**
 * Option lists with stable ids (docs/product.md "What the app keeps"). The server stores and validates
 * ids; the web shows them localised (translation keys named after the ids).
 */
export const CUISINES = [
  'italian',
  'mexican',
  'asian',
  'mediterranean',
  'indian',
  'french',
  'american',
  'chinese',
  'japanese',
  'thai',
  'greek',
  'spanish',
  'middle-eastern',
  'korean',
  'vietnamese',
  'moroccan',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const COOKING_METHODS = [
  'grilling',
  'roasting',
  'sauteing',
  'steaming',
  'baking',
  'stir-frying',
  'braising',
  'boiling',
  'pan-frying',
  'slow-cooking',
] as const;
export type CookingMethod = (typeof COOKING_METHODS)[number];

export const RECIPE_LANGUAGES = ['en', 'es', 'de'] as const;
export type RecipeLanguage = (typeof RECIPE_LANGUAGES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export function isCuisine(value: unknown): value is Cuisine {
  return typeof value === 'string' && (CUISINES as readonly string[]).includes(value);
}

export function isCookingMethod(value: unknown): value is CookingMethod {
  return typeof value === 'string' && (COOKING_METHODS as readonly string[]).includes(value);
}
