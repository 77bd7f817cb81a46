import { foodMeasure, gramsOf, measureOr } from '#core/food/food-measures';
import { entryMeasure, findIngredient, maxPerServing, type IngredientEntry } from '#core/ingredients/ingredient-kinds';
import { memo, parsedLine } from './recipe-quality-memo';
import type { QualityFinding, QualityLanguage } from './recipe-quality-types';
import { leadingQuantity } from '#core/ingredients/recipe-scaling';
import { dimensionOf, toBase } from '#core/kernel/units';

/**
 * Amounts per serving (docs/decisions/039-recipe-quality-gate.md): each line is read with the core
 * parser, named with the kinds table, and held to its kind's bound per serving ("300 g rosemary"
 * for 4 is 75 g each; a serving holds at most 6 g of a woody herb), spoons and cups weighed with
 * the food table's weights (data/foods/foods.tsv, read through core/food/food-measures.ts), as are pieces and pack parts ("2 carrots", "1 bunch
 * parsley"). Liquids are measured by volume: "200 g soy sauce" is repaired to "170 ml soy sauce".
 */

/** Lines of fat for deep or shallow frying hold what the pan needs, not what is eaten. */
const FOR_FRYING = /\b(?:for (?:deep[- ]?)?frying|for the pan|frying oil|for confit|to confit|para freír|para freir|para confitar|zum (?:frittieren|braten|ausbacken|anbraten|garen|konfieren))\b/i;
/** Salt for a crust (fish or meat baked in salt) is a cooking medium, broken off, not eaten. */
const SALT_CRUST = /\b(?:salt crust|crust of salt|in salt|a la sal|costra de sal|salzkruste|in salzkruste)\b/i;

/** Steps that deep-fry: the oil is the pan's, whatever the line says. */
const DEEP_FRYING = /\b(?:deep[- ]?fr\w*|fry in batches|(?:heat|bring) (?:the )?oil to \d|oil\b[^.]{0,60}\b(?:1[6-9]0|3[2-7]\d)\s*°?\s*[CF]\b|oil (?:reaches|is at|to) \d{3}|freír en abundante aceite|fr[ií]e\w* en abundante aceite|abundante aceite caliente|en tandas|frittier\w*|ausbacken|im heißen (?:öl|fett))/i;

/** Steps that bake: a recipe that bakes flour and sugar makes a batch (a cake, a loaf, a tray), not plates. */
const BAKES = /\b(?:bake|baking|oven|hornea\w*|horno|backofen|backen|backt|backe)\b/i;
/** Steps that set a sweet in a tin or a mould (ice cream, a fridge cake): a batch too. */
const SETS = /\b(?:freez\w*|until set|loaf tin|mould|mold|congel\w*|molde|hasta que cuaje|einfrier\w*|gefrier\w*|fest werden|kastenform)\b/i;
/** Beyond a dozen servings a recipe makes pieces (falafel, cookies, canapés) or feeds a party: no least amount per serving. */
const PIECES = 12;

/**
 * Kinds whose most per serving does not hold for a batch of baking: the butter, cream, oil, eggs,
 * milk and fruit of a cake or a loaf whose servings count cakes or loaves. Salt, spices and
 * herbs keep their bound.
 */
const BATCH_FREE = new Set(['fat', 'liquid', 'egg', 'cheese', 'fruit', 'nut', 'staple', 'sauce', 'condiment']);

/** Liquids that a pan or a jar holds: a pickle's vinegar, a brine, a liquid reduced to a glaze, a poaching liquid. */
const VESSEL_LIQUID = /\b(?:pickl\w*|brine|reduc\w*|glaze|poach\w*|encurt\w*|escabeche|salmuera|einleg\w*|eingelegt\w*|reduzier\w*|einkoch\w*|sud)\b/i;

/** A staple bought or made cooked weighs about three times its dry weight. */
const COOKED_STAPLE = /\b(?:cooked|leftover|steamed|cocid[oa]s?|gekocht\w*|gegart\w*)\b/i;

/** Cured, smoked and ready-cooked foods flavour a dish; they are no main part with a least amount. */
const FLAVOURING = /\b(?:smoked|cured|dried|salted|leftover|ahumad[oa]s?|curad[oa]s?|salad[oa]s?|sec[oa]s?|geräuchert\w*|getrocknet\w*|räucher\w*)\b/i;

