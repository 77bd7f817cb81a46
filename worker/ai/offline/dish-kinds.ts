import type { DietProfile } from '../../../core/allergens';
import { parseIngredientLine } from '../../../core/ingredient-parse';
import type { Language } from '../provider';
import type { Cut } from './cooking';
import { MAIN_SLOTS, ROLE_SLOT, type DishKind, type KindFood, type Minutes, type Slot } from './dish-kind-types';
import type { Food } from './foods';
import { foodById, foodsIn, fold } from './foods-match';
import { capitalize, contract, list, theList, type Mention } from './grammar';
import { foodItem, germanNoun, givenItem, type Item } from './items';
import { KINDS } from './kinds';
import { PAN } from './pan-phrases';
import { chunked, cutOf, prepSentences, stapleMinutes } from './plan';

/**
 * Cooking a kind of dish from its template (docs/decisions/074-offline-dish-types.md): the kind is
 * read from the description ("beef stew", "Kartoffelsuppe") or chosen for the cook's ingredients;
 * its foods are scaled to the servings, the foods the description names are the main, and each
 * step is written when its slots hold something. Every listed ingredient is named by a step.
 */

/** Each kind's words, longest first, so "pfannkuchen" wins over "kuchen" and "tortilla francesa" over "tortilla". */
const WORDS: ReadonlyArray<readonly [string, DishKind]> = KINDS.flatMap((kind) => kind.words.map((word) => [fold(word).trim(), kind] as const)).sort(
  (a, b) => b[0].length - a[0].length,
);

/** Where a kind's word stands in the text: as a word, or ending a German compound ("Kartoffelsuppe"). */
function wordAt(text: string, word: string): number {
  const whole = text.indexOf(` ${word} `);
  if (whole >= 0) return whole;
  if (word.length < 4 || word.includes(' ')) return -1;
  const compound = new RegExp(`\\p{L}{3,}${word} `, 'u').exec(text);
  return compound ? compound.index : -1;
}

/**
 * The kind a description names: of several ("pasta salad", "ensalada de pasta", "Nudelsalat"),
 * the head of the phrase, last in English and German, first in Spanish.
 */
export function findKind(description: string, language: Language): DishKind | null {
  const text = fold(description);
  let best: { kind: DishKind; at: number; length: number } | null = null;
  for (const [word, kind] of WORDS) {
    const at = wordAt(text, word);
    if (at < 0) continue;
    if (best && text.slice(best.at, best.at + best.length + 2).includes(word)) continue; // inside a longer word already found
    const better = !best || (language === 'es' ? at < best.at : at > best.at);
    if (better) best = { kind, at, length: word.length };
  }
  return best?.kind ?? null;
}

/** Diet words in a description: no meat asked ("vegetable curry"), and a diet the recipe must keep. */
const VEGAN = /\b(?:vegan[aoe]?[sr]?|vegano?s?|veganas?)\b/;
const VEGETARIAN = /\b(?:vegetarian|vegetarian[oa]s?|vegetarisch(?:e[nrs]?)?|veggie|sin carne|ohne fleisch)\b/;
const VEGETABLE = /\b(?:vegetables?|verduras?|gemuse|hortalizas)\b|gemuse/;

export interface DietWords {
  meatless: boolean;
  profile: DietProfile | null;
}

export function dietWords(description: string): DietWords {
  const text = fold(description);
  const vegan = VEGAN.test(text);
  const vegetarian = VEGETARIAN.test(text);
  const profile: DietProfile | null = vegan || vegetarian ? { diets: [vegan ? 'vegan' : 'vegetarian'], allergens: [], dislikes: [] } : null;
  return { meatless: vegan || vegetarian || VEGETABLE.test(text), profile };
}

/** German endings a food's name takes inside a description ("mit Pilzen", "Tomatensuppe"). */
const ENDINGS = ['n', 'en', 'e', 's'];

