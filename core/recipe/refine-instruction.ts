/**
 * What a cook may ask when refining a recipe (docs/product.md "Refine and remix"; what the offline
 * chef does with it: docs/decisions/058-offline-chef-refines-a-recipe.md): a short
 * instruction in en, es or de read into changes ("vegan for 4" is vegan plus servings).
 * Pure, shared by the client (the refine menu sends words this parser reads back) and the server.
 */

export const REFINE_CHANGE_IDS = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'dairy_free',
  'servings',
  'spicier',
  'milder',
  'quicker',
  'no_oven',
] as const;
export type RefineChange = (typeof REFINE_CHANGE_IDS)[number];

export type RefineLanguage = 'en' | 'es' | 'de';

export interface RefineRequest {
  changes: RefineChange[];
  /** The servings asked for, with the change `servings` (1 to 24). */
  servings?: number;
}

export const MAX_REFINE_SERVINGS = 24;

type Words = Record<RefineLanguage, string>;

/** Each change with its menu label in en, es and de, in menu order. */
export const REFINE_CHANGES: ReadonlyArray<{ change: RefineChange; label: Words }> = [
  { change: 'vegetarian', label: { en: 'Vegetarian', es: 'Vegetariana', de: 'Vegetarisch' } },
  { change: 'vegan', label: { en: 'Vegan', es: 'Vegana', de: 'Vegan' } },
  { change: 'gluten_free', label: { en: 'Gluten-free', es: 'Sin gluten', de: 'Glutenfrei' } },
  { change: 'dairy_free', label: { en: 'Dairy-free', es: 'Sin lácteos', de: 'Ohne Milchprodukte' } },
  { change: 'servings', label: { en: 'For N people', es: 'Para N personas', de: 'Für N Personen' } },
  { change: 'spicier', label: { en: 'Spicier', es: 'Más picante', de: 'Schärfer' } },
  { change: 'milder', label: { en: 'Milder', es: 'Menos picante', de: 'Milder' } },
  { change: 'quicker', label: { en: 'Quicker', es: 'Más rápida', de: 'Schneller' } },
  { change: 'no_oven', label: { en: 'Without an oven', es: 'Sin horno', de: 'Ohne Ofen' } },
];

/** A change's label in a language; for `servings` with a number, the number stands in for N. */
export function refineChangeLabel(change: RefineChange, language: RefineLanguage, servings?: number): string {
  const label = REFINE_CHANGES.find((c) => c.change === change)!.label[language];
  return servings === undefined ? label : label.replace('N', String(servings)).replace(/\b(people|personas|Personen)\b/, (w) => (servings === 1 ? PERSON[w]! : w));
}

const PERSON: Record<string, string> = { people: 'person', personas: 'persona', Personen: 'Person' };

const INSTRUCTIONS: Record<Exclude<RefineChange, 'servings'>, Words> = {
  vegetarian: { en: 'Make it vegetarian', es: 'Hazla vegetariana', de: 'Mach es vegetarisch' },
  vegan: { en: 'Make it vegan', es: 'Hazla vegana', de: 'Mach es vegan' },
  gluten_free: { en: 'Make it gluten-free', es: 'Hazla sin gluten', de: 'Mach es glutenfrei' },
  dairy_free: { en: 'Make it dairy-free', es: 'Hazla sin lácteos', de: 'Mach es ohne Milchprodukte' },
  spicier: { en: 'Make it spicier', es: 'Hazla más picante', de: 'Mach es schärfer' },
  milder: { en: 'Make it milder', es: 'Hazla menos picante', de: 'Mach es milder' },
  quicker: { en: 'Make it quicker', es: 'Hazla más rápida', de: 'Mach es schneller' },
  no_oven: { en: 'Make it without an oven', es: 'Hazla sin horno', de: 'Mach es ohne Ofen' },
};

/**
 * The words a menu choice sends, which `parseRefineInstruction` reads back as that change
 * ("Make it vegan", "Para 6 personas"). `servings` needs its number.
 */
export function refineInstructionText(change: RefineChange, language: RefineLanguage, servings?: number): string {
  if (change !== 'servings') return INSTRUCTIONS[change][language];
  const n = servings ?? 4;
  const one = n === 1;
  return { en: `For ${n} ${one ? 'person' : 'people'}`, es: `Para ${n} ${one ? 'persona' : 'personas'}`, de: `Für ${n} ${one ? 'Person' : 'Personen'}` }[language];
}

