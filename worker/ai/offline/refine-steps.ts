import { findIngredient, mentionsEntry, STAPLE_COOKING, textKeys } from '../../../core/ingredient-kinds';
import { parseIngredientLine } from '../../../core/ingredient-parse';
import { checkRecipe } from '../../../core/recipe-quality';
import type { ModelRecipe, Language } from '../provider';
import { SOONER, sayNot } from './refine-words';

/**
 * The offline chef's time and method changes to an existing recipe
 * (docs/decisions/058-offline-chef-refines-a-recipe.md): quicker (canned pulses for dried, rests
 * skipped, simmers and roasts shortened with smaller cuts and a livelier heat, a staple boiled while
 * the next step cooks) and without an oven (oven steps cooked in a covered pan or
 * fried). Staples keep the gate's cooking minutes: a change that would undercook one is undone.
 */

/** A duration in a step: "**20 minutes**", "10-12 min", "20 Minuten"; group 1 the lower end of a range, group 2 the number. */
const DURATION = /(?:(\d+)\s*[-–]\s*)?(\d+)(\s*)(minutes?|mins?\.?|minutos?|Minuten?|Min\.)(?![\p{L}])/giu;

/** Each duration's number changed by `fn`. */
export function retime(step: string, fn: (minutes: number) => number): string {
  return step.replace(DURATION, (_whole, low: string | undefined, high: string, gap: string, unit: string) => {
    const next = fn(Number(high));
    const word = next === 1 ? unit.replace(/(minute|minuto|Minute)(s|n)$/i, '$1') : unit.replace(/^(minute|minuto)$/i, '$1s').replace(/^Minute$/, 'Minuten');
    const lower = low ? `${Math.max(1, Math.min(next - 1, Math.round((Number(low) * next) / Number(high))))}-` : '';
    return `${lower}${next}${gap}${word}`;
  });
}

/** Minutes a step states (the longest, as the gate's total reads it). */
export function minutesOf(step: string): number {
  let most = 0;
  for (const m of step.matchAll(DURATION)) most = Math.max(most, Number(m[2]));
  return most;
}

const sentences = (step: string) => step.split(/(?<=[.!?])\s+(?=[\p{Lu}*¡¿])/u);

/** Staple findings of a recipe (rice, pasta, potatoes, pulses long enough). */
const stapleFindings = (recipe: ModelRecipe, language: Language) =>
  checkRecipe(recipe, { language }).filter((f) => f.rule === 'staple_undercooked').length;

// ---------------------------------------------------------------- quicker

const REST: Record<Language, RegExp> = {
  en: /\b(?:rest|stand|settle)\b/i,
  es: /\brepos/i,
  de: /(?:ruhen|stehen lassen|durchziehen)/i,
};

const SOAK: Record<Language, RegExp> = {
  en: /\bsoak/i,
  es: /\bremojo|\bremoja/i,
  de: /einweich/i,
};

const SIMMER: Record<Language, RegExp> = {
  en: /\b(?:simmer|stew|braise|cook|bubble|reduce)/i,
  es: /\b(?:cuece|cueza|cocina|guisa|hierve|reduce|deja (?:hacer|cocer)|a fuego (?:suave|lento|medio))/i,
  de: /(?:köcheln|schmoren|kochen|garen|einkochen|simmern)/i,
};

const SOFTEN: Record<Language, RegExp> = {
  en: /\b(?:soften|sweat|golden|translucent)\b/i,
  es: /\b(?:pocha|sofríe|dorad|transparente|blanda)/i,
  de: /(?:dünsten|glasig|goldgelb|anschwitzen)/i,
};

export const OVEN: Record<Language, RegExp> = {
  en: /\b(?:oven|bake[sd]?|baking (?:dish|tray|tin|sheet)|roast(?:ed|ing)?(?! peppers)|roasting (?:tin|tray)|gratin\w*|broil\w*|grill (?:it |them )?until)\b/i,
  es: /\b(?:horno|hornea\w*|hornear|gratina\w*|gratín|as(?:a|ar|ado|ados|ada|adas)(?= | \*\*|$)|bandeja de horno|fuente de horno)\b/i,
  de: /(?:ofen|backofen|backen|backe\b|überbacken|gratinier\w*|backblech|auflaufform|umluft|ober-\/unterhitze)/i,
};