export interface LineAmount {
  entry: IngredientEntry;
  /** The amount in the entry's measure: ml for liquids, pieces for eggs, else grams. */
  amount: number;
  measure: 'ml' | 'g' | 'pieces';
}

/** The amount of one ingredient line in its kind's measure, or null when it cannot be told. */
export function lineAmount(line: string, language: QualityLanguage): LineAmount | null {
  return AMOUNTS(`${language}\u0000${line}`);
}

const AMOUNTS = memo((key: string) => {
  const [language, line] = key.split('\u0000') as [QualityLanguage, string];
  return readAmount(line, language);
});

function readAmount(line: string, language: QualityLanguage): LineAmount | null {
  const parsed = parsedLine(line);
  if (!parsed || parsed.quantity === null || parsed.unit === null) return null;
  const entry = findIngredient(parsed.name, language);
  if (!entry) return null;
  const dimension = dimensionOf(parsed.unit);
  const base = toBase(parsed.quantity, parsed.unit);
  // What a millilitre, a piece or a pack part weighs: the food table's figure for the line's own
  // food, else for the food its entry weighs as (data/foods/foods.tsv, read
  // through core/food/food-measures.ts); a millilitre of a food it knows neither way weighs as water.
  const measure = measureOr(foodMeasure(parsed.key), entryMeasure(entry));
  if (entry.kind === 'egg') {
    if (dimension === 'count') return { entry, amount: base, measure: 'pieces' };
    return dimension === 'mass' && measure?.gPerPiece ? { entry, amount: base / measure.gPerPiece, measure: 'pieces' } : null;
  }
  // A juice counted in fruit is what the fruit gives ("juice of 2 lemons" is 90 ml).
  if (entry.liquid && dimension === 'count' && !parsed.pack && measure?.juiceMl) return { entry, amount: base * measure.juiceMl, measure: 'ml' };
  // "600 tomatoes" is 600 g with its unit lost: nobody cooks a hundred of a food weighed by the piece.
  if (dimension === 'count' && !parsed.pack && parsed.quantity >= 100 && (measure?.gPerPiece ?? 0) >= 20) {
    return entry.liquid ? { entry, amount: parsed.quantity / (measure?.gPerMl ?? 1), measure: 'ml' } : { entry, amount: parsed.quantity, measure: 'g' };
  }
  const grams = gramsOf(measure, { quantity: parsed.quantity, unit: parsed.unit, pack: parsed.pack }, true, false);
  if (grams === null) return null;
  const density = measure?.gPerMl ?? 1;
  if (entry.liquid) return { entry, amount: dimension === 'volume' ? base : grams / density, measure: 'ml' };
  return { entry, amount: grams, measure: 'g' };
}

const round = (n: number) => (n >= 10 ? Math.round(n) : Math.round(n * 10) / 10);

/**
 * `quantity_implausible` and `liquid_by_weight` findings, judged per kind: a batch of baking holds
 * what the batch needs, deep-frying oil what the pan needs, a food counted in whole pieces of a
 * spice (dried chillies, cloves, pods) is not weighed as a powder, and the least amount holds only
 * for the recipe's main part (its heaviest protein or staple), not for what flavours it.
 */
