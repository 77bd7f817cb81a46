import { isCookingMethod, isCuisine, type Cuisine } from '../../core/options';
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
import type { GenerateRecipeInput, GeneratedRecipe, Language, ModelProvider } from './provider';

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

/** The user's ingredients (up to 12), topped up from the pantry to at least three. */
function cookingList(language: Language, ingredients: string[], servings: number): Cooking {
  const given = [...new Set(ingredients.map((name) => name.trim()).filter(Boolean))].slice(0, 12);
  const givenIds = new Set(given.map((name) => lookupIngredient(name)?.id ?? name));
  const items = given.map((name) => ({
    name,
    line: ingredientLine(language, name, lookupIngredient(name) ?? UNKNOWN_INGREDIENT, servings),
  }));
  for (const [one, many] of PHRASES[language].pantry) {
    if (items.length >= 3) break;
    const facts = lookupIngredient(one) ?? UNKNOWN_INGREDIENT;
    if (givenIds.has(facts.id)) continue;
    const plural = facts.kind === 'piece' && Math.round(facts.perServing * servings) > 1;
    items.push({ name: one, line: ingredientLine(language, plural ? many : one, facts, servings) });
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

export function composeRecipe(input: GenerateRecipeInput): GeneratedRecipe {
  const { language } = input;
  const p = PHRASES[language];
  const cuisine = isCuisine(input.cuisine) ? input.cuisine : null;
  const method = methodPhrases(language, isCookingMethod(input.cookingMethod) ? input.cookingMethod : null);
  const seed = hash(JSON.stringify([input.ingredients, input.recipeName, cuisine, input.cookingMethod, language]));

  const servings = 2 + (seed % 3);
  const { items, main, others } = cookingList(language, input.ingredients, servings);
  const cookTime = method.minutes + ((seed >>> 3) % 6);
  const prepTime = Math.min(30, 5 + 3 * items.length + ((seed >>> 7) % 4));
  const difficulty = difficultyOf(prepTime + cookTime, items.length);

  const units = UNIT_WORDS[language];
  const seasoning = cuisine ? cuisineStaple(language, cuisine) : SEASONING_DEFAULT[language];
  const ingredients = [
    ...items.map((item) => item.line),
    ...(cuisine ? [`1 ${units.tsp} ${units.of}${seasoning}`] : []),
    `2 ${units.tbsp} ${units.of}${p.oil}`,
    `${capitalize(p.saltPepper)} ${p.toTaste}`,
  ];

  const othersText = others.length ? list(language, others) : p.plain;
  const servingsText = SERVINGS_WORD[language](servings);
  const instructions = [
    prepStep(language, main, others),
    fill(p.season, { seasoning }),
    fill(method.step, { main, minutes: cookTime }),
    ...(others.length ? [fill(p.finish, { others: othersText })] : []),
    fill(p.serve, { servings: servingsText }),
  ].map(capitalize);

  const title = titleOf(input, main, others, cuisine);
  const description = fill(p.description, {
    title,
    difficulty: DIFFICULTY_WORD[language][difficulty],
    servings: servingsText,
    total: prepTime + cookTime,
  });
  return { title, description, prepTime, cookTime, servings, difficulty, ingredients, instructions };
}

export function createOfflineProvider(): ModelProvider {
  return {
    name: 'offline',
    async detectIngredients() {
      // The demo chef cannot see photos: it says so by finding nothing.
      return [];
    },
    async generateRecipe(input) {
      return composeRecipe(input);
    },
    async estimateNutrition(input) {
      return estimateNutritionFromLines(input.ingredients);
    },
  };
}
