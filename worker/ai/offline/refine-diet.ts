import { checkIngredients, checkRecipeDiet, matchRule, type DietProfile } from '#core/diet/allergens';
import { substituteRecipe } from '#core/diet/diet-substitutes';
import { findIngredient } from '#core/ingredients/ingredient-kinds';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import type { RefineRequest } from '#core/recipe/refine-instruction';
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

export type TargetDiet = 'vegetarian' | 'vegan' | 'gluten_free' | 'dairy_free';
const TARGET_DIETS: readonly TargetDiet[] = ['vegan', 'vegetarian', 'gluten_free', 'dairy_free'];
/** The target diets a request asks for (the changes that are diets), in the order they are applied. */
export const targetDiets = (request: RefineRequest) => TARGET_DIETS.filter((k) => request.changes.includes(k));

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
  const after = spanishPronoun(to);
  // The step may name the food by its head noun ("el pollo" for "contramuslos de pollo"): either pronoun follows.
  const head = from.split(/\s+de\s+/).pop() ?? from;
  const befores = [...new Set([spanishPronoun(from), spanishPronoun(head)])].filter((p) => p !== after);
  if (!befores.length) return step;
  return step
    .split(/(?<=[.;])\s+/)
    .map((sentence) =>
      sentence.toLowerCase().includes(to.toLowerCase())
        ? befores.reduce((text, before) => text.replace(new RegExp(`(?<![\\p{L}])(\\p{L}*[áéíóú]\\p{L}*?)${before}(?![\\p{L}])`, 'gu'), `$1${after}`), sentence)
        : sentence,
    )
    .join(' ');
}

/**
 * A plural substitute takes plural verbs where the step said the singular food ("the chickpeas are
 * tender", "hasta que los garbanzos estén tiernos", "bis die Champignons weich sind").
 */
function agreeNumber(step: string, to: string, language: Language): string {
  const word = escape(to);
  if (language === 'en') {
    if (!/s$/i.test(to)) return step;
    return step.replace(new RegExp(`(${word}) is\\b`, 'giu'), '$1 are').replace(new RegExp(`(${word} and \\p{L}+) it\\b`, 'giu'), '$1 them');
  }
  if (language === 'es') {
    const { gender, plural } = guessSpanish(to);
    if (!plural) return step;
    const verbs: Record<string, string> = { esté: 'estén', está: 'están', quede: 'queden', queda: 'quedan' };
    return step.replace(new RegExp(`(${word}) (esté|está|quede|queda) (\\p{L}+?)([oa])(?![\\p{L}])`, 'giu'), (_w, n: string, verb: string, stem: string) => `${n} ${verbs[verb.toLowerCase()] ?? verb} ${stem}${gender === 'f' ? 'as' : 'os'}`);
  }
  if (!DE_PLURAL.test(to)) return step;
  return step
    .replace(new RegExp(`(${word}(?:\\s+[^\\s,.;]+){0,3}?) ist\\b`, 'gu'), '$1 sind')
    .replace(/, dass es sich ([^.,;]*?) lässt/g, ', dass sie sich $1 lassen');
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

/**
 * Lines the shared substitutes do not read as written by a cookbook or a cook, made plain first:
 * the bone and skin of a meat line go with the meat ("con hueso", "mit Haut und Knochen", the
 * weight "in all" of a bone-in cut), two cuts named together are one ("muslos y contramuslos de
 * pollo"), and a few foods the substitutes miss get the stand-in a cook would use (buttermilk,
 * oyster sauce, German smoked bacon compounds). Steps follow the same words.
 */
const BONE_AND_SKIN =
  /,?\s*(?:\((?:en total|zusammen|in all|about)[^)]*\)|bone-in|skin-on|on the bone|with (?:the )?skin(?: on)?|con hueso(?: y (?:con )?piel)?|con (?:la )?piel(?: y (?:con )?hueso)?|sin hueso|(?:mit|ohne) (?:Haut|Knochen)(?: und (?:Haut|Knochen))?|mit Schwarte)(?![\p{L}])/giu;