/** The foods a description names beyond its kind and diet words ("Pumpkin risotto" -> pumpkin). */
export function namedFoods(description: string, kind: DishKind): Food[] {
  let text = fold(description)
    .replace(new RegExp(`${VEGAN.source}|${VEGETARIAN.source}|${VEGETABLE.source}`, 'g'), ' ');
  for (const [word] of WORDS.filter(([, k]) => k === kind)) {
    text = text.replace(new RegExp(`(\\p{L}*?)${word}(?= )`, 'gu'), (_, head: string) => ` ${head} `);
  }
  const found = foodsIn(text);
  for (const word of text.trim().split(/\s+/)) {
    if (word.length < 4 || foodsIn(word).length) continue;
    // "lentil" for lentils, "Pilzen" for Pilze, "Tomatensuppe" for Tomaten.
    for (const form of [`${word}s`, `${word}n`, ...ENDINGS.map((ending) => (word.endsWith(ending) ? word.slice(0, -ending.length) : ''))]) {
      const bare = form || null;
      const hit = bare && bare.length >= 4 ? foodsIn(bare)[0] : undefined;
      if (hit && !found.includes(hit)) {
        found.push(hit);
        break;
      }
    }
  }
  return found.map((food) => (kind.swap?.[food.id] ? foodById(kind.swap[food.id] as string) : food));
}

/** One ingredient of the dish being written, with its slot. */
interface Placed {
  item: Item;
  slot: Slot;
}

/** Foods whose slot differs from their role's: tinned tuna and olives are eaten as they come. */
const FOOD_SLOT: Readonly<Record<string, Slot>> = { tuna: 'raw', olives: 'raw', sweetcorn: 'pulse' };

export const slotOf = (kind: DishKind, item: Item, own?: Slot): Slot =>
  own ?? (item.food && FOOD_SLOT[item.food.id]) ?? kind.slots?.[item.role] ?? ROLE_SLOT[item.role];

/** Foods that season rather than make a dish ("rosemary roast" is still a roast of the usual main). */
const SEASONING = new Set<Item['role']>(['herb', 'woody-herb', 'spice', 'paste', 'sauce', 'saffron', 'vinegar', 'citrus']);

/** Staples stand for each other: a named shape of pasta is the template's pasta. */
const STAPLES = new Set<Item['role']>(['pasta', 'rice', 'noodles']);

/** An amount of a food for `servings`: grams per serving turned into the food's own measure. */
function amountOf(food: Food, grams: number | undefined, servings: number): number {
  if (grams === undefined) return food.perServing * servings;
  if (food.measure === 'g' || food.measure === 'ml') return grams * servings;
  if (food.measure === 'piece' && food.grams > 1) return (grams * servings) / food.grams;
  return food.perServing * servings;
}

function kindFood(entry: KindFood, main: Food | null, servings: number, language: Language): Item {
  const id = (main && (entry.byMain?.[main.id] ?? entry.byMain?.[main.role])) || entry.food;
  const food = foodById(id);
  const measured = entry.measure ? { ...food, measure: entry.measure } : food;
  return foodItem(measured, entry.perServing * servings, language);
}

export interface KindRequest {
  kind: DishKind;
  servings: number;
  language: Language;
  /** The foods the description names (already without the kind's words). */
  named: Food[];
  meatless: boolean;
  /** The cook's own ingredients. */
  given: string[];
  /** The cook's ingredients only, plus pantry basics (a classic combination of what they have). */
  onlyGiven?: boolean;
}

