import { leadingQuantity } from '#core/ingredients/recipe-scaling';
import { unitWord } from '#core/kernel/units';
import type { QualityFinding, QualityLanguage } from './recipe-quality-types';

/**
 * Counts that agree with their number (docs/decisions/039-recipe-quality-gate.md): "1 eggs" is
 * "1 egg", "2 cebolla" is "2 cebollas", "1 Eier" is "1 Ei". The counted word is a known count
 * noun (a food, a container or a unit); English counts its last one ("2 egg yolks"), Spanish and
 * German their first ("2 pechugas de pollo", "2 Knoblauchzehen"). At most one (½, 1) is singular.
 */

type Pair = readonly [singular: string, plural: string];

/** English count nouns; plurals follow the usual rules unless given. */
const EN_SINGULARS = `egg onion shallot clove tomato potato carrot lemon lime orange apple banana pear peach avocado
  pepper chilli chili chile cucumber courgette zucchini aubergine eggplant leek scallion mushroom breast thigh drumstick
  fillet sausage tortilla bun roll slice can tin sprig bunch stalk stick head leaf yolk white jar packet sheet strip
  wedge piece prawn scallop clam mussel fig date olive radish beet turnip parsnip apricot plum anchovy cup tablespoon
  teaspoon pound ounce liter litre pinch handful steak chop cutlet wing shank pita bagel muffin cracker biscuit cookie
  `.split(/\s+/);

const EN_IRREGULAR: Pair[] = [
  ['leaf', 'leaves'],
  ['loaf', 'loaves'],
  ['half', 'halves'],
  ['tomato', 'tomatoes'],
  ['potato', 'potatoes'],
  ['chilli', 'chillies'],
  ['chili', 'chilies'],
  ['anchovy', 'anchovies'],
  ['radish', 'radishes'],
  ['peach', 'peaches'],
  ['bunch', 'bunches'],
  ['pinch', 'pinches'],
  ['sandwich', 'sandwiches'],
];

