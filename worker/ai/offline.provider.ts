import { isCookingMethod, isCuisine, type Cuisine } from '../../core/options';
import { generatedRecipeSchema } from '../../core/schemas/recipe';
import {
  DIFFICULTY_WORD,
  PHRASES,
  SEASONING_DEFAULT,
  SERVINGS_WORD,
  cuisineStaple,
  cuisineStyle,
  methodPhrases,
} from './offline-phrases';
import {
  UNKNOWN_INGREDIENT,
  estimateNutritionFromLines,
  lookupIngredient,
  type IngredientFacts,
} from './offline-ingredients';
import { upstreamFailed } from './gemini.provider';
import { dietKeeper, obeyGiven } from './offline-diet';
import { givenIngredients, parseGiven, type GivenIngredient } from './offline-input';
import { findDish, pantryDish } from './offline-lexicon';
import { composeNamedDish } from './offline-named';
import { findWord, wordsIn } from './offline-vocab';
import type { GenerateRecipeInput, GeneratedRecipe, Language, ModelProvider } from './provider';
import { linesOf, type RecipeStream } from './recipe-stream';

const MAX_TITLE = 200;

/**
 * The offline demo chef (DECISIONS.md "Model calls"): no network. It finds no ingredients in a
 * photo (the creator then shows its placeholder), writes a deterministic, plausible recipe from
 * what it is given, in en, es or de, and estimates nutrition from a built-in table.
 */

/** FNV-1a: the same request always gives the same small variations. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function list(language: Language, items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${PHRASES[language].and} ${items[items.length - 1]}`;
}

const UNIT_WORDS: Record<Language, { clove: [string, string]; tbsp: string; tsp: string; of: string }> = {
  en: { clove: ['clove', 'cloves'], tbsp: 'tbsp', tsp: 'tsp', of: '' },
  es: { clove: ['diente', 'dientes'], tbsp: 'cucharadas', tsp: 'cucharadita', of: 'de ' },
  de: { clove: ['Zehe', 'Zehen'], tbsp: 'EL', tsp: 'TL', of: '' },
};

/** "300 g chicken", "300 g de pollo", "2 Zehen Knoblauch", "3 eggs". */
function ingredientLine(language: Language, name: string, facts: IngredientFacts, servings: number): string {
  const words = UNIT_WORDS[language];
  const amount = facts.perServing * servings;
  switch (facts.kind) {
    case 'g':
    case 'ml': {
      const rounded = amount >= 50 ? Math.round(amount / 10) * 10 : Math.max(5, Math.round(amount / 5) * 5);
      return `${rounded} ${facts.kind} ${words.of}${name}`;
    }
    case 'clove': {
      const n = Math.max(1, Math.round(amount));
      return `${n} ${words.clove[n === 1 ? 0 : 1]} ${words.of}${name}`;
    }
    case 'tbsp':
      return `${Math.max(1, Math.round(amount))} ${words.tbsp} ${words.of}${name}`;
    case 'piece':
      return `${Math.max(1, Math.round(amount))} ${name}`;
  }
}

function difficultyOf(totalMinutes: number, ingredientCount: number): GeneratedRecipe['difficulty'] {
  if (totalMinutes > 90 || ingredientCount > 10) return 'hard';
  if (totalMinutes <= 30 && ingredientCount <= 5) return 'easy';
  return 'medium';
}

