import { parseIngredientLine, wordKey } from '#core/ingredients/ingredient-parse';
import { PACKS } from '#core/food/ingredient-words';
import type { Unit } from '#core/kernel/kitchen-options';
import type { RecipeLanguage } from '#core/kernel/options';
import { agreeWord, isSingular, knowsWord } from '#core/food/plurals';
import { shelfOf } from '#core/food/shopping-category';
import { formatQuantity, matchLeading, parseQuantity, scaleIngredientLine } from '#core/ingredients/recipe-scaling';
import { measureAmount, measureCount, type MeasureUnit } from './recipe-scaling-measure';
import { LONG_SPOON_LABELS, SHORT_SPOON_LABELS_ES, UNIT_INFO, UNIT_LABELS, unitWord } from '#core/kernel/units';

/**
 * Scales an ingredient line to an amount a cook can measure and buy, in words that agree with
 * the number, in en, es and de ("3 eggs" for 3 -> "1 egg" for 1; "1 tbsp" -> "1 tsp"), keeping the
 * exact value for hover and focus (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md).
 * Quantities and units come from parseIngredientLine and core/kernel/units.ts. Pure.
 */

export interface CookLine {
  /** What the cook reads. */
  text: string;
  /** The exactly scaled line when it differs from `text`, else null. */
  exact: string | null;
}

/** Items only bought and used whole: eggs and their parts, garlic cloves, bay leaves. */
const WHOLE_ITEMS = new Set(
  ['egg', 'eggs', 'yolk', 'yolks', 'huevo', 'huevos', 'yema', 'yemas', 'ei', 'eier', 'eigelb', 'eiweiß', 'clove', 'cloves', 'diente', 'dientes', 'zehe', 'zehen', 'knoblauchzehe', 'knoblauchzehen', 'bay', 'laurel', 'lorbeerblatt', 'lorbeerblätter'].map(wordKey),
);

/** "a pinch of" as each language says it, and the connector a line may already carry. */
const PINCH: Record<RecipeLanguage, { text: string; connector: RegExp }> = {
  en: { text: 'a pinch of', connector: /^of\s+/i },
  es: { text: 'una pizca de', connector: /^de\s+/i },
  de: { text: 'eine Prise', connector: /^$/ },
};

const METRIC: ReadonlySet<MeasureUnit> = new Set(['g', 'kg', 'ml', 'liters']);

/** A number as the cook reads it: fractions as glyphs for spoons, cups and counts; decimals for metric. */
function formatAmount(amount: number, unit: MeasureUnit, lang: RecipeLanguage): string {
  if (METRIC.has(unit) || unit === 'oz' || unit === 'lbs') {
    const text = String(Math.round(amount * 100) / 100);
    return lang === 'en' ? text : text.replace('.', ',');
  }
  return formatQuantity(amount);
}

function unitText(unit: MeasureUnit, amount: number, lang: RecipeLanguage, written: string): string {
  const long = written.length > 5 ? LONG_SPOON_LABELS[lang][unit] : undefined;
  const short = lang === 'es' && written.length <= 4 && /^cd/i.test(written) ? SHORT_SPOON_LABELS_ES[unit] : undefined;
  const forms = long ?? short ?? UNIT_LABELS[lang][unit];
  return isSingular(amount) ? forms[0] : forms[1];
}

/** Words of the line after its unit, split keeping the spaces and punctuation between them. */
const tokens = (text: string) => text.split(/([^\p{L}]+)/u);

/** English parts that a count counts when they follow the food ("5 egg whites", "3 prawn halves", "6 sheets of filo"). */
const EN_RUN_ENDS = new Set(['of', 'such', 'as', 'or', 'and', 'with', 'for', 'in', 'from', 'to', 'on']);
const EN_PARTS = new Set(['white', 'whites', 'half', 'halves', 'wedge', 'wedges', 'leaf', 'leaves', 'piece', 'pieces']);

