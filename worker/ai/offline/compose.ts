import { isCuisine } from '../../../core/options';
import { readRecipeRequest } from '../../../core/recipe-request';
import { dietTitle, obeyDiet } from '../offline-diet';
import type { GenerateRecipeInput, ModelRecipe, Language } from '../provider';
import type { Dish } from './dish-types';
import { findCombo } from './combos';
import { cookKind, dietWords, findKind, kindItems, namedFoods, slotOf, type DishKind } from './dish-kinds';
import { DISHES, dishItems, dishSteps, findDish } from './dishes';
import { KINDS } from './kinds';
import { foodsIn, findFood, fold } from './foods-match';
import { fridgeTitle } from './fridge';
import { capitalize, contract, theList } from './grammar';
import { foodItem, givenItem, type Item } from './items';
import { chunked, planPan } from './plan';
import { planOven } from './plan-oven';

/**
 * The offline chef (docs/decisions/011-offline-chef.md): a dish it knows by name is cooked as that
 * dish, for the servings the description asks; anything else is cooked from the cook's
 * ingredients (and the foods the description names) in one pan. A diet profile is met by
 * substitution. Deterministic: the same request gives the same recipe.
 */

/** The creator's placeholder when a photo shows nothing (web/locales/<lang>/creator.json). */
const PLACEHOLDERS = new Set(['mixed ingredients', 'ingredientes variados', 'gemischte zutaten']);

