import { cookingMethodDisplayName, cuisineDisplayName } from '#core/recipe/cuisine-names';
import type { RecipeLanguage } from '#core/kernel/options';
import type { LinkPreview } from '../community/shared-recipe.service';

/**
 * schema.org Recipe JSON-LD for a shared recipe, as Google's recipe rich results read it: image
 * (photo or generated card), category, keywords, cuisine and method as display names in the
 * recipe's language, nutrition per 100 g when computed, author per the privacy setting (the card's
 * display name is "Anonymous" when hidden), datePublished, aggregateRating when rated.
 */
type Category = 'dessert' | 'breakfast' | 'soup' | 'salad' | 'main';

const CATEGORY_WORDS: Array<[Exclude<Category, 'main'>, RegExp]> = [
  ['dessert', /\b(cake|tart|pie|cookies?|brownies?|ice cream|pudding|mousse|crumble|dessert|tarta|pastel|galletas?|helado|flan|postre|natillas|kuchen|torte|eis|nachtisch|dessert)\b/iu],
  ['breakfast', /\b(pancakes?|oats|porridge|granola|breakfast|tortitas|avena|desayuno|frühstück|müsli|pfannkuchen|bananenpfannkuchen|crêpes?|crepes?)\b/iu],
  ['soup', /\b(soup|sopa|suppe|\p{L}*suppe|gazpacho|ramen|pho|chowder|eintopf|crema de)\b/iu],
  ['salad', /\b(salad|ensalada|salat|\p{L}*salat|tabbouleh|tabulé)\b/iu],
];

const CATEGORY_NAMES: Record<Category, Record<RecipeLanguage, string>> = {
  dessert: { en: 'Dessert', es: 'Postre', de: 'Dessert' },
  breakfast: { en: 'Breakfast', es: 'Desayuno', de: 'Frühstück' },
  soup: { en: 'Soup', es: 'Sopa', de: 'Suppe' },
  salad: { en: 'Salad', es: 'Ensalada', de: 'Salat' },
  main: { en: 'Main course', es: 'Plato principal', de: 'Hauptgericht' },
};

const QUICK: Record<RecipeLanguage, string> = { en: 'quick', es: 'rápido', de: 'schnell' };

/** The course a recipe's title suggests, named in its language. */
export function recipeCategory(title: string, language: RecipeLanguage): string {
  const found = CATEGORY_WORDS.find(([, pattern]) => pattern.test(title));
  return CATEGORY_NAMES[found?.[0] ?? 'main'][language];
}

export function recipeKeywords(preview: LinkPreview): string {
  const { language } = preview;
  const words = [
    recipeCategory(preview.title, language),
    cuisineDisplayName(preview.cuisine, language),
    cookingMethodDisplayName(preview.cookingMethod, language),
    preview.prepTime + preview.cookTime <= 30 ? QUICK[language] : null,
  ];
  return [...new Set(words.filter((word): word is string => Boolean(word)))].join(', ');
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Plain step text: leading numbers and bold/italic markers removed. */
export function plainStep(line: string): string {
  return line
    .replace(/^\d+[.)]\s*/, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .trim();
}

export const plainIngredient = (line: string) => line.replace(/^[-*•·]\s*/, '').trim();

function nutritionOf(preview: LinkPreview) {
  const n = preview.nutrition;
  if (!n) return {};
  return {
    nutrition: {
      '@type': 'NutritionInformation',
      servingSize: '100 g',
      calories: `${n.calories} kcal`,
      proteinContent: `${n.protein} g`,
      carbohydrateContent: `${n.carbs} g`,
      fatContent: `${n.fat} g`,
      fiberContent: `${n.fiber} g`,
      sugarContent: `${n.sugar} g`,
      sodiumContent: `${n.sodium} mg`,
    },
  };
}

export function recipeJsonLd(preview: LinkPreview, pageUrl: string, imageUrl: string, description: string) {
  const { language } = preview;
  const cuisine = cuisineDisplayName(preview.cuisine, language);
  const method = cookingMethodDisplayName(preview.cookingMethod, language);
  const steps = lines(preview.instructions).map(plainStep).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: preview.title,
    description,
    url: pageUrl,
    inLanguage: language,
    image: [imageUrl],
    author: { '@type': 'Person', name: preview.author },
    datePublished: preview.sharedAt,
    prepTime: `PT${preview.prepTime}M`,
    cookTime: `PT${preview.cookTime}M`,
    totalTime: `PT${preview.prepTime + preview.cookTime}M`,
    recipeYield: String(Math.max(1, preview.servings)),
    recipeCategory: recipeCategory(preview.title, language),
    keywords: recipeKeywords(preview),
    ...(cuisine ? { recipeCuisine: cuisine } : {}),
    ...(method ? { cookingMethod: method } : {}),
    recipeIngredient: lines(preview.ingredients).map(plainIngredient).filter(Boolean),
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
    ...nutritionOf(preview),
    ...(preview.ratingsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: preview.averageRating,
            ratingCount: preview.ratingsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