/**
 * The counted word of a count line: in English a part or a pack ("egg whites", "garlic cloves",
 * "sheets of filo"); else the first word the plural table knows; else the last word of the
 * parsed name in English ("red onions"), the first in Spanish ("cebollas rojas"), none in German
 * (compound nouns are in the table or left as written).
 */
function countedWord(words: string[], name: string, lang: RecipeLanguage): number {
  if (lang === 'en') {
    // English names what it counts at the end of the words before a comma or a preposition: a pack
    // first ("1 tin chopped tomatoes", "6 sheets of filo"), else the last part or known noun
    // ("5 egg whites", "4 thick white fish fillets", "3 prawn halves").
    let end = 0;
    while (end < words.length && (end % 2 === 0 ? !EN_RUN_ENDS.has((words[end] ?? '').toLowerCase()) : /^ +$/.test(words[end] ?? ''))) end += 1;
    const run = words.slice(0, end).map((w, j) => (j % 2 === 0 ? w.toLowerCase() : ''));
    const pack = run.findIndex((w) => w && PACKS.has(w));
    if (pack >= 0) return pack;
    // Yolks, like cloves, are among the whole items above.
    const last = run.findLastIndex((w) => w && (EN_PARTS.has(w) || WHOLE_ITEMS.has(wordKey(w)) || knowsWord(w, lang)));
    if (last >= 0) return last;
  }
  const known = words.findIndex((w) => w !== '' && knowsWord(w, lang));
  if (known >= 0) return known;
  const nameWords = name.replace(/\([^)]*\)/g, ' ').split(/\s+/).filter(Boolean);
  const target = lang === 'en' ? nameWords.at(-1) : lang === 'es' ? nameWords[0] : undefined;
  return target ? words.indexOf(target) : -1;
}

/** Spanish words after which the adjectives of the counted word end ("dientes de ajo"). */
const ES_CONNECTORS = new Set('de del con en y o para al a sin la el las los'.split(' '));

/**
 * Makes the counted word agree with `amount`; in Spanish the adjectives right after it too
 * ("pimiento rojo" / "pimientos rojos"). German adjectives are left as written.
 */
function agreeCount(after: string, name: string, amount: number, lang: RecipeLanguage): string {
  const words = tokens(after);
  const at = countedWord(words, name, lang);
  if (at < 0) return after;
  words[at] = agreeWord(words[at] ?? '', amount, lang);
  if (lang === 'es') {
    for (let i = at + 2; i < words.length && /^ +$/.test(words[i - 1] ?? ''); i += 2) {
      const word = words[i] ?? '';
      if (!word || ES_CONNECTORS.has(word.toLowerCase())) break;
      words[i] = agreeWord(word, amount, lang);
    }
  }
  return words.join('');
}

/**
 * Whether a line counts parts of a bunch or a head ("10 parsley stalks", "3 tallos de perejil",
 * "3 Petersilienstiele"): those stay as scaled, since a cook does not buy them one by one.
 */
function countsParts(after: string): boolean {
  return tokens(after).some((w) => {
    const key = wordKey(w);
    return PACKS.has(key) || /(?:stiele?|stangel|zweige?|blatter)$/.test(key);
  });
}

function isWholeItem(after: string, pack: string | null): boolean {
  if (pack && WHOLE_ITEMS.has(pack)) return true;
  return tokens(after).some((w) => w && WHOLE_ITEMS.has(wordKey(w)));
}

/**
 * One ingredient line scaled by `factor` for the cook, in the recipe's language. Lines without a
 * leading number (and factor 1) come back as written.
 */
export function scaleForCook(line: string, factor: number, lang: RecipeLanguage): CookLine {
  const exact = scaleIngredientLine(line, factor);
  const measured = measuredLine(line, factor, lang);
  if (!measured) return { text: exact, exact: null };
  return { text: measured.text, exact: measured.rounded && exact !== measured.text ? exact : null };
}

