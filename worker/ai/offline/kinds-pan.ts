import type { DishKind, KindStep } from './dish-kind-types';

/** Eggs, batters and porridge, as templates (see dish-kind-types.ts). */

const CURED_OR: KindStep = { m: 4, en: 'Add {cured} and fry for {m}.', es: 'Añade {cured} y sofríe {m}.', de: '{cured} zugeben und {m} anbraten.' };

const FILLING = ['cured', 'main', 'onion', 'firm', 'soft', 'leafy', 'tomato'] as const;

const OMELETTE: DishKind = {
  id: 'omelette',
  words: ['omelette', 'omelet', 'omelett', 'omelet', 'tortilla francesa', 'eierpfannkuchen mit'],
  titles: { en: 'Omelette', es: 'Tortilla francesa', de: 'Omelett' },
  servings: 1,
  prep: 5,
  mainGrams: { cheese: 30, 'crumbly-cheese': 30, 'soft-veg': 60, 'firm-veg': 60, leafy: 30, cured: 30, meat: 60, tomato: 60, fish: 50 },
  base: [
    { food: 'egg', perServing: 2 },
    { food: 'butter', perServing: 10 },
  ],
  extras: 'hot',
  finish: 'none',
  steps: [
    'prep',
    {
      m: 5,
      en: 'Heat a little of {fat} in a non-stick frying pan over a medium heat and cook {cured+main+onion+firm+soft+leafy+tomato} for {m}, stirring; tip onto a plate.',
      es: 'Calienta un poco de {fat} en una sartén antiadherente a fuego medio y saltea {cured+main+onion+firm+soft+leafy+tomato} {m}, removiendo; pásalo a un plato.',
      de: 'Etwas {fat} in einer beschichteten Pfanne bei mittlerer Hitze erhitzen und {cured+main+onion+firm+soft+leafy+tomato} {m} unter Rühren braten; auf einen Teller geben.',
    },
    { en: 'Beat {egg} with a pinch of salt and pepper, just until combined.', es: 'Bate {egg} con una pizca de sal y pimienta, lo justo para mezclar.', de: '{egg} mit einer Prise Salz und Pfeffer verquirlen.' },
    {
      m: 3,
      en: 'Heat {fat} in the pan over a medium heat until it foams, pour in the eggs and cook for {m}, drawing the set edges into the middle, until set underneath and still soft on top.',
      es: 'Calienta {fat} en la sartén a fuego medio hasta que espume, vierte el huevo batido y cuaja {m}, llevando los bordes hacia el centro, hasta que cuaje por debajo y siga jugosa por encima.',
      de: '{fat} in der Pfanne bei mittlerer Hitze aufschäumen lassen, die Eier hineingießen und {m} stocken lassen, dabei die festen Ränder zur Mitte schieben, bis die Unterseite fest und die Oberfläche noch cremig ist.',
    },
    {
      m: 1,
      en: 'Scatter {cured+main+onion+firm+soft+leafy+tomato+cheese+herb+fish} over one half, fold the omelette over and cook for {m} more.',
      es: 'Reparte {cured+main+onion+firm+soft+leafy+tomato+cheese+herb+fish} sobre una mitad, dobla la tortilla y cuaja {m} más.',
      de: '{cured+main+onion+firm+soft+leafy+tomato+cheese+herb+fish} auf einer Hälfte verteilen, das Omelett zusammenklappen und {m} weitergaren.',
    },
    { unless: [...FILLING, 'cheese', 'herb', 'fish'], en: 'Fold the omelette in half.', es: 'Dobla la tortilla por la mitad.', de: 'Das Omelett zusammenklappen.' },
    'extras',
    'serve',
  ],
};