function titleOf(input: GenerateRecipeInput, main: string, others: string[], cuisine: Cuisine | null): string {
  const { language } = input;
  if (input.recipeName) return capitalize(input.recipeName);
  const method = methodPhrases(language, isCookingMethod(input.cookingMethod) ? input.cookingMethod : null);
  const p = PHRASES[language];
  const withPart = others.length ? ` ${p.with} ${list(language, others.slice(0, 2))}` : '';
  if (language === 'en') {
    const style = cuisine ? `${cuisineStyle('en', cuisine)} ${method.title.toLowerCase()}` : method.title;
    return capitalize(`${style} ${main}${withPart}`);
  }
  const style = cuisine ? ` ${cuisineStyle(language, cuisine)}` : '';
  return capitalize(`${main} ${method.title}${withPart}${style}`);
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** Ingredients that are measured rather than chopped. */
const NOT_CHOPPED = new Set([
  'egg', 'rice', 'pasta', 'flour', 'sugar', 'salt', 'oil', 'stock', 'milk', 'cream', 'butter',
  'beans', 'lentils', 'chickpeas', 'peas', 'corn', 'cheese',
]);
const isChopped = (name: string) => !NOT_CHOPPED.has((lookupIngredient(name) ?? UNKNOWN_INGREDIENT).id);

interface Cooking {
  /** Display name and its ingredient line. */
  items: Array<{ name: string; line: string }>;
  main: string;
  others: string[];
}

/** The cook's ingredients (a typed quantity kept as typed), topped up from the pantry to three. */
function cookingList(
  language: Language,
  given: GivenIngredient[],
  servings: number,
  keep: (line: string) => boolean,
): Cooking {
  const givenIds = new Set(given.map((g) => lookupIngredient(g.name)?.id ?? g.name));
  const items = given
    .map((g) => ({
      name: g.name,
      line: g.typed ? g.text : ingredientLine(language, g.name, lookupIngredient(g.name) ?? UNKNOWN_INGREDIENT, servings),
    }))
    .filter((item) => keep(item.line));
  for (const [one, many] of PHRASES[language].pantry) {
    if (items.length >= 3) break;
    const facts = lookupIngredient(one) ?? UNKNOWN_INGREDIENT;
    if (givenIds.has(facts.id)) continue;
    const plural = facts.kind === 'piece' && Math.round(facts.perServing * servings) > 1;
    const line = ingredientLine(language, plural ? many : one, facts, servings);
    if (keep(line)) items.push({ name: one, line });
  }
  const [first, ...rest] = items.map((item) => item.name);
  return { items, main: first ?? '', others: rest };
}

function prepStep(language: Language, main: string, others: string[]): string {
  const p = PHRASES[language];
  const chopped = others.filter(isChopped);
  const first = fill(isChopped(main) ? p.prepCut : p.prepMeasure, { main });
  const chop = chopped.length ? ` ${p.and} ${fill(p.prepChop, { others: list(language, chopped) })}` : '';
  return `${p.prepIntro} ${first}${chop}.`;
}

/** "Add the a, b and c …" in steps of at most six, so no step grows past the schema's limit. */
function finishSteps(language: Language, others: string[]): string[] {
  const steps: string[] = [];
  for (let i = 0; i < others.length; i += 6) {
    steps.push(fill(PHRASES[language].finish, { others: list(language, others.slice(i, i + 6)) }));
  }
  return steps;
}

/** A recipe from what the cook gave, cooked by the chosen method (no dish named, or one unknown). */
function composeFromIngredients(
  input: GenerateRecipeInput,
  given: GivenIngredient[],
  seed: number,
  keep: (line: string) => boolean,
): GeneratedRecipe {
  const { language } = input;
  const p = PHRASES[language];
  const cuisine = isCuisine(input.cuisine) ? input.cuisine : null;
  const method = methodPhrases(language, isCookingMethod(input.cookingMethod) ? input.cookingMethod : null);
  const servings = 2 + (seed % 3);
  // An unknown dish name may still name ingredients ("something with chicken and rice").
  const givenIds = new Set(given.map((g) => findWord(g.name)?.id));
  const fromName = (input.recipeName ? wordsIn(input.recipeName) : [])
    .filter((word) => !givenIds.has(word.id))
    .map((word) => parseGiven(word.names[language].split('|')[0] ?? ''));
  const { items, main, others } = cookingList(language, [...given, ...fromName], servings, keep);
  const cookTime = method.minutes + ((seed >>> 3) % 6);
  const prepTime = Math.min(30, 5 + 3 * Math.min(items.length, 8) + ((seed >>> 7) % 4));
  const difficulty = difficultyOf(prepTime + cookTime, items.length);

  const units = UNIT_WORDS[language];
  const seasoning = cuisine ? cuisineStaple(language, cuisine) : SEASONING_DEFAULT[language];
  const ingredients = [
    ...items.map((item) => item.line),
    ...(cuisine ? [`1 ${units.tsp} ${units.of}${seasoning}`] : []),
    ...(items.some((item) => lookupIngredient(item.name)?.id === 'oil') ? [] : [`2 ${units.tbsp} ${units.of}${p.oil}`]),
    `${capitalize(p.saltPepper)} ${p.toTaste}`,
  ].filter(keep);

  const servingsText = SERVINGS_WORD[language](servings);
  const instructions = [
    prepStep(language, main, others.slice(0, 8)),
    fill(p.season, { seasoning }),
    fill(method.step, { main, minutes: cookTime }),
    ...finishSteps(language, others),
    fill(p.serve, { servings: servingsText }),
  ].map(capitalize);

  const title = clampTitle(titleOf(input, main, others, cuisine));
  const description = fill(p.description, {
    title,
    difficulty: DIFFICULTY_WORD[language][difficulty],
    servings: servingsText,
    total: prepTime + cookTime,
  });
  return { title, description, prepTime, cookTime, servings, difficulty, ingredients, instructions };
}

/** Titles stay within the schema's 200 characters, cut at a word. */
function clampTitle(title: string): string {
  if (title.length <= MAX_TITLE) return title;
  const cut = title.slice(0, MAX_TITLE - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,]+$/, '')}…`;
}

/**
 * The demo chef's recipe: a dish it knows by name is cooked as that dish; a request naming nothing
 * (only the placeholder) gets a store-cupboard dish; anything else is cooked from its ingredients.
 */
export function composeRecipe(input: GenerateRecipeInput): GeneratedRecipe {
  const { language } = input;
  const given = obeyGiven(givenIngredients(input.ingredients), input.diet, language);
  const keep = dietKeeper(input.diet);
  const name = input.recipeName?.trim() || '';
  const cuisine = isCuisine(input.cuisine) ? input.cuisine : null;
  const seed = hash(JSON.stringify([given.map((g) => g.text), name, cuisine, input.cookingMethod, language]));
  const difficultyWord = (d: GeneratedRecipe['difficulty']) => DIFFICULTY_WORD[language][d];
  const match = name ? findDish(name) : null;
  if (match) {
    // The cook's own words stay the title; the recipe is written in the interface language.
    const title = clampTitle(capitalize(name));
    return composeNamedDish({ language, match, given, title, seed, difficultyWord, keep });
  }
  if (!name && given.length === 0) {
    const dish = pantryDish(seed, cuisine);
    const pantry = { dish, generic: false, rest: '' };
    return composeNamedDish({ language, match: pantry, given, title: dish.titles[language], seed, difficultyWord, keep });
  }
  return composeFromIngredients(input, given, seed, keep);
}

type Composer = (input: GenerateRecipeInput) => GeneratedRecipe;

/** The chef's recipe, checked against the schema Gemini's output must pass (DECISIONS.md "Model calls"). */
function validRecipe(compose: Composer, input: GenerateRecipeInput): GeneratedRecipe {
  const result = generatedRecipeSchema.safeParse(compose(input));
  if (!result.success) throw upstreamFailed(`Offline chef output does not match the schema: ${result.error.message.slice(0, 200)}`);
  return result.data;
}

/**
 * The chef writes the whole recipe at once (no network, well under a millisecond), so its stream
 * hands out the finished lines one after another with no pause: "at once offline".
 */
async function* streamOffline(compose: Composer, input: GenerateRecipeInput, signal?: AbortSignal): RecipeStream {
  const recipe = validRecipe(compose, input);
  for (const line of linesOf(recipe)) {
    signal?.throwIfAborted();
    yield line;
  }
  return recipe;
}

/** `compose` is the chef itself; tests hand in a faulty one to prove the schema gate holds. */
export function createOfflineProvider(compose: Composer = composeRecipe): ModelProvider {
  return {
    name: 'offline',
    model: 'Offline demo chef',
    async detectIngredients() {
      // The demo chef cannot see photos: it says so by finding nothing.
      return [];
    },
    async generateRecipe(input) {
      return validRecipe(compose, input);
    },
    streamRecipe: (input, signal) => streamOffline(compose, input, signal),
    async estimateNutrition(input) {
      return estimateNutritionFromLines(input.ingredients);
    },
  };
}
