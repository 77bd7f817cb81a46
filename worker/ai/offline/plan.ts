import { STAPLE_COOKING } from '../../../core/ingredient-kinds';
import type { Language } from '../provider';
import { BEHAVIOUR, CUT_OF, type Cut, type Stage } from './cooking';
import { foodById } from './foods-match';
import { capitalize, contract, type Mention } from './grammar';
import type { Item } from './items';
import { foodItem } from './items';
import { PAN } from './pan-phrases';

/**
 * The steps for a list of ingredients cooked in one pan (docs/decisions/011-offline-chef.md): cut
 * what needs cutting, boil the staples long enough, then in the pan aromatics before the main
 * ingredient, firm vegetables before soft ones, liquids simmered, greens wilted, eggs set, fresh
 * things last. Every given ingredient is named in a step; every time is stated and summed.
 */
export interface Plan {
  /** Pantry basics the steps need (oil, water), as extra ingredient lines. */
  extra: Item[];
  steps: string[];
  prepTime: number;
  cookTime: number;
}

/** Foods whose stage differs from their role's. */
const STAGE_OF: Readonly<Record<string, Stage>> = { ham: 'finish', tuna: 'leafy', chickpeas: 'soft', 'butter-beans': 'soft', bay: 'simmer' };

const stageOf = (item: Item): Stage => (item.food && STAGE_OF[item.food.id]) || BEHAVIOUR[item.role].stage;
export const cutOf = (item: Item): Cut => (item.food && CUT_OF[item.food.id]) || BEHAVIOUR[item.role].cut;

export function stapleMinutes(item: Item): number {
  if (item.role === 'rice') return STAPLE_COOKING.white_rice.typical + 3;
  if (item.role === 'potato') return STAPLE_COOKING.potatoes_boiled.typical + 5;
  if (item.role === 'pasta') return STAPLE_COOKING.dried_pasta.typical + 2;
  if (item.role === 'dried-legume') {
    const red = item.food?.id === 'red-lentils';
    return (red ? STAPLE_COOKING.red_lentils : STAPLE_COOKING.lentils).typical + 10;
  }
  return BEHAVIOUR[item.role].minutes;
}

const CUT_ORDER: readonly Cut[] = [
  'rinse', 'chop-fine', 'slice-thin', 'chunks', 'cubes', 'bite-size', 'strips', 'slice', 'dice', 'core', 'wash', 'herb', 'grate', 'crumble',
];