const FRITTATA: DishKind = {
  id: 'frittata',
  words: ['frittata', 'fritata', 'tortilla'],
  titles: { en: 'Frittata', es: 'Tortilla', de: 'Frittata' },
  servings: 4,
  prep: 10,
  mainGrams: { 'soft-veg': 100, 'firm-veg': 100, leafy: 50, cured: 30, potato: 150, cheese: 20, 'crumbly-cheese': 30, meat: 60, tomato: 60 },
  main: [{ food: 'courgette', perServing: 0.5 }],
  base: [
    { food: 'egg', perServing: 2 },
    { food: 'olive-oil', perServing: 0.75 },
    { food: 'onion', perServing: 0.25 },
    { food: 'parmesan', perServing: 10 },
  ],
  cuts: { potato: 'slice-thin' },
  slots: { 'raw-veg': 'soft' },
  extras: 'hot',
  finish: 'none',
  steps: [
    'prep',
    { en: 'Heat {fat} in a 24 cm ovenproof non-stick frying pan over a medium heat.', es: 'Calienta {fat} en una sartén antiadherente de 24 cm apta para horno a fuego medio.', de: '{fat} in einer ofenfesten, beschichteten Pfanne (24 cm) bei mittlerer Hitze erhitzen.' },
    { m: 15, en: 'Add {potato} and cook for {m}, turning now and then, until tender.', es: 'Añade {potato} y cocina {m}, dando vueltas de vez en cuando, hasta que estén tiernas.', de: '{potato} zugeben und {m} unter gelegentlichem Wenden weich braten.' },
    CURED_OR,
    { m: 8, en: 'Add {onion+firm+soft+main+tomato} and cook for {m}, stirring now and then, until soft.', es: 'Añade {onion+firm+soft+main+tomato} y rehoga {m}, removiendo de vez en cuando, hasta que todo esté tierno.', de: '{onion+firm+soft+main+tomato} zugeben und {m} unter gelegentlichem Rühren weich braten.' },
    { m: 1, en: 'Stir in {leafy+garlic} for {m}.', es: 'Incorpora {leafy+garlic} y rehoga {m}.', de: '{leafy+garlic} unterrühren und {m} mitgaren.' },
    { en: 'Heat the grill. Beat {egg} with {cheese}, a pinch of salt and some pepper.', es: 'Enciende el grill del horno. Bate {egg} con {cheese}, una pizca de sal y un poco de pimienta.', de: 'Den Backofengrill vorheizen. {egg} mit {cheese}, einer Prise Salz und etwas Pfeffer verquirlen.' },
    { m: 8, en: 'Pour the eggs over, lower the heat and cook for {m}, until the edges have set.', es: 'Vierte el huevo batido por encima, baja el fuego y cuaja {m}, hasta que los bordes estén firmes.', de: 'Die Eier darübergießen, die Hitze reduzieren und {m} stocken lassen, bis die Ränder fest sind.' },
    { m: 3, en: 'Slide the pan under the hot grill for {m}, until the top is set and golden.', es: 'Pasa la sartén bajo el grill del horno {m}, hasta que la superficie cuaje y se dore.', de: 'Die Pfanne {m} unter den heißen Grill stellen, bis die Oberfläche fest und goldbraun ist.' },
    'extras',
    { en: 'Leave to settle for a minute[, scatter over {herb}] and cut into wedges.', es: 'Deja asentar un minuto[, espolvorea {herb}] y corta en porciones.', de: 'Kurz ruhen lassen[, mit {herb} bestreuen] und in Stücke schneiden.' },
    'serve',
  ],
};

