import { checkRecipeDiet, isEmptyProfile, matchRule, type Diet, type DietProfile } from '../../../core/allergens';
import { substituteRecipe } from '../../../core/diet-substitutes';
import { findIngredient } from '../../../core/ingredient-kinds';
import { parseIngredientLine } from '../../../core/ingredient-parse';
import { checkRecipe, repairRecipe } from '../../../core/recipe-quality';
import type { RefineKind, RefineRequest } from '../../../core/refine-instruction';
import { scaleForCook, scaleIngredientsForCook } from '../../../core/recipe-scaling-cook';
import { scaleServingsMentions } from '../../../core/recipe-scaling-servings';
import { dietTitle } from '../offline-diet';
import type { ModelRecipe, Language } from '../provider';
import { guessSpanish } from './grammar';
import { makeQuicker, minutesOf, retime, stoveTitle, withoutOven } from './refine-steps';
import {
  CHILLI,
  DESCRIPTION_NOTE,
  DESEEDED,
  DIET_WORD,
  LESS_HEAT,
  MORE_HEAT,
  RefineNotPossible,
  markTitle,
  sayNot,
  withWords,
} from './refine-words';

export { RefineNotPossible } from './refine-words';

/**
 * The offline chef refines an existing recipe (docs/decisions/058-offline-chef-refines-a-recipe.md):
 * diets by the shared substitutes (steps and title follow, the title never names what went out),
 * servings by the cook's scaling, more or less heat, a quicker way and a stove instead of an
 * oven. What cannot sensibly be done throws `RefineNotPossible` with a reason in the recipe's
 * language; the result passes the quality gate and the diet check, or it is not returned.
 */
export function refineOffline(recipe: ModelRecipe, request: RefineRequest, language: Language, diet?: DietProfile): ModelRecipe {
  const draft = refineUnchecked(recipe, request, language, diet);
  const asked = { language, servings: draft.servings };
  const repaired = repairRecipe(draft, asked);
  // Only what the change broke counts: a stored recipe may carry findings of its own.
  const before = new Set(checkRecipe(recipe, { language, servings: recipe.servings }).map((f) => f.rule));
  const broken = checkRecipe(repaired, asked).filter((f) => !before.has(f.rule));
  const kind = request.kinds[0] ?? 'quicker';
  if (broken.length) throw sayNot(kind, language, 'gate', [...new Set(broken.map((f) => f.rule))].join(', '));
  const profile = refineProfile(request, diet);
  const left = profile ? checkRecipeDiet(repaired, profile) : [];
  if (left.length) throw sayNot(kind, language, 'noSubstitute', left[0]!.term, DIET_WORD[dietKinds(request)[0] ?? 'vegetarian'][language]);
  return repaired;
}

type DietKind = 'vegetarian' | 'vegan' | 'gluten_free' | 'dairy_free';
const DIET_KINDS: readonly DietKind[] = ['vegan', 'vegetarian', 'gluten_free', 'dairy_free'];
const dietKinds = (request: RefineRequest) => DIET_KINDS.filter((k) => request.kinds.includes(k));

/** The diets asked plus the cook's own profile: what the refined recipe must obey. */
export function refineProfile(request: RefineRequest, diet?: DietProfile): DietProfile | null {
  const diets = new Set<Diet>([...dietKinds(request), ...(diet?.diets ?? [])]);
  const profile: DietProfile = { diets: [...diets], allergens: diet?.allergens ?? [], dislikes: diet?.dislikes ?? [] };
  return isEmptyProfile(profile) ? null : profile;
}

