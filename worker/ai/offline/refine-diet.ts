import { checkRecipeDiet, matchRule, type DietProfile } from '../../../core/allergens';
import { substituteRecipe } from '../../../core/diet-substitutes';
import { findIngredient } from '../../../core/ingredient-kinds';
import { parseIngredientLine } from '../../../core/ingredient-parse';
import type { RefineRequest } from '../../../core/refine-instruction';
import { dietTitle } from '../offline-diet';
import type { ModelRecipe, Language } from '../provider';
import { guessSpanish } from './grammar';
import { escape, minutesOf, retime } from './refine-steps';
import { DIET_WORD, markTitle, sayNot } from './refine-words';

/**
 * The offline chef's diet refines (docs/decisions/058-offline-chef-refines-a-recipe.md): vegetarian,
 * vegan, gluten-free and dairy-free by the shared substitutes, and the cook's own profile kept. The
 * steps follow the swaps (articles and Spanish pronouns agree, ready-bought substitutes are not cut,
 * a long braise for tough meat is shortened) and the title never names what went out.
 */

export type DietKind = 'vegetarian' | 'vegan' | 'gluten_free' | 'dairy_free';
const DIET_KINDS: readonly DietKind[] = ['vegan', 'vegetarian', 'gluten_free', 'dairy_free'];
/** The diet kinds a request asks for, in the order they are applied. */
export const dietKinds = (request: RefineRequest) => DIET_KINDS.filter((k) => request.kinds.includes(k));

/** Flour, crumbs or oats: eggs there bind, and flax eggs can do that; elsewhere eggs are the dish. */
const BINDER = /\b(?:flour|breadcrumbs|oats|harina|pan rallado|avena|copos)\b|mehl|paniermehl|haferflocken|semmelbrösel/i;

/** Substitutes bought cooked or soft that are never cut like the meat they replace. */
const UNCUT = /\b(?:chickpeas|garbanzos|lentils|lentejas(?: pardinas)?(?: cocidas)?|kichererbsen|(?:gekochte )?berglinsen|capers|alcaparras|kapern)\b/i;
const CUT_VERB: Record<Language, RegExp> = {
  en: /\b(?:cut|chop|dice|slice|pat|trim)\b/i,
  es: /\b(?:corta|pica|trocea|seca|filetea|limpia)\b/i,
  de: /(?:schneiden|würfeln|hacken|tupfen|zerteilen)/i,
};
const AND: Record<Language, string> = { en: 'and', es: 'y', de: 'und' };

/** German substitutes that are plural: their article follows ("die Kichererbsen", never "das Kichererbsen"). */
const DE_PLURAL = /^(?:Kichererbsen|Champignons|gekochte Berglinsen|vegane Würstchen|Kräuterseitlinge|Kapern|Leinsamen-Eier)$/;
const GENERIC_MEAT: Record<Language, RegExp> = { en: /\bmeat\b/gi, es: /\bcarne\b/gi, de: /(?<![\p{L}])Fleisch(?![\p{L}])/gu };


/** Articles agreeing with a substitute that took a noun's place ("el pollo" → "los garbanzos", "das Hähnchen" → "die Kichererbsen"). */
function agreeArticles(step: string, to: string, language: Language): string {
  const word = escape(to);
  if (language === 'es') {
    const { gender, plural } = guessSpanish(to);
    const art = gender === 'f' ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
    return step
      .replace(new RegExp(`\\b(el|la|los|las) (${word})`, 'giu'), (_w, a: string, n: string) => `${a.charAt(0) === 'E' || a.charAt(0) === 'L' ? art.charAt(0).toUpperCase() + art.slice(1) : art} ${n}`)
      .replace(new RegExp(`\\bdel (${word})`, 'giu'), (_w, n: string) => (art === 'el' ? `del ${n}` : `de ${art} ${n}`))
      .replace(new RegExp(`\\bal (${word})`, 'giu'), (_w, n: string) => (art === 'el' ? `al ${n}` : `a ${art} ${n}`));
  }
  if (language === 'de' && DE_PLURAL.test(to)) {
    return step.replace(new RegExp(`(?<![\\p{L}])(der|die|das|den|dem|Der|Die|Das|Den|Dem) (${word})`, 'gu'), (_w, a: string, n: string) => {
      const next = /^(?:den|dem)$/i.test(a) ? 'den' : 'die';
      return `${a.charAt(0) === a.charAt(0).toUpperCase() ? next.charAt(0).toUpperCase() + next.slice(1) : next} ${n}`;
    });
  }
  return step;
}