/** A rest inside a sentence with other actions ("mix with the potatoes and leave to rest for 5 minutes"). */
const REST_CLAUSE: Record<Language, RegExp> = {
  en: /,?\s*(?:and |then )?(?:leave|let)(?: it| them)? (?:to )?(?:rest|stand)(?: for)? \**\d+ minutes?\**/i,
  es: /,?\s*(?:y )?(?:deja|dejar)(?:la|lo|las|los)? reposar \**\d+ minutos?\**/i,
  de: /,?\s*(?:und )?(?:zugedeckt |abgedeckt )?\**\d+ Minuten?\** (?:ruhen|stehen|quellen) lassen/i,
};

/** A step done while another cooks. */
const MEANWHILE: Record<Language, string> = { en: 'Meanwhile, ', es: 'Mientras tanto, ', de: 'Inzwischen ' };
const PARALLEL: Record<Language, RegExp> = {
  en: /^\s*(?:\*+)?(?:meanwhile|while|in the meantime|at the same time)\b/i,
  es: /^\s*(?:\*+)?(?:mientras|entretanto|al mismo tiempo)\b/i,
  de: /^\s*(?:\*+)?(?:inzwischen|währenddessen|in der zwischenzeit|gleichzeitig|während)\b/i,
};
const BOIL: Record<Language, RegExp> = {
  en: /\b(?:boil|simmer|cook)/i,
  es: /\b(?:cuece|hierve|cocina)/i,
  de: /(?:kochen|köcheln|garen)/i,
};

const HOTTER_OVEN: Record<Language, string> = {
  en: 'The oven is 20 °C hotter than usual, so it is done sooner.',
  es: 'El horno va 20 °C más fuerte de lo habitual, así que se hace antes.',
  de: 'Der Ofen ist 20 °C heißer als sonst, so ist es früher fertig.',
};

const parallelText = (step: string, language: Language) =>
  MEANWHILE[language] + (language === 'de' ? step : step.charAt(0).toLowerCase() + step.slice(1));

/** Pulses bought dry, as canned or jarred cooked pulses (about 2.5 times the dry weight). */
const CANNED: Record<Language, { lentils: string; beans: string }> = {
  en: { lentils: '{} g canned lentils, drained', beans: '{} g canned {}, drained' },
  es: { lentils: '{} g de lentejas cocidas de bote, escurridas', beans: '{} g de {} cocidos de bote, escurridos' },
  de: { lentils: '{} g Linsen aus der Dose, abgetropft', beans: '{} g {} aus der Dose, abgetropft' },
};

function cannedPulses(recipe: ModelRecipe, language: Language): { recipe: ModelRecipe; words: string[] } {
  const words: string[] = [];
  const ingredients = recipe.ingredients.map((line) => {
    const parsed = parseIngredientLine(line);
    if (!parsed || parsed.quantity === null || !/^(?:g|kg)$/.test(parsed.unit ?? '')) return line;
    const entry = findIngredient(parsed.name, language);
    if (!entry || (entry.cook !== 'lentils' && entry.cook !== 'dried_beans')) return line;
    if (/cooked|canned|tinned|cocid|bote|dose|gekocht/i.test(line)) return line;
    const grams = Math.round(((parsed.unit === 'kg' ? 1000 : 1) * parsed.quantity * 2.5) / 50) * 50;
    words.push(parsed.name);
    const name = parsed.name.replace(/^(?:de\s+)?(?:dried|secas?|secos?|getrocknete)\s+/i, '').replace(/\s+(?:dried|secas?|secos?|getrocknet\w*)$/i, '');
    const pattern = entry.cook === 'lentils' ? CANNED[language].lentils : CANNED[language].beans;
    return pattern.replace('{}', String(grams)).replace('{}', name);
  });
  return { recipe: { ...recipe, ingredients }, words };
}

/**
 * A quicker recipe: canned pulses for dried (their soaking gone, simmered 10 minutes), rests
 * skipped, stove simmers of 15 minutes or more cut to about 60% with the pieces cut half as big and
 * the lid half on, onions softened 3 minutes less; the cook time falls by what the steps save.
 */
