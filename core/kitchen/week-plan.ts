import { checkRecipeDiet, type DietProfile } from '#core/diet/allergens';
import { mergeProfiles } from '#core/diet/eaters';
import { recipeFindings, type DietFacts } from '#core/diet/recipe-diet-facts';
import { daysBetween, dayNumber } from './freshness';
import { ingredientKey } from '#core/food/ingredient-key';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import type { MealType } from '#core/kernel/kitchen-options';

/**
 * "Plan my week" (docs/decisions/048-plan-my-week.md): a suggestion for each empty slot from the
 * cook's recipes, that obeys the diet and allergy profile of everyone eating, uses the pantry
 * items that expire soonest first (each item counted once, and only before it expires), repeats no
 * recipe, keeps weekday dinners within the cook's time budget and says why it chose each. Pure and
 * deterministic: the same inputs give the same week. Nothing is saved.
 */
export interface PlanRecipe {
  id: string;
  title: string;
  ingredients: string[];
  /** Total minutes (the source's total, else prep plus cook). */
  minutes: number;
  /** Whether it is a breakfast (a cookbook dish's course); read from the title when not given. */
  breakfast?: boolean;
}

export interface PlanPantryItem {
  name: string;
  expiry_date: string | null;
}

export interface PlanSlot {
  date: string;
  meal_type: MealType;
}

/** A slot to fill, with the profiles of the slot's own eaters when they are not everyone's. */
export interface PlanSlotInput extends PlanSlot {
  profiles?: readonly DietProfile[];
}

export type SuggestionReason =
  | { code: 'expiring'; items: string[]; minutes: number }
  | { code: 'quick'; minutes: number }
  | { code: 'fits'; minutes: number };

export interface Suggestion extends PlanSlot {
  recipe_id: string;
  /** `cookbook` when the suggestion is one of `WeekPlanInput.cookbook` (a dish, not yet the cook's recipe). */
  source: 'recipe' | 'cookbook';
  reason: SuggestionReason;
}

export interface WeekPlanInput {
  slots: readonly PlanSlotInput[];
  recipes: readonly PlanRecipe[];
  pantry: readonly PlanPantryItem[];
  /** The profiles of everyone eating (a slot without its own eaters); a recipe must fit them all. */
  profiles: readonly DietProfile[];
  /** The cook's local date; items already expired are not used. */
  today: string;
  /** Minutes a weekday (Monday to Friday) dinner may take. */
  weekdayDinnerMinutes: number;
  /** Recipes already planned in the week: not suggested again. */
  planned?: readonly string[];
  /**
   * Each recipe's diet facts by id (core/diet/recipe-diet-facts.ts): a recipe whose facts were read from
   * its title and lines as given is checked against them; any other is read line by line as before.
   */
  facts?: ReadonlyMap<string, DietFacts>;
  /**
   * Cookbook dishes, best first (those using the pantry first), offered for a slot none of the
   * cook's recipes fills (docs/decisions/048-plan-my-week.md "Few recipes"): each checked against
   * the eaters' profiles line by line, only when reached.
   */
  cookbook?: readonly PlanRecipe[];
}

/** Titles that read as breakfast (en, es, de): breakfast slots take these, other meals the rest. */
const BREAKFAST =
  /\b(?:pancakes?|porridge|oatmeal|granola|muesli|omelett?e|scrambled|frittata|french toast|smoothie|breakfast|waffles?|crepes?|tortitas|desayuno|huevos revueltos|gachas|frühstück|rührei|pfannkuchen|müsli|porridge)\b/i;

const isWeekday = (date: string) => {
  const day = dayNumber(date);
  // Day 0 (1970-01-01) was a Thursday: Monday..Friday are 0..4 counted from Monday.
  return day !== null && (day + 3) % 7 < 5;
};

interface Candidate {
  recipe: PlanRecipe;
  /** The words of each ingredient line's match key (parsed on first use: only fitting recipes need them). */
  lines: () => string[][];
  breakfast: boolean;
}

/**
 * Each ingredient line's match-key words, kept for the isolate's later plans (bounded, emptied when
 * full): parsing a cook's 200 recipes' lines was most of a plan's CPU time, and the same lines come
 * back at the next "plan my week" of the cook or a household member (docs/bench.md, Plan my week).
 * Pure: a line's words depend on the line alone.
 */
const LINE_WORDS = new Map<string, string[]>();
const LINE_WORDS_MAX = 8192;
function lineWords(line: string): string[] {
  let words = LINE_WORDS.get(line);
  if (!words) {
    if (LINE_WORDS.size >= LINE_WORDS_MAX) LINE_WORDS.clear();
    words = (parseIngredientLine(line)?.key ?? ingredientKey(line)).split(' ');
    LINE_WORDS.set(line, words);
  }
  return words;
}

function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

interface Stock {
  name: string;
  words: string[];
  expiry: string;
}

/** A line uses an item when the words of one name are all in the other ("spinach" and "baby spinach"). */
const uses = (candidate: Candidate, item: Stock) =>
  candidate.lines().some((line) => item.words.every((word) => line.includes(word)) || line.every((word) => item.words.includes(word)));

