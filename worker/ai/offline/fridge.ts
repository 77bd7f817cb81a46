import { CUISINE_NAMES } from '../../../core/cuisine-names';
import type { Cuisine } from '../../../core/options';
import type { Language } from '../provider';
import { capitalize, list } from './grammar';
import type { Item } from './items';

/**
 * A dish from the cook's own ingredients (docs/decisions/011-offline-chef.md): the main ingredient
 * (meat, fish, eggs or pulses before staples and vegetables) names the dish, with the next two
 * that matter; the pan plan writes the steps.
 */
const WEIGHT: Partial<Record<Item['role'], number>> = {
  meat: 10, mince: 10, fish: 10, seafood: 10, tofu: 9, 'dried-legume': 9, legume: 8, cured: 7, egg: 7,
  pasta: 6, rice: 6, potato: 6, noodles: 6, 'firm-veg': 4, 'soft-veg': 4, leafy: 4, tomato: 3, 'canned-tomato': 3,
  fruit: 3, cheese: 2, 'crumbly-cheese': 2, 'coconut-milk': 2, cream: 2,
};

const WITH: Record<Language, string> = { en: 'with', es: 'con', de: 'mit' };
const PAN_DISH = 'aus der Pfanne';

/** The chosen cuisine in a title (core/cuisine-names.ts words): "Italian-style", "al estilo italiano", "nach italienischer Art". */
const STYLE: Record<Language, (name: string) => string> = {
  en: (name) => `${name}-style`,
  es: (name) => {
    const lower = name.startsWith('De ') ? `de ${name.slice(3)}` : name.toLocaleLowerCase();
    return `al estilo ${lower.replace(/a$/, 'o').replace(/^india$/, 'indio')}`;
  },
  de: (name) => `nach ${name.toLocaleLowerCase()}er Art`,
};
const EN_MINOR = new Set(['with', 'and', 'of', 'in']);

/** "Chicken with Rice and Broccoli", "Pollo con arroz y brócoli", "Hähnchen mit Reis und Brokkoli". */
export function fridgeTitle(language: Language, items: Item[], oven = false, cuisine: Cuisine | null = null): string {
  const style = cuisine ? STYLE[language](CUISINE_NAMES[cuisine][language]) : '';
  return style && language === 'en' ? `${style} ${plainTitle(language, items, oven)}` : `${plainTitle(language, items, oven)}${style ? ` ${style}` : ''}`;
}

function plainTitle(language: Language, items: Item[], oven: boolean): string {
  const ranked = items
    .filter((item) => item.given && (WEIGHT[item.role] ?? 0) > 0)
    .map((item, i) => ({ item, score: (WEIGHT[item.role] ?? 0) * 100 - i }))
    .sort((a, b) => b.score - a.score)
    .map(({ item }) => item.mention.word);
  const names = ranked.length ? ranked : items.filter((i) => i.given).map((i) => i.mention.word);
  const [main = '', ...others] = names;
  // German: the names as a list, so no case ending is needed ("Speck, Eier und Kartoffeln aus der Pfanne").
  if (language === 'de') {
    const pot = items.some((item) => item.role === 'dried-legume');
    return capitalize(`${list(language, names.slice(0, 3))} ${pot ? 'aus dem Topf' : oven ? 'vom Blech' : PAN_DISH}`);
  }
  const title = others.length ? `${main} ${WITH[language]} ${list(language, others.slice(0, 2))}` : main;
  if (language !== 'en') return capitalize(title);
  return title
    .split(' ')
    .map((word, i) => (i > 0 && EN_MINOR.has(word) ? word : capitalize(word)))
    .join(' ');
}