export function makeQuicker(recipe: ModelRecipe, language: Language): { recipe: ModelRecipe; saved: number } {
  const pulses = cannedPulses(recipe, language);
  let current = pulses.recipe;
  const baseline = stapleFindings(current, language);
  let saved = 0;
  let noted = false;
  let shortened = false;
  let hotterOven = false;
  const steps = [...current.instructions];
  const pulseEntries = pulses.words.map((w) => findIngredient(w, language)).filter((e) => e !== null);
  const stapleEntries = current.ingredients
    .map((line) => findIngredient(parseIngredientLine(line)?.name ?? line, language))
    .filter((e) => e?.cook && !pulseEntries.includes(e));
  const tryStep = (index: number, next: string | null, minutesSaved: number): boolean => {
    const trial = [...steps];
    if (next === null) trial.splice(index, 1);
    else trial[index] = next;
    const candidate = { ...current, instructions: trial };
    if (stapleFindings(candidate, language) > baseline) return false;
    steps.splice(0, steps.length, ...trial);
    current = candidate;
    saved += minutesSaved;
    return true;
  };
  /**
   * A staple boiling on its own while nothing else cooks: the next timed step that does not need it
   * is done meanwhile (the offline curry's rice and sauce), saving the shorter of the two.
   */
  const parallelStaple = (): number => {
    const mentionsStaple = (step: string) => stapleEntries.some((e) => mentionsEntry(textKeys(step), e!, language));
    // Only a staple boiling on its own (nothing else of the list in its pot) can cook alongside.
    const names = current.ingredients.map((line) => (parseIngredientLine(line)?.name ?? '').split(/\s+/).find((w) => w.length > 3) ?? '').filter(Boolean);
    const alone = (step: string) => names.filter((n) => !/^(?:salt|agua|water|wasser|olive|aceite|oliven|sal)/i.test(n) && step.toLowerCase().includes(n.toLowerCase())).length <= 1;
    const s = steps.findIndex((step) => mentionsStaple(step) && alone(step) && minutesOf(step) > 0 && BOIL[language].test(step) && !OVEN[language].test(step) && !PARALLEL[language].test(step));
    if (s < 0) return 0;
    if (steps.some((step) => PARALLEL[language].test(step))) return 0;
    const eligible = (step: string) => minutesOf(step) > 0 && !mentionsStaple(step) && !OVEN[language].test(step);
    let partner = -1;
    for (let j = s + 1; j < steps.length && partner < 0; j++) if (eligible(steps[j]!)) partner = j;
    const trial = [...steps];
    if (partner >= 0) trial[partner] = parallelText(trial[partner]!, language);
    else if (s > 0 && eligible(steps[s - 1]!)) {
      const before = trial[s - 1]!;
      trial.splice(s - 1, 1);
      trial.splice(s, 0, parallelText(before, language));
      partner = s - 1;
    } else return 0;
    const gain = Math.min(minutesOf(steps[s]!), minutesOf(steps[partner]!));
    const candidate = { ...current, instructions: trial };
    if (gain <= 0 || stapleFindings(candidate, language) > baseline) return 0;
    steps.splice(0, steps.length, ...trial);
    current = candidate;
    return gain;
  };
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    const minutes = minutesOf(step);
    const keys = textKeys(step);
    const pulseStep = pulseEntries.some((e) => mentionsEntry(keys, e, language));
    // Soaking dried pulses: gone with canned ones.
    if (pulses.words.length && SOAK[language].test(step)) {
      const kept = sentences(step).filter((s) => !SOAK[language].test(s));
      tryStep(i, kept.length ? kept.join(' ') : null, minutes);
      continue;
    }
    if (!minutes) continue;
    if (pulseStep) {
      // Canned pulses only need to heat through; a staple in the same pot keeps its usual time.
      const floor = Math.max(10, ...stapleEntries.filter((e) => mentionsEntry(keys, e!, language)).map((e) => STAPLE_COOKING[e!.cook!].typical));
      if (minutes > floor) tryStep(i, retime(step, (m) => (m === minutes ? floor : m)), minutes - floor);
      continue;
    }
    if (OVEN[language].test(step)) {
      if (minutes >= 15) {
        const next = Math.max(10, Math.round((minutes * 0.75) / 5) * 5);
        if (tryStep(i, retime(step, (m) => (m === minutes ? next : m)), minutes - next)) {
          hotterOven = true;
          shortened = true;
        }
      }
      continue;
    }
    // A rest with nothing else in its sentence is skipped.
    const parts = sentences(step);
    const restIndex = parts.findIndex((s) => REST[language].test(s) && minutesOf(s) > 0);
    if (restIndex >= 0) {
      const rest = parts[restIndex]!;
      if (rest.split(/,| and | y | und /).length <= 2) {
        const kept = parts.filter((_, j) => j !== restIndex);
        if (tryStep(i, kept.length ? kept.join(' ') : null, minutesOf(rest))) continue;
      }
    }
    const clause = REST_CLAUSE[language].exec(step);
    if (clause && tryStep(i, step.replace(clause[0], ''), minutesOf(clause[0]))) continue;
    if (stapleEntries.some((e) => mentionsEntry(keys, e!, language))) continue;
    if (minutes >= 10 && SIMMER[language].test(step)) {
      const next = minutes >= 25 ? Math.round((minutes * 0.6) / 5) * 5 : Math.max(minutes >= 15 ? 10 : 6, Math.round(minutes * 0.6));
      const text = retime(step, (m) => (m === minutes ? next : m)) + (noted ? '' : ` ${SOONER[language]}`);
      if (tryStep(i, text, minutes - next)) {
        noted = true;
        shortened = true;
      }
      continue;
    }
    if (minutes >= 8 && minutes <= 14 && SOFTEN[language].test(step)) {
      tryStep(i, retime(step, (m) => (m === minutes ? minutes - 3 : m)), 3);
    }
  }
  saved += parallelStaple();
  // Smaller pieces for the shortened simmer: any cut of 3 cm or more is halved.
  if (shortened) {
    const comma = language === 'en' ? '.' : ',';
    current = {
      ...current,
      instructions: current.instructions.map((step) =>
        step.replace(/(\d+)(\s*)cm\b/g, (whole, n: string, gap: string) => (Number(n) >= 3 ? `${String(Number(n) / 2).replace('.', comma)}${gap}cm` : whole)),
      ),
    };
  }
  // A shorter roast in a hotter oven: every temperature 20 °C up, said once where the oven is first named.
  if (hotterOven) {
    const first = current.instructions.findIndex((step) => OVEN[language].test(step));
    current = {
      ...current,
      instructions: current.instructions.map((step, i) => {
        const hotter = step.replace(/(\d{3})(\s?)°C/g, (_w, t: string, gap: string) => `${Number(t) + 20}${gap}°C`);
        return i === first ? `${hotter} ${HOTTER_OVEN[language]}` : hotter;
      }),
    };
  }
  if (saved < 5) throw sayNot('quicker', language, 'notQuicker');
  return { recipe: { ...current, cookTime: Math.max(1, current.cookTime - saved) }, saved };
}