/** Lower case, accents folded ("más" → "mas", "für" → "fur", "ß" → "ss"), hyphens and punctuation as spaces. */
function fold(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

const NUMBER_WORDS: Record<string, number> = {};
const add = (words: string[], from = 1) => words.forEach((w, i) => (NUMBER_WORDS[w] = i + from));
add(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty one', 'twenty two', 'twenty three', 'twenty four']);
add(['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece',
  'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidos', 'veintitres', 'veinticuatro']);
add(['eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwolf', 'dreizehn',
  'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn', 'zwanzig', 'einundzwanzig', 'zweiundzwanzig', 'dreiundzwanzig', 'vierundzwanzig']);
Object.assign(NUMBER_WORDS, { zwo: 2, 'a dozen': 12, 'una docena': 12, 'ein dutzend': 12, 'a couple of': 2 });
/** Words for one that also mean "a" ("para una cena"): a number only right before "people". */
const ONE_WORDS: Record<string, number> = { a: 1, una: 1, un: 1, ein: 1, eine: 1, einen: 1, single: 1 };

const alternatives = (words: Record<string, number>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join('|');
const NUMBER = `(\\d{1,3}|${alternatives(NUMBER_WORDS)})`;
const NUMBER_OR_ONE = `(\\d{1,3}|${alternatives({ ...NUMBER_WORDS, ...ONE_WORDS })})`;
const PEOPLE = '(?:people|persons?|servings?|portions?|guests?|diners?|personas?|porciones|porcion|raciones|racion|comensales|comensal|personen|person|portionen|portion|leute|gaste|gast)';
const TIME = '(?:min|mins|minute|minutes|minuto|minutos|minuten|hour|hours|hora|horas|stunde|stunden|sec|seconds|segundos|sekunden|grad|degrees|grados|c|f|cm|g|kg|ml|l)';

/** Servings phrasings; the number is group 1. */
const SERVINGS: RegExp[] = [
  new RegExp(` (?:for|para|fur|feeds|serves|serve|to serve|sirve|que sirva) ${NUMBER}(?: ${PEOPLE})?(?= )(?! ${TIME} )`),
  new RegExp(` ${NUMBER_OR_ONE} ${PEOPLE} `),
  new RegExp(` (?:serves|feeds|ergibt|reicht fur) ${NUMBER} `),
];

function readNumber(token: string): number | null {
  const n = /^\d+$/.test(token) ? Number(token) : (NUMBER_WORDS[token] ?? ONE_WORDS[token]);
  return n !== undefined && n >= 1 && n <= MAX_REFINE_SERVINGS ? n : null;
}

const NEG = '(?:not|no|non|nada|nothing|nicht|kein|keine|ohne|sin|without|less|menos|weniger)';

/**
 * Each change's phrasings on folded text (spaces around words). Checked in this order; a match is
 * blanked before the next change is read, so "less spicy" is milder and never spicier, and
 * "sin carne" is vegetarian before anything reads "sin".
 */
const PATTERNS: ReadonlyArray<readonly [RefineChange, RegExp]> = [
  ['milder', new RegExp(` (?:milder|mild|less (?:spicy|spice|heat|hot|chil+i)|${NEG} (?:so |too |as |very |muy |tan |zu |so |sehr )?(?:spicy|spice|hot|heat|chil+is?|picante|picantes|pique|scharf|scharfe|chili|chilli)|(?:mas )?suave|que no pique|sin guindilla|weniger scharf|nicht so scharf|entscharf\\w*|for (?:kids|children)|para ninos|fur kinder) `)],
  ['spicier', / (?:spicier|spicy|hotter|more heat|more spice|some heat|with (?:a )?kick|fiery|mas picante|picante|picantito|que pique(?: mas)?|con (?:mas )?chile|scharfer|scharf|scharfe|mehr scharfe|feurig\w*|pikanter|pikant) /],
  ['vegan', / (?:vegan\w*|plant based|100 vegetal|sin productos animales|rein pflanzlich\w*|ohne tierische produkte) /],
  ['vegetarian', / (?:vegetarian|vegetariana?s?|vegetarisch\w*|veggie|veggy|meat ?free|meatless|(?:without|no|sin|ohne) (?:any |nada de )?(?:meat|carne|fleisch)|fleischlos\w*|vegetariano) /],
  ['gluten_free', / (?:gluten ?free|glutenfrei\w*|(?:without|no|sin|ohne|libre de) gluten|sin tacc|celiac|coeliac|celiac[oa]s?|zoliakie) /],
  ['dairy_free', / (?:dairy ?free|non dairy|lactose ?free|(?:without|no|sin|ohne|libre de) (?:any |nada de )?(?:dairy|milk|lacteos?|lactosa|leche|milch|milchprodukte|laktose|cheese|queso|kase)|laktosefrei\w*|milchfrei\w*) /],
  ['quicker', / (?:quicker|quick|faster|fast|speed(?: it)? up|in less time|less time|(?:takes? |taking )?less long|mas rapid[oa]s?|rapid[oa]s?|en menos tiempo|mas deprisa|express|schneller|schnell\w*|in weniger zeit|weniger zeit|zeitsparend\w*|fixer) /],
  ['no_oven', / (?:(?:without|no|sin|ohne|kein|keinen) (?:an |the |a |el |un |den |einen )?(?:oven|horno|ofen|backofen)|stove ?top|on the (?:stove|hob)|(?:en|a) la (?:sarten|olla|cazuela)|en el fuego|auf dem herd|in der pfanne|im topf|ovenless) /],
];

/** The changes asked in order of the menu, or null when the text asks nothing the chef understands. */
export function parseRefineInstruction(text: string): RefineRequest | null {
  if (typeof text !== 'string') return null;
  let rest = fold(text.slice(0, 500));
  const found = new Set<RefineChange>();
  let servings: number | undefined;
  for (const pattern of SERVINGS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const n = readNumber(match[1]!);
    if (n === null) continue;
    servings = n;
    found.add('servings');
    rest = rest.replace(match[0], ' ');
    break;
  }
  for (const [change, pattern] of PATTERNS) {
    const global = new RegExp(pattern.source, 'g');
    if (!global.test(rest)) continue;
    found.add(change);
    rest = rest.replace(global, '  ');
  }
  // Vegan includes vegetarian: one change, not two.
  if (found.has('vegan')) found.delete('vegetarian');
  if (!found.size) return null;
  const changes = REFINE_CHANGE_IDS.filter((c) => found.has(c));
  return servings === undefined ? { changes } : { changes, servings };
}
