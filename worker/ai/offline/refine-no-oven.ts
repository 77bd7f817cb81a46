import type { ModelRecipe, Language } from '../provider';
import { minutesOf, OVEN, retime, sentences } from './refine-steps';
import { CRACKLING } from './refine-diet';
import { sayNot } from './refine-words';

/**
 * The offline chef's "without an oven" refine (docs/decisions/058-offline-chef-refines-a-recipe.md):
 * oven steps cooked in a covered pan (bakes with a sauce), fried (roasts) or melted under a lid
 * (gratins), oven vessels renamed as pans, the title's oven words as the pan's; bakes that need an
 * oven to rise are refused.
 */

/** Baked goods that need an oven to rise and set. */
const BAKED: RegExp =
  /\b(?:bread|loaf|cake|muffins?|cupcakes?|brownies?|cookies?|biscuits?|scones?|souffl[eé]|meringues?|croissants?|focaccia|baguette|pan de|bizcochos?|tartas?|galletas?|magdalenas?|pastel|brioche|bollos?|soufflé|merengues?)\b|(?:brot|kuchen|torte|plätzchen|kekse|brötchen|muffins|baiser)/i;
const RAISING = /\b(?:yeast|baking powder|bicarbonate|baking soda|levadura|bicarbonato|polvo de hornear|hefe|backpulver|natron)\b/i;
/** A pie, tart or strudel needs the oven for its pastry; a pie topped with mash (shepherd's pie) does not. */
const PIE = /\b(?:pies?|tarts?|quiche|empanadas?|pasty|galette|tarte)\b|strudel|pastete/i;
const PASTRY = /pastry|\bfilo\b|phyllo|hojaldre|masa (?:quebrada|brisa|de empanada)|teig|pie crust/i;
const FLOUR = /\b(?:flour|harina)\b|mehl/i;

/** Whether the dish needs an oven to rise or to bake its pastry. */
export function needsOven(recipe: Pick<ModelRecipe, 'title' | 'ingredients'>): boolean {
  if (BAKED.test(recipe.title) || recipe.ingredients.some((l) => RAISING.test(l))) return true;
  if (!PIE.test(recipe.title)) return false;
  // Pastry bought or made: a pastry line, or flour by the 100 g for a dough (not a spoon for a gravy).
  return recipe.ingredients.some((l) => PASTRY.test(l) || (FLOUR.test(l) && (/\bkg\b/.test(l) || Number(/^(\d+)\s*g\b/.exec(l)?.[1] ?? 0) >= 100 || /\bcups?\b|\btazas?\b/.test(l))));
}

const PREHEAT: Record<Language, RegExp> = {
  en: /\b(?:preheat|pre-heat|heat the oven|turn on the oven|oven to|oven as high)/i,
  es: /\b(?:precalienta|enciende el horno|calienta el horno|horno a \d)/i,
  de: /(?:vorheizen|ofen auf \d|backofen auf \d|ofen anheizen)/i,
};

const ROAST: Record<Language, RegExp> = {
  en: /\broast/i,
  es: /\bas(?:a|ar|ado|ados)\b/i,
  de: /rösten|im ofen garen|braten im ofen|backblech/i,
};

const MELT: Record<Language, RegExp> = {
  en: /\b(?:gratin\w*|broil\w*|grill (?:it |them )?until)/i,
  es: /\bgratina/i,
  de: /überbacken|gratinier/i,
};

/** What replaces an oven clause: covered pan (bakes), frying pan (roasts), lid on to melt (gratins). */
const STOVE: Record<'covered' | 'fried' | 'melt', Record<Language, string>> = {
  covered: {
    en: 'cover and cook over a low heat for **{} minutes**, until tender and piping hot',
    es: 'tapa y cuece a fuego suave **{} minutos**, hasta que todo esté tierno y bien caliente',
    de: 'zugedeckt in einer weiten Pfanne bei schwacher Hitze **{} Minuten** garen, bis alles weich und heiß ist',
  },
  fried: {
    en: 'fry in a large frying pan over a medium-high heat for **{} minutes**, turning now and then, until golden and tender',
    es: 'fríelo en una sartén grande a fuego medio-alto **{} minutos**, dándole la vuelta de vez en cuando, hasta que esté dorado y tierno',
    de: 'in einer großen Pfanne bei mittlerer bis starker Hitze **{} Minuten** braten, dabei ab und zu wenden, bis alles goldbraun und weich ist',
  },
  melt: {
    en: 'cover the pan and leave over a low heat for **{} minutes**, until the cheese melts',
    es: 'tapa la sartén y deja a fuego suave **{} minutos**, hasta que se funda el queso',
    de: 'Pfanne zudecken und bei schwacher Hitze **{} Minuten** ziehen lassen, bis der Käse geschmolzen ist',
  },
};