/** The change itself, before the final gate (the bench measures how often it holds on its own). */
export function refineUnchecked(recipe: ModelRecipe, request: RefineRequest, language: Language, diet?: DietProfile): ModelRecipe {
  const kinds = new Set(request.kinds);
  if (kinds.has('spicier') && kinds.has('milder')) throw sayNot('spicier', language, 'bothHeat');
  const only = kinds.size === 1;
  let r: ModelRecipe = { ...recipe, ingredients: [...recipe.ingredients], instructions: [...recipe.instructions] };
  const notes: string[] = [];
  const marks: Array<Exclude<RefineKind, 'servings'>> = [];
  const titles: Array<[string, string]> = [];
  const swapped: Array<{ from: string; to: string }> = [];

  for (const kind of dietKinds(request)) {
    const done = applyDiet(r, kind, language, only);
    if (!done) continue;
    if (done.recipe.title !== r.title) titles.push([r.title, done.recipe.title]);
    else marks.push(kind);
    r = done.recipe;
    swapped.push(...done.swaps);
    // German adjectives after "mit" would need the dative ("mit veganem Käse"): only bare nouns are listed.
    const listed = language === 'de' ? done.added.filter((w) => /^\p{Lu}/u.test(w)) : done.added;
    notes.push(DESCRIPTION_NOTE[kind][language].replace('{}', withWords(language, listed)));
  }
  if (diet && !isEmptyProfile(diet)) {
    // The cook's own profile keeps holding after the change.
    const done = applyProfile(r, diet, language, 'vegetarian');
    if (done.recipe.title !== r.title) titles.push([r.title, done.recipe.title]);
    r = done.recipe;
    swapped.push(...done.swaps);
  }
  if (kinds.has('no_oven')) {
    r = withoutOven(r, language).recipe;
    const stove = stoveTitle(r.title, language);
    if (stove) {
      titles.push([r.title, stove]);
      r = { ...r, title: stove };
    } else marks.push('no_oven');
    notes.push(DESCRIPTION_NOTE.no_oven[language]);
  }
  if (kinds.has('quicker')) {
    const before = r.prepTime + r.cookTime;
    r = makeQuicker(r, language).recipe;
    marks.push('quicker');
    notes.push(DESCRIPTION_NOTE.quicker[language].replace('{}', String(before - r.prepTime - r.cookTime)));
  }
  if (kinds.has('spicier')) {
    r = spicier(r, language);
    marks.push('spicier');
    notes.push(DESCRIPTION_NOTE.spicier[language].replace('{}', ''));
  }
  if (kinds.has('milder')) {
    r = milder(r, language);
    marks.push('milder');
    notes.push(DESCRIPTION_NOTE.milder[language].replace('{}', ''));
  }
  const from = recipe.servings;
  if (kinds.has('servings') && request.servings !== undefined) {
    if (request.servings === r.servings) {
      if (only) throw sayNot('servings', language, 'sameServings', String(request.servings));
    } else r = scaleServings(r, request.servings, language);
  }
  let title = r.title;
  for (const kind of marks) title = markTitle(title, kind, language);
  return { ...r, title, description: describe(recipe, r, title, titles, swapped, notes, from) };
}

// ---------------------------------------------------------------- diets

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

