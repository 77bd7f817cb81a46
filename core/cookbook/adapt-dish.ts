import { checkIngredients, isEmptyProfile, type DietFinding, type DietProfile } from '#core/diet/allergens';
import { substituteRecipe } from '#core/diet/diet-substitutes';
import type { RecipeLanguage } from '#core/kernel/options';
import { scaleIngredientsForCook } from '#core/recipe/recipe-scaling-cook';
import { scaleStepsForCook } from '#core/recipe/recipe-scaling-steps';
import { foodMeasure, gramsOf, looseFoodMeasure } from '#core/food/food-measures';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import { shelfOf } from '#core/food/shopping-category';
import { lineFood } from './cook-from';
import { dishFindings } from './dish-diet';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { canStandIn, foodEntryOf, type FoodEntry } from './food-entries';
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

/** `main`: the conflict is the dish's main (the meat of a meat dish), which only a meatless version or a swap in a stew can solve. */
export type AdaptResult = { recipe: AdaptedRecipe } | { conflict: DietFinding; main?: true };

export interface AdaptOptions {
  language: RecipeLanguage;
  servings?: number;
  diet?: DietProfile;
  /** Cooked from the cook's list: what they have, what the dish also needs, what it does not use. */
  list?: { match: DishMatch; items: readonly string[] };
  /**
   * A main the profile forbids is swapped for core's plant substitute (chicken for chickpeas) when
   * the dish is cooked in a sauce or liquid where one stands in well (mainSwaps); the title then
   * names the substitute. Without it, such a main is a conflict for the caller to solve first with
   * the cookbook's own meatless version.
   */
  swapMain?: boolean;
}

/** Methods where a plant main (chickpeas, lentils, tofu, mushrooms) takes the dish's sauce as the meat did: stews, curries, braises, stir-fries, soups. */
const MAIN_SWAP_METHODS: ReadonlySet<CookbookDish['method']> = new Set(['braising', 'slow-cooking', 'boiling', 'stir-frying', 'sauteing']);

/** Methods that cook the meat or fish itself, where nothing stands in for it: a roast, a grill, a fried fillet. */
const MEAT_ITSELF_METHODS: ReadonlySet<CookbookDish['method']> = new Set(['grilling', 'roasting', 'pan-frying']);
/** The food table's groups of plant proteins a dish may already hold (chickpeas, beans, lentils, tofu). */
const PLANT_PROTEIN_GROUPS: ReadonlySet<string> = new Set(['beans', 'lentils', 'tofu']);

/**
 * Whether a plant main can stand in for this dish's meat or fish: a stew-like main or soup, not a
 * roast, a grill or a steak; or a main steamed or baked with its meat among other mains and a plant
 * protein of its own (a couscous of seven vegetables and chickpeas, whose lamb simmers in its broth).
 */
export function mainSwaps(dish: CookbookDish): boolean {
  if (dish.course !== 'main' && dish.course !== 'soup') return false;
  if (MAIN_SWAP_METHODS.has(dish.method)) return true;
  if (MEAT_ITSELF_METHODS.has(dish.method)) return false;
  const mains = dish.ingredients.filter((x) => x.role === 'main').map((x) => foodEntryOf(x.food));
  const plantMain = (e: FoodEntry | null) => e !== null && e.kind !== 'protein' && e.kind !== 'egg';
  const plantProtein = dish.ingredients.some((x) => !x.optional && PLANT_PROTEIN_GROUPS.has(foodEntryOf(x.food)?.group ?? ''));
  return mains.length >= 2 && mains.some(plantMain) && plantProtein;
}

const NOTES: Record<RecipeLanguage, { instead: (have: string, food: string) => string; need: (x: string) => string; unused: (x: string) => string; left: (x: string) => string }> = {
  en: {
    instead: (have, food) => `We use ${have} in place of the ${food}.`,
    need: (x) => `You will also need: ${x}.`,
    unused: (x) => `Not used in this dish: ${x}.`,
    left: (x) => `Left out for your diet profile: ${x}.`,
  },
  es: {
    instead: (have, food) => `Usamos ${have} en lugar de ${food}.`,
    need: (x) => `También necesitas: ${x}.`,
    unused: (x) => `No se usa en este plato: ${x}.`,
    left: (x) => `Sin esto por tu perfil de dieta: ${x}.`,
  },
  de: {
    instead: (have, food) => `Wir nehmen hier ${have} statt ${food}.`,
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
    // An aromatic or a seasoning (garlic, ginger, a chilli: a few grams a serving), or a line that cannot be
    // weighed, is no part another food can take.
    const grams = lineGrams(wanted.en, wanted.food);
    if (grams === null || grams / dish.servings < MIN_STAND_IN_GRAMS) continue;
    const at = free.findIndex((i) => kindOf(items[i]!) === kind && canStandIn(items[i]!, wanted.food));
    if (at < 0) continue;
    out.push({ ingredient, item: free[at]! });
    free.splice(at, 1);
  }
  return out;
}

