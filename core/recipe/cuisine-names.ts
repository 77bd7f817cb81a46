import { isCookingMethod, isCuisine, type CookingMethod, type Cuisine, type RecipeLanguage } from '#core/kernel/options';

/**
 * Display names of the cuisines (and cooking methods) in each recipe language, the same words the
 * web shows, for text the server writes: link previews, JSON-LD `recipeCuisine`, the offline chef's descriptions.
 */
export const CUISINE_NAMES: Record<Cuisine, Record<RecipeLanguage, string>> = {
  italian: { en: 'Italian', es: 'Italiana', de: 'Italienisch' },
  mexican: { en: 'Mexican', es: 'Mexicana', de: 'Mexikanisch' },
  asian: { en: 'Asian', es: 'Asiática', de: 'Asiatisch' },
  mediterranean: { en: 'Mediterranean', es: 'Mediterránea', de: 'Mediterran' },
  indian: { en: 'Indian', es: 'India', de: 'Indisch' },
  french: { en: 'French', es: 'Francesa', de: 'Französisch' },
  american: { en: 'American', es: 'Americana', de: 'Amerikanisch' },
  chinese: { en: 'Chinese', es: 'China', de: 'Chinesisch' },
  japanese: { en: 'Japanese', es: 'Japonesa', de: 'Japanisch' },
  thai: { en: 'Thai', es: 'Tailandesa', de: 'Thailändisch' },
  greek: { en: 'Greek', es: 'Griega', de: 'Griechisch' },
  spanish: { en: 'Spanish', es: 'Española', de: 'Spanisch' },
  'middle-eastern': { en: 'Middle Eastern', es: 'De Oriente Medio', de: 'Nahöstlich' },
  korean: { en: 'Korean', es: 'Coreana', de: 'Koreanisch' },
  vietnamese: { en: 'Vietnamese', es: 'Vietnamita', de: 'Vietnamesisch' },
  moroccan: { en: 'Moroccan', es: 'Marroquí', de: 'Marokkanisch' },
};

/** "Italian cuisine" / "cocina italiana" / "italienische Küche". */
export function cuisineOfCooking(cuisine: Cuisine, language: RecipeLanguage): string {
  const name = CUISINE_NAMES[cuisine][language];
  if (language === 'es') return `cocina ${name.charAt(0).toLocaleLowerCase()}${name.slice(1)}`;
  if (language === 'de') return `${name.toLocaleLowerCase()}e Küche`;
  return `${name} cuisine`;
}

/** The display name of a stored cuisine id, or null when it is not one. */
export function cuisineDisplayName(cuisine: string | null, language: RecipeLanguage): string | null {
  return isCuisine(cuisine) ? CUISINE_NAMES[cuisine][language] : null;
}

/** Display names of the cooking methods in each recipe language. */
export const COOKING_METHOD_NAMES: Record<CookingMethod, Record<RecipeLanguage, string>> = {
  grilling: { en: 'Grilling', es: 'A la parrilla', de: 'Grillen' },
  roasting: { en: 'Roasting', es: 'Asado', de: 'Braten im Ofen' },
  sauteing: { en: 'Sautéing', es: 'Salteado', de: 'Sautieren' },
  steaming: { en: 'Steaming', es: 'Al vapor', de: 'Dämpfen' },
  baking: { en: 'Baking', es: 'Al horno', de: 'Backen' },
  'stir-frying': { en: 'Stir-frying', es: 'Salteado al wok', de: 'Pfannenrühren (Wok)' },
  braising: { en: 'Braising', es: 'Estofado', de: 'Schmoren' },
  boiling: { en: 'Boiling', es: 'Hervido', de: 'Kochen' },
  'pan-frying': { en: 'Pan-frying', es: 'A la sartén', de: 'In der Pfanne braten' },
  'slow-cooking': { en: 'Slow cooking', es: 'Cocción lenta', de: 'Langsam garen' },
};

export function cookingMethodDisplayName(method: string | null, language: RecipeLanguage): string | null {
  return isCookingMethod(method) ? COOKING_METHOD_NAMES[method][language] : null;
}
