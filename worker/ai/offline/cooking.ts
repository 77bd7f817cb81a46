import type { Language } from '../provider';
import type { Role } from './foods';

/**
 * How each role of food is cut, when it goes into the pan and how long it cooks there
 * (docs/decisions/011-offline-chef.md). The pan order is the order of `Stage`: fat is rendered,
 * the onion softened, meat browned, garlic and spices fried briefly, firm vegetables before soft
 * ones, liquids simmered, greens wilted, eggs set, fish steamed on top, fresh things last.
 * Staples (pasta, rice, potatoes) are boiled first in their own pot, long enough to be tender.
 */
export type Stage =
  | 'boil' | 'cured' | 'onion' | 'sear' | 'mince' | 'garlic' | 'spice' | 'firm' | 'soft' | 'tomato'
  | 'wine' | 'simmer' | 'pulses' | 'leafy' | 'egg' | 'fish' | 'finish' | 'serve';

export type Cut =
  | 'chop-fine' | 'bite-size' | 'cubes' | 'strips' | 'chunks' | 'slice' | 'slice-thin' | 'dice' | 'rinse' | 'wash' | 'herb'
  | 'grate' | 'crumble' | 'core' | 'none';

export interface Behaviour {
  cut: Cut;
  stage: Stage;
  /** Minutes at its stage (the whole simmer for liquids; boiling time for staples). */
  minutes: number;
}

export const BEHAVIOUR: Record<Role, Behaviour> = {
  meat: { cut: 'bite-size', stage: 'sear', minutes: 7 },
  mince: { cut: 'none', stage: 'mince', minutes: 8 },
  cured: { cut: 'strips', stage: 'cured', minutes: 4 },
  fish: { cut: 'none', stage: 'fish', minutes: 8 },
  seafood: { cut: 'none', stage: 'fish', minutes: 4 },
  egg: { cut: 'none', stage: 'egg', minutes: 8 },
  legume: { cut: 'none', stage: 'soft', minutes: 5 },
  'dried-legume': { cut: 'none', stage: 'pulses', minutes: 30 },
  tofu: { cut: 'bite-size', stage: 'sear', minutes: 6 },
  pasta: { cut: 'none', stage: 'boil', minutes: 10 },
  rice: { cut: 'none', stage: 'boil', minutes: 18 },
  noodles: { cut: 'none', stage: 'boil', minutes: 5 },
  potato: { cut: 'chunks', stage: 'boil', minutes: 20 },
  bread: { cut: 'slice', stage: 'serve', minutes: 0 },
  flour: { cut: 'none', stage: 'simmer', minutes: 0 },
  onion: { cut: 'chop-fine', stage: 'onion', minutes: 6 },
  garlic: { cut: 'chop-fine', stage: 'garlic', minutes: 1 },
  'firm-veg': { cut: 'bite-size', stage: 'firm', minutes: 8 },
  'soft-veg': { cut: 'slice', stage: 'soft', minutes: 5 },
  leafy: { cut: 'wash', stage: 'leafy', minutes: 2 },
  tomato: { cut: 'dice', stage: 'tomato', minutes: 5 },
  'canned-tomato': { cut: 'none', stage: 'simmer', minutes: 12 },
  'raw-veg': { cut: 'dice', stage: 'finish', minutes: 0 },
  fruit: { cut: 'core', stage: 'firm', minutes: 6 },
  citrus: { cut: 'none', stage: 'finish', minutes: 0 },
  herb: { cut: 'herb', stage: 'finish', minutes: 0 },
  'woody-herb': { cut: 'none', stage: 'garlic', minutes: 1 },
  spice: { cut: 'none', stage: 'spice', minutes: 1 },
  saffron: { cut: 'none', stage: 'simmer', minutes: 0 },
  stock: { cut: 'none', stage: 'simmer', minutes: 12 },
  'coconut-milk': { cut: 'none', stage: 'simmer', minutes: 12 },
  cream: { cut: 'none', stage: 'simmer', minutes: 5 },
  milk: { cut: 'none', stage: 'simmer', minutes: 5 },
  wine: { cut: 'none', stage: 'wine', minutes: 2 },
  sauce: { cut: 'none', stage: 'simmer', minutes: 0 },
  paste: { cut: 'none', stage: 'spice', minutes: 1 },
  vinegar: { cut: 'none', stage: 'finish', minutes: 0 },
  cheese: { cut: 'grate', stage: 'finish', minutes: 0 },
  'crumbly-cheese': { cut: 'crumble', stage: 'finish', minutes: 0 },
  nut: { cut: 'none', stage: 'finish', minutes: 0 },
  butter: { cut: 'none', stage: 'finish', minutes: 0 },
  oil: { cut: 'none', stage: 'finish', minutes: 0 },
  sweet: { cut: 'none', stage: 'simmer', minutes: 0 },
  raising: { cut: 'none', stage: 'finish', minutes: 0 },
};