const list = (names: string[]) => [...new Set(names)].join(', ');

/** Grams a serving below which a line seasons the dish rather than makes a part of it. */
const MIN_STAND_IN_GRAMS = 20;

/** What a line weighs, by core's food measures, or null when it cannot be weighed. */
function lineGrams(line: string, food: string): number | null {
  const parsed = parseIngredientLine(line);
  if (!parsed || parsed.quantity === null) return null;
  const unit = parsed.unit && parsed.unit !== 'pieces' ? parsed.unit : null;
  const measure = foodMeasure(food) ?? looseFoodMeasure(food);
  // A part the line counts by its name ("2 garlic cloves" are cloves, not heads).
  const part = parsed.pack ?? (unit ? null : Object.keys(measure?.packG ?? {}).find((key) => parsed.name.toLowerCase().split(/\s+/).some((w) => w.startsWith(key))) ?? null);
  return gramsOf(measure, { quantity: parsed.quantity, unit: unit as never, pack: part }, true);
}

const OF: Record<RecipeLanguage, string> = { en: '', es: 'de ', de: '' };

/**
 * The line of a cook's food standing in for the dish's: the old line's amount by weight when it
 * can be weighed ("4 carrots, grated" is "about 300 g spinach", never "4 spinach, grated"), else
 * as written when it is a weight or a volume; never the old food's count or its preparation
 * words, which belong to the old food's form.
 */
function standInLine(line: string, food: string, have: string, language: RecipeLanguage): string {
  const parsed = parseIngredientLine(line);
  if (!parsed || parsed.quantity === null) return have;
  const unit = parsed.unit && parsed.unit !== 'pieces' ? parsed.unit : null;
  if (unit && /^(?:g|kg|ml|l)$/.test(unit)) return `${parsed.quantity} ${unit} ${OF[language]}${have}`;
  const grams = lineGrams(line, food);
  if (grams && grams >= 5) {
    const rounded = grams >= 100 ? Math.round(grams / 50) * 50 : Math.round(grams / 10) * 10;
    return `${rounded} g ${OF[language]}${have}`;
  }
  return have;
}

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
      lines[ingredient] = standInLine(line, dish.ingredients[ingredient]!.food, have, language);
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
    steps = scaleStepsForCook(steps, lines, dish.servings, servings, language);
    lines = scaleIngredientsForCook(lines, dish.servings, servings, language).map((l) => l.text);
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
      if (mainConflict && !(options.swapMain && mainSwaps(dish))) return { conflict: mainConflict, main: true };
      // The main swapped: the title says what the dish now is, from the name that names its meat
      // ("Cà Ri Gà" is cooked as "Vietnamese Chickpea Curry").
      if (mainConflict && !checkIngredients([title], diet).length) {
        const named = text.aliases.find((alias) => checkIngredients([alias], { diets: meatless, allergens: [], dislikes: [] }).length > 0);
        if (named) title = named;
      }
    }
    let swapped = substituteRecipe({ title, ingredients: lines, instructions: steps }, diet, language);
    // A name whose meat no swap can rename ("Hühnercurry") leaves the dish's own title.
    if (title !== text.title && swapped.unresolved.some((f) => f.field === 'title')) {
      title = text.title;
      swapped = substituteRecipe({ title, ingredients: lines, instructions: steps }, diet, language);
    }
    // The main's line is the substitute itself, by weight ("1 kg chickpeas", not "1 kg chickpeas and
    // drumsticks"): what the checker found in the rest of the old line ("con hueso") goes with it.
    const mainLines = swapped.recipe.ingredients.map((line, i) =>
      options.swapMain && dish.ingredients[i]?.role === 'main' && line !== lines[i] ? plainSwap(line, swapped.swaps) : line,
    );
    const drop = new Set<number>();
    for (const finding of swapped.unresolved) {
      const at = swapped.recipe.ingredients.indexOf(finding.ingredient);
      if (at >= 0 && mainLines[at] !== swapped.recipe.ingredients[at] && !checkIngredients([mainLines[at]!], diet).length) continue;
      const ingredient = at >= 0 ? dish.ingredients[at] : undefined;
      if (finding.field === 'title' || !ingredient || !(ingredient.role === 'garnish' || ingredient.optional)) return { conflict: finding };
      drop.add(at);
    }
    if (drop.size) notes.push(NOTES[language].left(list([...drop].map((i) => lineFood(swapped.recipe.ingredients[i]!)))));
    // The description says no more what the profile took out ("served with a peanut sauce"); a
    // swapped main is named as its substitute (a couscous "over a broth of mushrooms", not of lamb),
    // so that a dish described only by its main keeps a description.
    const mainSwapped = options.swapMain && swapped.swaps.length > 0;
    description = sentences(description)
      .map((sentence) =>
        mainSwapped && checkIngredients([sentence], diet).length ? pluralAgreement(stepsWithoutLeftMentions(sentence, diet, swapped.swaps), swapped.swaps, language) : sentence,
      )
      .filter((sentence) => checkIngredients([sentence], diet).length === 0)
      .join(' ');
    const swappedLines = mainLines;
    let swappedSteps = swapped.recipe.instructions as string[];
    if (options.swapMain) {
      // The steps speak of the main as what it now is (plural in English: "the chickpeas are tender").
      swappedSteps = swappedSteps.map((s) => pluralAgreement(s, swapped.swaps, language));
      // An English name in title case keeps it ("Vietnamese Chickpea Curry").
      const titleCase = language === 'en' && /^(?:\P{Ll}\S*\s+)*\P{Ll}\S*$/u.test(title);
      title = titleCase ? swapped.recipe.title.replace(/(?<![\p{L}])\p{Ll}(?=\p{L}{3,})/gu, (c) => c.toUpperCase()) : swapped.recipe.title;
    } else title = swapped.recipe.title;
    lines = swappedLines.filter((_, i) => !drop.has(i));
    steps = swappedSteps.map((s) => {
      if (!swapped.swaps.length) return s;
      const named = stepsWithoutLeftMentions(s, diet, swapped.swaps);
      // "la carne" named as the substitute reads "los champiñones".
      return options.swapMain && named !== s ? pluralAgreement(named, swapped.swaps, language) : named;
    });
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

