import { checkRecipeDiet, isEmptyProfile, type DietProfile } from '#core/diet/allergens';
import { substituteTitle } from '#core/diet/diet-substitutes';
import { FOODS } from './offline/foods';
import type { Language } from './provider';

/**
 * Diet titles for the offline refiner (docs/decisions/040-diet-and-allergens-the-food-index.md): the
 * title names the substitute ("Chickpea Curry", "Kichererbsen-Curry"), never what the profile excludes.
 */
/** The title with its conflicting words swapped for the substitute's, or as it was when it has none. */
export function dietTitle(title: string, diet: DietProfile | undefined, language: Language): string {
  if (!diet || isEmptyProfile(diet)) return title;
  const split = language === 'de' ? splitCompound(title) : title;
  const findings = checkRecipeDiet({ title: split, ingredients: [] }, diet);
  if (!findings.length) return title;
  return substituteTitle(split, findings, language) ?? title;
}

/**
 * A German compound split after the food it starts with ("Hähnchencurry" -> "Hähnchen-Curry"), so
 * the substitute replaces the food and keeps the dish ("Kichererbsen-Curry").
 */
const MEAT_PREFIX = /^(Rinder|Rinds|Schweine|Schweins|Kalbs|Lamm|Hühner|Hähnchen|Puten|Enten|Gänse|Hirsch|Wild|Speck|Schinken|Lachs|Thunfisch|Fisch|Garnelen|Krabben)(?=\p{Ll}{3,}$)/u;

function splitCompound(title: string): string {
  return title.replace(/\p{L}+/gu, (word) => {
    const food = FOODS.find((f) => {
      const name = f.names.de.one;
      return !name.includes(' ') && word.length > name.length + 2 && word.toLocaleLowerCase().startsWith(name.toLocaleLowerCase());
    });
    // The cookbook's meats as compounds write them ("Rindergulasch", "Schweinebraten").
    const meat = food ? null : MEAT_PREFIX.exec(word);
    if (!food && !meat) return word;
    const cut = food ? food.names.de.one.length : meat![1]!.length;
    return `${word.slice(0, cut)}-${word.charAt(cut).toLocaleUpperCase()}${word.slice(cut + 1)}`;
  });
}
