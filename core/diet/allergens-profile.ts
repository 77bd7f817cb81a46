/**
 * The diet profile's vocabulary (docs/decisions/040-diet-and-allergens-the-food-index.md): the 14 EU allergens, the
 * seven diets, the profile and a finding. Kept apart from the checker (core/diet/allergens.ts, which
 * re-exports all of this) so the web app can name allergens without loading the food index.
 */
export const ALLERGENS = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree_nuts', 'celery',
  'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free', 'halal', 'low_carb'] as const;
export type Diet = (typeof DIETS)[number];

export const MAX_DISLIKES = 20;
export const MAX_DISLIKE_LENGTH = 40;

export interface DietProfile {
  diets: Diet[];
  allergens: Allergen[];
  dislikes: string[];
}

export const EMPTY_DIET_PROFILE: DietProfile = { diets: [], allergens: [], dislikes: [] };

export interface DietFinding {
  /** The ingredient line as given. */
  ingredient: string;
  /** The allergen or diet id, or `dislike`. */
  rule: Allergen | Diet | 'dislike';
  /** The words of the line that matched, as written there. */
  term: string;
  /** Set when the finding is in the recipe's title (then `ingredient` holds the title). */
  field?: 'title';
}

export const isEmptyProfile = (p: DietProfile) => !p.diets.length && !p.allergens.length && !p.dislikes.length;
