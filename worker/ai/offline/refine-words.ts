import type { RefineChange } from '#core/recipe/refine-instruction';
import type { Language } from '../provider';
import { guessSpanish } from './grammar';

/**
 * The words the offline chef writes when it refines a recipe
 * (docs/decisions/058-offline-chef-refines-a-recipe.md): how a title names the change, the
 * description's note, and the sentences it adds to steps, in en, es and de.
 */

type Words = Record<Language, string>;

export class RefineNotPossible extends Error {
  /** Why, in the recipe's language, for the cook. */
  readonly reason: string;
  /** The change that could not be made. */
  readonly change: RefineChange;
  /** Which case it is (`egg_dish`, `baked`, `already_fits`…), for logs and tests. */
  readonly why: NotPossibleWhy;
  constructor(change: RefineChange, why: NotPossibleWhy, reason: string) {
    super(reason);
    this.name = 'RefineNotPossible';
    this.change = change;
    this.why = why;
    this.reason = reason;
  }
}

export type NotPossibleWhy = keyof typeof NOT_POSSIBLE;

export const sayNot = (change: RefineChange, language: Language, why: NotPossibleWhy, ...values: string[]) =>
  new RefineNotPossible(change, why, values.reduce((text, value) => text.replace('{}', value), NOT_POSSIBLE[why][language]));

/** Why a change cannot be made, per case. */
export const NOT_POSSIBLE = {
  noSubstitute: {
    en: '"{}" has no sensible {} substitute, so the dish would not be itself.',
    es: '"{}" no tiene un sustituto {} razonable, así que el plato dejaría de ser el mismo.',
    de: 'Für „{}“ gibt es keinen sinnvollen Ersatz ({}), das Gericht wäre nicht mehr dasselbe.',
  },
  eggDish: {
    en: 'This dish is built on eggs; without them it would be another dish.',
    es: 'Este plato se basa en el huevo; sin él sería otro plato.',
    de: 'Dieses Gericht lebt von den Eiern; ohne sie wäre es ein anderes Gericht.',
  },
  baked: {
    en: 'A bake like this needs an oven to rise and set; a pan cannot do it.',
    es: 'Una masa horneada como esta necesita el horno para subir y cuajar; en la sartén no sale.',
    de: 'Gebackenes wie dieses braucht den Ofen zum Aufgehen und Festwerden; in der Pfanne gelingt es nicht.',
  },
  noOvenAlready: {
    en: 'This recipe already needs no oven.',
    es: 'Esta receta ya se hace sin horno.',
    de: 'Dieses Rezept braucht schon keinen Ofen.',
  },
  ovenLeft: {
    en: 'Some steps only work in an oven ("{}").',
    es: 'Algunos pasos solo funcionan en el horno ("{}").',
    de: 'Manche Schritte gehen nur im Ofen („{}“).',
  },
  alreadyFits: {
    en: 'This recipe is already {}.',
    es: 'Esta receta ya es {}.',
    de: 'Dieses Rezept ist schon {}.',
  },
  sameServings: {
    en: 'This recipe already serves {}.',
    es: 'Esta receta ya es para {}.',
    de: 'Dieses Rezept ist schon für {}.',
  },
  nothingHot: {
    en: 'There is nothing hot in this recipe to tone down.',
    es: 'No hay nada picante en esta receta que suavizar.',
    de: 'In diesem Rezept ist nichts Scharfes, das man mildern könnte.',
  },
  bothHeat: {
    en: 'Spicier and milder at once cannot both be done.',
    es: 'No se puede hacer más picante y menos picante a la vez.',
    de: 'Schärfer und milder zugleich geht nicht.',
  },
  notQuicker: {
    en: 'This recipe is already about as quick as it can be made without changing the dish.',
    es: 'Esta receta ya es casi todo lo rápida que puede ser sin cambiar el plato.',
    de: 'Schneller geht dieses Rezept kaum, ohne das Gericht zu verändern.',
  },
  gate: {
    en: 'The changed recipe would not hold together ({}).',
    es: 'La receta cambiada no sería coherente ({}).',
    de: 'Das geänderte Rezept wäre nicht stimmig ({}).',
  },
} satisfies Record<string, Words>;

/** The diet as an adjective in running text ("vegetarian", "vegetariano", "vegetarisch"). */
export const DIET_WORD: Record<'vegetarian' | 'vegan' | 'gluten_free' | 'dairy_free', Words> = {
  vegetarian: { en: 'vegetarian', es: 'vegetariano', de: 'vegetarisch' },
  vegan: { en: 'vegan', es: 'vegano', de: 'vegan' },
  gluten_free: { en: 'gluten-free', es: 'sin gluten', de: 'glutenfrei' },
  dairy_free: { en: 'dairy-free', es: 'sin lácteos', de: 'milchfrei' },
};

/** A Spanish adjective agreeing with the title's first noun ("Lasaña vegetariana", "Gulash vegetariano"). */
function spanishAgree(title: string, adjective: string): string {
  if (!/^\p{L}+o$/u.test(adjective)) return adjective;
  const { gender, plural } = guessSpanish(title);
  const stem = adjective.slice(0, -1);
  return `${stem}${gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`;
}