// ---------------------------------------------------------------- without an oven

/** Baked goods that need an oven to rise and set. */
const BAKED: RegExp =
  /\b(?:bread|loaf|cake|muffins?|cupcakes?|brownies?|cookies?|biscuits?|scones?|pie|tart|quiche|souffl[eé]|meringues?|croissants?|focaccia|baguette|pan de|bizcochos?|tartas?|galletas?|magdalenas?|pastel|brioche|bollos?|empanadas?|soufflé|merengues?)\b|(?:brot|kuchen|torte|plätzchen|kekse|brötchen|muffins|strudel|quiche|baiser)/i;
const RAISING = /\b(?:yeast|baking powder|bicarbonate|baking soda|levadura|bicarbonato|polvo de hornear|hefe|backpulver|natron)\b/i;

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
  ],
  es: [
    [/\bfuente(?: de horno| para horno| refractaria)?\b/gi, 'cazuela ancha con tapa'],
    [/\bbandeja(?: de horno)?(?: grande)?\b/gi, 'sartén grande'],
    [/\bdel horno\b/gi, 'del fuego'],
    [/\s*en el horno\b/gi, ''],
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
  if (!OVEN[language].test(text)) return { text, before: 0, after: 0 };
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
  const oven = OVEN[language].exec(text)!;
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
  const raising = recipe.ingredients.some((l) => RAISING.test(l));
  if (BAKED.test(recipe.title) || raising) throw sayNot('no_oven', language, 'baked');
  let saved = 0;
  const instructions: string[] = [];
  for (const step of recipe.instructions) {
    const out: string[] = [];
    for (const sentence of sentences(step)) {
      if (!OVEN[language].test(sentence)) {
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
