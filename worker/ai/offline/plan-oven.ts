import { STAPLE_COOKING } from '../../../core/ingredient-kinds';
import type { Language } from '../provider';
import { BEHAVIOUR, type Stage } from './cooking';
import { foodById } from './foods-match';
import { capitalize, contract, list, theList, type Mention } from './grammar';
import { foodItem, type Item } from './items';
import { PAN } from './pan-phrases';
import { cutOf, panOil, prepSentences, type Plan } from './plan';

/**
 * A list of ingredients roasted on one tray (the cook chose roasting or baking): what takes
 * longest (potatoes, firm vegetables, onion, meat) goes in first, soft vegetables, tomatoes and
 * fish join for the last part, greens wilt in the heat of the tray, fresh things go on last.
 * Rice and pasta are boiled on the hob; liquids are poured into the tray for the second part.
 */
type X = Mention[];
interface OvenPhrases {
  heat: string;
  first: (x: X, oil: X, m: number) => string;
  second: (x: X, m: number) => string;
  eggs: (x: X, m: number) => string;
  wilt: (x: X) => string;
}

const b = (n: number, one: string, many: string) => `**${n} ${n === 1 ? one : many}**`;
const OVEN: Record<Language, OvenPhrases> = {
  en: {
    heat: 'Heat the oven to 200 °C (180 °C fan).',
    first: (x, oil, m) => `Toss ${theList('en', x)} with ${theList('en', oil)}, salt and pepper on a large baking tray and roast for ${b(m, 'minute', 'minutes')}.`,
    second: (x, m) => `Add ${theList('en', x)}, turn everything over and roast for ${b(m, 'minute', 'minutes')} more, until golden and tender.`,
    eggs: (x, m) => `Make hollows between the vegetables, crack in ${theList('en', x)} and bake for ${b(m, 'minute', 'minutes')}, until the whites are set.`,
    wilt: (x) => `Take the tray out and stir in ${theList('en', x)} so they wilt in the heat.`,
  },
  es: {
    heat: 'Precalienta el horno a 200 °C.',
    first: (x, oil, m) => `Mezcla ${theList('es', x)} con ${theList('es', oil)}, sal y pimienta en una bandeja de horno grande y asa ${b(m, 'minuto', 'minutos')}.`,
    second: (x, m) => `Añade ${theList('es', x)}, da la vuelta a todo y asa ${b(m, 'minuto', 'minutos')} más, hasta que esté dorado y tierno.`,
    eggs: (x, m) => `Haz huecos entre las verduras, casca ${theList('es', x)} y hornea ${b(m, 'minuto', 'minutos')}, hasta que cuajen las claras.`,
    wilt: (x) => `Saca la bandeja e incorpora ${theList('es', x)} para que se ablanden con el calor.`,
  },
  de: {
    heat: 'Den Backofen auf 200 °C (Umluft 180 °C) vorheizen.',
    first: (x, oil, m) => `${list('de', x.map((i) => i.word))} mit ${list('de', oil.map((i) => i.word))}, Salz und Pfeffer auf einem großen Backblech mischen und ${b(m, 'Minute', 'Minuten')} rösten.`,
    second: (x, m) => `${list('de', x.map((i) => i.word))} zugeben, alles wenden und weitere ${b(m, 'Minute', 'Minuten')} rösten, bis alles goldbraun und weich ist.`,
    eggs: (x, m) => `Mulden zwischen das Gemüse drücken, ${list('de', x.map((i) => i.word))} hineinschlagen und ${b(m, 'Minute', 'Minuten')} backen, bis das Eiweiß fest ist.`,
    wilt: (x) => `Das Blech herausnehmen und ${list('de', x.map((i) => i.word))} unterheben, damit es in der Hitze zusammenfällt.`,
  },
};

const FIRST: readonly Stage[] = ['cured', 'onion', 'sear', 'mince', 'garlic', 'spice', 'firm', 'pulses'];
const SECOND: readonly Stage[] = ['soft', 'tomato', 'fish', 'simmer', 'wine'];

export function planOven(language: Language, items: Item[], servings: number): Plan {
  const p = PAN[language];
  const o = OVEN[language];
  const x = (list: Item[]) => list.map((item) => item.mention);
  const stage = (item: Item) => BEHAVIOUR[item.role].stage;
  const steps: string[] = [];
  let cook = 0;
  const step = (text: string, minutes = 0) => {
    steps.push(contract(language, capitalize(text)));
    cook += minutes;
  };
  const extra: Item[] = [];
  const oil = items.filter((item) => item.role === 'oil');
  if (!oil.length) extra.push(foodItem(foodById(panOil(items)), 2, language));
  const prep = prepSentences(language, items.map((item) => [item, cutOf(item)] as const));
  steps.push(...prep.steps);
  const boiled = items.filter((item) => item.role === 'rice' || item.role === 'pasta' || item.role === 'noodles');
  for (const item of boiled) {
    const minutes = item.role === 'rice' ? STAPLE_COOKING.white_rice.typical + 3 : STAPLE_COOKING.dried_pasta.typical + 2;
    step((item.role === 'rice' ? p.boilRice : p.boilPasta)([item.mention], minutes), minutes);
  }
  step(o.heat);
  const potatoes = items.filter((item) => item.role === 'potato');
  const first = [...potatoes, ...items.filter((item) => FIRST.includes(stage(item)) && item.role !== 'potato')];
  const second = items.filter((item) => SECOND.includes(stage(item)) && !first.includes(item));
  // Potatoes roast at least as long as a cook expects; the rest joins for the last 15 minutes.
  const total = potatoes.length ? STAPLE_COOKING.potatoes_roasted.typical + 5 : 30;
  const roastFirst = second.length ? total - 15 : total;
  const oiled = x(oil.length ? oil : extra);
  if (first.length) step(o.first(x(first), oiled, roastFirst), roastFirst);
  if (!first.length) step(o.first(x(second), oiled, 20), 20);
  else if (second.length) step(o.second(x(second), 15), 15);
  const eggs = items.filter((item) => item.role === 'egg');
  if (eggs.length) step(o.eggs(x(eggs), 10), 10);
  const leafy = items.filter((item) => stage(item) === 'leafy');
  if (leafy.length) step(o.wilt(x(leafy)));
  const finish = items.filter((item) => stage(item) === 'finish' && item.role !== 'oil');
  const squeeze = finish.filter((item) => item.role === 'citrus');
  const drizzle = finish.filter((item) => item.role === 'vinegar');
  const melt = finish.filter((item) => item.role === 'butter');
  step(p.finish(x(finish.filter((i) => !squeeze.includes(i) && !drizzle.includes(i) && !melt.includes(i))), x(squeeze), x(drizzle), true, x(melt)));
  const sides = [...boiled, ...items.filter((item) => stage(item) === 'serve')];
  step(p.serve(x(sides), servings));
  return { extra, steps, prepTime: prep.minutes, cookTime: cook };
}
