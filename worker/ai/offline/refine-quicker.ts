import { findIngredient, mentionsEntry, STAPLE_COOKING, textKeys } from '#core/ingredients/ingredient-kinds';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import type { ModelRecipe, Language } from '../provider';
import { minutesOf, OVEN, retime, sentences, stapleFindings } from './refine-steps';
import { SOONER, sayNot } from './refine-words';

/**
 * The offline chef's "quicker" refine (docs/decisions/058-offline-chef-refines-a-recipe.md): canned
 * pulses for dried, rests skipped, simmers and roasts shortened with smaller cuts and a livelier heat,
 * a staple boiled while the next step cooks. Staples keep the gate's cooking minutes: a change that
 * would undercook one is undone.
 */

const REST: Record<Language, RegExp> = {
  en: /\b(?:rest|stand|settle|chill|refrigerate)\b/i,
  es: /\brepos|\brefrig[eé]ra/i,
  de: /(?:ruhen|stehen lassen|durchziehen|kalt stellen|kühl stellen)/i,
};

/** A chill inside a sentence ("leave to cool and chill for 2 hours"): served warm or as it is instead. */
const CHILL_CLAUSE: Record<Language, RegExp> = {
  en: /,?\s*(?:(?:leave|let)(?: it| them)? (?:to )?cool(?: down)?,?\s*)?(?:and |then )?(?:chill|refrigerate)(?: it| them)?(?: for)? \*{0,2}[^*.,;]*?(?:hours?|minutes?)\*{0,2}/i,
  es: /,?\s*(?:deja que se enfríe y |y )?(?:refrigera|mete en la nevera)(?:la|lo|las|los)? \*{0,2}[^*.,;]*?(?:horas?|minutos?)\*{0,2}/i,
  de: /,?\s*(?:(?:abkühlen lassen )?und )?\*{0,2}[^*.,;]*?(?:Stunden?|Minuten?)\*{0,2} (?:kalt|kühl) stellen/i,
};
/** A chill that sets the dish (gelatine, a custard, a cheesecake) is the dish: it stays. */
const SETS = /\b(?:set|sets|firm|gelatine?|gelatina|agar|cuaje|cuajar|cuajada)\b|fest werden|gelatine|schnittfest/i;

/** Charring or toasting in a pan ("Asa … en un comal"): the stove, not the oven. */
const STOVETOP = /\b(?:comal|sartén|plancha|pan|skillet|Pfanne)\b/i;
const inOven = (step: string, language: Language) => OVEN[language].test(step) && !(STOVETOP.test(step) && !/horno|oven|ofen/i.test(step));

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
/** Charring or toasting in a dry pan: no lid, no simmer, just a little sooner at a livelier heat. */
const DRY_CHAR = /tatema|\bchar(?:red|s)?\b|\btoast|\btuesta|tostad|sin aceite|dry pan|ohne (?:Fett|Öl)|rösten/i;
/** A sauce cooked until it thickens: a livelier heat does it a few minutes sooner. */
const THICKEN: Record<Language, RegExp> = {
  en: /\b(?:thickens?|thickened|reduced)\b/i,
  es: /\b(?:espese|espesa|reduzca)\b/i,
  de: /(?:eindickt|andickt|sämig|reduziert)/i,
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
    // Dried mushrooms or fruit soaked in just-boiled water are ready in half the time.
    if (!pulses.words.length && SOAK[language].test(step) && minutes >= 15 && minutes <= 60) {
      const next = Math.max(10, Math.round(minutes / 2 / 5) * 5);
      tryStep(i, retime(step, (m) => (m === minutes ? next : m)), minutes - next);
      continue;
    }
    if (pulseStep) {
      // Canned pulses only need to heat through; a staple in the same pot keeps its usual time.
      const floor = Math.max(10, ...stapleEntries.filter((e) => mentionsEntry(keys, e!, language)).map((e) => STAPLE_COOKING[e!.cook!].typical));
      if (minutes > floor) tryStep(i, retime(step, (m) => (m === minutes ? floor : m)), minutes - floor);
      continue;
    }
    if (inOven(step, language)) {
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
    const sets = SETS.test(step) || recipe.ingredients.some((l) => SETS.test(l));
    const restIndex = parts.findIndex((s) => REST[language].test(s) && minutesOf(s) > 0);
    if (restIndex >= 0 && !sets) {
      const rest = parts[restIndex]!;
      if (rest.split(/,| and | y | und /).length <= 2) {
        const kept = parts.filter((_, j) => j !== restIndex);
        if (tryStep(i, kept.length ? kept.join(' ') : null, minutesOf(rest))) continue;
      }
    }
    const clause = REST_CLAUSE[language].exec(step);
    if (clause && tryStep(i, step.replace(clause[0], ''), minutesOf(clause[0]))) continue;
    const chill = sets ? null : CHILL_CLAUSE[language].exec(step);
    if (chill && minutesOf(chill[0]) > 0 && tryStep(i, step.replace(chill[0], '').replace(/\s+([.,;])/g, '$1'), minutesOf(chill[0]))) continue;
    if (stapleEntries.some((e) => mentionsEntry(keys, e!, language))) continue;
    if (minutes >= 10 && SIMMER[language].test(step) && !DRY_CHAR.test(step)) {
      const next = minutes >= 25 ? Math.round((minutes * 0.6) / 5) * 5 : Math.max(minutes >= 15 ? 10 : 6, Math.round(minutes * 0.6));
      const text = retime(step, (m) => (m === minutes ? next : m)) + (noted ? '' : ` ${SOONER[language]}`);
      if (tryStep(i, text, minutes - next)) {
        noted = true;
        shortened = true;
      }
      continue;
    }
    if (minutes >= 8 && minutes <= 14 && (SOFTEN[language].test(step) || THICKEN[language].test(step) || DRY_CHAR.test(step))) {
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
        // Every number of a size ("3 bis 4 cm", "2-3 cm"), not just the last one.
        step.replace(/\d+(?=(?:\s*(?:-|–|bis|to|a|or|o|oder)\s*\d+)*\s*cm\b)/g, (n: string) => (Number(n) >= 3 ? String(Number(n) / 2).replace('.', comma) : n)),
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
  // What the steps saved comes off the cook time, down to the longest step left; a longer saving
  // (a chill or a soak counted as preparation) comes off the preparation time.
  const longest = Math.max(1, ...current.instructions.map(minutesOf));
  const fromCook = Math.min(saved, Math.max(0, current.cookTime - longest));
  const fromPrep = Math.min(saved - fromCook, Math.max(0, current.prepTime - 5));
  return { recipe: { ...current, cookTime: Math.max(1, current.cookTime - fromCook - (saved - fromCook - fromPrep)), prepTime: current.prepTime - fromPrep }, saved };
}
