import { checkIngredients, checkRecipeDiet, isEmptyProfile, type DietProfile } from '../../core/allergens';
import { substituteLine, substituteTitle } from '../../core/diet-substitutes';
import { ingredientKey } from '../../core/ingredient-parse';
import { FOODS } from './offline/foods';
import { givenItem, type Item } from './offline/items';
import type { Language } from './provider';

/**
 * How the offline chef obeys a diet and allergy profile (docs/decisions/040-diet-and-allergens-the-food-index.md):
 * a conflicting ingredient is replaced by the substitute core/diet-substitutes.ts gives
 * (gluten-free spaghetti, chickpeas for chicken), so the dish keeps its main ingredient and the
 * steps name the substitute; only what has none (a dislike) is left out. The title names the
 * substitute too ("Chickpea Curry"), never what the profile excludes.
 */
export function obeyDiet(items: Item[], diet: DietProfile | undefined, servings: number, language: Language): Item[] {
  if (!diet || isEmptyProfile(diet)) return items;
  const out: Item[] = [];
  for (const item of items) {
    let line = item.line;
    for (let round = 0; round < 4; round++) {
      const findings = checkIngredients([line], diet);
      if (!findings.length) break;
      const next = findings.map((f) => substituteLine(line, f, language, diet)).find((l): l is string => l !== null);
      if (!next) break;
      line = next;
    }
    if (checkIngredients([line], diet).length) continue;
    if (line === item.line) {
      out.push(item);
      continue;
    }
    const swapped = givenItem(line, servings, language);
    // A substitute the recipe already has (chickpeas for chicken beside the cook's own chickpeas) is not doubled.
    const key = ingredientKey(swapped.mention.word);
    const has = (other: Item) => other !== item && (swapped.food ? other.food?.id === swapped.food.id : ingredientKey(other.mention.word) === key);
    if (items.some(has) || out.some(has)) continue;
    out.push({ ...swapped, given: item.given, role: swapped.food ? swapped.role : item.role });
  }
  return out;
}

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
