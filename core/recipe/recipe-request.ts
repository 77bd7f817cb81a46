/**
 * What a cook's description of a dish asks for (docs/decisions/039-recipe-quality-gate.md): the
 * servings ("for two", "para 4 personas", "für 4 Personen", "serves 6") and the dish's name, the
 * request without its servings, filler ("I want", "quiero", "ich möchte") and occasion words,
 * written as a title. Pure; shared by the worker's quality gate and the offline chef.
 */

export type RequestLanguage = 'en' | 'es' | 'de';

export interface RecipeRequest {
  servings?: number;
  dish?: string;
}

/** Number words up to twelve, each language's own (and the German inflections of "ein"). */
const NUMBER_WORDS: Record<RequestLanguage, Record<string, number>> = {
  en: {
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
    couple: 2,
  },
  es: {
    uno: 1, una: 1, un: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
    once: 11, doce: 12,
  },
  de: {
    eins: 1, ein: 1, eine: 1, einen: 1, einer: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8,
    neun: 9, zehn: 10, elf: 11, zwölf: 12,
  },
};

const WORD = '[0-9]{1,3}|[a-zäöüßñáéíóú]+';

/** Number words that are also articles ("para una cena", "für einen Abend"): they count only before a people noun. */
const ARTICLES = new Set(['un', 'una', 'uno', 'ein', 'eine', 'einen', 'einer']);

/** Servings phrases; group 1 is the number (digits or a number word). Tried in order. */
const SERVINGS_PATTERNS: Record<RequestLanguage, RegExp[]> = {
  en: [
    new RegExp(`\\b(?:to serve|for|feeds?|serves?|serving)\\s+(?:a\\s+(?:family|group|party)\\s+of\\s+)?(${WORD})(\\s+(?:people|persons?|guests|adults|diners|servings|portions|of us))?\\b`, 'i'),
    new RegExp(`\\b(${WORD})(\\s+(?:servings?|portions?|people|persons|guests))\\b`, 'i'),
    /\b(?:for|feeds?|serves?)\s+a\s+(couple)()\b/i,
    /\b(?:for)\s+(me)\s+(?:and|&)\s+(?:my\s+)?(?:partner|wife|husband|friend|girlfriend|boyfriend)\b/i,
  ],
  es: [
    new RegExp(`\\b(?:para|rinde|sirve)\\s+(${WORD})(\\s+(?:personas?|comensales|raciones|porciones|invitados))?(?![a-zñáéíóú])`, 'i'),
    new RegExp(`\\b(${WORD})(\\s+(?:raciones|porciones|personas|comensales))\\b`, 'i'),
  ],
  de: [
    new RegExp(`(?:^|\\s)(?:für|fuer)\\s+(${WORD})(\\s+(?:personen|person|leute|gäste|portionen|esser))?(?![a-zäöüß])`, 'i'),
    new RegExp(`(?:^|\\s)(${WORD})(\\s+(?:portionen|personen))(?![a-zäöüß])`, 'i'),
  ],
};

/** The same, global, for `matchAll` (a phrase whose word is no number gives way to the next). */
const SERVINGS: Record<RequestLanguage, RegExp[]> = {
  en: SERVINGS_PATTERNS.en.map((p) => new RegExp(p.source, 'gi')),
  es: SERVINGS_PATTERNS.es.map((p) => new RegExp(p.source, 'gi')),
  de: SERVINGS_PATTERNS.de.map((p) => new RegExp(p.source, 'gi')),
};

