import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';

/**
 * Which of en, es, de a recipe's text is written in, from its common words (articles,
 * prepositions, kitchen verbs and units). A word that is common in two of the languages ("in",
 * "de", "el") counts for neither. Used when a recipe is shared (docs/product.md "Languages": community
 * recipes in the reader's language): the text wins over the recipe's stored language only when
 * it is clear, because a hand-written or imported recipe's stored language is the cook's
 * interface language, or English when the page did not say.
 */
const WORDS: Record<RecipeLanguage, readonly string[]> = {
  en: [
    'the', 'and', 'with', 'of', 'to', 'until', 'into', 'for', 'a', 'an', 'or', 'over', 'add', 'stir', 'bake', 'heat',
    'serve', 'mix', 'cook', 'chopped', 'sliced', 'minced', 'cup', 'cups', 'tbsp', 'tsp', 'tablespoon', 'tablespoons',
    'teaspoon', 'minutes', 'salt', 'pepper', 'oil', 'onion', 'garlic', 'cloves', 'eggs', 'flour', 'water', 'butter',
    'sugar', 'pinch', 'then', 'each', 'pan', 'oven', 'season', 'boil', 'fry', 'roast', 'chicken', 'lemon', 'cream',
  ],
  es: [
    'el', 'la', 'los', 'las', 'del', 'y', 'con', 'en', 'hasta', 'para', 'un', 'una', 'unos', 'al', 'añadir', 'añade',
    'mezclar', 'mezcla', 'hornear', 'hornea', 'calentar', 'calienta', 'servir', 'sirve', 'cocinar', 'cocina', 'picada',
    'picado', 'cucharada', 'cucharadas', 'cucharadita', 'cucharaditas', 'taza', 'tazas', 'minutos', 'sal', 'pimienta',
    'aceite', 'cebolla', 'ajo', 'dientes', 'huevos', 'harina', 'agua', 'mantequilla', 'azúcar', 'pizca', 'luego',
    'sartén', 'horno', 'fuego', 'pollo', 'limón', 'tomates', 'que', 'se', 'por',
  ],
  de: [
    'der', 'die', 'das', 'und', 'mit', 'bis', 'dem', 'den', 'ein', 'eine', 'einen', 'im', 'auf', 'für', 'zu', 'hinzufügen',
    'unterrühren', 'rühren', 'backen', 'erhitzen', 'servieren', 'mischen', 'kochen', 'gehackt', 'gehackte', 'geschnitten',
    'esslöffel', 'teelöffel', 'el', 'tl', 'minuten', 'salz', 'pfeffer', 'öl', 'zwiebel', 'zwiebeln', 'knoblauch',
    'zehen', 'eier', 'mehl', 'wasser', 'butter', 'zucker', 'prise', 'dann', 'pfanne', 'ofen', 'backofen', 'hitze',
    'hähnchen', 'zitrone', 'sahne', 'etwas', 'alles', 'nach', 'vom', 'zum',
  ],
};

/** Each word with the languages it belongs to; a word in two lists is dropped. */
const OWNER: ReadonlyMap<string, RecipeLanguage> = (() => {
  const seen = new Map<string, RecipeLanguage | null>();
  for (const language of RECIPE_LANGUAGES) {
    for (const word of WORDS[language]) {
      const before = seen.get(word);
      seen.set(word, before === undefined || before === language ? language : null);
    }
  }
  const owner = new Map<string, RecipeLanguage>();
  for (const [word, language] of seen) if (language) owner.set(word, language);
  return owner;
})();

/** At least this many telling words, and this many times more than the next language. */
const MIN_HITS = 3;
const MIN_LEAD = 2;

/** Word counts per language over all the texts (lower-cased; letters with accents kept). */
export function languageScores(texts: readonly string[]): Record<RecipeLanguage, number> {
  const scores: Record<RecipeLanguage, number> = { en: 0, es: 0, de: 0 };
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
      const language = OWNER.get(word);
      if (language) scores[language] += 1;
    }
  }
  return scores;
}

/** The language the texts are clearly written in, or null when they do not say clearly. */
export function detectRecipeLanguage(texts: readonly string[]): RecipeLanguage | null {
  const scores = languageScores(texts);
  const ranked = [...RECIPE_LANGUAGES].sort((a, b) => scores[b] - scores[a]);
  const [best, second] = [ranked[0]!, ranked[1]!];
  if (scores[best] < MIN_HITS || scores[best] < MIN_LEAD * scores[second]) return null;
  return best;
}

/** A shared recipe's language: what its text clearly is, else the language stored with the recipe. */
export function sharedRecipeLanguage(stored: string | null | undefined, texts: readonly string[]): RecipeLanguage {
  const detected = detectRecipeLanguage(texts);
  if (detected) return detected;
  return (RECIPE_LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as RecipeLanguage) : 'en';
}

export function isRecipeLanguage(value: unknown): value is RecipeLanguage {
  return typeof value === 'string' && (RECIPE_LANGUAGES as readonly string[]).includes(value);
}
