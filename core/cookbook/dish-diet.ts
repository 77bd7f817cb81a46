import type { DietFinding, DietProfile } from '../allergens';
import type { RecipeLanguage } from '../options';
import { dietFacts, findingsFromFacts, type DietFacts } from '../recipe-diet-facts';
import type { CookbookDish } from './cookbook-schema';

/**
 * A cookbook dish's diet facts (core/recipe-diet-facts.ts): read by the checker from its title
 * and lines in each language the first time they are needed and kept for the isolate's life,
 * never written by hand in the entries.
 */
const facts = new Map<string, DietFacts>();

export function dishDietFacts(dish: CookbookDish, language: RecipeLanguage): DietFacts {
  const key = `${dish.id}:${language}`;
  let found = facts.get(key);
  if (!found) {
    found = dietFacts({ title: dish.text[language].title, ingredients: dish.ingredients.map((x) => x[language]) });
    facts.set(key, found);
  }
  return found;
}

/** What a profile finds in the dish as the cookbook prints it in `language` (the same findings checkRecipeDiet gives). */
export function dishFindings(dish: CookbookDish, language: RecipeLanguage, profile: DietProfile): DietFinding[] {
  return findingsFromFacts(dishDietFacts(dish, language), profile, { title: dish.text[language].title, ingredients: dish.ingredients.map((x) => x[language]) });
}
