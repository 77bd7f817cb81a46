import { findIngredient, type IngredientKind } from '../../../core/ingredient-kinds';
import { parseIngredientLine } from '../../../core/ingredient-parse';
import type { Language } from '../provider';
import type { Food, Measure, Name, Role } from './foods';
import { findFood } from './foods-match';
import { amountLine, guessSpanish, roundAmount, type Mention } from './grammar';

/**
 * One ingredient of the recipe being written: its line, how the steps name it, and its role in
 * the pan. Built from what the cook typed (their words and any quantity they gave are kept) or
 * from a food the chef chose for a dish it knows.
 */
export interface Item {
  line: string;
  mention: Mention;
  role: Role;
  /** The food it is, when the chef knows it. */
  food: Food | null;
  /** Typed by the cook (then the recipe must use it). */
  given: boolean;
}

/** A role and a plain amount for an ingredient the chef's own table lacks, from the kinds table. */
const BY_KIND: Record<IngredientKind, { role: Role; measure: Measure; perServing: number }> = {
  herb: { role: 'herb', measure: 'g', perServing: 5 },
  woody_herb: { role: 'woody-herb', measure: 'tsp', perServing: 0.25 },
  spice: { role: 'spice', measure: 'tsp', perServing: 0.25 },
  salt: { role: 'spice', measure: 'pinch', perServing: 0.5 },
  condiment: { role: 'sauce', measure: 'tsp', perServing: 1 },
  sauce: { role: 'sauce', measure: 'tbsp', perServing: 1 },
  liquid: { role: 'stock', measure: 'ml', perServing: 100 },
  fat: { role: 'oil', measure: 'tbsp', perServing: 0.5 },
  protein: { role: 'meat', measure: 'g', perServing: 150 },
  egg: { role: 'egg', measure: 'piece', perServing: 1.5 },
  // Grains the table does not time (quinoa, bulgur) are simmered covered, as rice is.
  staple: { role: 'rice', measure: 'g', perServing: 75 },
  vegetable: { role: 'soft-veg', measure: 'g', perServing: 100 },
  fruit: { role: 'fruit', measure: 'g', perServing: 80 },
  cheese: { role: 'cheese', measure: 'g', perServing: 30 },
  nut: { role: 'nut', measure: 'g', perServing: 15 },
  baking: { role: 'flour', measure: 'g', perServing: 30 },
  sweetener: { role: 'sweet', measure: 'tsp', perServing: 1 },
};

/** Neither table knows it: used plainly, added with the vegetables. */
const PLAIN = { role: 'soft-veg' as Role, measure: 'g' as Measure, perServing: 100 };

const fold = (s: string) => s.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The cook's word as the food's name, when it is one of the food's own names (then counts agree). */
function nameOf(word: string, food: Food | null, language: Language): Name | null {
  if (!food) return null;
  const name = food.names[language];
  const w = fold(word);
  if ([name.one, name.many, stepWord(food, language, false), stepWord(food, language, true)].some((n) => fold(n) === w)) return name;
  return null;
}

function mentionOf(word: string, plural: boolean, food: Food | null, language: Language): Mention {
  const guessed = guessSpanish(word);
  const gender = language === 'es' ? guessed.gender : (food?.names[language].gender ?? 'n');
  return { word, plural: language === 'es' ? guessed.plural : plural, gender };
}

