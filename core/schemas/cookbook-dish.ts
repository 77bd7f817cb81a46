import { z } from 'zod';
import { COOKING_METHODS, CUISINES, DIFFICULTIES, RECIPE_LANGUAGES } from '#core/kernel/options';

/**
 * The cookbook's entry shape (docs/cookbook.md): one dish, complete in en, es and de, kept as data
 * in core/cookbook/dishes/*.json. Diet facts are never written here: the checker reads them from
 * the lines (core/diet/recipe-diet-facts.ts).
 */

export const COURSES = ['breakfast', 'soup', 'salad', 'main', 'side', 'bread', 'dessert', 'snack'] as const;

/** What a dish is built on: mains carry it; other courses may. */
export const DISH_BASES = ['meat', 'poultry', 'fish', 'seafood', 'egg', 'dairy', 'vegetarian', 'vegan'] as const;

/**
 * An ingredient's part in the dish: `main` what it is about, `defining` what makes it this dish
 * (both are its defining ingredients), `supporting` the rest of what is cooked, `staple` what a
 * kitchen keeps (oil, salt, pepper, water, sugar and flour in small amounts), `garnish` what goes
 * on at the end.
 */
/**
 * A dish's main method: one of the option list's (core/kernel/options.ts), or `no-cook` for what is
 * assembled, blended or set without heat (guacamole, gazpacho, tzatziki, tiramisu), which no
 * request for a cooking method picks.
 */
export const DISH_METHODS = [...COOKING_METHODS, 'no-cook'] as const;

export const INGREDIENT_ROLES = ['main', 'defining', 'supporting', 'staple', 'garnish'] as const;
export type IngredientRole = (typeof INGREDIENT_ROLES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

export const cookbookIngredientSchema = z.object({
  /** The food in plain English, singular and generic: "chicken thigh", "onion", "canned tomato". */
  food: z.string().regex(/^[a-z][a-z0-9' -]*[a-z0-9]$/, 'lowercase English food name').max(60),
  role: z.enum(INGREDIENT_ROLES),
  optional: z.boolean().optional(),
  en: text(300),
  es: text(300),
  de: text(300),
});
export type CookbookIngredient = z.infer<typeof cookbookIngredientSchema>;

export const dishTextSchema = z.object({
  title: text(120),
  /** Other names cooks use in this language (not repeating the title). */
  aliases: z.array(text(120)).max(12),
  description: text(600),
  steps: z.array(text(1200)).min(2).max(30),
  notes: z.string().trim().max(800),
});

export const cookbookDishSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80),
    cuisine: z.enum(CUISINES).nullable(),
    /** Where the dish comes from when no cuisine of the option list fits or to be precise ("germany"). */
    origin: z.string().regex(/^[a-z-]+$/).max(40).optional(),
    course: z.enum(COURSES),
    base: z.enum(DISH_BASES).optional(),
    method: z.enum(DISH_METHODS),
    taste: z.enum(['savoury', 'sweet']),
    servings: z.number().int().min(1).max(48),
    prepTime: z.number().int().min(0).max(1440),
    cookTime: z.number().int().min(0).max(1440),
    difficulty: z.enum(DIFFICULTIES),
    ingredients: z.array(cookbookIngredientSchema).min(2).max(40),
    text: z.object(Object.fromEntries(RECIPE_LANGUAGES.map((l) => [l, dishTextSchema])) as Record<(typeof RECIPE_LANGUAGES)[number], typeof dishTextSchema>),
  })
  .strict();
export type CookbookDish = z.infer<typeof cookbookDishSchema>;