export function checkAmounts(ingredients: string[], servings: number, language: QualityLanguage, steps: readonly string[] = []): QualityFinding[] {
  const findings: QualityFinding[] = [];
  const people = Math.max(1, servings);
  const text = steps.join(' ');
  const reads = ingredients.map((line) => lineAmount(line, language));
  const batch =
    (BAKES.test(text) && reads.some((read) => read?.entry.kind === 'baking' && read.amount >= 50)) ||
    (SETS.test(text) && reads.some((read) => read?.entry.kind === 'sweetener' || read?.entry.kind === 'baking'));
  const deepFrying = DEEP_FRYING.test(text);
  const main = people > PIECES ? null : mainPart(reads);
  ingredients.forEach((line, index) => {
    const read = reads[index];
    if (!read) return;
    const { entry, amount, measure } = read;
    const max = maxPerServing(entry);
    const frying = entry.kind === 'fat' && (FOR_FRYING.test(line) || deepFrying);
    const counted = parsedLine(line)?.unit === 'pieces';
    const unbounded =
      frying ||
      (batch && BATCH_FREE.has(entry.kind)) ||
      // Whole spices and dried chillies counted are not weighed as powder or fresh pods.
      (counted && (entry.kind === 'spice' || (entry.id === 'chili' && /\b(?:dried|secos?|getrocknet\w*)\b/i.test(line)))) ||
      (entry.liquid && (entry.kind === 'condiment' || entry.kind === 'liquid') && VESSEL_LIQUID.test(text)) ||
      (entry.kind === 'salt' && SALT_CRUST.test(`${text} ${line}`));
    const bound = max === null ? null : entry.kind === 'staple' && COOKED_STAPLE.test(line) ? max * 3 : max;
    if (bound !== null && !unbounded && amount / people > bound * 1.0001) {
      findings.push({
        rule: 'quantity_implausible',
        message: `"${line}" is about ${round(amount / people)} ${measure} per serving for ${people}; a serving takes at most ${bound} ${measure} of ${entry.names[language][0]} (${entry.kind.replace('_', ' ')}). Give a quantity a cook would use.`,
        line,
        index,
      });
    }
    if (main && entry === main.entry && index === main.index && !FLAVOURING.test(line) && main.amount / people < entry.min!) {
      findings.push({
        rule: 'quantity_implausible',
        message: `"${line}" is only about ${round(amount / people)} ${measure} per serving for ${people}; as a main part a serving takes at least ${entry.min} ${measure} of ${entry.names[language][0]}. Give a quantity a cook would use.`,
        line,
        index,
      });
    }
    if (entry.liquid && weightUnit(line)) {
      findings.push({
        rule: 'liquid_by_weight',
        message: `"${line}" measures a liquid by weight; give it by volume (ml or l).`,
        line,
        index,
      });
    }
  });
  return findings;
}

/**
 * The recipe's main part: of the foods with a least amount (meat, fish, staples, pulses), the one
 * with the most in the recipe, its lines added up (beef, pork and veal mince in one ragù are one
 * main). Its first line carries the finding.
 */
function mainPart(reads: ReadonlyArray<LineAmount | null>): { entry: LineAmount['entry']; amount: number; index: number } | null {
  const totals = new Map<LineAmount['entry'], { entry: LineAmount['entry']; amount: number; index: number }>();
  reads.forEach((read, index) => {
    if (read?.entry.min === undefined) return;
    const known = totals.get(read.entry);
    if (known) known.amount += read.amount;
    else totals.set(read.entry, { entry: read.entry, amount: read.amount, index });
  });
  return [...totals.values()].reduce<{ entry: LineAmount['entry']; amount: number; index: number } | null>((best, t) => (!best || t.amount > best.amount ? t : best), null);
}

/** The weight unit a line is measured in (g or kg), as parsed. */
function weightUnit(line: string): boolean {
  const unit = parsedLine(line)?.unit;
  return unit === 'g' || unit === 'kg';
}

/** A volume in ml written as a cook measures it: 5 ml steps, 10 ml above 100, litres from 1000. */
export function volumeText(ml: number, language: QualityLanguage): string {
  if (ml >= 1000) {
    const litres = Math.round(ml / 100) / 10;
    return `${language === 'en' ? String(litres) : String(litres).replace('.', ',')} l`;
  }
  const step = ml >= 100 ? 10 : 5;
  return `${Math.max(step, Math.round(ml / step) * step)} ml`;
}

/** Liquids given by weight, rewritten by volume ("200 g soy sauce" -> "170 ml soy sauce"). */
export function repairLiquids(ingredients: string[], language: QualityLanguage): string[] {
  return ingredients.map((line) => {
    const read = lineAmount(line, language);
    if (!read?.entry.liquid || !weightUnit(line)) return line;
    const lead = leadingQuantity(line);
    if (!lead) return line;
    const start = line.length - line.trimStart().length;
    // The rest starts with the unit word ("g soy sauce", "kg de leche"): drop it.
    const afterUnit = lead.rest.replace(/^[\p{L}.]+\s*/u, '');
    return `${line.slice(0, start)}${volumeText(read.amount, language)} ${afterUnit}`.trimEnd();
  });
}