/** Lists longer than this are written in several steps, so no step outgrows the schema. */
const CHUNK = 8;
export const chunked = <T,>(list: T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The cutting, one sentence per kind of cut ("Peel and finely chop the onion and the garlic."),
 * as steps of a few sentences each, and the minutes it takes.
 */
export function prepSentences(language: Language, cuts: ReadonlyArray<readonly [Item, Cut]>): { steps: string[]; minutes: number } {
  const p = PAN[language];
  const sentences: string[] = [];
  let count = 0;
  for (const cut of CUT_ORDER) {
    if (cut === 'none') continue;
    const group = cuts.filter(([, c]) => c === cut).map(([item]) => item.mention);
    count += group.length;
    for (const part of chunked(group)) sentences.push(contract(language, p.prep(cut, part)));
  }
  const steps: string[] = [];
  for (const sentence of sentences) {
    const last = steps.length - 1;
    if (last >= 0 && (steps[last] ?? '').length + sentence.length < 900) steps[last] = `${steps[last]} ${sentence}`;
    else steps.push(sentence);
  }
  return { steps, minutes: Math.min(30, 5 + 3 * count) };
}

export function planPan(language: Language, items: Item[], servings: number): Plan {
  const p = PAN[language];
  const at = (stage: Stage) => items.filter((item) => stageOf(item) === stage);
  const x = (list: Item[]) => list.map((item) => item.mention);
  const steps: string[] = [];
  let cook = 0;
  const step = (text: string, minutes = 0) => {
    steps.push(contract(language, capitalize(text)));
    cook += minutes;
  };
  const extra: Item[] = [];
  const oil = items.filter((item) => item.role === 'oil');
  if (!oil.length) extra.push(foodItem(foodById(panOil(items)), 2, language));
  const oilMentions = oil.length ? x(oil) : x(extra);

  const staples = at('boil');
  const eggs = at('egg');
  const rice = staples.filter((item) => item.role === 'rice');
  const pasta = staples.filter((item) => item.role === 'pasta' || item.role === 'noodles');
  const potatoes = staples.filter((item) => item.role === 'potato');
  const rest = staples.filter((item) => !rice.includes(item) && !pasta.includes(item) && !potatoes.includes(item));
  const fish = at('fish');
  const panHasBase = ['cured', 'onion', 'sear', 'mince', 'firm', 'soft', 'tomato', 'simmer', 'pulses'].some((s) => at(s as Stage).length);

  const prep = prepSentences(language, items.map((item) => [item, cutOf(item)] as const));
  steps.push(...prep.steps);
  if (potatoes.length) step(p.boilPotato(x(potatoes), Math.max(...potatoes.map(stapleMinutes))), Math.max(...potatoes.map(stapleMinutes)));
  if (rice.length) step(p.boilRice(x(rice), stapleMinutes(rice[0] as Item)), stapleMinutes(rice[0] as Item));
  if (pasta.length) step(p.boilPasta(x(pasta), stapleMinutes(pasta[0] as Item)), stapleMinutes(pasta[0] as Item));
  // Pulses and long simmers are cooked in a pot.
  step(p.heat(oilMentions, at('pulses').length > 0));

  const add = (stage: Stage, write: (m: Mention[], minutes: number) => string) => {
    for (const list of chunked(at(stage))) {
      const minutes = Math.max(...list.map((item) => BEHAVIOUR[item.role].minutes));
      step(write(x(list), minutes), minutes);
    }
  };
  add('cured', p.cured);
  add('onion', p.onion);
  add('sear', p.sear);
  add('mince', p.mince);
  add('garlic', p.garlic);
  add('spice', p.spice);
  add('firm', p.veg);
  // Cooked pulses are heated through; vegetables are cooked until tender.
  const warm = at('soft').filter((item) => item.role === 'legume');
  const soft = [...at('soft').filter((item) => !warm.includes(item)), ...rest];
  for (const part of chunked(soft)) step(p.veg(x(part), 5), 5);
  for (const part of chunked(warm)) step(p.warm(x(part), 5), 5);
  add('tomato', p.tomato);
  // Boiled potatoes go into the pan to brown when eggs set over them; rice is fried in with scrambled eggs.
  const potatoesInPan = potatoes.length > 0 && eggs.length > 0;
  if (potatoesInPan) step(p.intoPan(x(potatoes), 6), 6);
  const friedRice = rice.length > 0 && eggs.length > 0;
  if (friedRice) step(p.intoPan(x(rice), 3), 3);
  add('wine', p.wine);
  const liquids = at('simmer');
  const wet = liquids.filter((item) => BEHAVIOUR[item.role].minutes > 0);
  const dry = liquids.filter((item) => BEHAVIOUR[item.role].minutes === 0);
  const pulses = at('pulses');
  if (pulses.length) {
    const lentilGrams = pulses.length * 70 * servings;
    const water = foodItem(WATER, Math.round((lentilGrams * 3) / 50) * 50, language);
    extra.push(water);
    const minutes = Math.max(...pulses.map(stapleMinutes));
    step(p.pulses([...x([...pulses, ...liquids]), water.mention], minutes), minutes);
  } else if (wet.length) {
    const minutes = Math.max(...wet.map((item) => BEHAVIOUR[item.role].minutes));
    step(p.simmer(x(liquids), minutes), minutes);
  } else if (dry.length) {
    step(p.stir(x(dry), 1), 1);
  }
  add('leafy', p.leafy);
  if (eggs.length) {
    if (friedRice || pasta.length) step(p.eggScramble(x(eggs), 2), 2);
    else step(p.eggSet(x(eggs), 8), 8);
  }
  if (fish.length) {
    const minutes = Math.max(...fish.map((item) => BEHAVIOUR[item.role].minutes));
    step((panHasBase ? p.fishTop : p.fishFry)(x(fish), minutes), minutes);
  }
  if (pasta.length) step(p.pastaToss(x(pasta)));
  const finish = at('finish').filter((item) => item.role !== 'oil');
  const squeeze = finish.filter((item) => item.role === 'citrus');
  const drizzle = finish.filter((item) => item.role === 'vinegar');
  const melt = finish.filter((item) => item.role === 'butter');
  const scatter = finish.filter((item) => !squeeze.includes(item) && !drizzle.includes(item) && !melt.includes(item));
  step(p.finish(x(scatter), x(squeeze), x(drizzle), false, x(melt)));
  const sides = [...(rice.length && !friedRice ? rice : []), ...(potatoes.length && !potatoesInPan ? potatoes : []), ...at('serve')];
  step(p.serve(x(sides), servings));
  return { extra, steps, prepTime: prep.minutes, cookTime: cook };
}

/** Foods of a wok or curry: the pan takes a neutral oil, not olive oil. */
const NEUTRAL_OIL_FOODS = new Set(['soy-sauce', 'fish-sauce', 'miso', 'curry-paste', 'coconut-milk', 'ginger', 'rice-noodles', 'ramen-noodles', 'tamarind']);

/** The oil the chef adds when the cook gave none. */
export const panOil = (items: Item[]) => (items.some((item) => item.food && NEUTRAL_OIL_FOODS.has(item.food.id)) ? 'neutral-oil' : 'olive-oil');

/** Water for pulses: a pantry basic, listed so the cook measures it. */
const WATER = {
  id: 'water',
  role: 'stock',
  measure: 'ml',
  perServing: 250,
  names: { en: { one: 'water', many: 'water', gender: 'n' }, es: { one: 'agua', many: 'agua', gender: 'm' }, de: { one: 'Wasser', many: 'Wasser', gender: 'n' } },
  also: [],
  grams: 1,
} as const satisfies Parameters<typeof foodItem>[0];