/** Oven vessels named in other sentences, as the pan that replaces them. */
const VESSELS: Record<Language, Array<[RegExp, string]>> = {
  en: [
    [/\b(?:on|onto) (a|the) (?:large )?(?:roasting |baking )?(?:tin|tray|sheet)\b/gi, 'in $1 large frying pan'],
    [/\b(?:roasting|baking) (?:tin|tray|sheet)\b/gi, 'large frying pan'],
    [/\b(?:baking|ovenproof|oven|gratin|casserole) (?:dish|pan)\b/gi, 'wide pan with a lid'],
    [/\bhot tray\b/gi, 'hot oiled frying pan'],
    [/\btray\b/gi, 'large frying pan'],
    [/\s*(?:out of|from) the oven\b/gi, ' off the heat'],
    [/\s*in the oven\b/gi, ''],
    [/\b(?:turn|heat|raise) the oven (?:up )?to \d+ ?°C(?: \([^)]*\))?(?:,? and |, then |; )/gi, ''],
    [/\broasted (?!peppers)/gi, 'browned '],
  ],
  es: [
    [/\bfuente(?: de horno| para horno| refractaria)?\b/gi, 'cazuela ancha con tapa'],
    [/\bbandeja(?: de horno)?(?: grande)?\b/gi, 'sartén grande'],
    [/\bdel horno\b/gi, 'del fuego'],
    [/\s*en el horno\b/gi, ''],
    [/\b(?:sube|calienta|pon) el horno a \d+ ?°C(?: \([^)]*\))?(?:,? y |; )/gi, ''],
    [/\bas(ad[oa]s?)(?= |[.,;]|$)/g, 'dor$1'],
  ],
  de: [
    [/\bauf (?:einem|dem) (?:großen )?Backblech\b/gi, 'in einer großen Pfanne'],
    [/\b(?:eine|die) (?:Auflaufform|ofenfeste Form|Backform)\b/gi, 'eine weite Pfanne mit Deckel'],
    [/\b(?:einer|der) (?:Auflaufform|ofenfesten Form|Backform)\b/gi, 'einer weiten Pfanne mit Deckel'],
    [/\b(?:das|ein) (?:große )?Backblech\b/gi, 'eine große Pfanne'],
    [/\b(?:dem|einem) (?:großen )?Backblech\b/gi, 'einer großen Pfanne'],
    [/\baufs Backblech\b/gi, 'in eine große Pfanne'],
    [/\baus dem (?:Back)?[Oo]fen nehmen\b/g, 'vom Herd nehmen'],
    [/\bDas Blech\b/g, 'Die Pfanne'],
    [/\bdas Blech\b/g, 'die Pfanne'],
    [/(?:^|\s+)[Ii]m (?:vorgeheizten )?(?:Back)?[Oo]fen\b\s*/g, ' '],
    [/\b[Dd]en (?:Back)?[Oo]fen auf \d+ ?°C(?: \([^)]*\))? (?:hochschalten|hochstellen|hochdrehen|stellen|schalten|vorheizen)(?: und)?\s*/g, ''],
  ],
};

/** German verbs of the oven, as the pan's ("rösten" → "braten"). */
const DE_VERBS: Record<'covered' | 'fried' | 'melt', string> = {
  covered: 'zugedeckt bei schwacher Hitze garen',
  fried: 'bei mittlerer bis starker Hitze braten',
  melt: 'zugedeckt schmelzen lassen',
};

const THEN: Record<Language, string> = { en: '; then ', es: '; después, ', de: '; dann ' };

/** Where the oven part of a sentence starts: the clause before it stays. */
const CLAUSE: Record<Language, RegExp> = {
  en: /,\s*(?:and\s+|then\s+)?|\s+and\s+(?:then\s+)?/gi,
  es: /,\s*(?:y\s+)?|\s+y\s+/gi,
  de: /,\s*(?:und\s+|dann\s+)?|\s+und\s+(?:dann\s+)?/gi,
};

/** A bake with a sauce, liquid or layers cooks covered; pieces baked dry (fish, chicken) are fried. */
const SAUCY = /sauce|cream|milk|stock|tomato|layer|salsa|nata|leche|caldo|tomate|capas|bechamel|béchamel|soße|sosse|sahne|milch|brühe|schicht/i;

function ovenKind(sentence: string, language: Language, recipeText: string): 'covered' | 'fried' | 'melt' {
  if (MELT[language].test(sentence)) return 'melt';
  if (ROAST[language].test(sentence)) return 'fried';
  return SAUCY.test(recipeText) ? 'covered' : 'fried';
}

const stoveMinutes = (kind: 'covered' | 'fried' | 'melt', minutes: number) =>
  kind === 'melt' ? Math.max(3, Math.min(8, minutes || 5)) : Math.max(10, Math.round((minutes || 20) * 0.6));