function applyProfile(input: ModelRecipe, profile: DietProfile, language: Language, kind: DietKind) {
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
  if (checkRecipeDiet({ title, ingredients: [] }, profile).length) {
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
function applyDiet(recipe: ModelRecipe, kind: DietKind, language: Language, only: boolean) {
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

// ---------------------------------------------------------------- heat

const HEAT =
  /\b(?:chil+i(?:es)?|chiles?|cayenne|cayena|hot sauce|sriracha|tabasco|jalape[nñ]os?|harissa|guindillas?|peperoncino|red pepper flakes|gochujang|sambal|piri[- ]piri|habaneros?|chipotles?|hot paprika|pimentón picante)\b|chili\w*|cayennepfeffer|scharfes paprikapulver|peperoni/i;
const HOT_PAPRIKA: Record<Language, [RegExp, string]> = {
  en: [/\bhot (?:smoked )?paprika\b/i, 'sweet paprika'],
  es: [/\bpimentón picante\b/i, 'pimentón dulce'],
  de: [/\bscharfes Paprikapulver\b/i, 'edelsüßes Paprikapulver'],
};
const SPICE_STEP = /garlic|\bajo\b|knoblauch|spices|especias|gewürz|paprika|pimentón|cumin|comino|kümmel|curry|ginger|jengibre|ingwer/i;

/** How much heat the lines hold (ml of spice, a fresh chilli as 5): for the tests and the bench. */
export function heatOf(lines: readonly string[]): number {
  return lines.reduce((sum, line) => {
    if (!HEAT.test(line)) return sum;
    const p = parseIngredientLine(line);
    const q = p?.quantity ?? 1;
    const unit = p?.unit ?? '';
    const ml = unit === 'tsp' ? 5 : unit === 'tbsp' ? 15 : unit === 'g' || unit === 'ml' ? 1 : 5;
    return sum + q * ml;
  }, 0);
}

const nameOf = (line: string) => (parseIngredientLine(line)?.name ?? line).replace(/,.*$/, '').trim();
const mentions = (step: string, name: string) => {
  const head = name.split(/\s+/).find((w) => w.length > 3) ?? name;
  return step.toLowerCase().includes(head.toLowerCase());
};

function chilliLine(servings: number, language: Language): string {
  const c = CHILLI[language];
  const amount = servings <= 1 ? `¼ ${c.tsp}` : servings === 2 ? `½ ${c.tsp}` : servings === 3 ? `¾ ${c.tsp}` : servings === 4 ? `1 ${c.tsp}` : servings <= 6 ? `1 ½ ${c.tsp}` : servings <= 8 ? `2 ${c.tsp}` : `1 ${c.tbsp}`;
  const plural = language === 'es' && !amount.startsWith('¼') && !amount.startsWith('½') && !amount.startsWith('¾') && !amount.startsWith('1 ') ? 's' : '';
  return language === 'es' ? `${amount}${plural} de ${c.name}` : `${amount} ${c.name}`;
}

/** The step where a spice goes in: one that cooks garlic or spices for a stated time (not the chopping). */
const spiceStep = (steps: string[]) => steps.findIndex((s) => SPICE_STEP.test(s) && minutesOf(s) > 0);

function spicier(recipe: ModelRecipe, language: Language): ModelRecipe {
  const ingredients = [...recipe.ingredients];
  const instructions = [...recipe.instructions];
  const hot = ingredients.findIndex((l) => HEAT.test(l) && parseIngredientLine(l)?.quantity);
  if (hot >= 0) {
    ingredients[hot] = scaleForCook(ingredients[hot]!, 2, language).text;
    const name = nameOf(recipe.ingredients[hot]!);
    const at = instructions.findIndex((s) => mentions(s, name));
    const note = MORE_HEAT[language].replace('{}', name);
    if (at >= 0) instructions[at] = `${instructions[at]} ${note}`;
    else {
      const spice = spiceStep(instructions);
      const target = spice >= 0 ? spice : instructions.length - 1;
      instructions[target] = `${instructions[target]} ${note}`;
    }
    return { ...recipe, ingredients, instructions };
  }
  const salt = ingredients.findIndex((l) => /^(?:salt|sal|salz)\b/i.test(l));
  ingredients.splice(salt >= 0 ? salt : ingredients.length, 0, chilliLine(recipe.servings, language));
  const spice = spiceStep(instructions);
  if (spice >= 0) instructions[spice] = `${instructions[spice]} ${CHILLI[language].stirIn}`;
  else instructions[instructions.length - 1] = `${CHILLI[language].sprinkle} ${instructions[instructions.length - 1]}`;
  return { ...recipe, ingredients, instructions };
}

function milder(recipe: ModelRecipe, language: Language): ModelRecipe {
  const hot = recipe.ingredients.map((l, i) => (HEAT.test(l) ? i : -1)).filter((i) => i >= 0);
  if (!hot.length) throw sayNot('milder', language, 'nothingHot');
  const ingredients = [...recipe.ingredients];
  let instructions = [...recipe.instructions];
  const [paprika, sweet] = HOT_PAPRIKA[language];
  for (const i of hot) {
    const line = ingredients[i]!;
    if (paprika.test(line)) {
      const from = paprika.exec(line)![0];
      ingredients[i] = line.replace(paprika, sweet);
      instructions = instructions.map((s) => s.replace(new RegExp(escape(from), 'gi'), sweet));
      continue;
    }
    const parsed = parseIngredientLine(line);
    if (!parsed?.quantity) continue;
    let next = scaleForCook(line, 0.5, language).text;
    const fresh = parsed.unit === 'pieces' || !parsed.unit;
    if (fresh && !new RegExp(DESEEDED[language], 'i').test(next)) next = `${next}, ${DESEEDED[language]}`;
    ingredients[i] = next;
  }
  const name = nameOf(recipe.ingredients[hot[0]!]!);
  const at = instructions.findIndex((s) => mentions(s, name));
  const target = at >= 0 ? at : instructions.length - 1;
  instructions[target] = `${instructions[target]} ${LESS_HEAT[language]}`;
  return { ...recipe, ingredients, instructions };
}

// ---------------------------------------------------------------- servings

const SERVES: Array<[RegExp, (n: number) => string]> = [
  [/\b(Serves|serves|Makes|makes) (\d+)\b(?! (?:minutes|min))/g, (n) => String(n)],
  [/\b(Ergibt|ergibt) (\d+) (Portionen|Portion)\b/g, (n) => `${n} ${n === 1 ? 'Portion' : 'Portionen'}`],
  [/\b(Sirve|sirve|Salen|salen) (\d+) (raciones|ración|porciones|porción)/g, (n) => `${n} ${n === 1 ? 'ración' : 'raciones'}`],
];

function servingsIn(text: string, from: number, to: number): string {
  let out = scaleServingsMentions(text, from, to);
  for (const [pattern, write] of SERVES) {
    out = out.replace(pattern, (whole, word: string, n: string) => (Number(n) === from ? `${word} ${write(to)}` : whole));
  }
  // "for 4," / "para 4," / "für 4" with no noun (the offline chef's descriptions).
  return out.replace(/\b(for|para|für) (\d+)(?=[,.;)]|\s*$)/g, (whole, word: string, n: string) => (Number(n) === from ? `${word} ${to}` : whole));
}

function scaleServings(recipe: ModelRecipe, to: number, language: Language): ModelRecipe {
  const from = recipe.servings;
  return {
    ...recipe,
    servings: to,
    ingredients: scaleIngredientsForCook(recipe.ingredients, from, to, language).map((l) => l.text),
    instructions: recipe.instructions.map((s) => servingsIn(s, from, to)),
  };
}

// ---------------------------------------------------------------- description

const READY_IN = /\b(about|unos|etwa|around|aproximadamente|ca\.) (\d+) (minutes|minutos|Minuten)\b/;

function describe(
  original: ModelRecipe,
  changed: ModelRecipe,
  title: string,
  titles: Array<[string, string]>,
  swaps: Array<{ from: string; to: string }>,
  notes: string[],
  from: number,
): string {
  let text = original.description;
  if (text.includes(original.title)) text = text.split(original.title).join(title);
  else for (const [a, b] of titles) text = text.split(a).join(b);
  for (const { from: out, to } of swaps) text = text.replace(new RegExp(`(?<![\\p{L}])${escape(out)}(?![\\p{L}])`, 'giu'), to);
  text = servingsIn(text, from, changed.servings);
  text = text.replace(READY_IN, (_w, about: string, _n: string, unit: string) => `${about} ${changed.prepTime + changed.cookTime} ${unit}`);
  const out = [...notes, text].filter(Boolean).join(' ').trim();
  return out.length > 500 ? out.slice(0, 497).trimEnd() + '…' : out;
}

export type { RefineKind, RefineRequest };
export const isRefineNotPossible = (error: unknown): error is RefineNotPossible => error instanceof RefineNotPossible;
