import type { DietFinding } from '#core/diet/allergens';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import type { RecipeLanguage } from '#core/kernel/options';
import type { DishAlternative } from '#core/schemas/cookbook';
import { ApiError } from '../../lib/errors';

/**
 * The cookbook chef's answers when it cannot cook what was asked (docs/api.md "Creator"): never a
 * "try again", always something the cook can act on.
 */

export const alternativesOf = (dishes: readonly CookbookDish[], language: RecipeLanguage): DishAlternative[] =>
  dishes.slice(0, 5).map((dish) => ({ dish_id: dish.id, title: dish.text[language].title }));

const NOT_KNOWN: Record<RecipeLanguage, { dish: string; list: string }> = {
  en: {
    dish: 'The chef does not know this dish yet. These are the closest dishes it knows.',
    list: 'The chef knows no dish made with these ingredients yet. These are the closest dishes it knows.',
  },
  es: {
    dish: 'El chef todavía no conoce este plato. Estos son los platos más parecidos que conoce.',
    list: 'El chef todavía no conoce ningún plato con estos ingredientes. Estos son los más parecidos que conoce.',
  },
  de: {
    dish: 'Der Koch kennt dieses Gericht noch nicht. Das sind die ähnlichsten Gerichte, die er kennt.',
    list: 'Der Koch kennt noch kein Gericht mit diesen Zutaten. Das sind die ähnlichsten Gerichte, die er kennt.',
  },
};

/** 422 `dish_not_known`: the chef does not know the dish (or no dish uses the foods); the closest it knows, one tap from cooking. */
export const dishNotKnown = (language: RecipeLanguage, alternatives: DishAlternative[], kind: 'dish' | 'list' = 'dish') =>
  new ApiError(422, 'dish_not_known', 'The cookbook does not know this dish yet.', NOT_KNOWN[language][kind], { alternatives });

/** 422 `diet_conflict`, as the creator's checks answer it (worker/domains/recipes/recipe-checks.ts). */
export const cookbookDietConflict = (finding: DietFinding) =>
  new ApiError(
    422,
    'diet_conflict',
    'This recipe could not be made to fit your diet and allergy profile.',
    `"${finding.ingredient}" conflicts with ${finding.rule === 'dislike' ? 'a dislike' : finding.rule} ("${finding.term}")`,
    { ingredient: finding.ingredient },
  );