/** A swapped main's line as its amount and the substitute ("1 kg chickpeas"), without the meat's cut and preparation. */
function plainSwap(line: string, swaps: ReadonlyArray<{ from: string; to: string }>): string {
  const swap = swaps.find((s) => line.includes(s.to));
  if (!swap) return line;
  const amount = /^[\d.,½¼¾⅓⅔]+(?:\s*[-–]\s*[\d.,]+)?\s*(?:kg|g|lb|oz)?\s+(?:de\s+)?/u.exec(line)?.[0] ?? '';
  return `${amount}${swap.to}`;
}

/** "the chickpeas is tender" reads "the chickpeas are tender" once a singular meat became a plural substitute (articles and verbs next to it, en/es/de). */
function pluralAgreement(step: string, swaps: ReadonlyArray<{ from: string; to: string }>, language: RecipeLanguage): string {
  let out = step;
  for (const { to } of swaps) {
    if (!/(?:s|n)$/.test(to)) continue;
    const food = escape(to);
    // A Spanish plural's article by its ending: "las setas", "los champiñones".
    const los = /as$/.test(to) ? 'las' : 'los';
    const rules: Array<[RegExp, string]> =
      language === 'en'
        ? [[new RegExp(`(${food}) is\\b`, 'gi'), '$1 are'], [new RegExp(`(${food}) has\\b`, 'gi'), '$1 have'], [new RegExp(`(${food})( and [^.]*?)? it\\b`, 'gi'), '$1$2 them']]
        : language === 'es'
          ? [[new RegExp(`\\b(?:el|la) (${food})`, 'g'), `${los} $1`], [new RegExp(`\\b(?:El|La) (${food})`, 'g'), `${los.charAt(0).toUpperCase()}${los.slice(1)} $1`], [new RegExp(`(${food}) (est|sea)([aé]) (\\p{L}+)o\\b`, 'gu'), '$1 $2$3n $4os'], [new RegExp(`\\bdel (${food})`, 'g'), 'de los $1'], [new RegExp(`\\bal (${food})`, 'g'), 'a los $1'], [new RegExp(`(${food}) (est|sea)([aé])(?!\\p{L})`, 'gu'), '$1 $2$3n']]
          : [[new RegExp(`\\b([Dd])(?:as|er) (${food})`, 'g'), '$1ie $2'], [new RegExp(`\\b([Dd])em (${food})`, 'g'), '$1en $2'], [new RegExp(`(${food}) ist\\b`, 'g'), '$1 sind'], [new RegExp(`(${food}) (\\p{L}+) ist\\b`, 'gu'), '$1 $2 sind']];
    for (const [pattern, to2] of rules) out = out.replace(pattern, to2);
  }
  return out;
}

/** A text's sentences, each with its full stop. */
function sentences(text: string): string[] {
  return text.match(/[^.!?]+[.!?]*\s*/g)?.map((s) => s.trim()).filter(Boolean) ?? [];
}