const TITLE_FIX: Record<Language, Array<[RegExp, RegExp, string, RegExp]>> = {
  en: [[/\bMushroom\b/, /mushroom/i, 'Lentil', /lentil/i], [/\bmushroom\b/, /mushroom/i, 'lentil', /lentil/i]],
  es: [[/\bchampiñones\b/, /champiñ/i, 'lentejas', /lenteja/i]],
  de: [[/\bPilz\b/, /pilz|champignon/i, 'Linsen', /linsen/i]],
};

const spanishPronoun = (noun: string) => {
  const { gender, plural } = guessSpanish(noun);
  return `${gender === 'f' ? 'la' : 'lo'}${plural ? 's' : ''}`;
};

/** Spanish pronouns on verbs in the substitute's sentence follow it ("dórala" → "dóralas" for lentils). */
function agreePronouns(step: string, from: string, to: string, language: Language): string {
  if (language !== 'es') return step;
  const before = spanishPronoun(from);
  const after = spanishPronoun(to);
  if (before === after) return step;
  return step
    .split(/(?<=[.;])\s+/)
    .map((sentence) =>
      sentence.toLowerCase().includes(to.toLowerCase())
        ? sentence.replace(new RegExp(`(?<![\\p{L}])(\\p{L}*[áéíóú]\\p{L}*?)${before}(?![\\p{L}])`, 'gu'), `$1${after}`)
        : sentence,
    )
    .join(' ');
}

