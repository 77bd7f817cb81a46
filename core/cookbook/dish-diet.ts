import type { DietFinding, DietProfile } from '#core/diet/allergens';
import type { RecipeLanguage } from '#core/kernel/options';
import { dietFacts, findingsFromFacts, type DietFacts } from '#core/diet/recipe-diet-facts';
import type { DishMeta } from './cookbook-index';

/**
 * A cookbook dish's diet facts (core/diet/recipe-diet-facts.ts): the bundled cookbook's are read by the
 * checker at build time (core/cookbook/cookbook-index.data.ts, checked fresh by
 * core/cookbook/cookbook-index.data.test.ts); a test's dishes have theirs read the first time
 * they are needed and kept for the isolate's life. Never written by hand in the entries.
 */
const facts = new Map<string, DietFacts>();

export function dishDietFacts(dish: DishMeta, language: RecipeLanguage): DietFacts {
  const built = dish.facts?.[language];
  if (built) return built;
  const key = `${dish.id}:${language}`;
  let found = facts.get(key);
  if (!found) {
    found = dietFacts({ title: dish.text[language].title, ingredients: dish.ingredients.map((x) => x[language] ?? x.food) });
    facts.set(key, found);
  }
  return found;
}

/** What a profile finds in the dish as the cookbook prints it in `language` (the same findings checkRecipeDiet gives; a DishMeta's findings name the line by its food). */
export function dishFindings(dish: DishMeta, language: RecipeLanguage, profile: DietProfile): DietFinding[] {
  return findingsFromFacts(dishDietFacts(dish, language), profile, { title: dish.text[language].title, ingredients: dish.ingredients.map((x) => x[language] ?? x.food) });
}