const TITLE_MARK: Record<Exclude<RefineChange, 'servings'>, { en: string; es: string; de: string; has: RegExp }> = {
  vegetarian: { en: 'Vegetarian {}', es: '{} vegetariano', de: '{} (vegetarisch)', has: /vegetari|veggie/i },
  vegan: { en: 'Vegan {}', es: '{} vegano', de: '{} (vegan)', has: /vegan/i },
  gluten_free: { en: 'Gluten-free {}', es: '{} sin gluten', de: '{} (glutenfrei)', has: /gluten/i },
  dairy_free: { en: 'Dairy-free {}', es: '{} sin lácteos', de: '{} (milchfrei)', has: /dairy|lácteos|milchfrei/i },
  spicier: { en: 'Spicy {}', es: '{} picante', de: '{}, extra scharf', has: /spicy|picante|scharf/i },
  milder: { en: 'Mild {}', es: '{} suave', de: '{}, mild', has: /\bmild|suave/i },
  quicker: { en: 'Quick {}', es: '{} exprés', de: '{} auf die Schnelle', has: /quick|exprés|schnell/i },
  no_oven: { en: 'Stovetop {}', es: '{} sin horno', de: '{} ohne Ofen', has: /stovetop|sin horno|ohne ofen/i },
};

/** The title marked with the change, unless it already says so ("Vegetarian Lasagne", "Lasaña vegetariana", "Lasagne (vegetarisch)"). */
export function markTitle(title: string, change: Exclude<RefineChange, 'servings'>, language: Language): string {
  const mark = TITLE_MARK[change];
  if (mark.has.test(title)) return title;
  if (language === 'en') {
    // Sentence case ("Margherita pizza") reads on in lower case; title case and names stay.
    const sentenceCase = /^\p{Lu}\p{Ll}+ \p{Ll}/u.test(title);
    return mark.en.replace('{}', sentenceCase ? title.charAt(0).toLowerCase() + title.slice(1) : title);
  }
  if (language === 'es') return `${title} ${spanishAgree(title, mark.es.replace('{}', '').trim())}`;
  return mark.de.replace('{}', title);
}

/** What the description says about the change (one sentence, added in front of the old one). */
export const DESCRIPTION_NOTE: Record<Exclude<RefineChange, 'servings'>, Words> = {
  vegetarian: { en: 'A vegetarian version{}.', es: 'Versión vegetariana{}.', de: 'Vegetarische Variante{}.' },
  vegan: { en: 'A vegan version{}.', es: 'Versión vegana{}.', de: 'Vegane Variante{}.' },
  gluten_free: { en: 'A gluten-free version{}.', es: 'Versión sin gluten{}.', de: 'Glutenfreie Variante{}.' },
  dairy_free: { en: 'A dairy-free version{}.', es: 'Versión sin lácteos{}.', de: 'Milchfreie Variante{}.' },
  spicier: { en: 'A spicier version{}.', es: 'Versión más picante{}.', de: 'Schärfere Variante{}.' },
  milder: { en: 'A milder version{}.', es: 'Versión más suave{}.', de: 'Mildere Variante{}.' },
  quicker: { en: 'A quicker version, ready {} minutes sooner.', es: 'Versión más rápida, lista {} minutos antes.', de: 'Schnellere Variante, {} Minuten früher fertig.' },
  no_oven: { en: 'Made on the stove, without an oven.', es: 'Hecha en el fuego, sin horno.', de: 'Auf dem Herd gemacht, ohne Ofen.' },
};

/** " with chickpeas and mushrooms" for the note (what went in; never what went out). */
export function withWords(language: Language, items: string[]): string {
  if (!items.length) return '';
  const join = { en: ' and ', es: ' y ', de: ' und ' }[language];
  const list = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')}${join}${items[items.length - 1]}`;
  return { en: ` with ${list}`, es: ` con ${list}`, de: ` mit ${list}` }[language];
}

/** The spice added to make a dish spicier, per servings band. */
export const CHILLI: Record<Language, { name: string; tsp: string; tbsp: string; stirIn: string; sprinkle: string }> = {
  en: { name: 'chilli flakes', tsp: 'tsp', tbsp: 'tbsp', stirIn: 'Stir in the chilli flakes at the same time.', sprinkle: 'Sprinkle over the chilli flakes.' },
  es: { name: 'copos de chile', tsp: 'cucharadita', tbsp: 'cucharada', stirIn: 'Añade los copos de chile a la vez.', sprinkle: 'Espolvorea los copos de chile por encima.' },
  de: { name: 'Chiliflocken', tsp: 'TL', tbsp: 'EL', stirIn: 'Die Chiliflocken gleichzeitig einrühren.', sprinkle: 'Chiliflocken darüberstreuen.' },
};

export const MORE_HEAT: Words = {
  en: 'It now has twice the {} for more heat.',
  es: 'Ahora lleva el doble de {} para que pique más.',
  de: 'Jetzt mit doppelt so viel {} für mehr Schärfe.',
};

export const LESS_HEAT: Words = {
  en: 'It has half the heat now: taste, and add more at the table only if you like.',
  es: 'Ahora pica la mitad: prueba y, si quieres, añade más en la mesa.',
  de: 'Jetzt nur halb so scharf: abschmecken und bei Bedarf erst am Tisch nachwürzen.',
};

export const DESEEDED: Words = { en: 'deseeded', es: 'sin semillas', de: 'entkernt' };

export const SOONER: Words = {
  en: 'Keep the heat a notch higher and the lid half on: it gets there sooner.',
  es: 'Mantén el fuego un punto más alto y la tapa entreabierta: así se hace antes.',
  de: 'Die Hitze etwas höher halten und den Deckel halb auflegen, so geht es schneller.',
};
