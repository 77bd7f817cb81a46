import type { Language } from '../provider';
import type { Cut } from './cooking';
import type { Measure } from './foods';

/**
 * A dish the offline chef knows by name (docs/decisions/011-offline-chef.md): its names, what
 * defines it (foods with amounts per serving), and its steps in order, in en, es and de. Steps
 * name ingredients as `{food-id}` so a substitute (chickpeas for chicken) is named in its place;
 * each step's minutes are the time it states, and the cooking time is their sum.
 */
export interface DishIngredient {
  food: string;
  /** Per serving, in the food's measure unless `measure` says otherwise. */
  perServing: number;
  measure?: Measure;
}

/** [minutes, English, Spanish, German]. */
export type DishStep = readonly [number, string, string, string];

export interface Dish {
  id: string;
  /** The dish's name as a title in each language. */
  titles: Record<Language, string>;
  /** Other names cooks type, any language. */
  also: readonly string[];
  /** Servings when the cook does not say. */
  servings: number;
  /** Seasoned with salt only (sweet batters, paella, tortilla), not salt and pepper. */
  saltOnly?: boolean;
  /** Minutes of preparation before the first timed step. */
  prep: number;
  ingredients: readonly DishIngredient[];
  /** How each food is cut before cooking: the first step, written per language. */
  cuts: ReadonlyArray<readonly [string, Cut]>;
  steps: readonly DishStep[];
}

export const STEP_LANGUAGE_INDEX: Record<Language, 1 | 2 | 3> = { en: 1, es: 2, de: 3 };
