import type { Unit } from './offline-vocab';
import type { Language } from './provider';

/**
 * How the offline chef writes amounts and the steps every named dish shares, in en, es and de.
 * Spanish servings are "raciones" everywhere.
 */
export interface DishPhrases {
  and: string;
  /** `{chop}`: what to wash and chop. */
  prep: string;
  prepMeasure: string;
  /** `{items}`: ingredients no family step names. */
  leftover: string;
  /** `{sides}` (" with …" or empty), `{servings}`. */
  serve: string;
  sides: string;
  servings: (n: number) => string;
  /** `{title}`, `{cuisine}` (" (Italian cuisine)" or empty), `{difficulty}`, `{servings}`, `{total}`. */
  description: string;
  oil: string;
  saltPepper: string;
}

export const DISH_PHRASES: Record<Language, DishPhrases> = {
  en: {
    and: 'and',
    prep: 'Get everything ready: wash and chop the {chop}, and measure out the rest.',
    prepMeasure: 'Measure out all the ingredients before you start.',
    leftover: 'Add the {items} where they suit the dish best: firm ones with the main cooking, delicate ones in the last few minutes.',
    serve: 'Taste, adjust the seasoning and serve{sides}. This makes {servings}.',
    sides: ' with the {side}',
    servings: (n) => `${n} servings`,
    description: '{title}{cuisine}: {difficulty}, {servings}, ready in about {total} minutes.',
    oil: '2 tbsp olive oil',
    saltPepper: 'Salt and black pepper, to taste',
  },
  es: {
    and: 'y',
    prep: 'Prepáralo todo: lava y pica {chop}, y mide el resto.',
    prepMeasure: 'Mide todos los ingredientes antes de empezar.',
    leftover: 'Añade {items} donde mejor encajen en el plato: lo más firme con la cocción principal y lo más delicado en los últimos minutos.',
    serve: 'Prueba, rectifica de sal y sirve{sides}. Salen {servings}.',
    sides: ' con {side}',
    servings: (n) => `${n} raciones`,
    description: '{title}{cuisine}: dificultad {difficulty}, {servings}, listo en unos {total} minutos.',
    oil: '2 cucharadas de aceite de oliva',
    saltPepper: 'Sal y pimienta negra, al gusto',
  },
  de: {
    and: 'und',
    prep: 'Alles vorbereiten: {chop} waschen und klein schneiden, den Rest abmessen.',
    prepMeasure: 'Vor dem Start alle Zutaten abmessen.',
    leftover: '{items} dort zugeben, wo es am besten passt: Festes mit dem Hauptgaren, Zartes in den letzten Minuten.',
    serve: 'Abschmecken und{sides} servieren. Ergibt {servings}.',
    sides: ' mit {side}',
    servings: (n) => `${n} Portionen`,
    description: '{title}{cuisine}: Schwierigkeit {difficulty}, {servings}, fertig in etwa {total} Minuten.',
    oil: '2 EL Olivenöl',
    saltPepper: 'Salz und schwarzer Pfeffer nach Geschmack',
  },
};

type UnitWords = Record<Exclude<Unit, 'g' | 'ml' | 'piece'>, [string, string]>;

const UNIT_WORDS: Record<Language, UnitWords> = {
  en: { clove: ['clove', 'cloves'], tbsp: ['tbsp', 'tbsp'], tsp: ['tsp', 'tsp'], handful: ['handful of', 'handfuls of'] },
  es: {
    clove: ['diente de', 'dientes de'],
    tbsp: ['cucharada de', 'cucharadas de'],
    tsp: ['cucharadita de', 'cucharaditas de'],
    handful: ['puñado de', 'puñados de'],
  },
  de: { clove: ['Zehe', 'Zehen'], tbsp: ['EL', 'EL'], tsp: ['TL', 'TL'], handful: ['Handvoll', 'Handvoll'] },
};

/** 1.25 -> "1.3" (en) or "1,3" (es, de). */
const decimal = (language: Language, value: number) =>
  (Math.round(value * 10) / 10).toString().replace('.', language === 'en' ? '.' : ',');

/** 0.5 -> "½", 1.5 -> "1½", 2 -> "2". */
function halves(amount: number): string {
  const n = Math.max(0.5, Math.round(amount * 2) / 2);
  const whole = Math.floor(n);
  return n === whole ? String(whole) : `${whole || ''}½`;
}

/** A piece name "egg|eggs" in the number it needs. */
export function pieceName(name: string, count: number): string {
  const [one = name, many = one] = name.split('|');
  return count > 1 ? many : one;
}

/** "250 g de setas", "2 Eier", "½ lime", "2 cloves garlic", "1 TL Kreuzkümmel". */
export function amountLine(language: Language, unit: Unit, amount: number, name: string): string {
  if (unit === 'g' || unit === 'ml') {
    const rounded = amount >= 50 ? Math.round(amount / 10) * 10 : Math.max(5, Math.round(amount / 5) * 5);
    const [value, shown] = rounded >= 1000 ? [decimal(language, rounded / 1000), unit === 'g' ? 'kg' : 'l'] : [String(rounded), unit];
    return `${value} ${shown} ${language === 'es' ? 'de ' : ''}${name}`;
  }
  const count = unit === 'clove' || unit === 'handful' ? Math.max(1, Math.round(amount)) : Math.max(0.5, Math.round(amount * 2) / 2);
  const text = halves(count);
  if (unit === 'piece') return `${text} ${pieceName(name, count)}`;
  const [one, many] = UNIT_WORDS[language][unit];
  return `${text} ${count > 1 ? many : one} ${name}`;
}