/** Every line of a list scaled from `from` to `to` servings. */
export function scaleIngredientsForCook(lines: readonly string[], from: number, to: number, lang: RecipeLanguage): CookLine[] {
  const factor = from > 0 && to > 0 ? to / from : 1;
  return lines.map((line) => (factor === 1 ? { text: line, exact: null } : scaleForCook(line, factor, lang)));
}

/** Whether `amount` of `unit` differs from `value` of `original` (rounded or converted away). */
function differs(amount: number, unit: MeasureUnit, value: number, original: Unit): boolean {
  if (unit === 'pinch') return true;
  const a = amount * UNIT_INFO[unit].base;
  const b = value * UNIT_INFO[original].base;
  return Math.abs(a - b) > 1e-6 * Math.max(1, b);
}

/** The measured line, and whether its amount was rounded; null when the line has no amount to measure. */
function measuredLine(line: string, factor: number, lang: RecipeLanguage): { text: string; rounded: boolean } | null {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return { text: line, rounded: false };
  const lead = matchLeading(line);
  const parsed = parseIngredientLine(line);
  if (!lead || !parsed) return null;
  const glued = !/^\s/.test(lead.after);
  const body = lead.after.trimStart();
  const words = body.split(/\s+/);
  // Spanish writes a fraction's unit after "de" ("¼ de cucharadita de azafrán").
  const skip = lang === 'es' && words[0] === 'de' && words.length > 1 && unitWord(words[1]!) !== null ? 1 : 0;
  const first = words[skip] ?? '';
  const unitEnd = (skip ? body.indexOf(first, words[0]!.length) : 0) + first.length;
  const written = unitWord(first);
  const unit: Unit | null = written?.unit ?? (parsed.unit === 'pieces' ? 'pieces' : null);
  if (!unit) return null;
  // Eggs and cloves are whole; so are vegetables and fruit counted as pieces from one up, as a cook
  // buys them ("1 ½ onions" for 6 is 2 onions; half a tomato for one stays half). The exact amount
  // stays on hover.
  const produce = unit === 'pieces' && !written && !parsed.pack && !countsParts(body) && shelfOf(parsed.name) === 'produce';
  const wholeAt = (count: number) => unit === 'pieces' && (isWholeItem(body, parsed.pack) || (produce && count >= 1));
  const whole = wholeAt(lead.value * factor);

  if (lead.upper !== null) {
    // A range keeps its unit: counts are rounded at both ends, other units stay exact.
    if (unit !== 'pieces' || written) return null;
    const low = measureCount(lead.value * factor, whole);
    const high = Math.max(low, measureCount(lead.upper * factor, wholeAt(lead.upper * factor)));
    const range = low === high ? formatQuantity(low) : `${formatQuantity(low)}${lead.separator}${formatQuantity(high)}`;
    const rounded = differs(low, 'pieces', lead.value * factor, 'pieces') || differs(high, 'pieces', lead.upper * factor, 'pieces');
    return { text: `${lead.prefix}${range}${glued ? '' : ' '}${agreeCount(body, parsed.name, high, lang)}`, rounded };
  }

  const value = lead.value * (written?.times ?? 1) * factor;
  // German recipes measure in spoons and ml, not cups (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md).
  const measured = measureAmount(value, unit, whole, lang !== 'de');
  const afterUnit = written ? body.slice(unitEnd).trimStart() : body;

  // A converted unit shows the exact amount in the line's own unit too (⅓ tbsp for 1 tsp).
  const rounded = measured.unit !== unit || differs(measured.amount, measured.unit, value, unit);
  if (measured.unit === 'pinch') {
    const pinch = PINCH[lang];
    return { text: `${lead.prefix}${pinch.text} ${afterUnit.replace(pinch.connector, '')}`.trimEnd(), rounded };
  }
  const number = formatAmount(measured.amount, measured.unit, lang);
  if (measured.unit === 'pieces') {
    // The parts and the weight of a count follow the count as the cook buys it ("4 tomatoes (about 600 g)" is "2 tomatoes (about 300 g)").
    const counted = measured.amount / (lead.value * (written?.times ?? 1));
    const rest = innerAmounts(agreeCount(afterUnit, parsed.name, measured.amount, lang), counted, { whole, container: isContainer(body), lang });
    return { text: `${lead.prefix}${number} ${rest}`, rounded };
  }
  const sameUnit = written !== null && written.unit === measured.unit && written.times === 1;
  const word = sameUnit
    ? knowsWord(first, lang)
      ? agreeWord(first, measured.amount, lang)
      : first
    : unitText(measured.unit, measured.amount, lang, first);
  const gap = sameUnit && glued ? '' : ' ';
  const rest = innerAmounts(afterUnit, factor, { whole: false, container: false, lang, unit: measured.unit === unit ? unit : null });
  return { text: `${lead.prefix}${number}${gap}${word}${rest ? ` ${rest}` : ''}`, rounded };
}