/** The ingredients of a kind of dish for a request, each in its slot. */
export function kindItems(request: KindRequest): Placed[] {
  const { kind, servings, language, named } = request;
  const placed: Placed[] = [];
  const has = (id: string) => placed.some((p) => p.item.food?.id === id);
  const givenItems = request.given.map((name) => givenItem(name, servings, language));
  for (const food of named) {
    if (has(food.id)) continue;
    const item = foodItem(food, amountOf(food, kind.mainGrams?.[food.role], servings), language);
    placed.push({ item, slot: slotOf(kind, item) });
  }
  const hasMain = (list: Placed[]) => list.some((p) => MAIN_SLOTS.includes(p.slot));
  const givenMain = givenItems.some((item) => MAIN_SLOTS.includes(slotOf(kind, item)));
  const defaults = request.meatless ? (kind.meatless ?? []) : (kind.main ?? []);
  // The template's main only when the description names no food of substance ("stew", not "mushroom stew").
  const substance = placed.some((p) => !SEASONING.has(p.item.role));
  if (!request.onlyGiven && !substance && !hasMain(placed) && !givenMain) {
    for (const entry of defaults) {
      if (has(entry.food)) continue;
      const item = kindFood(entry, null, servings, language);
      placed.push({ item, slot: slotOf(kind, item, entry.slot) });
    }
  }
  const main = placed.find((p) => MAIN_SLOTS.includes(p.slot))?.item.food ?? givenItems.find((item) => MAIN_SLOTS.includes(slotOf(kind, item)))?.food ?? null;
  for (const entry of kind.base) {
    if (entry.onlyWith && !(main && (entry.onlyWith.includes(main.id) || entry.onlyWith.includes(main.role)))) continue;
    const item = kindFood(entry, main, servings, language);
    if (item.food && has(item.food.id)) continue;
    const staple = STAPLES.has(item.role) && [...placed.map((x) => x.item), ...givenItems].some((other) => other.role === item.role);
    if (staple) continue;
    placed.push({ item, slot: slotOf(kind, item, entry.slot) });
  }
  // The cook's own line stands for the template's food (their oil for the template's oil); a food
  // they named without an amount keeps the template's amount.
  for (const [i, item] of givenItems.entries()) {
    const same = placed.findIndex((p) => (item.food && p.item.food?.id === item.food.id) || (item.role === 'oil' && p.item.role === 'oil'));
    const typed = parseIngredientLine(request.given[i] ?? '')?.quantity != null;
    const sameFood = same >= 0 && item.food && placed[same]!.item.food?.id === item.food.id;
    if (same >= 0 && sameFood && !typed) placed[same] = { item: { ...placed[same]!.item, given: true }, slot: placed[same]!.slot };
    else if (same >= 0) placed[same] = { item, slot: placed[same]!.slot };
    else placed.push({ item, slot: slotOf(kind, item) });
  }
  if (!request.onlyGiven) return placed;
  // Only what the cook has, and the pantry: oil, salt, pepper, water.
  const own = placed.filter((p) => p.item.given || p.item.role === 'oil');
  if (!own.some((p) => p.slot === 'fat')) own.push({ item: foodItem(foodById('neutral-oil'), 0.5 * servings, language), slot: 'fat' });
  return own;
}

/** What the cook added beyond the template, cooked through or mixed in. */
const EXTRA: Record<'hot' | 'raw', Record<Language, (x: string) => string>> = {
  hot: {
    en: (x) => `Stir in ${x} and cook for **3 minutes**, until hot through.`,
    es: (x) => `Incorpora ${x} y cocina **3 minutos**, hasta que todo esté bien caliente.`,
    de: (x) => `${x} unterrühren und **3 Minuten** mitgaren, bis alles heiß ist.`,
  },
  raw: {
    en: (x) => `Add ${x} and mix in.`,
    es: (x) => `Añade ${x} y mezcla.`,
    de: (x) => `${x} zugeben und untermischen.`,
  },
};

/** How a step names foods: with articles in en and es, as bare nouns in German recipe style ("Käse", not "geriebener Käse"). */
const names = (language: Language, mentions: Mention[]) =>
  language === 'de' ? list('de', mentions.map((m) => germanNoun(m.word))) : theList(language, mentions);

/** `{slot}` or `{a+b}`; `{m}` (the minutes) and `{n}` (the servings) are no slots. */
const SLOT_PATTERN = /\{(?![mn]\})([a-z+]+)\}/g;
/** A part in brackets, written only when its slots hold something. */
const OPTIONAL = /\[([^\]]*)\]/g;
const slotsIn = (text: string): Slot[][] => [...text.matchAll(SLOT_PATTERN)].map((match) => (match[1] as string).split('+') as Slot[]);
/** The slots a step needs: those outside its brackets. */
const neededIn = (text: string) => slotsIn(text.replace(OPTIONAL, ''));

function minutesOf(minutes: Minutes | undefined, key: Item | undefined): number {
  if (minutes === undefined) return 0;
  if (typeof minutes === 'number') return minutes;
  const food = key?.food;
  return (food && minutes[food.id]) ?? (key && minutes[key.role]) ?? minutes.default ?? 0;
}

export interface KindRecipe {
  lines: string[];
  steps: string[];
  prepTime: number;
  cookTime: number;
}

