import { checkIngredients, isEmptyProfile, type DietFinding, type DietProfile } from '../allergens';
import { substituteRecipe } from '../diet-substitutes';
import type { RecipeLanguage } from '../options';
import { scaleIngredientsForCook } from '../recipe-scaling-cook';
import { scaleServingsMentions } from '../recipe-scaling-servings';
import { shelfOf } from '../shopping-category';
import { lineFood } from './cook-from';
import { dishFindings } from './dish-diet';
import type { CookbookDish } from './cookbook-schema';
import { isStapleItem, type DishMatch } from './match-foods';

/**
 * A cookbook dish cooked for one cook (docs/cookbook.md "Adapting a dish"): in their language, for
 * the servings asked (amounts a cook can measure, whole eggs), with each line their diet profile
 * forbids replaced by a real substitute that the steps then name (a garnish without one is left
 * out and the cook told), and, cooked from a list, with the cook's foods standing in for the
 * dish's of the same kind. Title, description, times and difficulty are the dish's own.
 */

export interface AdaptedRecipe {
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: CookbookDish['difficulty'];
  ingredients: string[];
  instructions: string[];
}

export type AdaptResult = { recipe: AdaptedRecipe } | { conflict: DietFinding };

export interface AdaptOptions {
  language: RecipeLanguage;
  servings?: number;
  diet?: DietProfile;
  /** Cooked from the cook's list: what they have, what the dish also needs, what it does not use. */
  list?: { match: DishMatch; items: readonly string[] };
}

