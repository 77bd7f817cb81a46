import { cuisineOfCooking } from '../../core/cuisine-names';
import type { Dish, DishRole } from './offline-dish';
import { DISH_PHRASES, amountLine, pieceName } from './offline-dish-phrases';
import { FAMILY_FACTS, familySteps } from './offline-families';
import type { GivenIngredient } from './offline-input';
import type { DishMatch } from './offline-lexicon';
import { findWord, wordById, wordsIn, type Unit, type Word } from './offline-vocab';
import type { GeneratedRecipe, Language } from './provider';

/**
 * A named dish, cooked by its family's method: the dish's ingredients (the cook's own line when
 * they gave the same ingredient, typed quantity and all), what the name adds ("pumpkin risotto"),
 * and every other ingredient the cook gave. Every ingredient is listed, and named in a step.
 */
interface Item {
  /** How steps name it. */
  name: string;
  line: string;
  role: DishRole;
}

/** A default amount per serving when the dish does not say (an ingredient the cook added). */
const DEFAULT_PER_SERVING: Record<Unit, number> = { g: 80, ml: 50, piece: 0.5, clove: 1, tbsp: 0.5, tsp: 0.25, handful: 0.25 };

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function joinList(language: Language, names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${DISH_PHRASES[language].and} ${names[names.length - 1]}`;
}

function fromWord(language: Language, word: Word, perServing: number, servings: number, role: DishRole): Item {
  const amount = perServing * servings;
  const display = word.unit === 'piece' ? pieceName(word.names[language], Math.round(amount * 2) / 2) : word.names[language];
  return { name: display, line: amountLine(language, word.unit, amount, word.names[language]), role };
}

/** The cook's ingredient in place of (or beside) a dish ingredient: their words, their quantity. */
function fromGiven(language: Language, given: GivenIngredient, unit: Unit, perServing: number, servings: number, role: DishRole): Item {
  const line = given.typed ? given.text : amountLine(language, unit, perServing * servings, given.name);
  return { name: given.name, line, role };
}

function dishItems(language: Language, match: DishMatch, given: GivenIngredient[], servings: number): Item[] {
  const { dish } = match;
  const unused = [...given];
  const takeGiven = (word: Word) => {
    const index = unused.findIndex((g) => findWord(g.name)?.id === word.id);
    return index < 0 ? null : (unused.splice(index, 1)[0] ?? null);
  };
  const dishIds = new Set(dish.ingredients.map((i) => i.id));
  const named = wordsIn(match.rest).filter((word) => !dishIds.has(word.id));
  const swap = match.generic && named.length > 0;
  const variable = dish.ingredients.find((i) => i.variable);
  const items: Item[] = [];
  for (const ingredient of dish.ingredients) {
    if (swap && ingredient.variable) continue;
    const word = wordById(ingredient.id);
    const role = ingredient.role ?? word.role;
    const mine = takeGiven(word);
    items.push(mine ? fromGiven(language, mine, word.unit, ingredient.perServing, servings, role) : fromWord(language, word, ingredient.perServing, servings, role));
  }
  for (const word of named) {
    const mine = takeGiven(word);
    const perServing = swap && variable ? variable.perServing : DEFAULT_PER_SERVING[word.unit];
    const role = swap && variable ? (variable.role ?? word.role) : word.role;
    items.push(mine ? fromGiven(language, mine, word.unit, perServing, servings, role) : fromWord(language, word, perServing, servings, role));
  }
  for (const extra of unused) {
    const word = findWord(extra.name);
    const unit = word?.unit ?? 'g';
    items.push(fromGiven(language, extra, unit, DEFAULT_PER_SERVING[unit], servings, word?.role ?? 'veg'));
  }
  return items;
}

/** Fills `{main}`, `{veg+aroma}`, `{minutes}`; null when every role a placeholder names is empty. */
function fillStep(template: string, byRole: (roles: string[]) => string[], minutes: number, language: Language): string | null {
  let empty = false;
  const text = template.replace(/\{([\w+]+)\}/g, (_, key: string) => {
    if (key === 'minutes') return String(minutes);
    const names = fit(byRole(key.split('+')));
    if (names.length === 0) empty = true;
    return joinList(language, names);
  });
  return empty ? null : text;
}

/** At most six names and about 500 characters in one place: the rest get a step of their own. */
function fit(names: string[]): string[] {
  const out: string[] = [];
  let length = 0;
  for (const name of names) {
    if (out.length > 0 && (out.length === 6 || length + name.length > 500)) break;
    out.push(name);
    length += name.length + 2;
  }
  return out;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function instructionsFor(language: Language, dish: Dish, items: Item[], cookMinutes: number, servings: number): string[] {
  const p = DISH_PHRASES[language];
  const byRole = (roles: string[]) => items.filter((item) => roles.includes(item.role)).map((item) => item.name);
  const chop = byRole(['veg', 'aroma']);
  const steps = [chop.length ? p.prep.replace('{chop}', joinList(language, chop.slice(0, 8))) : p.prepMeasure];
  for (const template of familySteps(language, dish.family)) {
    const step = fillStep(template, byRole, cookMinutes, language);
    if (step) steps.push(step);
  }
  const written = steps.join('\n').toLocaleLowerCase();
  const missing = items.filter((item) => item.role !== 'side' && !written.includes(item.name.toLocaleLowerCase()));
  for (const group of chunks(missing, 4)) steps.push(p.leftover.replace('{items}', joinList(language, group.map((i) => i.name))));
  const sides = byRole(['side']);
  const sidesText = sides.length ? p.sides.replace('{side}', joinList(language, sides)) : '';
  steps.push(p.serve.replace('{sides}', sidesText).replace('{servings}', p.servings(servings)));
  return steps.map(capitalize);
}

export interface NamedRecipeInput {
  language: Language;
  match: DishMatch;
  given: GivenIngredient[];
  title: string;
  seed: number;
  difficultyWord: (difficulty: GeneratedRecipe['difficulty']) => string;
  /** False for a line the cook's diet profile rules out: the chef leaves it out. */
  keep?: (line: string) => boolean;
}

export function composeNamedDish(input: NamedRecipeInput): GeneratedRecipe {
  const { language, match, seed } = input;
  const { dish } = match;
  const p = DISH_PHRASES[language];
  const servings = 2 + (seed % 3);
  const keep = input.keep ?? (() => true);
  const items = dishItems(language, match, input.given, servings).filter((item) => keep(item.line));
  const base = dish.minutes ?? FAMILY_FACTS[dish.family].minutes;
  const cookTime = base === 0 ? 0 : base + ((seed >>> 3) % 6);
  const prepTime = Math.min(40, 5 + 2 * items.length + ((seed >>> 7) % 4));
  const total = prepTime + cookTime;
  const difficulty: GeneratedRecipe['difficulty'] = total > 90 || items.length > 12 ? 'hard' : total <= 30 && items.length <= 6 ? 'easy' : 'medium';
  const oilGiven = input.given.some((g) => findWord(g.name)?.id === 'olive-oil');
  const hasOil = oilGiven || dish.ingredients.some((i) => i.id === 'olive-oil') || dish.family === 'overnight';
  const sweet = dish.family === 'overnight' || dish.family === 'batter';
  const ingredients = [...items.map((item) => item.line), ...(hasOil ? [] : [p.oil]), ...(sweet ? [] : [p.saltPepper])];
  const cuisine = dish.cuisine ? ` (${cuisineOfCooking(dish.cuisine, language)})` : '';
  const description = p.description
    .replace('{title}', input.title)
    .replace('{cuisine}', cuisine)
    .replace('{difficulty}', input.difficultyWord(difficulty))
    .replace('{servings}', p.servings(servings))
    .replace('{total}', String(total));
  return {
    title: input.title,
    description,
    prepTime,
    cookTime,
    servings,
    difficulty,
    ingredients,
    instructions: instructionsFor(language, dish, items, cookTime, servings),
  };
}