/** The suggested week: one suggestion per slot that has a fitting recipe, in slot order. */
export function suggestWeek(input: WeekPlanInput): Suggestion[] {
  const planned = new Set(input.planned ?? []);
  const candidateOf = (recipe: PlanRecipe): Candidate => ({
    recipe,
    lines: memo(() => recipe.ingredients.map(lineWords)),
    breakfast: recipe.breakfast ?? BREAKFAST.test(recipe.title),
  });
  const candidates: Candidate[] = [...input.recipes]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((recipe) => !planned.has(recipe.id))
    .map(candidateOf);
  // The cookbook's dishes keep the order given (best first); reached only when the cook's recipes run out.
  const dishes: Candidate[] = (input.cookbook ?? []).filter((dish) => !planned.has(dish.id)).map(candidateOf);
  const dishFits = dishFitsFor(input.profiles);
  // Dated, unexpired pantry items, soonest first; each is used by one suggestion at most.
  let stock: Stock[] = input.pantry
    .filter((item): item is PlanPantryItem & { expiry_date: string } => item.expiry_date !== null && daysBetween(input.today, item.expiry_date) >= 0)
    .map((item) => ({ name: item.name, words: ingredientKey(item.name).split(' ').filter(Boolean), expiry: item.expiry_date }))
    .filter((item) => item.words.length > 0)
    .sort((a, b) => (a.expiry < b.expiry ? -1 : a.expiry > b.expiry ? 1 : a.name.localeCompare(b.name)));
  const slots = [...input.slots].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : MEALS.indexOf(a.meal_type) - MEALS.indexOf(b.meal_type)));
  const fits = fitsFor(candidates, input.profiles, input.facts);
  const used = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const { profiles, ...slot } of slots) {
    const fit = fits(profiles);
    const quick = slot.meal_type === 'dinner' && isWeekday(slot.date);
    let best: { candidate: Candidate; items: Stock[]; score: number } | null = null;
    for (const candidate of candidates) {
      if (used.has(candidate.recipe.id) || !fit.has(candidate.recipe.id) || candidate.breakfast !== (slot.meal_type === 'breakfast')) continue;
      if (quick && candidate.recipe.minutes > input.weekdayDinnerMinutes) continue;
      // Items this recipe would use that still keep on the slot's day, soonest first.
      const items = stock.filter((item) => item.expiry >= slot.date && uses(candidate, item));
      const score = items.reduce((sum, item) => sum + 1000 / (1 + Math.max(0, daysBetween(input.today, item.expiry))), 0);
      if (!best || score > best.score) best = { candidate, items, score };
    }
    let source: Suggestion['source'] = 'recipe';
    if (!best) {
      // None of the cook's recipes fits: the first cookbook dish that does.
      const dish = dishes.find(
        (d) =>
          !used.has(d.recipe.id) &&
          d.breakfast === (slot.meal_type === 'breakfast') &&
          !(quick && d.recipe.minutes > input.weekdayDinnerMinutes) &&
          dishFits(d.recipe, profiles),
      );
      if (!dish) continue;
      best = { candidate: dish, items: stock.filter((item) => item.expiry >= slot.date && uses(dish, item)), score: 0 };
      source = 'cookbook';
    }
    const { candidate, items } = best;
    used.add(candidate.recipe.id);
    stock = stock.filter((item) => !items.includes(item));
    const minutes = candidate.recipe.minutes;
    const reason: SuggestionReason = items.length
      ? { code: 'expiring', items: items.map((item) => item.name), minutes }
      : quick
        ? { code: 'quick', minutes }
        : { code: 'fits', minutes };
    suggestions.push({ ...slot, recipe_id: candidate.recipe.id, source, reason });
  }
  return suggestions;
}

/**
 * The recipes that fit a set of eaters (the merged profile of theirs), checked once per distinct
 * merged profile: the week's slots usually share one set of eaters.
 */
function fitsFor(candidates: readonly Candidate[], everyone: readonly DietProfile[], facts?: ReadonlyMap<string, DietFacts>) {
  const findings = (recipe: PlanRecipe, profile: DietProfile) => {
    const known = facts?.get(recipe.id);
    return known ? recipeFindings(recipe, profile, known) : checkRecipeDiet(recipe, profile);
  };
  const cache = new Map<string, Set<string>>();
  return (profiles: readonly DietProfile[] = everyone) => {
    const profile = mergeProfiles(profiles);
    const key = JSON.stringify(profile);
    let fit = cache.get(key);
    if (!fit) {
      fit = new Set(candidates.filter((c) => findings(c.recipe, profile).length === 0).map((c) => c.recipe.id));
      cache.set(key, fit);
    }
    return fit;
  };
}

/** Whether a cookbook dish fits a set of eaters: checked when reached, remembered per dish and merged profile. */
function dishFitsFor(everyone: readonly DietProfile[]) {
  const known = new Map<string, boolean>();
  return (dish: PlanRecipe, profiles: readonly DietProfile[] = everyone) => {
    const profile = mergeProfiles(profiles);
    const key = `${dish.id}|${JSON.stringify(profile)}`;
    let fits = known.get(key);
    if (fits === undefined) {
      fits = checkRecipeDiet(dish, profile).length === 0;
      known.set(key, fits);
    }
    return fits;
  };
}

const MEALS: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