/** Thin pancakes, rolled or folded: what a cook makes of eggs, flour and milk. */
const CREPES: DishKind = {
  id: 'crepes',
  words: ['crepes', 'crepe', 'crepas', 'crêpes', 'pancake', 'palatschinken'],
  titles: { en: 'Crêpes', es: 'Crepes', de: 'Pfannkuchen' },
  servings: 4,
  prep: 5,
  saltOnly: true,
  mainGrams: { fruit: 50, cheese: 20, cured: 20 },
  base: [
    { food: 'flour', perServing: 60 },
    { food: 'egg', perServing: 1 },
    { food: 'milk', perServing: 125 },
    { food: 'butter', perServing: 10 },
  ],
  extras: 'raw',
  finish: 'none',
  steps: [
    'prep',
    {
      en: 'Whisk {dry}[, {sweet}], {dairy}, {egg} and a pinch of salt into a smooth, runny batter.',
      es: 'Bate {dry}[, {sweet}], {dairy}, {egg} y una pizca de sal hasta obtener una masa lisa y líquida.',
      de: '{dry}[, {sweet}], {dairy}, {egg} und eine Prise Salz zu einem glatten, dünnflüssigen Teig verquirlen.',
    },
    { m: 15, en: 'Leave the batter to rest for {m}.', es: 'Deja reposar la masa {m}.', de: 'Den Teig {m} quellen lassen.' },
    {
      m: 20,
      en: 'Heat a little of {fat} in a frying pan over a medium heat, pour in a small ladle of batter and tilt the pan so it spreads thinly. Cook each one for about 2 minutes, turning once, until golden on both sides, adding a little more fat as needed: {m} for the batch.',
      es: 'Calienta un poco de {fat} en una sartén a fuego medio, vierte un cucharón pequeño de masa e inclina la sartén para que se extienda fina. Cuaja cada una unos 2 minutos, dándole la vuelta una vez, hasta que se dore por ambos lados, y añade un poco más de grasa cuando haga falta: {m} en total.',
      de: 'Etwas {fat} in einer Pfanne bei mittlerer Hitze erhitzen, eine kleine Kelle Teig hineingeben und die Pfanne schwenken, sodass er sich dünn verteilt. Jeden Pfannkuchen etwa 2 Minuten backen, einmal wenden, bis er beidseitig goldbraun ist, und bei Bedarf etwas Fett nachgeben: {m} für alle.',
    },
    'extras',
    {
      en: 'Fill with {fruit+citrus+nut+cheese+cured+leafy+soft+herb}, roll up and serve warm.',
      es: 'Rellena con {fruit+citrus+nut+cheese+cured+leafy+soft+herb}, enrolla y sirve templadas.',
      de: 'Mit {fruit+citrus+nut+cheese+cured+leafy+soft+herb} füllen, aufrollen und warm servieren.',
    },
    'serve',
  ],
};

const PORRIDGE: DishKind = {
  id: 'porridge',
  words: ['porridge', 'oatmeal', 'gachas', 'gachas de avena', 'haferbrei', 'haferschleim'],
  titles: { en: 'Porridge', es: 'Gachas de avena', de: 'Porridge' },
  servings: 2,
  prep: 5,
  saltOnly: true,
  mainGrams: { fruit: 60, nut: 15 },
  base: [
    { food: 'oats', perServing: 50 },
    { food: 'milk', perServing: 200 },
    { food: 'honey', perServing: 1 },
  ],
  slots: { 'soft-veg': 'fruit' },
  extras: 'raw',
  finish: 'none',
  steps: [
    'prep',
    { m: 3, en: 'Put {dry} and {dairy+liquid} in a small pan with a pinch of salt and bring to the boil, {m}.', es: 'Pon {dry} y {dairy+liquid} en un cazo con una pizca de sal y lleva a ebullición, {m}.', de: '{dry} und {dairy+liquid} mit einer Prise Salz in einem kleinen Topf in {m} aufkochen.' },
    { m: 5, en: 'Lower the heat and simmer for {m}, stirring often, until thick and creamy.', es: 'Baja el fuego y cuece {m}, removiendo a menudo, hasta que espese y quede cremoso.', de: 'Hitze reduzieren und {m} unter häufigem Rühren köcheln lassen, bis der Brei dick und cremig ist.' },
    'extras',
    { en: 'Spoon into bowls and top with {fruit+nut+sweet+citrus+spice}.', es: 'Reparte en cuencos y cubre con {fruit+nut+sweet+citrus+spice}.', de: 'In Schalen füllen und mit {fruit+nut+sweet+citrus+spice} belegen.' },
    'serve',
  ],
};

export const PAN_KINDS: readonly DishKind[] = [OMELETTE, FRITTATA, CREPES, PORRIDGE];