/** What each cut asks a cook to do, `{x}` standing for the ingredients (English and Spanish imperative, German infinitive). */
export const CUT_WORDS: Record<Exclude<Cut, 'none'>, Record<Language, string>> = {
  'chop-fine': { en: 'Peel and finely chop {x}.', es: 'Pela y pica finamente {x}.', de: '{x} schälen und fein würfeln.' },
  'bite-size': { en: 'Cut {x} into bite-sized pieces.', es: 'Corta {x} en trozos pequeños.', de: '{x} in mundgerechte Stücke schneiden.' },
  cubes: { en: 'Pat {x} dry and cut into 3 cm cubes.', es: 'Seca {x} con papel de cocina y córtalo todo en dados de 3 cm.', de: '{x} trocken tupfen und in 3 cm große Würfel schneiden.' },
  'slice-thin': { en: 'Peel and thinly slice {x}.', es: 'Pela {x} y córtalo todo en láminas finas.', de: '{x} schälen und in dünne Scheiben schneiden.' },
  rinse: { en: 'Rinse {x} in a sieve.', es: 'Lava {x} en un colador.', de: '{x} in einem Sieb abspülen.' },
  strips: { en: 'Cut {x} into thin strips.', es: 'Corta {x} en tiras finas.', de: '{x} in feine Streifen schneiden.' },
  chunks: { en: 'Peel {x} and cut into 3 cm chunks.', es: 'Pela {x} y córtalo todo en trozos de 3 cm.', de: '{x} schälen und in 3 cm große Stücke schneiden.' },
  slice: { en: 'Slice {x}.', es: 'Corta {x} en láminas.', de: '{x} in Scheiben schneiden.' },
  dice: { en: 'Cut {x} into small dice.', es: 'Corta {x} en dados pequeños.', de: '{x} klein würfeln.' },
  wash: { en: 'Wash and drain {x}.', es: 'Lava y escurre {x}.', de: '{x} waschen und abtropfen lassen.' },
  herb: { en: 'Wash and finely chop {x}.', es: 'Lava y pica finamente {x}.', de: '{x} waschen und fein hacken.' },
  grate: { en: 'Grate {x}.', es: 'Ralla {x}.', de: '{x} reiben.' },
  crumble: { en: 'Crumble {x}.', es: 'Desmenuza {x}.', de: '{x} zerbröseln.' },
  core: { en: 'Core {x} and cut into thin wedges.', es: 'Quita el corazón a {x} y córtalo todo en gajos finos.', de: '{x} entkernen und in dünne Spalten schneiden.' },
};

/** Foods whose own cut differs from their role's (peas are not sliced, bread is not cooked). */
export const CUT_OF: Readonly<Record<string, Cut>> = {
  peas: 'none',
  'spring-onion': 'slice',
  'bell-pepper': 'strips',
  broccoli: 'bite-size',
  'grated-cheese': 'none',
  mozzarella: 'crumble',
  chickpeas: 'none',
  'butter-beans': 'none',
  tuna: 'crumble',
  ham: 'strips',
  banana: 'slice',
  ginger: 'chop-fine',
  cucumber: 'dice',
  'green-beans': 'bite-size',
  tortillas: 'none',
  'pizza-dough': 'none',
  olives: 'none',
  'bean-sprouts': 'none',
  'dried-apricots': 'slice',
  lettuce: 'wash',
  oats: 'none',
  'kidney-beans': 'none',
  sweetcorn: 'none',
  pumpkin: 'chunks',
};