/** Containers whose size a line gives in brackets ("1 tin (400 g)", "1 Würfel Hefe (42 g)"): the size is the tin's, never scaled. */
const CONTAINERS = new Set(
  'tin tins can cans jar jars packet packets pack packs package packages bottle bottles bag bags box boxes carton cartons tub tubs block blocks sleeve sleeves envelope envelopes lata latas bote botes tarro tarros paquete paquetes sobre sobres bolsa bolsas brick bricks envase envases tetrabrik pastilla pastillas tableta tabletas dose dosen packung packungen päckchen glas gläser becher tüte tüten beutel würfel'
    .split(' ')
    .map(wordKey),
);
const isContainer = (body: string) => tokens(body).some((w) => w && CONTAINERS.has(wordKey(w)));

const FRACTION_GLYPHS = '¼½¾⅓⅔⅛⅜⅝⅞';
/** A number inside a line's words, not part of a word, a size ("2-3", "2 x 400 g") or a decimal. */
const INNER_NUMBER = new RegExp(`(?<![\\p{L}\\p{N}.,/\\-–×])(?:\\d+\\s*[${FRACTION_GLYPHS}]|[${FRACTION_GLYPHS}]|\\d+(?:[.,]\\d+)?)(?![\\p{N}/\\-–]|[.,]\\p{N})`, 'gu');
/** What may stand before an amount of the line's food: a bracket, a comma, "or", "and", "about". */
const INNER_LEAD = /(?:^|[(,;:/+]|(?<![\p{L}])(?:or|o|u|oder|and|y|e|und|plus|about|around|approx\.?|roughly|unos|unas|aprox\.?|aproximadamente|etwa|ca\.|circa|rund))\s*$/iu;

/**
 * Amounts of the line's own food after its leading amount follow it: an alternative ("30 g rock
 * sugar or 2 tbsp sugar"), a weight ("(about 600 g)"), a split ("260 g Zucker (80 g für den Boden,
 * 180 g für die Füllung)", "5 Eier (1 für den Boden, 4 für die Füllung)"), another use ("1 EL Salz
 * und 1 TL für die Sauce"), measured as the leading amount is. A container's size ("1 tin (400 g)"),
 * lengths ("cut into 3 cm cubes", "(22 cm)"), percentages and names ("Type 405") stay.
 */
/** A word after a count in brackets that says how the line's food is used, not another food ("(about 2 limes)", "(2 Limetten)"). */
const isShareWord = (word: string, lang: RecipeLanguage) =>
  /^\p{L}/u.test(word) && !/^(?:mm|cm|m|in|inch|inches)$/i.test(word) && (lang === 'de' ? /^\p{Ll}/u.test(word) : !knowsWord(word, lang));

/** Words after a bare number that make it a share of the line's amount ("4 TL Kreuzkümmel: 2 zum Einreiben"). */
const SHARE_WORDS = new Set(['for', 'to', 'as', 'more', 'para', 'más', 'zum', 'zur', 'für', 'als', 'mehr']);

interface Inner {
  /** Counts of the line's food are whole (eggs, vegetables from one up). */
  whole: boolean;
  /** The line counts containers, whose size is never scaled. */
  container: boolean;
  lang: RecipeLanguage;
  /** A measured line's unit, when its amount kept it: a bare share ("2 zum Einreiben") is in it. Absent for a count. */
  unit?: Unit | null;
}

function innerAmounts(rest: string, factor: number, { whole, container, lang, unit }: Inner): string {
  if (!/\d|[¼½¾⅓⅔⅛⅜⅝⅞]/u.test(rest)) return rest;
  let out = '';
  let at = 0;
  for (const match of rest.matchAll(INNER_NUMBER)) {
    const start = match.index ?? 0;
    const before = rest.slice(0, start);
    const depth = (before.match(/\(/g)?.length ?? 0) - (before.match(/\)/g)?.length ?? 0);
    if (start < at || !INNER_LEAD.test(before) || /\s*(?:-|–|to|bis|a)\s*\d/.test(rest.slice(start + match[0].length, start + match[0].length + 6))) continue;
    // A weight for each piece ("(about 160 g each)", "(je etwa 180 g)", "(unos 200 g cada uno)") stays the piece's.
    const segment = rest.slice(Math.max(before.lastIndexOf('('), before.lastIndexOf(','), 0), start + match[0].length + (/^[^,)]*/.exec(rest.slice(start + match[0].length))?.[0].length ?? 0));
    if (/(?<![\p{L}])(?:each|per|apiece|cada|je|pro|jeweils)(?![\p{L}])/iu.test(segment)) continue;
    const value = parseQuantity(match[0]);
    const next = /^(\s*)(\p{L}+\.?|%|°)/u.exec(rest.slice(start + match[0].length));
    if (value === null || !next) continue;
    const written = unitWord(next[2]!);
    let text: string | null = null;
    if (written && written.unit !== 'pieces' && written.unit !== 'dozen') {
      if (container) continue;
      const measured = measureAmount(value * written.times * factor, written.unit, false, lang !== 'de');
      if (measured.unit === 'pinch') continue;
      const same = written.unit === measured.unit && written.times === 1;
      const word = same ? (knowsWord(next[2]!, lang) ? agreeWord(next[2]!, measured.amount, lang) : next[2]!) : unitText(measured.unit, measured.amount, lang, next[2]!);
      text = `${formatAmount(measured.amount, measured.unit, lang)}${same && next[1] === '' ? '' : ' '}${word}`;
    } else if (!written && unit && SHARE_WORDS.has(next[2]!.toLowerCase())) {
      // A share of a measured line, in its unit ("2 zum Einreiben").
      const measured = measureAmount(value * factor, unit, false, lang !== 'de');
      if (measured.unit !== unit) continue;
      text = `${formatAmount(measured.amount, measured.unit, lang)}${next[1]}${next[2]}`;
    } else if (!written && unit === undefined && depth > 0 && isShareWord(next[2]!, lang)) {
      // A count of the line's food in its brackets ("(2 finely chopped, 2 bruised)", "(2 exprimidos y 1 en rodajas)").
      const count = measureCount(value * factor, whole);
      text = `${formatQuantity(count)}${next[1]}${next[2]}`;
      if (lang === 'es' && /(?:[aeií]d|t|ch)[oa]s?$/i.test(next[2]!)) {
        // Spanish participles and the adjectives after them agree with the count ("1 picado fino").
        const words = /^[\p{L}\s]*/u.exec(rest.slice(start + match[0].length))![0];
        let stop = false;
        const out2 = words.replace(/\p{L}+/gu, (w) => {
          stop ||= ES_CONNECTORS.has(w.toLowerCase()) || !/[oa]s?$/i.test(w);
          return stop ? w : agreeWord(w, count, lang);
        });
        text = `${formatQuantity(count)}${out2}`;
        out += rest.slice(at, start) + text;
        at = start + match[0].length + words.length;
        continue;
      }
    }
    if (text === null) continue;
    out += rest.slice(at, start) + text;
    at = start + match[0].length + next[0].length;
  }
  return out + rest.slice(at);
}