function givenNames(ingredients: string[]): string[] {
  const seen = new Set<string>();
  return ingredients
    .map((text) => text.trim().replace(/\s+/g, ' '))
    .filter((text) => {
      const key = text.toLocaleLowerCase();
      if (!text || PLACEHOLDERS.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const EXTRA_STEP: Record<Language, (x: string) => string> = {
  en: (x) => `Stir in ${x} and cook for **3 minutes**, until hot through.`,
  es: (x) => `Incorpora ${x} y cocina **3 minutos**, hasta que esté bien caliente.`,
  de: (x) => `${x} unterrühren und **3 Minuten** mitgaren, bis alles heiß ist.`,
};

/**
 * A known dish cooked from the cook's own ingredients only (a classic combination): each of the
 * dish's foods is the cook's same food or one of the same role (bacon for guanciale, Parmesan for
 * pecorino), at the dish's amount; oil is the pantry's.
 */
function comboItems(dish: Dish, given: Item[], servings: number, language: Language): Map<string, Item> {
  const items = dishItems(dish, servings, language);
  for (const ingredient of dish.ingredients) {
    const own = items.get(ingredient.food);
    const match = given.find((item) => item.food?.id === ingredient.food) ?? given.find((item) => item.food && item.role === own?.role);
    if (match?.food && own) {
      const amount = match.food.measure === (ingredient.measure ?? own.food?.measure) ? ingredient.perServing * servings : match.food.perServing * servings;
      const item = match.food.id === ingredient.food ? own : foodItem(match.food, amount, language);
      items.set(ingredient.food, { ...item, given: true });
    } else if (own?.role !== 'oil') items.delete(ingredient.food);
  }
  return items;
}

/** A known dish: its ingredients (the cook's own line where they gave the same food), its steps, their extras. */
function cookDish(dish: Dish, input: GenerateRecipeInput, given: string[], servings: number, onlyGiven = false) {
  const { language } = input;
  const items = onlyGiven ? comboItems(dish, given.map((name) => givenItem(name, servings, language)), servings, language) : dishItems(dish, servings, language);
  const extras: Item[] = [];
  for (const name of onlyGiven ? [] : given) {
    const item = givenItem(name, servings, language);
    const id = item.food?.id;
    const own = id ? items.get(id) : undefined;
    if (id && own) items.set(id, { ...item, mention: own.mention });
    else extras.push(item);
  }
  const allowed = new Map(
    [...items].flatMap(([id, item]) => obeyDiet([item], input.diet, servings, language).map((kept) => [id, kept] as const)),
  );
  const extra = obeyDiet(extras, input.diet, servings, language);
  const { steps, cookTime, prepTime } = dishSteps(dish, allowed, language);
  // What the cook added beyond the dish goes in near the end, a few at a time.
  const parts = chunked(extra);
  const added = parts.map((part) => contract(language, capitalize(EXTRA_STEP[language](theList(language, part.map((item) => item.mention))))));
  // Before the dish's long cooking (the simmer, the oven), after the first timed step at the earliest.
  const timed = dish.steps.map((step) => step[0]);
  const first = timed.findIndex((m) => m > 0);
  const long = timed.findIndex((m, i) => i > first && m >= 10);
  const at = steps.length - dish.steps.length + (long > 0 ? long : first >= 0 ? first + 1 : dish.steps.length - 1);
  steps.splice(Math.max(1, at), 0, ...added);
  return {
    lines: [...allowed.values(), ...extra].map((item) => item.line),
    steps,
    prepTime,
    cookTime: cookTime + 3 * parts.length,
  };
}

/** A kind of dish: its template's foods and the named ones, the cook's own, the diet the description and profile ask. */
function cookKindDish(kind: DishKind, input: GenerateRecipeInput, given: string[], servings: number, description: string, onlyGiven = false) {
  const { language } = input;
  const words = dietWords(description);
  const placed = kindItems({ kind, servings, language, named: description ? namedFoods(description, kind) : [], meatless: words.meatless, given, onlyGiven });
  const kept = placed.flatMap((p) => {
    const diets = [input.diet, words.profile].filter((d): d is NonNullable<typeof d> => !!d);
    let items = [p.item];
    for (const diet of diets) items = obeyDiet(items, diet, servings, language);
    // A substitute takes its own place (mushrooms for beef are cooked as mushrooms).
    return items.map((item) => ({ item, slot: item === p.item ? p.slot : slotOf(kind, item) }));
  });
  return cookKind(kind, kept, servings, language);
}

/** Salt is listed only when a step uses it. */
const SALTED = /\bsalt|\bseason|\bsal\b|salpimi?ent|\bsala\b|sazona|salz|abschmecken|würzen/i;

const SALT: Record<Language, string> = { en: 'Salt and black pepper', es: 'Sal y pimienta negra', de: 'Salz und schwarzer Pfeffer' };
const SALT_ONLY: Record<Language, string> = { en: 'Salt', es: 'Sal', de: 'Salz' };

const DESCRIPTION: Record<Language, (title: string, servings: number, minutes: number) => string> = {
  en: (t, n, m) => `${t}, for ${n}, ready in about ${m} minutes.`,
  es: (t, n, m) => `${t} para ${n}, listo en unos ${m} minutos.`,
  de: (t, n, m) => `${t} für ${n} Personen, fertig in etwa ${m} Minuten.`,
};

function difficultyOf(minutes: number, count: number): ModelRecipe['difficulty'] {
  if (minutes > 90 || count > 10) return 'hard';
  if (minutes <= 30 && count <= 6) return 'easy';
  return 'medium';
}

const INSTEAD: Record<Language, (dish: string, asked: string) => string> = {
  en: (d, a) => `${d} instead of ${a}`,
  es: (d, a) => `${d} en lugar de ${a.charAt(0).toLocaleLowerCase()}${a.slice(1)}`,
  de: (d, a) => `${d} statt ${a}`,
};

/** When nothing is named at all: a store-cupboard dish, the same for the same request. */
const PANTRY = ['tortilla', 'shakshuka', 'pfannkuchen'];

export function composeRecipe(input: GenerateRecipeInput): ModelRecipe {
  const { language } = input;
  const description = input.recipeName?.trim() ?? '';
  const asked = description ? readRecipeRequest(description, language) : {};
  const given = givenNames(input.ingredients);
  let dish = description ? findDish(asked.dish ?? description) : null;
  // A kind of dish named ("beef stew", "Kartoffelsuppe"), or made by the cook's ingredients (eggs, flour, milk).
  let kind = !dish && description ? findKind(asked.dish ?? description, language) : null;
  const combo = !dish && !kind && !description ? findCombo(given.map((name) => givenItem(name, 2, language))) : null;
  if (combo?.dish) dish = DISHES.find((d) => d.id === combo.dish) ?? null;
  if (combo?.kind) kind = KINDS.find((k) => k.id === combo.kind) ?? null;
  const named = asked.dish ? foodsIn(asked.dish).filter((food) => !given.some((g) => findFood(g)?.id === food.id)) : [];
  // Nothing to cook from (an unknown dish, no ingredients): a store-cupboard dish, saying so in its title.
  let instead: string | null = null;
  if (!dish && !kind && !given.length && !named.length) {
    const seed = [...fold(description)].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
    dish = DISHES.find((d) => d.id === PANTRY[seed % PANTRY.length]) ?? null;
    instead = asked.dish ?? null;
  }
  let title: string;
  let servings: number;
  let cooked: { lines: string[]; steps: string[]; prepTime: number; cookTime: number };
  if (dish) {
    servings = asked.servings ?? dish.servings;
    // The cook's own name for a dish the chef knows, when they named it; else the dish's own.
    title = asked.dish && findDish(asked.dish) === dish ? asked.dish : dish.titles[language];
    if (instead) title = INSTEAD[language](dish.titles[language], instead);
    // Foods the description names beyond the dish's own ("Gemüsepfanne mit Tofu") are cooked in it too.
    const own = dish ? foodsIn([...Object.values(dish.titles), ...dish.also].join(' / ')) : [];
    const more = combo ? [] : named.filter((food) => !dish?.ingredients.some((i) => i.food === food.id) && !own.includes(food)).map((food) => food.names[language].one);
    cooked = cookDish(dish, input, [...given, ...more], servings, combo !== null);
  } else if (kind) {
    servings = asked.servings ?? kind.servings;
    title = asked.dish ?? kind.titles[language];
    cooked = cookKindDish(kind, input, given, servings, asked.dish ?? description, combo !== null);
  } else {
    servings = asked.servings ?? 2;
    const names = [...given, ...named.map((food) => food.names[language].one)];
    const items = obeyDiet(names.map((name) => givenItem(name, servings, language)), input.diet, servings, language);
    const oven = (input.cookingMethod === 'roasting' || input.cookingMethod === 'baking') && !items.some((i) => i.role === 'dried-legume');
    const plan = (oven ? planOven : planPan)(language, items, servings);
    title = asked.dish ?? fridgeTitle(language, items, oven, isCuisine(input.cuisine) ? input.cuisine : null);
    cooked = { lines: [...items, ...plan.extra].map((item) => item.line), steps: plan.steps, prepTime: plan.prepTime, cookTime: plan.cookTime };
  }
  title = dietTitle(title, input.diet, language).slice(0, 200);
  const salt = dish?.saltOnly || kind?.saltOnly ? SALT_ONLY[language] : SALT[language];
  const salted = SALTED.test(cooked.steps.join(' '));
  const ingredients = [...cooked.lines, ...(salted ? [`${salt}${language === 'de' ? ' nach Geschmack' : language === 'es' ? ', al gusto' : ', to taste'}`] : [])];
  const total = cooked.prepTime + cooked.cookTime;
  return {
    title,
    description: DESCRIPTION[language](title, servings, total),
    prepTime: cooked.prepTime,
    cookTime: cooked.cookTime,
    servings,
    difficulty: difficultyOf(total, ingredients.length),
    ingredients,
    instructions: cooked.steps,
  };
}