const enPlural = (word: string) =>
  /(?:s|x|z|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;

const ES_PAIRS: Pair[] = [
  ...`huevo cebolla chalota diente tomate patata papa zanahoria lima naranja manzana pera aguacate pimiento guindilla
  chile pepino berenjena puerro cebolleta seta pechuga muslo filete salchicha tortilla rebanada loncha lata ramita manojo
  tallo rama hoja yema clara bote sobre lámina tira pieza gamba langostino almeja higo aceituna rábano remolacha nabo
  chirivía albaricoque ciruela anchoa taza cucharada cucharadita pizca chuleta alita muslito panecillo galleta`
    .split(/\s+/)
    .map((w): Pair => [w, `${w}s`]),
  ['limón', 'limones'],
  ['melocotón', 'melocotones'],
  ['calabacín', 'calabacines'],
  ['champiñón', 'champiñones'],
  ['mejillón', 'mejillones'],
  ['dátil', 'dátiles'],
  ['plátano', 'plátanos'],
  ['pimentón', 'pimentones'],
  ['diente', 'dientes'],
  ['pan de pita', 'panes de pita'],
];

/** Spanish adjectives that agree with the noun they follow ("2 cebollas grandes"). */
const ES_ADJECTIVES: Pair[] = `grande mediano mediana pequeño pequeña maduro madura entero entera fresco fresca rojo roja
  verde amarillo amarilla blanco blanca morado morada duro dura cocido cocida picado picada pelado pelada troceado troceada
  batido batida`
  .split(/\s+/)
  .map((w): Pair => [w, `${w}s`]);

const DE_PAIRS: Pair[] = [
  ['ei', 'eier'],
  ...`zwiebel:zwiebeln schalotte:schalotten zehe:zehen tomate:tomaten kartoffel:kartoffeln karotte:karotten möhre:möhren
  zitrone:zitronen limette:limetten orange:orangen apfel:äpfel banane:bananen birne:birnen pfirsich:pfirsiche
  avocado:avocados schote:schoten gurke:gurken aubergine:auberginen stange:stangen champignon:champignons pilz:pilze
  brust:brüste filet:filets wurst:würste tortilla:tortillas scheibe:scheiben dose:dosen zweig:zweige blatt:blätter
  glas:gläser packung:packungen garnele:garnelen muschel:muscheln feige:feigen dattel:datteln olive:oliven
  pastinake:pastinaken aprikose:aprikosen pflaume:pflaumen sardelle:sardellen kopf:köpfe tasse:tassen knolle:knollen
  keule:keulen schnitzel:schnitzel steak:steaks kotelett:koteletts`
    .split(/\s+/)
    .map((pair): Pair => pair.split(':') as unknown as Pair),
];

interface NounForm {
  singular: string;
  plural: string;
  isPlural: boolean;
  /** The word as a compound's end (German): the part before the noun, kept on repair. */
  prefix: string;
}

function buildLookup(pairs: Pair[]): Map<string, { singular: string; plural: string; isPlural: boolean }> {
  const map = new Map<string, { singular: string; plural: string; isPlural: boolean }>();
  for (const [singular, plural] of pairs) {
    if (singular === plural) continue;
    map.set(singular, { singular, plural, isPlural: false });
    map.set(plural, { singular, plural, isPlural: true });
  }
  return map;
}

const EN_LOOKUP = buildLookup([
  ...EN_SINGULARS.filter((w) => !EN_IRREGULAR.some(([s]) => s === w)).map((w): Pair => [w, enPlural(w)]),
  ...EN_IRREGULAR,
]);
const ES_LOOKUP = buildLookup(ES_PAIRS);
const ES_ADJ = buildLookup(ES_ADJECTIVES);
const DE_LOOKUP = buildLookup(DE_PAIRS);

function nounForm(word: string, language: QualityLanguage): NounForm | null {
  const lower = word.toLowerCase();
  const lookup = language === 'en' ? EN_LOOKUP : language === 'es' ? ES_LOOKUP : DE_LOOKUP;
  const exact = lookup.get(lower);
  if (exact) return { ...exact, prefix: '' };
  if (language !== 'de') return null;
  // German compounds end in their noun ("Knoblauchzehen", "Hähnchenbrustfilet"); "Ei" only whole.
  let best: NounForm | null = null;
  for (const [form, entry] of lookup) {
    if (form.length < 4 || !lower.endsWith(form) || lower.length === form.length) continue;
    if (!best || form.length > lower.length - best.prefix.length) best = { ...entry, prefix: lower.slice(0, lower.length - form.length) };
  }
  return best;
}

/**
 * Words that end the counted phrase ("1 can of tomatoes": the can is counted; "sin huevo" and
 * "ohne Ei" say what is not there; "en tiras" and "in Ringen" say how it is cut).
 */
const PHRASE_END = /^(?:of|with|for|in|and|or|without|de|del|con|para|y|o|sin|en|mit|für|und|oder|aus|ohne)$/i;

/**
 * Measures counted before a food ("1 handful basil leaves", "1 puñado de hojas", "1 Bund
 * Frühlingszwiebeln", "3 Blatt Gelatine"): the measure is what the number counts, so the food after
 * it keeps its own number; German writes these measures the same for one and many.
 */
const MEASURE_FIRST: Record<QualityLanguage, RegExp> = {
  en: /^(?:(?:small|large|big|generous|good|heaped|scant)\s+)?(?:handful|handfuls|bunch|bunches|pinch|pinches|bag|bags|tub|tubs|punnet|punnets)$/i,
  es: /^(?:puñado|puñados|manojo|manojos|pizca|pizcas|cogollo|cogollos|ramillete|ramilletes|bolsa|bolsas|tarrina|tarrinas)$/i,
  de: /^(?:handvoll|bund|blatt|prise|prisen|stück|päckchen|packung|packungen|becher|beutel|schale|schalen|messerspitze|msp)$/i,
};
const SIZE_WORD = /^(?:small|large|big|generous|good|heaped|scant|pequeño|pequeña|grande|buen|buena|kleine|kleiner|große|großer|gute|guter)$/i;

interface CountedWord {
  /** Character offset of the word in the line. */
  at: number;
  word: string;
  form: NounForm;
}

/** The counted word of a line and the number it counts, or null when the line counts nothing we know. */
function countedWord(line: string, language: QualityLanguage): { quantity: number; counted: CountedWord; words: CountedWord[] } | null {
  const lead = leadingQuantity(line);
  if (!lead) return null;
  // "1 or 2 eggs", "1 o 2 huevos", "1 oder 2 Eier": a range by another name.
  if (/^(?:or|o|u|oder)\s+\d/i.test(lead.rest)) return null;
  const quantity = lead.upper ?? lead.value;
  const restAt = line.lastIndexOf(lead.rest);
  const phrase = lead.rest.split(/[,;(]|\s[-–]\s/)[0] ?? '';
  // A measured line ("2 tsp black pepper", "200 g onions") counts only its unit word ("1 cups").
  const firstWord = /^[\p{L}.]+/u.exec(phrase)?.[0] ?? '';
  if (unitWord(firstWord)) {
    const form = nounForm(firstWord, language);
    const counted = form ? { at: restAt, word: firstWord, form } : null;
    return counted ? { quantity, counted, words: [counted] } : null;
  }
  const firstWords = phrase.match(/[\p{L}]+/gu) ?? [];
  const measure = firstWords.find((w) => !SIZE_WORD.test(w));
  if (measure && MEASURE_FIRST[language].test(measure)) {
    const form = language === 'de' ? null : nounForm(measure, language);
    if (!form) return null;
    const counted = { at: restAt + phrase.indexOf(measure), word: measure, form };
    return { quantity, counted, words: [counted] };
  }
  const words: CountedWord[] = [];
  const found: CountedWord[] = [];
  // A hyphenated name ("gilt-head bream") is one word: its parts count nothing.
  for (const match of phrase.matchAll(/[\p{L}]+(?:-[\p{L}]+)*/gu)) {
    const word = match[0];
    if (PHRASE_END.test(word) && words.length > 0) break;
    const form = nounForm(word, language);
    const item = { at: restAt + (match.index ?? 0), word, form: form ?? { singular: '', plural: '', isPlural: false, prefix: '' } };
    words.push(item);
    if (form) found.push({ ...item, form });
    // A container or unit counted first ("2 cans", "1 cup") is the counted word.
    if (form && words.length === 1 && language === 'en' && PACK_OR_UNIT.has(form.singular)) break;
  }
  if (!found.length) return null;
  const counted = language === 'en' ? found[found.length - 1]! : found[0]!;
  return { quantity, counted, words };
}

const PACK_OR_UNIT = new Set(
  'can tin jar packet slice sprig bunch stalk stick head clove cup tablespoon teaspoon pound ounce liter litre pinch handful sheet piece'.split(' '),
);

const withCase = (model: string, word: string) =>
  model.charAt(0) === model.charAt(0).toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** The line with its counted word (and a Spanish adjective after it) in the form its number asks for. */
function agreeLine(line: string, language: QualityLanguage): { fixed: string; wrong: string; right: string } | null {
  const read = countedWord(line, language);
  if (!read) return null;
  const { quantity, counted, words } = read;
  const wantPlural = quantity > 1;
  if (counted.form.isPlural === wantPlural) return null;
  const base = wantPlural ? counted.form.plural : counted.form.singular;
  const right = counted.word.slice(0, counted.form.prefix.length) + (counted.form.prefix ? base : withCase(counted.word, base));
  let fixed = line.slice(0, counted.at) + right + line.slice(counted.at + counted.word.length);
  if (language === 'es') {
    const after = words[words.indexOf(words.find((w) => w.at === counted.at)!) + 1];
    const adjective = after ? ES_ADJ.get(after.word.toLowerCase()) : undefined;
    if (after && adjective && adjective.isPlural !== wantPlural) {
      const shift = right.length - counted.word.length;
      const form = wantPlural ? adjective.plural : adjective.singular;
      fixed = fixed.slice(0, after.at + shift) + form + fixed.slice(after.at + shift + after.word.length);
    }
  }
  return { fixed, wrong: counted.word, right };
}

/** `count_agreement` findings for the ingredient lines. */
export function checkCounts(ingredients: string[], language: QualityLanguage): QualityFinding[] {
  const findings: QualityFinding[] = [];
  ingredients.forEach((line, index) => {
    const agree = agreeLine(line, language);
    if (agree) {
      findings.push({
        rule: 'count_agreement',
        message: `"${line}": "${agree.wrong}" does not agree with its number; write "${agree.right}".`,
        line,
        index,
      });
    }
  });
  return findings;
}

/** The ingredient lines with every count agreeing with its number. */
export function repairCounts(ingredients: string[], language: QualityLanguage): string[] {
  return ingredients.map((line) => agreeLine(line, language)?.fixed ?? line);
}
