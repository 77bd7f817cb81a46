import { findIngredient, mentionsEntry, textKeys, type IngredientEntry } from '#core/ingredients/ingredient-kinds';
import { lineAmount } from './recipe-quality-amounts';
import { parsedLine } from './recipe-quality-memo';
import { stepTotal } from './recipe-quality-times';
import { choppedObject, clauses as verbClauses } from './recipe-quality-steps';
import type { QualityFinding, QualityLanguage, RecipeDraft } from './recipe-quality-types';

/**
 * What a food's form allows (docs/decisions/039-recipe-quality-gate.md "Food forms"): verbs the
 * food cannot take (a soft cheese grated, flour washed, crumbs simmered until absorbed like a
 * grain), flour or raw poultry, pork or mince served after too little heat, and a sweet dish
 * seasoned like a savoury one. The forms come from the kinds table; each rule reads the steps.
 */

/** Steps split at sentences: what is absorbed is judged in the sentence that says so. */
function sentences(step: string): string[] {
  return step
    .replace(/\*+/g, '')
    .split(/[.;:!?]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

interface VerbRule {
  verb: Record<QualityLanguage, RegExp>;
  /** The entries this verb cannot act on. */
  refuses: (entry: IngredientEntry) => boolean;
  what: string;
}

const VERB_RULES: VerbRule[] = [
  {
    // Imperatives at the start of a clause (en, es) or the German verb anywhere, as the chopping rule reads them.
    verb: {
      en: /^(?:(?:then|now|finely|coarsely|roughly|carefully|gently)\s+)*(?:grate|shred)\b/i,
      es: /^(?:(?:luego|después|bien|finamente)\s+)*(?:ralla|rallar|ralle)\b/i,
      de: /(?:^|\s)(?:reiben|reibe|raspeln|hobeln)(?=$|[\s.,;!])/i,
    },
    refuses: (entry) => entry.form === 'soft' || entry.form === 'liquid' || !!entry.liquid || entry.form === 'mince' || entry.form === 'powder' || entry.form === 'paste',
    what: 'grated',
  },
  {
    verb: {
      en: /^(?:(?:then|now|carefully|thoroughly|gently|well)\s+)*(?:wash|rinse)\b/i,
      es: /^(?:(?:luego|después|bien)\s+)*(?:lava|lavar|lave|enjuaga|enjuagar)\b/i,
      de: /(?:^|\s)(?:waschen|wasche|abspülen|abbrausen)(?=$|[\s.,;!])/i,
    },
    refuses: (entry) => entry.form === 'powder' || entry.form === 'paste' || entry.form === 'soft' || entry.form === 'mince' || !!entry.liquid || entry.kind === 'sweetener' || entry.kind === 'fat',
    what: 'washed',
  },
];

/** "until the stock is absorbed": what a grain does in its liquid. */
const ABSORBED: Record<QualityLanguage, RegExp> = {
  en: /\buntil (?:the (?:liquid|stock|water|broth) (?:is|has been) )?absorbed\b|\bhas absorbed\b/i,
  es: /\bhasta que (?:se )?(?:haya )?absorb/i,
  de: /(?:aufgesogen|aufgenommen hat|eingezogen ist|aufsaugen)/i,
};

/** `form_verb`: a verb that the food's form does not take. */
export function checkFormVerbs(recipe: RecipeDraft, language: QualityLanguage): QualityFinding[] {
  const findings: QualityFinding[] = [];
  const entries = recipe.ingredients
    .map((line) => findIngredient(parsedLine(line)?.name ?? line, language))
    .filter((entry): entry is IngredientEntry => entry !== null);
  recipe.instructions.forEach((step, index) => {
    for (const clause of verbClauses(step, language)) {
      for (const rule of VERB_RULES) {
        const verb = rule.verb[language].exec(clause);
        if (!verb) continue;
        const keys = textKeys(choppedObject(clause, verb, language));
        const named = entries.filter((e) => mentionsEntry(keys, e, language));
        // "Rinse the lemon" names the lemon and, through its juice, a liquid: a food the verb takes wins.
        const entry = named.every((e) => rule.refuses(e)) ? named[0] : undefined;
        if (entry) {
          findings.push({ rule: 'form_verb', message: `Step ${index + 1}: ${entry.names[language][0]} cannot be ${rule.what} ("${clause}").`, line: step, index });
          return;
        }
      }
    }
    for (const clause of sentences(step)) {
      const keys = textKeys(clause);
      if (ABSORBED[language].test(clause)) {
        const grain = entries.some((e) => (e.form === 'grain' || e.cook !== undefined) && mentionsEntry(keys, e, language));
        // Salt and spices season the pot; only flour, crumbs and the like would stand in for a grain.
        const powder = entries.find((e) => e.form === 'powder' && e.kind !== 'salt' && e.kind !== 'spice' && mentionsEntry(keys, e, language));
        if (powder && !grain) {
          findings.push({ rule: 'form_verb', message: `Step ${index + 1} simmers ${powder.names[language][0]} until the liquid is absorbed, as if it were a grain ("${clause}").`, line: step, index });
          return;
        }
      }
    }
  });
  return findings;
}

/** Flour worked into something that cooks (a dough, a batter, a roux let down with liquid, a bake). */
const FLOUR_COOKED: Record<QualityLanguage, RegExp> = {
  en: /\b(?:dough|batter|knead|bake|baking|oven|deep-fry|dumpling|roux|whisk in|stock|milk|water|broth|thicken)/i,
  es: /\b(?:masa|amasa|rebozad|horn|fr[ií]e|caldo|leche|agua|espes|bechamel)/i,
  de: /(?:teig|knet|back|ofen|frittier|ausbacken|brühe|milch|wasser|andicken|binden|mehlschwitze)/i,
};

/** Meat that must be cooked through: poultry, pork and mince (beef and lamb may be served pink, fish raw). */
const COOKED_THROUGH = new Set(['chicken', 'pork', 'mince']);

/** Lines bought cooked or cured: no cooking needed. */
const READY_MEAT = /\b(?:cooked|leftover|roast(?:ed)?|rotisserie|barbecued|smoked|cured|ham|cocid[oa]s?|asad[oa]s?|ahumad[oa]s?|gekocht\w*|gebraten\w*|geräuchert\w*)\b/i;

/** Least minutes of heat before serving: raw poultry, pork or mince in bite-size pieces takes about five. */
const MEAT_MINUTES = 4;
/** Flour as the bulk of a dish needs real cooking, not a minute in the pan. */
const FLOUR_MINUTES = 5;

/** A doneness test instead of a time ("cook until golden"): the cook cooks until it is met. */
const UNTIL: Record<QualityLanguage, RegExp> = { en: /\buntil\b/i, es: /\bhasta que\b/i, de: /\bbis\b/i };

/**
 * Minutes of heat from the first step that names the food to the end, every time a step states
 * added up; null when the recipe does not say (no time at all, or a step that names the food cooks
 * it to a test instead of a time), since then it cannot be judged.
 */
function minutesFrom(steps: string[], first: number, mentions: (i: number) => boolean, language: QualityLanguage): number | null {
  const later = steps.slice(first);
  // Cooked on to a test ("simmer until thick") after the timed steps, or to a test where it is named.
  if (later.some((step, i) => (mentions(first + i) || i > 0) && stepTotal(step) === 0 && UNTIL[language].test(step))) return null;
  const minutes = later.reduce((sum, step) => sum + stepTotal(step), 0);
  return minutes > 0 ? minutes : null;
}

/** `served_raw`: flour as the bulk of a dish, or raw poultry, pork or mince, served after too little heat. */
export function checkServedRaw(recipe: RecipeDraft, language: QualityLanguage): QualityFinding[] {
  const findings: QualityFinding[] = [];
  const text = recipe.instructions.join(' ');
  const stepKeys = recipe.instructions.map((step) => textKeys(step));
  const reads = recipe.ingredients.map((line) => lineAmount(line, language));
  const heaviest = reads.reduce<number>((max, read) => Math.max(max, read && read.measure === 'g' ? read.amount : 0), 0);
  recipe.ingredients.forEach((line, index) => {
    const read = reads[index];
    const entry = read?.entry ?? findIngredient(parsedLine(line)?.name ?? line, language);
    if (!entry) return;
    const first = stepKeys.findIndex((keys) => mentionsEntry(keys, entry, language));
    if (first === -1) return;
    const minutes = minutesFrom(recipe.instructions, first, (i) => mentionsEntry(stepKeys[i]!, entry, language), language);
    if (minutes === null) return;
    const flourBulk = entry.id === 'flour' && read !== null && read !== undefined && read.amount >= heaviest && read.amount / Math.max(1, recipe.servings) >= 30;
    if (flourBulk && minutes < FLOUR_MINUTES && !FLOUR_COOKED[language].test(text)) {
      findings.push({ rule: 'served_raw', message: `"${line}" is the bulk of the dish and gets only ${minutes} minutes of heat before it is served: raw flour is no food.`, line, index });
    } else if (COOKED_THROUGH.has(entry.id) && !READY_MEAT.test(line) && minutes < MEAT_MINUTES) {
      findings.push({ rule: 'served_raw', message: `"${line}" is cooked only ${minutes} minutes before it is served; poultry, pork and mince must be cooked through.`, line, index });
    }
  });
  return findings;
}

/** Seasoning of a savoury dish: salt and pepper together, on a line or in a step. */
const SALT_AND_PEPPER: Record<QualityLanguage, RegExp> = {
  en: /\bsalt and (?:black |white |freshly ground )?pepper\b|\bseason(?:ed|ing)? with salt and\b/i,
  es: /\bsal y pimienta\b|\bsalpimient\w*/i,
  de: /\bsalz und (?:schwarze[rn]? )?pfeffer\b|\bsalzen und pfeffern\b|\bpfeffern und salzen\b/i,
};

/** What makes a dish savoury beyond its seasoning: meat, fish, eggs, vegetables, staples, cheese, stock. */
const SAVOURY_KINDS = new Set(['protein', 'egg', 'vegetable', 'staple', 'cheese', 'condiment', 'sauce', 'herb', 'woody_herb']);

/** `sweet_savoury`: a sweet dish (sugar, honey or chocolate with fruit or flour, nothing savoury) seasoned with salt and pepper. */
export function checkSweetSavoury(recipe: RecipeDraft, language: QualityLanguage): QualityFinding[] {
  const entries = recipe.ingredients.map((line) => findIngredient(parsedLine(line)?.name ?? line, language));
  const sweet = entries.some((e) => e?.kind === 'sweetener') || recipe.ingredients.some((line) => /chocolat|schokolad/i.test(line));
  const savoury = entries.some((e) => e && SAVOURY_KINDS.has(e.kind) && e.id !== 'liquid');
  if (!sweet || savoury) return [];
  const where = [...recipe.ingredients, ...recipe.instructions].find((text) => SALT_AND_PEPPER[language].test(text));
  if (!where) return [];
  return [{ rule: 'sweet_savoury', message: `A sweet dish is seasoned like a savoury one ("${where}"): no salt and pepper on fruit, sugar and chocolate.`, line: where }];
}
