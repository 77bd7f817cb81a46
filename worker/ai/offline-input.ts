/**
 * What the offline chef makes of the ingredients it is given: the creator's no-ingredients
 * placeholder is not an ingredient, and a quantity the cook typed ("500 g chicken thighs") is kept
 * exactly as typed, once; the name without it ("chicken thighs") is what the steps and title use.
 */

/** The creator's placeholder when a photo shows nothing (web/locales/<lang>/creator.json). */
export const PLACEHOLDER_NAMES = ['mixed ingredients', 'ingredientes variados', 'gemischte zutaten'];

export interface GivenIngredient {
  /** As typed, trimmed: the ingredient line when a quantity was typed. */
  text: string;
  /** Without the quantity: used in the title and the steps. */
  name: string;
  typed: boolean;
}

const NUMBER = String.raw`(?:\d+\s+\d\/\d|\d+\s*\/\s*\d+|\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?|[½¼¾⅓⅔⅛])`;
const UNITS = [
  'kg', 'g', 'gr', 'grams?', 'gramos?', 'gramm', 'mg', 'ml', 'cl', 'dl', 'l', 'lit(?:re|er|ro)s?',
  'tbsp', 'tsp', 'tablespoons?', 'teaspoons?', 'cups?', 'oz', 'lbs?', 'el', 'tl', 'cucharadas?',
  'cucharaditas?', 'tazas?', 'dientes?', 'cloves?', 'zehen?', 'pieces?', 'stück', 'unidad(?:es)?',
  'cans?', 'latas?', 'dosen?', 'bunch(?:es)?', 'manojos?', 'bund', 'pinch(?:es)?', 'pizcas?', 'prisen?',
  'slices?', 'lonchas?', 'rodajas?', 'scheiben?', 'handfuls?', 'puñados?', 'handvoll', 'packs?', 'paquetes?', 'packungen?',
].join('|');
const QUANTITY = new RegExp(
  `^(${NUMBER})(?:\\s*(?:${UNITS})\\.?(?![\\p{L}])|(?=\\s))\\s*(?:(?:of|de|del|de la)\\s+)?(.*)$`,
  'iu',
);

export function isPlaceholder(name: string): boolean {
  return PLACEHOLDER_NAMES.includes(name.trim().toLocaleLowerCase());
}

/** One typed ingredient: its quantity found and split off, when there is one. */
export function parseGiven(raw: string): GivenIngredient {
  const text = raw.trim().replace(/\s+/g, ' ');
  const match = QUANTITY.exec(text);
  const name = match?.[2]?.trim();
  if (!match || !name) return { text, name: text, typed: false };
  return { text, name, typed: true };
}

/** The cook's ingredients: blanks and placeholders dropped, repeats (any case) kept once. */
export function givenIngredients(ingredients: string[]): GivenIngredient[] {
  const seen = new Set<string>();
  const out: GivenIngredient[] = [];
  for (const raw of ingredients) {
    const given = parseGiven(raw);
    const key = given.text.toLocaleLowerCase();
    if (!given.text || isPlaceholder(given.name) || seen.has(key)) continue;
    seen.add(key);
    out.push(given);
  }
  return out;
}
