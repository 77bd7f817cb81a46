import { foodMeasure, gramsOf, measureOr } from './food-measures';
import { entryMeasure, findIngredient, maxPerServing, type IngredientEntry } from './ingredient-kinds';
import { memo, parsedLine } from './recipe-quality-memo';
import type { QualityFinding, QualityLanguage } from './recipe-quality-types';
import { leadingQuantity } from './recipe-scaling';
import { dimensionOf, toBase } from './units';

/**
 * Amounts per serving (docs/decisions/039-recipe-quality-gate.md): each line is read with the core
 * parser, named with the kinds table, and held to its kind's bound per serving ("300 g rosemary"
 * for 4 is 75 g each; a serving holds at most 6 g of a woody herb), spoons and cups weighed with
 * the food table (core/food-measures.ts), as are pieces and pack parts ("2 carrots", "1 bunch
 * parsley"). Liquids are measured by volume: "200 g soy sauce" is repaired to "170 ml soy sauce".
 */

/** Lines of fat for deep or shallow frying hold what the pan needs, not what is eaten. */
const FOR_FRYING = /\b(?:for (?:deep[- ]?)?frying|for the pan|para freír|para freir|zum (?:frittieren|braten|ausbacken|anbraten))\b/i;

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
  // food, else for the food its entry weighs as (core/food-measures.ts is the one table of what
  // foods weigh); a millilitre of a food it knows neither way weighs as water.
  const measure = measureOr(foodMeasure(parsed.key), entryMeasure(entry));
  if (entry.kind === 'egg') {
    if (dimension === 'count') return { entry, amount: base, measure: 'pieces' };
    return dimension === 'mass' && measure?.gPerPiece ? { entry, amount: base / measure.gPerPiece, measure: 'pieces' } : null;
  }
  // A juice counted in fruit is what the fruit gives ("juice of 2 lemons" is 90 ml).
  if (entry.liquid && dimension === 'count' && !parsed.pack && measure?.juiceMl) return { entry, amount: base * measure.juiceMl, measure: 'ml' };
  const grams = gramsOf(measure, { quantity: parsed.quantity, unit: parsed.unit, pack: parsed.pack }, true, false);
  if (grams === null) return null;
  const density = measure?.gPerMl ?? 1;
  if (entry.liquid) return { entry, amount: dimension === 'volume' ? base : grams / density, measure: 'ml' };
  return { entry, amount: grams, measure: 'g' };
}

const round = (n: number) => (n >= 10 ? Math.round(n) : Math.round(n * 10) / 10);

/** `quantity_implausible` and `liquid_by_weight` findings. */
export function checkAmounts(ingredients: string[], servings: number, language: QualityLanguage): QualityFinding[] {
  const findings: QualityFinding[] = [];
  const people = Math.max(1, servings);
  ingredients.forEach((line, index) => {
    const read = lineAmount(line, language);
    if (!read) return;
    const { entry, amount, measure } = read;
    const max = maxPerServing(entry);
    const frying = entry.kind === 'fat' && FOR_FRYING.test(line);
    if (max !== null && !frying && amount / people > max * 1.0001) {
      findings.push({
        rule: 'quantity_implausible',
        message: `"${line}" is about ${round(amount / people)} ${measure} per serving for ${people}; a serving takes at most ${max} ${measure} of ${entry.names[language][0]} (${entry.kind.replace('_', ' ')}). Give a quantity a cook would use.`,
        line,
        index,
      });
    }
    if (entry.min !== undefined && amount / people < entry.min) {
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