const NOTES: Record<RecipeLanguage, { instead: (have: string, food: string) => string; need: (x: string) => string; unused: (x: string) => string; left: (x: string) => string }> = {
  en: {
    instead: (have, food) => `Your ${have} stands in for the ${food}.`,
    need: (x) => `You will also need: ${x}.`,
    unused: (x) => `Not used in this dish: ${x}.`,
    left: (x) => `Left out for your diet profile: ${x}.`,
  },
  es: {
    instead: (have, food) => `Tu ${have} sustituye a: ${food}.`,
    need: (x) => `También necesitas: ${x}.`,
    unused: (x) => `No se usa en este plato: ${x}.`,
    left: (x) => `Sin esto por tu perfil de dieta: ${x}.`,
  },
  de: {
    instead: (have, food) => `Dein(e) ${have} ersetzt: ${food}.`,
    need: (x) => `Außerdem brauchst du: ${x}.`,
    unused: (x) => `In diesem Gericht nicht verwendet: ${x}.`,
    left: (x) => `Wegen deines Ernährungsprofils weggelassen: ${x}.`,
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const replaceWord = (text: string, from: string, to: string) => text.replace(new RegExp(`(?<![\\p{L}])${escape(from)}(?![\\p{L}])`, 'giu'), to);

const FRUIT = /\b(?:apple|pear|banana|berr|cherr|peach|plum|apricot|mango|pineapple|orange|lemon|lime|grape|fig|strawberr|raspberr|blueberr|rhubarb|melon|kiwi|date)/;
/** What a food is, for standing in: its shelf, produce split into fruit and vegetables. */
function kindOf(food: string): string {
  const shelf = shelfOf(food) ?? 'other';
  if (shelf !== 'produce') return shelf;
  return FRUIT.test(food.toLowerCase()) ? 'fruit' : 'vegetable';
}

const SHELVES_THAT_STAND_IN = new Set(['meat', 'seafood', 'vegetable', 'fruit', 'dairy', 'grains']);

/** The cook's unused foods standing in for the dish's missing ones of the same kind (never for a defining ingredient). */
function standIns(dish: CookbookDish, match: DishMatch, items: readonly string[]): Array<{ ingredient: number; item: number }> {
  const out: Array<{ ingredient: number; item: number }> = [];
  const free = match.unused.filter((i) => !isStapleItem(items[i]!));
  for (const ingredient of match.missing) {
    const wanted = dish.ingredients[ingredient]!;
    if (wanted.role !== 'main' && wanted.role !== 'supporting') continue;
    const kind = kindOf(wanted.food);
    if (!SHELVES_THAT_STAND_IN.has(kind)) continue;
    const at = free.findIndex((i) => kindOf(items[i]!) === kind);
    if (at < 0) continue;
    out.push({ ingredient, item: free[at]! });
    free.splice(at, 1);
  }
  return out;
}

const list = (names: string[]) => [...new Set(names)].join(', ');

export function adaptDish(dish: CookbookDish, options: AdaptOptions): AdaptResult {
  const { language } = options;
  const text = dish.text[language];
  const notes: string[] = [];
  let lines = dish.ingredients.map((x) => x[language]);
  let steps = [...text.steps];

  let standInCount = 0;
  let unusedItems: readonly string[] = [];
  if (options.list) {
    const { match, items } = options.list;
    const swaps = standIns(dish, match, items);
    standInCount = swaps.length;
    for (const { ingredient, item } of swaps) {
      const line = lines[ingredient]!;
      const food = lineFood(line);
      const have = language === 'de' ? items[item]! : items[item]!.toLowerCase();
      lines[ingredient] = line.includes(food) ? line.replace(food, have) : line;
      steps = steps.map((s) => replaceWord(s, food, have));
      notes.push(NOTES[language].instead(have, food));
    }
    const swapped = new Set(swaps.map((s) => s.ingredient));
    const used = new Set([...match.hits.map((h) => h.item), ...swaps.map((s) => s.item)]);
    const missing = match.missing.filter((i) => !swapped.has(i)).map((i) => lineFood(dish.ingredients[i]![language]));
    if (missing.length) notes.push(NOTES[language].need(list(missing)));
    unusedItems = items.filter((_, i) => !used.has(i));
  }

  const servings = options.servings ?? dish.servings;
  if (servings !== dish.servings) {
    lines = scaleIngredientsForCook(lines, dish.servings, servings, language).map((l) => l.text);
    steps = steps.map((s) => scaleServingsMentions(s, dish.servings, servings));
  }

  let title = text.title;
  let description = text.description;
  const diet = options.diet && !isEmptyProfile(options.diet) ? options.diet : undefined;
  // The dish's own lines are read from its diet facts (kept per isolate); a line the cook's food
  // stands in for is new and read by the checker with the rest.
  if (diet && (standInCount > 0 || dishFindings(dish, language, diet).length)) {
    // A garnish or an optional line the profile forbids, with no substitute, is left out.
    // The main of a meat or fish dish has no meatless stand-in that keeps the dish (Beef Wellington
    // with no beef): the cookbook's meatless entry is found by name instead, or the cook is told.
    const meatless = diet.diets.filter((d) => d === 'vegetarian' || d === 'vegan' || d === 'pescatarian');
    if (meatless.length) {
      const mainConflict = dishFindings(dish, language, { diets: meatless, allergens: [], dislikes: [] }).find((f) => {
        const at = dish.ingredients.findIndex((x) => x[language] === f.ingredient);
        return f.field !== 'title' && at >= 0 && dish.ingredients[at]!.role === 'main';
      });
      if (mainConflict) return { conflict: mainConflict };
    }
    const swapped = substituteRecipe({ title, ingredients: lines, instructions: steps }, diet, language);
    const drop = new Set<number>();
    for (const finding of swapped.unresolved) {
      const at = swapped.recipe.ingredients.indexOf(finding.ingredient);
      const ingredient = at >= 0 ? dish.ingredients[at] : undefined;
      if (finding.field === 'title' || !ingredient || !(ingredient.role === 'garnish' || ingredient.optional)) return { conflict: finding };
      drop.add(at);
    }
    if (drop.size) notes.push(NOTES[language].left(list([...drop].map((i) => lineFood(swapped.recipe.ingredients[i]!)))));
    title = swapped.recipe.title;
    // The description says no more what the profile took out ("served with a peanut sauce").
    description = sentences(description)
      .filter((sentence) => checkIngredients([sentence], diet).length === 0)
      .join(' ');
    lines = swapped.recipe.ingredients.filter((_, i) => !drop.has(i));
    steps = (swapped.recipe.instructions as string[]).map((s) => (swapped.swaps.length ? stepsWithoutLeftMentions(s, diet, swapped.swaps) : s));
  }

  return {
    recipe: {
      title,
      description: describe(description, notes, unusedItems, language),
      prepTime: dish.prepTime,
      cookTime: dish.cookTime,
      servings,
      difficulty: dish.difficulty,
      ingredients: lines,
      instructions: steps,
    },
  };
}

const MORE: Record<RecipeLanguage, (n: number) => string> = { en: (n) => `and ${n} more`, es: (n) => `y ${n} más`, de: (n) => `und ${n} weitere` };

/** The dish's description with what was adapted; a long list of unused foods names as many as fit (the description holds 1000 characters). */
function describe(description: string, notes: string[], unused: readonly string[], language: RecipeLanguage): string {
  const base = [description, ...notes].join(' ');
  if (!unused.length) return base.length <= 1000 ? base : description;
  for (let shown = unused.length; shown >= 1; shown--) {
    const names = [...new Set(unused.slice(0, shown))];
    const text = shown < unused.length ? `${names.join(', ')} ${MORE[language](unused.length - shown)}` : names.join(', ');
    const out = `${base} ${NOTES[language].unused(text)}`;
    if (out.length <= 1000) return out;
  }
  return base.length <= 1000 ? base : description;
}

/**
 * A step that still names what the profile forbids after the swaps ("the meat sauce" once the mince
 * became lentils) names the first substitute instead, or loses the word.
 */
function stepsWithoutLeftMentions(step: string, diet: DietProfile, swaps: ReadonlyArray<{ from: string; to: string }>): string {
  let out = step;
  for (let round = 0; round < 3; round++) {
    const findings = checkIngredients([out], diet).filter((f) => f.rule !== 'dislike');
    if (!findings.length) return out;
    let next = out;
    for (const f of findings) {
      const term = f.term.toLowerCase();
      const swap = swaps.find((x) => x.from.toLowerCase().includes(term) || term.includes(x.from.toLowerCase())) ?? swaps[0];
      // A compound naming it ("Erdnusssauce") keeps its other part ("Sauce").
      next = next.replace(new RegExp(`(?<![\\p{L}])${escape(f.term)}(\\p{L}{3,})`, 'giu'), (_, rest: string) => rest.charAt(0).toUpperCase() + rest.slice(1));
      next = replaceWord(next, f.term, swap?.to ?? '').replace(/\s{2,}/g, ' ');
    }
    if (next === out) return out;
    out = next;
  }
  return out;
}

/** A text's sentences, each with its full stop. */
function sentences(text: string): string[] {
  return text.match(/[^.!?]+[.!?]*\s*/g)?.map((s) => s.trim()).filter(Boolean) ?? [];
}