/** A substitute bought ready (chickpeas, lentils) is not cut: it leaves the cutting sentence, or the sentence goes. */
function dropCuts(step: string, language: Language): string {
  const parts = step.split(/(?<=[.!?])\s+/);
  const kept = parts.flatMap((sentence) => {
    const sub = UNCUT.exec(sentence);
    if (!sub || !CUT_VERB[language].test(sentence)) return [sentence];
    const article = '(?:the |el |la |los |las )?';
    const name = escape(sub[0]);
    const and = AND[language];
    const first = new RegExp(`${article}${name}(?:,\\s*| ${and} )`, 'iu');
    const later = new RegExp(`(?:,\\s*| ${and} )${article}${name}(?![\\p{L}])`, 'iu');
    if (first.test(sentence)) return [sentence.replace(first, '')];
    if (later.test(sentence)) return [sentence.replace(later, '')];
    return [];
  });
  return kept.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Spanish sprigs as "ramas": the checker's food index reads "ramitas" as the wheat snack of that
 * name, so a gluten-free herb line would otherwise be refused.
 */
const SPRIGS = (text: string) => text.replace(/\bramitas de\b/g, 'ramas de').replace(/\bramita de\b/g, 'rama de');

const VEGAN_CHEESE: Record<Language, string> = { en: 'vegan cheese', es: 'queso vegano', de: 'veganer Käse' };
const CHEESE = /cheese|queso|käse|kase|gouda|manchego|emmental|edamer|cheddar|brie|camembert|gorgonzola|provolone|comté|tilsiter|raclette|havarti|gruy[eè]re/i;

/** A cheese the substitutes do not name (Gouda, Manchego) becomes vegan cheese, its steps too. */
function cheeseFallback(recipe: ModelRecipe, profile: DietProfile, language: Language): ModelRecipe {
  if (!profile.diets.some((d) => d === 'vegan' || d === 'dairy_free') && !profile.allergens.includes('milk')) return recipe;
  const renamed: Array<[string, string]> = [];
  const ingredients = recipe.ingredients.map((line) => {
    if (!checkRecipeDiet({ title: '', ingredients: [line] }, profile).length) return line;
    const name = parseIngredientLine(line)?.name;
    if (!name || !(CHEESE.test(name) || findIngredient(name, language)?.kind === 'cheese')) return line;
    const next = line.replace(name, VEGAN_CHEESE[language]);
    if (checkRecipeDiet({ title: '', ingredients: [next] }, profile).length) return line;
    renamed.push([name, VEGAN_CHEESE[language]]);
    return next;
  });
  if (!renamed.length) return recipe;
  const instructions = recipe.instructions.map((step) =>
    renamed.reduce((text, [from, to]) => text.replace(new RegExp(`(?<![\\p{L}])${escape(from)}(?![\\p{L}])`, 'giu'), to), step),
  );
  return { ...recipe, ingredients, instructions };
}

/** A diet profile applied to the recipe: its swaps, the words they added and the steps and title that follow. */
export function applyProfile(input: ModelRecipe, profile: DietProfile, language: Language, kind: DietKind) {
  const sprigs = language === 'es' ? { ...input, ingredients: input.ingredients.map(SPRIGS), instructions: input.instructions.map(SPRIGS) } : input;
  const recipe = cheeseFallback(sprigs, profile, language);
  const { recipe: out, unresolved, swaps } = substituteRecipe(recipe, profile, language);
  let title = out.title;
  // A German compound is split at its food first ("Hähnchencurry" → "Kichererbsen-Curry", not "Kichererbsen").
  const split = dietTitle(recipe.title, profile, language);
  const splitClean = split !== recipe.title && !checkRecipeDiet({ title: split, ingredients: [] }, profile).length;
  if (splitClean && (language === 'de' || unresolved.some((f) => f.field === 'title'))) title = split;
  const line = unresolved.find((f) => f.field !== 'title');
  if (line) throw sayNot(kind, language, 'noSubstitute', line.ingredient, DIET_WORD[kind][language]);
  // A dish name that implies the food without naming it ("Gulasch") is fine once the title says the
  // diet, as the refined title will ("Gulasch (vegan)"); a title that names the food is not.
  const marked = markTitle(title, kind, language);
  if (checkRecipeDiet({ title: marked, ingredients: [] }, profile).length) {
    throw sayNot(kind, language, 'noSubstitute', recipe.title, DIET_WORD[kind][language]);
  }
  // The title's substitute is the one in the lines ("Beef tacos" whose mince became lentils: "Lentil tacos").
  for (const [said, has, instead, lines] of TITLE_FIX[language]) {
    if (said.test(title) && !out.ingredients.some((l) => has.test(l)) && out.ingredients.some((l) => lines.test(l))) title = title.replace(said, instead);
  }
  const meat = swaps.find((s) => matchRule(s.from, 'vegetarian'));
  let instructions = out.instructions.map((step) => {
    let text = step;
    if (meat && (kind === 'vegetarian' || kind === 'vegan' || profile.diets.some((d) => d === 'vegetarian' || d === 'vegan'))) {
      text = text.replace(GENERIC_MEAT[language], meat.to);
    }
    for (const { from, to } of swaps) text = agreePronouns(agreeArticles(text, to, language), from, to, language);
    return dropCuts(text, language).replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_w, before: string, letter: string) => before + letter.toLocaleUpperCase());
  });
  instructions = instructions.filter((s) => s.trim());
  // A long braise was for tough meat: its substitute is done in 25 minutes.
  let cookTime = out.cookTime;
  if (meat) {
    instructions = instructions.map((step) => {
      const minutes = minutesOf(step);
      if (minutes < 30 || !step.toLowerCase().includes(meat.to.toLowerCase()) || /\b(?:rice|arroz|reis|lentils|lentejas|linsen|beans|alubias|bohnen|potato|patata|kartoffel)/i.test(step)) return step;
      cookTime -= minutes - 25;
      return retime(step, (m) => (m === minutes ? 25 : m));
    });
  }
  const added = [...new Set(swaps.map((s) => s.to))];
  return { recipe: { ...out, title, instructions, cookTime: Math.max(1, cookTime) }, added, swaps };
}

/** One diet kind applied; null when the recipe already meets it and other changes were asked too. */
export function applyDiet(recipe: ModelRecipe, kind: DietKind, language: Language, only: boolean) {
  const profile: DietProfile = { diets: [kind], allergens: [], dislikes: [] };
  if (!checkRecipeDiet(recipe, profile).length) {
    if (only) throw sayNot(kind, language, 'alreadyFits', DIET_WORD[kind][language]);
    return null;
  }
  if (kind === 'vegan' && recipe.ingredients.some((l) => matchRule(l, 'eggs')) && !recipe.ingredients.some((l) => BINDER.test(l))) {
    throw sayNot(kind, language, 'eggDish');
  }
  return applyProfile(recipe, profile, language, kind);
}