/**
 * One sentence cooked on the stove: vessels and "in the oven" replaced; an oven step with a time
 * becomes the pan's (German word by word, as its verb comes last; English and Spanish as a pan
 * clause after what the sentence does first, and what follows a semicolon kept). Null when it
 * names the oven and no time to cook it by.
 */
function stoveSentence(sentence: string, language: Language, recipeText: string): { text: string; before: number; after: number } | null {
  let text = sentence;
  for (const [pattern, words] of VESSELS[language]) text = text.replace(pattern, words);
  text = text.trim().replace(/^(\**)(\p{Ll})/u, (_w, stars: string, letter: string) => stars + letter.toLocaleUpperCase());
  // A timed roast of a recipe that had an oven ("**45 Minuten** rösten") is the oven's even without its name.
  if (!OVEN[language].test(text) && !(ROAST[language].test(text) && minutesOf(text))) return { text, before: 0, after: 0 };
  const minutes = minutesOf(text);
  if (!minutes) return null;
  const kind = ovenKind(text, language, recipeText);
  const after = stoveMinutes(kind, minutes);
  if (language === 'de') {
    const out = retime(text, (m) => (m === minutes ? after : m))
      .replace(/(?<![\p{L}])(?:überbacken|gratinieren|rösten|backen|garen)(?![\p{L}])/u, DE_VERBS[kind])
      .trim();
    return OVEN.de.test(out) ? null : { text: out, before: minutes, after };
  }
  const oven = OVEN[language].exec(text) ?? ROAST[language].exec(text)!;
  const head = text.slice(0, oven.index);
  const cuts = [...head.matchAll(CLAUSE[language])];
  const cut = cuts[cuts.length - 1];
  const prefix = cut ? head.slice(0, cut.index).trim() : head.trim().replace(/[,;]$/, '');
  const tail = /;\s*(.+)$/.exec(text.slice(oven.index));
  const template = STOVE[kind][language].replace('{}', String(after));
  const capital = template.charAt(0).toLocaleUpperCase() + template.slice(1);
  const body = prefix ? `${prefix}${THEN[language]}${template}` : capital;
  return { text: `${body}${tail ? `; ${tail[1]!.replace(/\.$/, '')}` : ''}.`, before: minutes, after };
}

/** A title's oven words as the pan's; null when it has none ("… vom Blech" → "… aus der Pfanne"). */
const OVEN_TITLE: Record<Language, Array<[RegExp, string]>> = {
  en: [[/\b(?:Roast|Roasted|Baked|Oven-baked)\b/g, 'Pan-fried'], [/\bTray ?bake\b/gi, 'Pan Fry-up']],
  es: [[/\bal horno\b/g, 'a la sartén'], [/\basad[oa]s?\b/g, 'a la sartén']],
  de: [[/\bvom Blech\b/g, 'aus der Pfanne'], [/\baus dem Ofen\b/g, 'aus der Pfanne']],
};

export function stoveTitle(title: string, language: Language): string | null {
  let out = title;
  for (const [pattern, words] of OVEN_TITLE[language]) out = out.replace(pattern, words);
  return out === title ? null : out;
}

/** The recipe cooked without an oven, or RefineNotPossible for bakes that need one. */
export function withoutOven(recipe: ModelRecipe, language: Language): { recipe: ModelRecipe; saved: number } {
  if (!recipe.instructions.some((s) => OVEN[language].test(s))) throw sayNot('no_oven', language, 'noOvenAlready');
  if (needsOven(recipe)) throw sayNot('no_oven', language, 'baked');
  // Crackling only crisps in a hot oven: a pan would leave the rind leathery.
  const crackling = recipe.instructions.map((step) => CRACKLING.exec(step)?.[0]).find(Boolean);
  if (crackling) throw sayNot('no_oven', language, 'ovenLeft', crackling);
  let saved = 0;
  const instructions: string[] = [];
  for (const step of recipe.instructions) {
    const out: string[] = [];
    for (const sentence of sentences(step)) {
      if (!OVEN[language].test(sentence) && !(ROAST[language].test(sentence) && minutesOf(sentence))) {
        out.push(sentence);
        continue;
      }
      if (PREHEAT[language].test(sentence) && !minutesOf(sentence)) continue;
      const stove = stoveSentence(sentence, language, [...recipe.ingredients, ...recipe.instructions].join(' '));
      if (!stove) {
        out.push(sentence);
        continue;
      }
      saved += stove.before - stove.after;
      out.push(stove.text);
    }
    const text = out.join(' ');
    if (text.trim()) instructions.push(text.trim());
  }
  const left = instructions.find((s) => OVEN[language].test(s));
  if (left) throw sayNot('no_oven', language, 'ovenLeft', OVEN[language].exec(left)![0]);
  return { recipe: { ...recipe, instructions, cookTime: Math.max(1, recipe.cookTime - saved) }, saved };
}