/** The recipe of a kind for its placed ingredients: every listed food named by a step. */
export function cookKind(kind: DishKind, placed: Placed[], servings: number, language: Language): KindRecipe {
  const p = PAN[language];
  const bySlot = (slot: Slot) => placed.filter((x) => x.slot === slot).map((x) => x.item);
  const group = (slots: Slot[]) => slots.flatMap(bySlot);
  // Which template steps are written: their conditions hold and every slot they name has food.
  const written = kind.steps.map((step) => {
    if (typeof step === 'string') return false;
    if (step.when?.some((slot) => !bySlot(slot).length)) return false;
    if (step.unless?.some((slot) => bySlot(slot).length)) return false;
    return neededIn(step.en).every((slots) => group(slots).length > 0);
  });
  const has = (slots: Slot[][]) => slots.every((list) => group(list).length > 0);
  // A step's bracketed parts are written, and their slots used, when they hold something.
  const shown = (text: string) => text.replace(OPTIONAL, (_, part: string) => (has(slotsIn(part)) ? part : ''));
  const used = new Set<Slot>(kind.steps.flatMap((step, i) => (written[i] && typeof step !== 'string' ? slotsIn(shown(step.en)).flat() : [])));
  const left = (slots: readonly Slot[]) => placed.filter((x) => slots.includes(x.slot) && !used.has(x.slot)).map((x) => x.item);
  const sides = left(['starch', 'potato']);
  const finishing = kind.finish === 'none' ? [] : left(['herb', 'cheese', 'nut', 'citrus', 'dressing', 'raw']);
  const served = left(['bread']);
  const handled = new Set<Item>([...sides, ...finishing, ...served]);
  const extras = placed.filter((x) => !used.has(x.slot) && !handled.has(x.item) && x.slot !== 'fat').map((x) => x.item);
  const fatLeft = placed.filter((x) => x.slot === 'fat' && !used.has(x.slot)).map((x) => x.item);

  const steps: string[] = [];
  let cook = 0;
  let prepMinutes = kind.prep ?? 0;
  const push = (text: string, minutes = 0) => {
    steps.push(contract(language, capitalize(text)));
    cook += minutes;
  };
  kind.steps.forEach((step, i) => {
    if (step === 'prep') {
      const cuts = placed.map((x) => [x.item, cutFor(kind, x)] as const);
      const prep = prepSentences(language, cuts);
      steps.push(...prep.steps);
      prepMinutes = Math.max(prepMinutes, prep.minutes);
    } else if (step === 'sides') {
      for (const item of sides) {
        const minutes = stapleMinutes(item);
        const write = item.role === 'rice' ? p.boilRice : item.role === 'potato' ? p.boilPotato : p.boilPasta;
        push(write([item.mention], minutes), minutes);
      }
    } else if (step === 'extras') {
      for (const part of chunked(extras)) {
        push(EXTRA[kind.extras][language](names(language, part.map((item) => item.mention))), kind.extras === 'hot' ? 3 : 0);
      }
    } else if (step === 'finish') {
      const of = (role: Item['role']) => finishing.filter((item) => item.role === role).map((item) => item.mention);
      const scatter = finishing.filter((item) => !['citrus', 'vinegar', 'oil'].includes(item.role)).map((item) => item.mention);
      const drizzle = [...of('vinegar'), ...fatLeft.filter((item) => item.role === 'oil').map((item) => item.mention)];
      const melt = fatLeft.filter((item) => item.role === 'butter').map((item) => item.mention);
      push(p.finish(scatter, of('citrus'), drizzle, kind.finish === 'oven', melt));
    } else if (step === 'serve') {
      push(p.serve([...sides, ...served].map((item) => item.mention), servings));
    } else if (written[i]) {
      const key = (step.key ? bySlot(step.key)[0] : undefined) ?? group(MAIN_SLOTS as Slot[])[0] ?? group(slotsIn(step.en)[0] ?? [])[0];
      const minutes = minutesOf(step.m, key);
      const text = shown(step[language])
        .replace('{n}', String(servings))
        .replace(SLOT_PATTERN, (_, slots: string) => names(language, group(slots.split('+') as Slot[]).map((item) => item.mention)))
        .replace('{m}', p.minutes(minutes));
      push(text, minutes);
    }
  });
  const lines = placed.map((x) => x.item.line);
  return { lines, steps, prepTime: prepMinutes, cookTime: cook };
}

/** The template's cut for a food or its slot, unless the food is never cut (mince, eggs, peas). */
function cutFor(kind: DishKind, x: Placed): Cut {
  const own = cutOf(x.item);
  if (own === 'none') return own;
  return (x.item.food && kind.cuts?.[x.item.food.id]) || kind.cuts?.[x.slot] || own;
}

export type { DishKind };