/** An ingredient the cook typed, as a line for `servings`. */
export function givenItem(text: string, servings: number, language: Language): Item {
  const parsed = parseIngredientLine(text);
  const typedName = parsed?.quantity !== null && parsed?.quantity !== undefined ? parsed.name : text.trim();
  const food = findFood(typedName);
  if (parsed && parsed.quantity !== null) {
    const role = food?.role ?? roleByKind(typedName, language).role;
    return { line: text.trim(), mention: mentionOf(typedName, parsed.quantity > 1, food, language), role, food, given: true };
  }
  const word = text.trim();
  if (food && (food.measure === 'g' || food.measure === 'ml')) {
    // Weighed: the cook's own word, as they wrote it ("450 g Kartoffeln", "300 g de pollo").
    const line = amountLine(language, food.measure, food.perServing * servings, { one: word, many: word, gender: 'm' });
    return { line, mention: mentionOf(word, false, food, language), role: food.role, food, given: true };
  }
  if (food && ['tbsp', 'tsp', 'pinch'].includes(food.measure)) {
    // Spooned: the cook's word after the spoon ("1 cucharadita de pimentón").
    const line = amountLine(language, food.measure, food.perServing * servings, { one: word, many: word, gender: 'm' });
    return { line, mention: mentionOf(word, false, food, language), role: food.role, food, given: true };
  }
  const name = nameOf(word, food, language);
  if (food && name) {
    const amount = food.perServing * servings;
    const line = amountLine(language, food.measure, amount, name);
    const plural = food.measure === 'piece' && roundAmount(food.measure, amount) > 1;
    const shown = food.measure === 'piece' ? (plural ? name.many : name.one) : word;
    return { line, mention: mentionOf(shown, plural, food, language), role: food.role, food, given: true };
  }
  // A counted food named in other words ("Paprika" for peppers): weighed instead.
  const plan = food ? { role: food.role, measure: 'g' as Measure, perServing: food.perServing * food.grams } : roleByKind(word, language);
  const line = amountLine(language, plan.measure, plan.perServing * servings, { one: word, many: word, gender: 'm' });
  return { line, mention: mentionOf(word, false, food, language), role: plan.role, food, given: true };
}

function roleByKind(name: string, language: Language): { role: Role; measure: Measure; perServing: number } {
  const entry = findIngredient(name, language);
  if (!entry) return PLAIN;
  if (entry.kind === 'staple') {
    if (entry.cook?.startsWith('potatoes')) return { role: 'potato', measure: 'g', perServing: 200 };
    if (entry.cook?.includes('rice')) return { role: 'rice', measure: 'g', perServing: 75 };
    if (entry.cook?.includes('lentils') || entry.cook === 'dried_beans') return { role: 'dried-legume', measure: 'g', perServing: 70 };
  }
  return BY_KIND[entry.kind];
}

/** A food the chef adds for a dish it knows (or as a pantry basic), `amount` in the food's measure for all servings. */
export function foodItem(food: Food, amount: number, language: Language): Item {
  const own = food.names[language];
  // Weighed foods with a plural of their own are written in it ("700 g potatoes", "700 g de patatas").
  const weighed = food.measure === 'g' || food.measure === 'ml';
  const name = weighed && own.many !== own.one ? { ...own, one: own.many } : own;
  const line = amountLine(language, food.measure, amount, name);
  // Counted as the list counts them: "2 bay leaves" are "the bay leaves" in the steps.
  const many = roundAmount(food.measure, amount) > 1;
  const word = weighed ? name.one : stepWord(food, language, many);
  const plural = food.measure === 'piece' || food.id === 'bay' ? many : weighed ? own.many !== own.one || (language === 'es' && guessSpanish(word).plural) : language === 'es' && guessSpanish(word).plural;
  // A herb named without its sprig takes the herb's own gender ("el romero", not "la ramita").
  const gender = language === 'es' && word !== own.one && word !== own.many ? guessSpanish(word).gender : own.gender;
  return {
    line,
    mention: { word, plural, gender },
    role: food.role,
    food,
    given: false,
  };
}

/** How a step names a food measured in sprigs, leaves or cloves: the herb itself ("parsley", "perejil", "Petersilie"). */
function stepWord(food: Food, language: Language, many: boolean): string {
  const name = food.names[language];
  // A bay leaf keeps its leaf in the steps ("remove the bay leaves"); other herbs drop their sprig.
  if (food.id === 'bay') return many ? name.many : name.one;
  const word = many && food.measure === 'piece' ? name.many : name.one;
  const bare = word
    .replace(/^(?:sprigs? of |ramitas? de |hojas? de |Stiele? |Stangen? |Zweige? |Blatt |Blätter )/, '')
    .replace(/ (?:leaf|leaves|clove|cloves)$/, '');
  return language === 'de' ? germanNoun(bare) : bare;
}

/**
 * The German noun without its adjectives and additions, so a step needs no case ending
 * ("frischer Ingwer" -> "Ingwer", "stückige Tomaten aus der Dose" -> "Tomaten").
 */
export function germanNoun(name: string): string {
  const words = name.split(' (')[0]!.split(' aus ')[0]!.split(' ');
  if (words.every((w) => /^\p{Lu}/u.test(w))) return words.join(' ');
  return [...words].reverse().find((w) => /^\p{Lu}/u.test(w)) ?? name;
}