/** Request filler at the start (longest first within a language). */
const LEAD_FILLER: Record<RequestLanguage, RegExp> = {
  en: /^(?:(?:please|hey|hi|ok|okay)[,!]?\s+)*(?:(?:i(?:\s+would|['’]d)\s+(?:like|love)(?:\s+to\s+(?:make|cook|eat|have))?|i\s+want(?:\s+to\s+(?:make|cook|eat|have))?|i['’]m\s+craving|i\s+am\s+craving|i\s+fancy|can\s+you\s+(?:make|give|write|suggest)(?:\s+me)?|could\s+you\s+(?:make|give|write|suggest)(?:\s+me)?|make\s+me|cook\s+me|give\s+me|show\s+me|suggest|make|cook|let['’]s\s+(?:make|cook|have))\s+)?(?:(?:a|an|some|the)\s+)?(?:(?:good|nice|simple|easy|quick|tasty|delicious)\s+)?(?:recipe\s+(?:for|of)\s+)?(?:(?:a|an|some|the)\s+)?/i,
  es: /^(?:(?:por\s+favor|hola)[,!]?\s+)*(?:(?:quiero(?:\s+(?:hacer|cocinar|comer|preparar))?|quisiera(?:\s+(?:hacer|cocinar|comer|preparar))?|me\s+gustar[íi]a(?:\s+(?:hacer|cocinar|comer|preparar))?|me\s+apetece|hazme|prep[áa]rame|dame|puedes\s+(?:hacer|darme|preparar)(?:me)?|haz|prepara|cocina)\s+)?(?:(?:un|una|unos|unas|el|la|los|las)\s+)?(?:receta\s+(?:de|para)\s+)?(?:(?:un|una|unos|unas|el|la|los|las)\s+)?/i,
  de: /^(?:(?:bitte|hallo|hi)[,!]?\s+)*(?:(?:ich\s+(?:möchte|moechte|will|hätte\s+gern(?:e)?|haette\s+gern(?:e)?)(?:\s+gern(?:e)?)?|mach(?:e)?\s+mir|koch(?:e)?\s+mir|gib\s+mir|kannst\s+du\s+(?:mir)?|ich\s+hätte\s+lust\s+auf)\s+)?(?:(?:ein|eine|einen)\s+)?(?:rezept\s+(?:für|fuer)\s+)?(?:(?:ein|eine|einen|den|die|das)\s+)?/i,
};

/** The start of a request rather than a dish name: a verb of asking, or "a recipe for". */
const REQUEST_START: Record<RequestLanguage, RegExp> = {
  en: /^(?:please\b|i(?:\s+would|['’]d)\s+(?:like|love)\b|i\s+want\b|i\s+need\b|i['’]m\s+craving\b|can\s+you\b|could\s+you\b|make\s+me\b|cook\s+me\b|give\s+me\b|show\s+me\b|(?:a\s+)?recipe\s+for\b)/i,
  es: /^(?:por\s+favor\b|quiero\b|quisiera\b|me\s+gustar[íi]a\b|me\s+apetece\b|hazme\b|prep[áa]rame\b|dame\b|puedes\b|(?:una\s+)?receta\s+(?:de|para)\b)/i,
  de: /^(?:bitte\b|ich\s+(?:möchte|moechte|will|hätte|haette)\b|mach(?:e)?\s+mir\b|koch(?:e)?\s+mir\b|gib\s+mir\b|kannst\s+du\b|(?:ein\s+)?rezept\s+(?:für|fuer)(?![a-zäöüß]))/i,
};

/** Whether a text reads as a cook's request (asks for something, or names servings) rather than a dish name. */
export function isRequestText(text: string, language: RequestLanguage): boolean {
  const clean = text.replace(/\s+/g, ' ').trim();
  return REQUEST_START[language].test(clean) || findServings(clean, language).servings !== undefined;
}

/** Filler at the end: politeness, verbs left over, occasions. */
const TAIL_FILLER: Record<RequestLanguage, RegExp> = {
  en: /(?:\s*[,;]?\s*(?:please|thanks|thank you|tonight|today|for (?:dinner|lunch|breakfast|supper|tonight)|for the (?:weekend|family))\s*[.!?]*)+$/i,
  es: /(?:\s*[,;]?\s*(?:por favor|gracias|esta noche|hoy|para (?:la )?(?:cena|comida|el almuerzo|almorzar|cenar|desayunar|el desayuno))\s*[.!?]*)+$/i,
  de: /(?:\s*[,;]?\s*(?:bitte|danke|heute(?: abend)?|zum (?:abendessen|mittagessen|frühstück)|kochen|machen|zubereiten|haben|essen)\s*[.!?]*)+$/i,
};

/** Requests that name no dish ("something quick with chicken", "algo ligero", "etwas mit Reis"). */
const VAGUE: Record<RequestLanguage, RegExp> = {
  en: /^(?:something|anything|whatever|a dish|a meal|dish|meal|food|dinner|lunch|breakfast|what)\b/i,
  es: /^(?:algo|lo que sea|un plato|plato|comida|cena|almuerzo|desayuno|qué)(?![a-zñáéíóú])/i,
  de: /^(?:etwas|irgendwas|irgendetwas|was|ein gericht|gericht|essen|abendessen|mittagessen)(?![a-zäöüß])/i,
};

/** Words kept lower case inside an English title. */
const EN_MINOR = new Set('a an and as at but by for from in into of on or the to with'.split(' '));

function numberOf(token: string, language: RequestLanguage): number | undefined {
  const lower = token.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  if (lower === 'me') return 2; // "for me and my partner"
  return NUMBER_WORDS[language][lower];
}

function findServings(text: string, language: RequestLanguage): { servings?: number; rest: string } {
  for (const pattern of SERVINGS[language]) {
    for (const match of text.matchAll(pattern)) {
      if (ARTICLES.has((match[1] ?? '').toLowerCase()) && !match[2]) continue;
      const servings = numberOf(match[1] ?? '', language);
      if (servings === undefined || servings < 1 || servings > 100) continue;
      return { servings, rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}` };
    }
  }
  return { rest: text };
}

/** A dish name written as a title: English title case, Spanish and German only the first letter. */
export function asTitle(text: string, language: RequestLanguage): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  if (language !== 'en') return trimmed.charAt(0).toLocaleUpperCase(language) + trimmed.slice(1);
  return trimmed
    .split(/(\s+)/)
    .map((word, i) =>
      i > 0 && EN_MINOR.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toLocaleUpperCase('en') + word.slice(1),
    )
    .join('');
}

/**
 * The servings and dish a cook's description asks for; either is missing when the text does not
 * say it (a bare "for dinner" names no dish).
 */
export function readRecipeRequest(text: string, language: RequestLanguage): RecipeRequest {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return {};
  const { servings, rest } = findServings(clean, language);
  let dish = rest.replace(/\s+/g, ' ').trim();
  let previous = '';
  // Filler can nest ("please, I want a recipe for ..."): strip until nothing changes.
  while (previous !== dish) {
    previous = dish;
    dish = dish
      .replace(LEAD_FILLER[language], '')
      .replace(TAIL_FILLER[language], '')
      .replace(/^[\s,.;:!?¡¿-]+|[\s,.;:!?¡¿-]+$/g, '')
      .trim();
  }
  const result: RecipeRequest = {};
  if (servings !== undefined) result.servings = servings;
  if (dish && /[a-zäöüßñáéíóú]/i.test(dish) && !VAGUE[language].test(dish)) result.dish = asTitle(dish, language);
  return result;
}
