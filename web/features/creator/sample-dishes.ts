import type { Allergen, Diet, DietProfile } from '#core/diet/allergens-profile';

/**
 * The sample dish ideas for prompt mode (names localised under creator:samples.<id>), each with
 * what its classic form fits and holds, so the chips follow the cook's diet profile: a vegetarian
 * is not offered carbonara, a cook allergic to peanuts not pad thai.
 */
interface SampleDish {
  id: string;
  /** The diets the classic dish fits as it is. */
  fits: readonly Diet[];
  /** The allergens the classic dish holds. */
  holds: readonly Allergen[];
}

const VEG: readonly Diet[] = ['vegetarian', 'pescatarian', 'halal'];

export const SAMPLE_DISH_FACTS: readonly SampleDish[] = [
  { id: 'spaghetti-carbonara', fits: [], holds: ['gluten', 'eggs', 'milk'] },
  { id: 'chicken-tikka-masala', fits: ['gluten_free', 'halal'], holds: ['milk'] },
  { id: 'beef-tacos', fits: ['halal'], holds: ['gluten', 'milk'] },
  { id: 'vegetable-stir-fry', fits: [...VEG, 'vegan', 'dairy_free', 'low_carb'], holds: ['soy', 'gluten', 'sesame'] },
  { id: 'margherita-pizza', fits: VEG, holds: ['gluten', 'milk'] },
  { id: 'greek-salad', fits: [...VEG, 'gluten_free', 'low_carb'], holds: ['milk'] },
  { id: 'pad-thai', fits: ['dairy_free', 'halal'], holds: ['peanuts', 'eggs', 'fish', 'crustaceans', 'soy'] },
  { id: 'mushroom-risotto', fits: ['vegetarian', 'pescatarian', 'gluten_free'], holds: ['milk', 'sulphites', 'celery'] },
  { id: 'shakshuka', fits: [...VEG, 'gluten_free', 'dairy_free', 'low_carb'], holds: ['eggs'] },
  { id: 'miso-ramen', fits: ['dairy_free'], holds: ['gluten', 'soy', 'eggs', 'sesame'] },
  { id: 'seafood-paella', fits: ['pescatarian', 'gluten_free', 'dairy_free', 'halal'], holds: ['fish', 'crustaceans', 'molluscs'] },
  { id: 'french-onion-soup', fits: [], holds: ['gluten', 'milk', 'sulphites'] },
  { id: 'lentil-curry', fits: [...VEG, 'vegan', 'gluten_free', 'dairy_free'], holds: [] },
  { id: 'banana-pancakes', fits: VEG, holds: ['gluten', 'eggs', 'milk'] },
  { id: 'chicken-tagine', fits: ['gluten_free', 'dairy_free', 'halal', 'low_carb'], holds: [] },
];

export const SAMPLE_DISHES = SAMPLE_DISH_FACTS.map((dish) => dish.id);

/** How many of them are shown as chips. */
export const SHOWN_SAMPLE_DISHES = 8;

/** The ideas that fit `profile` (every diet, no allergen, no dislike in the name), in order; all without one. */
export function samplesFor(profile: Pick<DietProfile, 'diets' | 'allergens'> & { dislikes?: readonly string[] } | null | undefined, names: (id: string) => string = (id) => id): string[] {
  if (!profile) return SAMPLE_DISHES;
  const dislikes = (profile.dislikes ?? []).map((d) => d.toLocaleLowerCase());
  return SAMPLE_DISH_FACTS.filter(
    (dish) =>
      profile.diets.every((diet) => dish.fits.includes(diet)) &&
      !profile.allergens.some((allergen) => dish.holds.includes(allergen)) &&
      !dislikes.some((dislike) => names(dish.id).toLocaleLowerCase().includes(dislike)),
  ).map((dish) => dish.id);
}