const TWO_CUTS = /\b(?:muslos|contramuslos|pechugas|alitas|jamoncitos) y ((?:muslos|contramuslos|pechugas|alitas|jamoncitos) de)\b/giu;
const TWO_CUTS_EN = /\b(thighs|drumsticks|breasts|wings|legs) (?:and|or) (?:thighs|drumsticks|breasts|wings|legs)\b/giu;
/** Where on the animal a cut comes from ("aus der Schulter oder Wade", "from the shoulder"): it goes with the meat. */
const PART = '(?:Schulter|Wade|Keule|Nacken|Brust|Hüfte|Bug|Oberschale|shoulder|shin|leg|neck|brisket|chuck|rump|paleta|espaldilla|morcillo|falda|pierna|aguja|babilla)';
const FROM_PART = new RegExp(`,?\\s*(?:aus der|aus dem|von der|vom|from the|de la|del) ${PART}(?: (?:oder|or|o|und|and|y) (?:der |dem |the |la |el )?${PART})?`, 'giu');
const SKIN_SIDE: Record<Language, RegExp> = {
  en: /,?\s*skin[- ]side (?:up|down)/gi,
  es: /,?\s*con la piel hacia (?:arriba|abajo)/gi,
  de: /,?\s*mit der Hautseite nach (?:oben|unten)/gi,
};
/** Pork crackling is the dish itself: no substitute has a rind to crisp. */
export const CRACKLING = /\b(?:crackling|pork rind|cortezas?)\b|Schwarte/i;

interface LocalSwap {
  rules: string[];
  line: RegExp;
  to: Record<Language, string>;
  /** What the title says instead (empty: the word goes). */
  title?: string;
  /** How the steps name it when shorter than the line ("den Speck"), and verbs that were for it alone ("auslassen"). */
  step?: RegExp;
  verbs?: Partial<Record<Language, Array<[RegExp, string]>>>;
}
const LOCAL_SWAPS: LocalSwap[] = [
  {
    rules: ['vegan', 'dairy_free', 'milk'],
    line: /\bbuttermilk\b|\bsuero de (?:la )?leche\b|\bleche (?:fermentada|agria)\b|Buttermilch/i,
    to: { en: 'soured oat milk (oat milk with a squeeze of lemon)', es: 'bebida de avena con un chorrito de limón', de: 'Haferdrink mit einem Spritzer Zitronensaft' },
    title: '',
  },
  { rules: ['vegetarian', 'vegan', 'molluscs', 'crustaceans'], line: /\boyster sauce\b/i, to: { en: 'hoisin sauce', es: 'salsa hoisin', de: 'Hoisinsauce' } },
  {
    rules: ['vegetarian', 'vegan', 'pescatarian', 'halal'],
    line: /(?:durchwachsene[rns]? )?(?:Räucher|Bauch|Frühstücks|Schinken)speck(?:würfel|streifen|scheiben)?/i,
    to: { en: 'smoked tofu', es: 'tofu ahumado', de: 'Räuchertofu' },
    step: /(?:(?:Räucher|Bauch|Frühstücks|Schinken)?speck|Speck)(?:würfel|streifen|scheiben)?/,
    // Tofu has no fat to render: it is fried.
    verbs: { de: [[/\bauslassen\b/g, 'anbraten']], en: [[/\brender\b/g, 'fry']] },
  },
];

const MEAT_DIETS = new Set(['vegetarian', 'vegan', 'pescatarian']);

function plainLines(recipe: ModelRecipe, profile: DietProfile, language: Language): ModelRecipe {
  const rules = new Set<string>([...profile.diets, ...profile.allergens]);
  const noMeat = profile.diets.some((d) => MEAT_DIETS.has(d));
  const stepSwaps: Array<[RegExp, string]> = [];
  let boned = false;
  const ingredients = recipe.ingredients.map((line) => {
    if (!checkIngredients([line], profile).length) return line;
    let out = line;
    if (noMeat && matchRule(out, 'vegetarian')) {
      const stripped = out.replace(TWO_CUTS, '$1').replace(TWO_CUTS_EN, '$1').replace(BONE_AND_SKIN, '').replace(FROM_PART, '');
      if (stripped !== out) {
        boned = boned || /hueso|bone|Knochen/i.test(out);
        // A bone-in weight is about a third bone: the substitute is weighed as the meat alone.
        out = /hueso|bone|Knochen/i.test(out)
          ? stripped.replace(/^(\d+(?:[.,]\d+)?)\s*(kg|g)\b/, (_w, n: string, unit: string) => {
              const grams = Number(n.replace(',', '.')) * (unit === 'kg' ? 1000 : 1);
              return `${Math.max(50, Math.round((grams * 2) / 3 / 50) * 50)} g`;
            })
          : stripped;
      }
    }
    for (const swap of LOCAL_SWAPS) {
      if (!swap.rules.some((r) => rules.has(r)) || !swap.line.test(out)) continue;
      const next = out.replace(swap.line, swap.to[language]);
      if (checkIngredients([next], profile).length < checkIngredients([out], profile).length) {
        stepSwaps.push([new RegExp(swap.line.source, 'giu'), swap.to[language].replace(/ \(.*\)$/, '')]);
        if (swap.step) stepSwaps.push([new RegExp(swap.step.source, 'gu'), swap.to[language]]);
        for (const [verb, instead] of swap.verbs?.[language] ?? []) stepSwaps.push([verb, instead]);
        out = next;
      }
    }
    return out;
  });
  const instructions = recipe.instructions.map((step) => {
    let text = step;
    for (const [pattern, to] of stepSwaps) text = text.replace(pattern, to);
    if (noMeat && boned) text = text.replace(SKIN_SIDE[language], '');
    return text;
  });
  let title = recipe.title;
  for (const swap of LOCAL_SWAPS) {
    if (swap.title === undefined || !stepSwaps.some(([pattern]) => pattern.source === swap.line.source)) continue;
    // "Buttermilk Pancakes" → "Pancakes", "Tortitas de suero de leche" → "Tortitas", "Buttermilchpfannkuchen" → "Pfannkuchen".
    title = title
      .replace(new RegExp(`\\s*(?:de |mit |with )?(?:${swap.line.source})\\s*`, 'giu'), ' ')
      .trim()
      .replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase());
  }
  return { ...recipe, title: title || recipe.title, ingredients, instructions };
}

/** A diet profile applied to the recipe: its swaps, the words they added and the steps and title that follow. */
export function applyProfile(input: ModelRecipe, profile: DietProfile, language: Language, diet: TargetDiet) {
  const sprigs = language === 'es' ? { ...input, ingredients: input.ingredients.map(SPRIGS), instructions: input.instructions.map(SPRIGS) } : input;
  if (profile.diets.some((d) => MEAT_DIETS.has(d)) && input.instructions.some((s) => CRACKLING.test(s)) && input.ingredients.some((l) => matchRule(l, 'vegetarian'))) {
    throw sayNot(diet, language, 'noSubstitute', input.ingredients.find((l) => matchRule(l, 'vegetarian'))!, DIET_WORD[diet][language]);
  }
  const recipe = cheeseFallback(plainLines(sprigs, profile, language), profile, language);
  const { recipe: out, unresolved, swaps } = substituteRecipe(recipe, profile, language);
  let title = out.title;
  // A German compound is split at its food first ("Hähnchencurry" → "Kichererbsen-Curry", not "Kichererbsen").
  const split = dietTitle(recipe.title, profile, language);
  // A dish word the diet's mark makes fine ("Pilz-Gulasch (vegan)") does not count against it.
  const splitClean = split !== recipe.title && !checkRecipeDiet({ title: markTitle(split, diet, language), ingredients: [] }, profile).length;
  if (splitClean && (language === 'de' || unresolved.some((f) => f.field === 'title'))) title = split;
  const line = unresolved.find((f) => f.field !== 'title');
  if (line) throw sayNot(diet, language, 'noSubstitute', line.ingredient, DIET_WORD[diet][language]);
  // A dish name that implies the food without naming it ("Gulasch") is fine once the title says the
  // diet, as the refined title will ("Gulasch (vegan)"); a title that names the food is not.
  const marked = markTitle(title, diet, language);
  if (checkRecipeDiet({ title: marked, ingredients: [] }, profile).length) {
    throw sayNot(diet, language, 'noSubstitute', recipe.title, DIET_WORD[diet][language]);
  }
  // The title's substitute is the one in the lines ("Beef tacos" whose mince became lentils: "Lentil tacos").
  for (const [said, has, instead, lines] of TITLE_FIX[language]) {
    if (said.test(title) && !out.ingredients.some((l) => has.test(l)) && out.ingredients.some((l) => lines.test(l))) title = title.replace(said, instead);
  }
  const meat = swaps.find((s) => matchRule(s.from, 'vegetarian'));
  let instructions = out.instructions.map((step) => {
    let text = step;
    if (meat && (diet === 'vegetarian' || diet === 'vegan' || profile.diets.some((d) => d === 'vegetarian' || d === 'vegan'))) {
      text = text.replace(GENERIC_MEAT[language], meat.to);
    }
    for (const { from, to } of swaps) text = agreeNumber(agreePronouns(agreeArticles(text, to, language), from, to, language), to, language);
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

/** One target diet applied; null when the recipe already meets it and other changes were asked too. */
export function applyDiet(recipe: ModelRecipe, diet: TargetDiet, language: Language, only: boolean) {
  const profile: DietProfile = { diets: [diet], allergens: [], dislikes: [] };
  if (!checkRecipeDiet(recipe, profile).length) {
    if (only) throw sayNot(diet, language, 'alreadyFits', DIET_WORD[diet][language]);
    return null;
  }
  if (diet === 'vegan' && recipe.ingredients.some((l) => matchRule(l, 'eggs')) && !recipe.ingredients.some((l) => BINDER.test(l))) {
    throw sayNot(diet, language, 'eggDish');
  }
  return applyProfile(recipe, profile, language, diet);
}
